import { dateFormat, timeFormat, type DateStyle, type TimeStyle } from '#shared/dates/format.ts';
import { languageOf, useTranslation } from './i18n.ts';

/**
 * The web's one way to print a date: a function from an ISO string (or a Date) to the text, in the reader's
 * language. 'medium' "Mar 4, 2026" unless asked otherwise; 'dateTime' "Mar 4, 2026, 2:02 PM" (shared/dates/format.ts).
 */
export function useDateFormat(style: DateStyle | TimeStyle = 'medium'): (at: string | Date) => string {
  const { i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const format = style === 'dateTime' || style === 'time' ? timeFormat(language, style) : dateFormat(language, style);
  return (at) => format.format(typeof at === 'string' ? new Date(at) : at);
}
