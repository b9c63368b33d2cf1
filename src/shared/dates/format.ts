import type { Language } from '../preferences.ts';
import { dates as arabic } from '../locales/ar/dates.ts';
import { dates as english } from '../locales/en/dates.ts';
import { intlLocale } from '../locales/intl.ts';

// Every date the product prints, in English or Arabic (intlLocale: Arabic with Western digits): the web's one hook
// (useDateFormat) and the server's PDFs and mails read it. Pure: the reader's time zone is the host's, as with Intl.

/** 'long' "March 4, 2026", 'medium' "Mar 4, 2026", 'monthYear' "March 2026"; Arabic names the month, its medium date is numeric. */
export type DateStyle = 'long' | 'medium' | 'monthYear';
/** The date and the time of day, "Mar 4, 2026, 2:02 PM"; or the time alone, "2:02 PM". */
export type TimeStyle = 'dateTime' | 'time';

export interface DateFormat {
  format(date: Date): string;
}

/** Arabic's medium date is numeric, each separator after a right-to-left mark: 24‏/11‏/2026. */
const RLM = '\u200f';
const twoDigits = (n: number) => String(n).padStart(2, '0');

// The three date styles are written out rather than asked of Intl.DateTimeFormat: constructing the page's first one
// loads the locale's calendar and the host's time zone, ~45 ms of main thread on a listing's first render, in one
// piece (decision 0155). They read exactly as Intl writes them, which format.test.ts checks for every month.
function writeDate(language: Language, style: DateStyle, date: Date, utc: boolean): string {
  const day = utc ? date.getUTCDate() : date.getDate();
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const names = language === 'ar' ? arabic : english;
  if (style === 'monthYear') return `${names.months[month]} ${year}`;
  if (language === 'ar') {
    return style === 'long' ? `${day} ${names.months[month]} ${year}` : `${twoDigits(day)}${RLM}/${twoDigits(month + 1)}${RLM}/${year}`;
  }
  return `${(style === 'long' ? names.months : names.monthsShort)[month]} ${day}, ${year}`;
}

/**
 * A date as Intl.DateTimeFormat(intlLocale(language), { dateStyle }) writes it (for 'monthYear', { month: 'long',
 * year: 'numeric' }); `utc` takes the day in UTC rather than the reader's, as the server draws a page.
 */
export function dateFormat(language: Language, style: DateStyle, utc = false): DateFormat {
  return { format: (date) => writeDate(language, style, date, utc) };
}

// Times of day are Intl's (its day periods differ between ICU versions); each is made once per language, on first use.
const timeFormats = new Map<string, Intl.DateTimeFormat>();
const TIME_OPTIONS: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
};

/** A moment with its time of day, in the reader's time zone. */
export function timeFormat(language: Language, style: TimeStyle): DateFormat {
  const key = `${language}:${style}`;
  let format = timeFormats.get(key);
  if (!format) timeFormats.set(key, (format = new Intl.DateTimeFormat(intlLocale(language), TIME_OPTIONS[style])));
  return format;
}

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();
const relative = (language: Language) => {
  let format = relativeFormats.get(language);
  if (!format) relativeFormats.set(language, (format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' })));
  return format;
};
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [['minute', 60], ['hour', 3600], ['day', 86_400]];

/** "now", "5 minutes ago", "yesterday"; from a week back, the medium date itself. */
export function relativeDate(date: Date, now: Date, language: Language): string {
  const ago = -Math.round((date.getTime() - now.getTime()) / 1000);
  if (ago < 45) return relative(language).format(0, 'second');
  if (ago < 7 * 86_400) {
    const [unit, size] = ago < 3600 ? UNITS[0]! : ago < 86_400 ? UNITS[1]! : UNITS[2]!;
    return relative(language).format(-Math.round(ago / size), unit);
  }
  return dateFormat(language, 'medium').format(date);
}

/** The UTC day, "2026-03-04": the valuation report's date and file names. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The UTC minute, "2026-03-04 14:02 UTC": a stamp on a downloaded document. */
export const utcMinute = (date: Date): string =>
  `${isoDay(date)} ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
