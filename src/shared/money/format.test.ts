import { describe, expect, it } from 'vitest';
import { SERVICE_CATALOGUE, type ServiceName } from '../services/service-catalogue.ts';
import { formatAmount, formatMoney, formatMoneyRange, formatRange, formatRevenue, formatUsd, intlLocale } from './format.ts';

// Intl keeps a number and its word together with a no-break space; compare them as plain spaces.
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null;

describe('amount display (spec section 9)', () => {
  it('shows amounts under 1,000 as they are', () => {
    expect(formatAmount(0, 'USD')).toBe('USD 0');
    expect(formatAmount(999, 'USD')).toBe('USD 999');
  });
  it('switches to whole thousands with K at 1,000', () => {
    expect(formatAmount(1_000, 'AED')).toBe('AED 1K');
    expect(formatAmount(250_400, 'AED')).toBe('AED 250K');
    expect(formatAmount(999_499, 'AED')).toBe('AED 999K');
  });
  it('switches to millions with one decimal and M at 1,000,000 (and never shows 1000K)', () => {
    expect(formatAmount(999_500, 'GBP')).toBe('GBP 1.0M');
    expect(formatAmount(1_000_000, 'GBP')).toBe('GBP 1.0M');
    expect(formatAmount(2_500_000, 'GBP')).toBe('GBP 2.5M');
    expect(formatAmount(120_000_000, 'SAR')).toBe('SAR 120.0M');
  });
  it('gives null for a missing amount and works without a currency', () => {
    expect(formatAmount(null, 'USD')).toBeNull();
    expect(formatAmount(undefined)).toBeNull();
    expect(formatAmount(Number.NaN)).toBeNull();
    expect(formatAmount(5_000)).toBe('5K');
  });
  it('formats a capacity range with the currency once', () => {
    expect(formatRange(1_000_000, 5_000_000, 'USD')).toBe('USD 1.0M – 5.0M');
    expect(formatRange(null, 5_000_000, 'USD')).toBe('USD 5.0M');
    expect(formatRange(null, null, 'USD')).toBeNull();
  });
});

describe('formatMoney', () => {
  it('writes English as spec section 9 gives it: K for whole thousands from 1,000, M with one decimal from 1,000,000', () => {
    expect(formatMoney(999, 'USD', 'en')).toBe('USD 999');
    expect(formatMoney(1_000, 'USD', 'en')).toBe('USD 1K');
    expect(formatMoney(2_500, 'USD', 'en')).toBe('USD 3K');
    expect(formatMoney(750_000, 'AED', 'en')).toBe('AED 750K');
    expect(formatMoney(1_000_000, 'SAR', 'en')).toBe('SAR 1.0M');
    expect(formatMoney(2_500_000, 'USD', 'en')).toBe('USD 2.5M');
    expect(formatMoney(null, 'USD', 'en')).toBeNull();
    expect(formatMoneyRange(1_000_000, 5_000_000, 'USD', 'en')).toBe('USD 1.0M – 5.0M');
    expect(formatMoneyRange(250_000, 5_000_000, 'USD', 'en')).toBe('USD 250K – 5.0M');
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
  it('prints each service price exactly as the spec section 9 catalogue table writes it', () => {
    const table: Record<ServiceName, string> = {
      valuation: '$2,500',
      'due diligence': '$7,500',
      'legal drafting': '$3,000',
      'review and advice': '$1,500',
      'SOP services': '$4,000',
      'digital transformation': '$10,000',
      'project reports': '$5,000',
      'financial audit': '$5,000',
      'financial statement preparation': '$1,500',
    };
    for (const service of SERVICE_CATALOGUE) expect(formatUsd(service.price_from), service.name).toBe(table[service.name]);
    expect(formatUsd(1499.6)).toBe('$1,500');
  });

  it('prints whole dollars character for character as Intl does, in both languages, without asking Intl', () => {
    const intl = (locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    const en = intl('en-US');
    const ar = intl(intlLocale('ar'));
    const values = [0, -0, 1, 5, 12.4, 2.5, 3.5, 99.5, 999, 999.5, 1000, 1499.6, 2500, 10_000, 75_000, 123_456, 1_234_567, 987_654_321, 1e15, -0.4, -0.5, -2500];
    // Amounts of one to ten digits, every third with a fraction (quarters, so halves are among them).
    for (let k = 0; k < 200; k++) values.push(Math.round(((k * 7919) % 10_007) / 10_007 * 10 ** (k % 10)) / (k % 3 === 0 ? 4 : 1));
    for (const value of values) {
      expect(formatUsd(value), String(value)).toBe(en.format(value));
      expect(formatUsd(value, 'ar'), String(value)).toBe(ar.format(value));
    }
    expect(formatUsd(2500, 'ar')).toMatch(/2,500/);
  });

  it('prints the dashboard revenue as the spec says: dollars in thousands, no decimals, followed by K', () => {
    expect(formatRevenue(10_000)).toBe('$10K');
    expect(formatRevenue(17_500)).toBe('$18K');
    expect(formatRevenue(75_000, 'ar')).toBe(formatUsd(75_000, 'ar'));
  });

  it('keeps Western digits in Arabic dates and numbers', () => {
    expect(new Intl.DateTimeFormat(intlLocale('ar'), { dateStyle: 'medium' }).format(new Date('2026-11-22T12:00:00Z'))).toMatch(/2026/);
    expect(intlLocale('en')).toBe('en');
  });
});
