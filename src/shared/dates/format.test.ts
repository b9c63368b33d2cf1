import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../enums.ts';
import { intlLocale } from '../locales/intl.ts';
import { dateFormat, isoDay, relativeDate, timeFormat, utcMinute } from './format.ts';

describe('dateFormat', () => {
  // Every month, a one-digit and a two-digit day, around the turn of a year.
  const dates = Array.from({ length: 12 }, (_, month) => [new Date(2026, month, 4, 9), new Date(2026, month, 24, 23, 59)]).flat();
  dates.push(new Date(2027, 0, 1, 0, 0), new Date(2025, 11, 31, 12));

  it.each(LANGUAGES.flatMap((language) => (['long', 'medium'] as const).map((style) => [language, style] as const)))(
    'writes %s %s dates as Intl does',
    (language, style) => {
      const intl = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: style });
      for (const date of dates) expect(dateFormat(language, style).format(date)).toBe(intl.format(date));
    },
  );

  it.each(LANGUAGES)('writes %s months of a year as Intl does', (language) => {
    const intl = new Intl.DateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric' });
    for (const date of dates) expect(dateFormat(language, 'monthYear').format(date)).toBe(intl.format(date));
  });

  it('reads the day where the reader is', () => {
    const late = new Date(2026, 10, 4, 23, 30);
    expect(dateFormat('en', 'long').format(late)).toBe('November 4, 2026');
    expect(dateFormat('ar', 'medium').format(late)).toBe('04\u200f/11\u200f/2026');
  });
});

describe('timeFormat', () => {
  it.each(LANGUAGES)('writes %s dates with their time, and times, as Intl does with the language’s locale', (language) => {
    const at = new Date(2026, 2, 4, 14, 2);
    expect(timeFormat(language, 'dateTime').format(at)).toBe(new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(at));
    expect(timeFormat(language, 'time').format(at)).toBe(new Intl.DateTimeFormat(intlLocale(language), { timeStyle: 'short' }).format(at));
  });
});

describe('relativeDate', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('is relative within a week and a date beyond', () => {
    expect(relativeDate(new Date('2026-03-10T11:59:30Z'), now, 'en')).toBe('now');
    expect(relativeDate(new Date('2026-03-10T11:55:00Z'), now, 'en')).toBe('5 minutes ago');
    expect(relativeDate(new Date('2026-03-10T09:00:00Z'), now, 'en')).toBe('3 hours ago');
    expect(relativeDate(new Date('2026-03-09T12:00:00Z'), now, 'en')).toBe('yesterday');
    expect(relativeDate(new Date('2026-02-01T12:00:00Z'), now, 'en')).toBe('Feb 1, 2026');
  });

  it('words Arabic with Western digits', () => {
    const intl = new Intl.RelativeTimeFormat('ar-u-nu-latn', { numeric: 'auto' });
    expect(relativeDate(new Date('2026-03-10T11:55:00Z'), now, 'ar')).toBe(intl.format(-5, 'minute'));
  });
});

describe('UTC stamps', () => {
  it('writes the UTC day and minute', () => {
    const at = new Date('2026-03-04T23:07:59Z');
    expect(isoDay(at)).toBe('2026-03-04');
    expect(utcMinute(at)).toBe('2026-03-04 23:07 UTC');
  });
});
