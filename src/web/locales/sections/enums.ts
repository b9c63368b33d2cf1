// The English 'enums' texts, added to the catalogue by the first screen that imports this module.
import { addEnglish } from '../../lib/i18n.ts';
import { enums } from '../en/enums.ts';

addEnglish({ enums });
