import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './enums.ts';
import { formatAmount, formatRange } from './format.ts';
import { DEFAULT_RATES, withRates } from './matching/rates.ts';
import {
  convertAmount, formatApprox, formatApproxRange, formatMoney, formatMoneyRange, formatRevenue, formatUsd, intlLocale, LOCAL_CURRENCY,
} from './money-display.ts';

// Intl keeps a number and its word together with a no-break space; compare them as plain spaces.
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null;

describe('formatMoney', () => {
  it('writes English exactly as the spec does', () => {
    for (const [amount, currency] of [[2_500_000, 'USD'], [750_000, 'AED'], [900, 'GBP'], [999_950, 'SAR'], [null, 'USD']] as const) {
      expect(formatMoney(amount, currency, 'en')).toBe(formatAmount(amount, currency));
    }
    expect(formatMoneyRange(1_000_000, 5_000_000, 'USD', 'en')).toBe(formatRange(1_000_000, 5_000_000, 'USD'));
  });

  it('writes Arabic in words with Western digits and the currency code last', () => {
    expect(plain(formatMoney(2_500_000, 'AED', 'ar'))).toBe('2.5 مليون AED');
    expect(plain(formatMoney(750_000, 'SAR', 'ar'))).toBe('750 ألف SAR');
    expect(formatMoney(null, 'SAR', 'ar')).toBeNull();
    expect(plain(formatMoneyRange(1_000_000, 5_000_000, 'USD', 'ar'))).toBe('1 مليون – 5 مليون USD');
    expect(plain(formatMoneyRange(null, 5_000_000, 'USD', 'ar'))).toBe('5 مليون USD');
  });
});

describe('whole dollars', () => {
  it('prints service prices as the catalogue does in English, and with Intl in Arabic', () => {
    expect(formatUsd(2500)).toBe('$2,500');
    expect(formatUsd(10000)).toBe('$10,000');
    expect(formatUsd(1499.6)).toBe('$1,500');
    expect(formatUsd(2500, 'ar')).toBe(new Intl.NumberFormat('ar-u-nu-latn', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(2500));
    expect(formatUsd(2500, 'ar')).toMatch(/2,500/);
  });

  it('prints the dashboard revenue as the spec does in English ("$18K"), and whole dollars in Arabic', () => {
    expect(formatRevenue(17_500)).toBe('$18K');
    expect(formatRevenue(75_000, 'ar')).toBe(formatUsd(75_000, 'ar'));
  });

  it('keeps Western digits in Arabic dates and numbers', () => {
    expect(new Intl.DateTimeFormat(intlLocale('ar'), { dateStyle: 'medium' }).format(new Date('2026-11-22T12:00:00Z'))).toMatch(/2026/);
    expect(intlLocale('en')).toBe('en');
  });
});

describe('approximate local figures', () => {
  it('gives every header country its own currency', () => {
    expect(COUNTRIES.map((c) => LOCAL_CURRENCY[c])).toEqual(['AED', 'SAR', 'QAR', 'BHD', 'OMR', 'KWD', 'GBP', 'SGD', 'INR']);
  });

  it('converts through dollars with the matching rates', () => {
    expect(formatApprox(2_500_000, 'USD', 'AED', DEFAULT_RATES)).toBe('≈ AED 9.2M');
    expect(plain(formatApprox(2_500_000, 'USD', 'AED', DEFAULT_RATES, 'ar'))).toBe('≈ 9.2 مليون AED');
    // 1,000,000 SAR is 266,667 USD, or 1,000,000 × 0.2667 / 1.31 GBP with an edited pound.
    expect(convertAmount(1_000_000, 'SAR', 'GBP', withRates({ GBP: 1.31 }))).toBeCloseTo(1_000_000 / 3.75 / 1.31, 2);
  });

  it('shows nothing when the amount is already local, unknown or in an unknown currency', () => {
    expect(formatApprox(2_500_000, 'AED', 'AED', DEFAULT_RATES)).toBeNull();
    expect(formatApprox(null, 'USD', 'AED', DEFAULT_RATES)).toBeNull();
    expect(formatApprox(1_000, 'XYZ', 'AED', DEFAULT_RATES)).toBeNull();
    expect(formatApprox(1_000, null, 'AED', DEFAULT_RATES)).toBeNull();
  });

  it('converts both ends of a range', () => {
    expect(formatApproxRange(1_000_000, 5_000_000, 'USD', 'AED', DEFAULT_RATES)).toBe('≈ AED 3.7M – 18.4M');
    expect(formatApproxRange(1_000_000, 5_000_000, 'AED', 'AED', DEFAULT_RATES)).toBeNull();
  });
});
