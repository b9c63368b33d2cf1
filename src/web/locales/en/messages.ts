// The English messages are the shared catalogue itself (src/shared/messages/messages.ts: no zod, a few
// kilobytes): the keys the API sends and the texts the shared schemas write.
import { messages as shared } from '#shared/messages/messages.ts';

export const messages = shared;
