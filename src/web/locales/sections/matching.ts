// The English 'matching' texts, added to the catalogue by the first screen that imports this module.
import { addEnglish } from '../../lib/i18n.ts';
import { matching } from '../en/matching.ts';

addEnglish({ matching });
