// The English 'auth' and 'completeRegistration' texts, added to the catalogue by the first screen that imports this module.
import { addEnglish } from '../../lib/i18n.ts';
import { auth, completeRegistration } from '../en/auth.ts';

addEnglish({ auth, completeRegistration });
