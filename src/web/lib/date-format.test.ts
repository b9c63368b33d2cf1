import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/enums.ts';
import { intlLocale } from '../../shared/money/format.ts';
import { dateFormat } from './date-format.ts';

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

  it('reads the day where the reader is', () => {
    const late = new Date(2026, 10, 4, 23, 30);
    expect(dateFormat('en', 'long').format(late)).toBe('November 4, 2026');
    expect(dateFormat('ar', 'medium').format(late)).toBe('04\u200f/11\u200f/2026');
  });
});
