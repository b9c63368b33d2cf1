// The English 'legal' texts, added to the catalogue by the first screen that imports this module.
import { addEnglish } from '../../lib/i18n.ts';
import { legal } from '../en/legal.ts';

addEnglish({ legal });
