// The English 'documents' texts, added to the catalogue by the first screen that imports this module.
import { addEnglish } from '../../lib/i18n.ts';
import { documents } from '../en/documents.ts';

addEnglish({ documents });
