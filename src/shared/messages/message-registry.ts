import type { MessageKey } from './messages.ts';

// English text → its catalogue key and values, for the texts the shared schemas and the API wrote.
// Exact match only. Apart from the catalogue (messages.ts) so that the API client can remember what
// the server sent without bringing every text into the home page's bundle.

export type MessageParams = Record<string, string | number>;

/** A message as the API sends it: the catalogue key, the English text, and the values in it. */
export interface ApiMessage {
  code: MessageKey;
  message: string;
  params?: MessageParams;
}

const byText = new Map<string, ApiMessage>();
// Texts with values are few (a limit, an extension, a status pair); the cap guards against a caller
// that fills in user input.
const MAX_REMEMBERED = 5000;

/** Remembers a message so that its English text leads back to its key. */
export function rememberMessage(entry: ApiMessage): ApiMessage {
  if (!byText.has(entry.message) && byText.size < MAX_REMEMBERED) byText.set(entry.message, entry);
  return entry;
}

export const rememberedMessage = (text: string): ApiMessage | undefined => byText.get(text);
