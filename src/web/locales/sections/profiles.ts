// The English 'profiles' texts, added to the catalogue by the first screen that imports this module.
import { addEnglish } from '../../lib/i18n.ts';
import { profiles } from '../en/profiles.ts';

addEnglish({ profiles });
