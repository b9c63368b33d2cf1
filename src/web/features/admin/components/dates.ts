import { useTranslation } from 'react-i18next';

/** "Mar 4, 2026" in the current language. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso));
}
