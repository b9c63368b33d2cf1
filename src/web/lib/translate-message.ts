import { messages } from '../locales/en/messages.ts';
import { apiWordsLabel, i18next, translateWithValues } from './i18n.ts';

// Messages that the shared schemas or the API write in English, recognised by their English wording
// (with the values in them) and shown in the current language. Apart from lib/i18n.ts so that the
// English messages come only with the screens that show them (forms and alerts).

type MessageKey = keyof typeof messages;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MESSAGE_PATTERNS = (Object.entries(messages) as [MessageKey, string][]).map(([key, text]) => {
  const names: string[] = [];
  const source = text
    .split(/\{\{(\w+)\}\}/)
    .map((part, i) => (i % 2 === 1 ? (names.push(part), '(.+?)') : escapeRegExp(part)))
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/** Values inside a message that are themselves API words (a request's status) get their label too. */
const valueLabel = (key: MessageKey, value: string): string => (key === 'illegalTransition' ? apiWordsLabel('admin.requestStatus', value) : value);

/**
 * A message that the shared schemas or the API wrote in English, in the current language.
 * Texts that are not one of the known messages (already translated, or new) come back unchanged.
 */
export function translateMessage(message: string): string {
  if (i18next.language === 'en') return message;
  for (const { key, names, pattern } of MESSAGE_PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, valueLabel(key, match[i + 1] ?? '')]));
    return translateWithValues(`messages.${key}`, values);
  }
  return message;
}

