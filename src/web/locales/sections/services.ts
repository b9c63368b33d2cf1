// The English 'services' texts, added to the catalogue by the first screen that imports this module.
import { addEnglish } from '../../lib/i18n.ts';
import { services } from '../en/services.ts';

addEnglish({ services });
