// The English 'dashboard' texts, added to the catalogue by the first screen that imports this module.
import { addEnglish } from '../../lib/i18n.ts';
import { dashboard } from '../en/dashboard.ts';

addEnglish({ dashboard });
