// The English 'home' texts, added to the catalogue by the first screen that imports this module.
import { addEnglish } from '../../lib/i18n.ts';
import { home } from '../en/home.ts';

addEnglish({ home });
