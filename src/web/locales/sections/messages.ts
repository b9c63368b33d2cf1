// The English 'messages' texts, added to the catalogue by the first screen that imports this module.
import { addEnglish } from '../../lib/i18n.ts';
import { messages } from '../en/messages.ts';

addEnglish({ messages });
