import { messageFor, type ApiMessage } from '#shared/messages/messages.ts';
import { apiWordsLabel, i18next } from './i18n.ts';

// A message from the API or a shared schema, worded in the reader's language from its key and
// values (catalogue namespace `messages`); the English text is the fallback.

/** Values that are themselves API words (a request's status) get their label too. */
const labelled = ({ code, params = {} }: ApiMessage): Record<string, string> =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, code === 'illegalTransition' ? apiWordsLabel('admin.requestStatus', String(value)) : String(value)]));

// Keys and values found at run time: the typed t() cannot check them, the catalogue test does.
const translate = i18next.t as unknown as (key: string, values: Record<string, string>) => string;

export function wordMessage(entry: ApiMessage): string {
  const key = `messages.${entry.code}`;
  return i18next.exists(key) ? translate(key, labelled(entry)) : entry.message;
}

/**
 * An English text that a shared schema (a form's own validation) or the API wrote: worded from its
 * key, found by exact match. Other texts (already worded) come back unchanged.
 */
export const wordText = (text: string): string => wordMessage(messageFor(text));
