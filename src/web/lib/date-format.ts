import type { Language } from '../../shared/enums.ts';

type DateStyle = 'long' | 'medium';

// The two date styles the cards and lists print, written out here rather than by Intl.DateTimeFormat: constructing
// the page's first one loads the locale's calendar and the host's time zone, ~45 ms of main thread on a listing's
// first render, in one piece (decision 0230). They read exactly as Intl writes them (`dateStyle` 'long' and 'medium',
// English and Arabic with Western digits: intlLocale), which date-format.test.ts checks for every month; the day is
// the reader's local one, as with Intl.
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const EN_SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const AR_MONTHS = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];
/** Arabic's medium date is numeric, each separator after a right-to-left mark: 24‏/11‏/2026. */
const RLM = '\u200f';
const twoDigits = (n: number) => String(n).padStart(2, '0');

function formatDate(language: Language, style: DateStyle, date: Date, utc: boolean): string {
  const day = utc ? date.getUTCDate() : date.getDate();
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  if (language === 'ar') {
    return style === 'long' ? `${day} ${AR_MONTHS[month]} ${year}` : `${twoDigits(day)}${RLM}/${twoDigits(month + 1)}${RLM}/${year}`;
  }
  return `${(style === 'long' ? EN_MONTHS : EN_SHORT_MONTHS)[month]} ${day}, ${year}`;
}

/**
 * A date as Intl.DateTimeFormat(intlLocale(language), { dateStyle }) writes it, with the same `format(date)`; `utc`
 * takes the day in UTC rather than the reader's, as the server draws a page (first-paint-data.ts).
 */
export function dateFormat(language: Language, dateStyle: DateStyle, utc = false): { format: (date: Date) => string } {
  return { format: (date) => formatDate(language, dateStyle, date, utc) };
}
