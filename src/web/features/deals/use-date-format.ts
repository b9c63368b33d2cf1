import { intlLocale } from '../../../shared/money/format.ts';
import { languageOf, useTranslation } from '../../lib/i18n.ts';

/** "4 Mar 2026, 14:02" in the reader's language: the deal room's dates and times. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(intlLocale(languageOf(i18n.language)), { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}
