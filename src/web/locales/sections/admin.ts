// The English 'admin' texts, added to the catalogue by the first screen that imports this module.
import { addEnglish } from '../../lib/i18n.ts';
import { admin } from '../en/admin.ts';

addEnglish({ admin });
