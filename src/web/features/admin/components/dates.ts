import { intlLocale } from '../../../../shared/money/format.ts';
import { languageOf, useTranslation } from '../../../lib/i18n.ts';

/** "Mar 4, 2026" in the current language. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(intlLocale(languageOf(i18n.language)), { dateStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso));
}

/** "Mar 4, 2026, 14:02" in the current language: when a log entry happened. */
export function useDateTimeFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(intlLocale(languageOf(i18n.language)), { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}
