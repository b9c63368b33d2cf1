// The English 'listings' texts, added to the catalogue by the first screen that imports this module.
import { addEnglish } from '../../lib/i18n.ts';
import { listings } from '../en/listings.ts';

addEnglish({ listings });
