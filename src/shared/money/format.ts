import type { Currency, Language } from '../enums.ts';
import { convertAmount } from './convert.ts';
import type { RatesToUsd } from './rates.ts';
import { intlLocale } from '../locales/intl.ts';

// Amounts as each language reads them, and the approximate figure in the reader's currency.

/**
 * Spec section 9: amounts show as whole thousands with K from 1,000 and as millions with one
 * decimal and M from 1,000,000, after the currency code ("USD 2.5M", "AED 750K", "GBP 900").
 */
export function formatAmount(amount: number | null | undefined, currency?: string | null): string | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  const prefix = currency ? `${currency} ` : '';
  const sign = amount < 0 ? '-' : '';
  const value = Math.abs(amount);
  // 999,950 rounds to "1000.0K"; it reads as 1.0M.
  if (value >= 999_950) return `${prefix}${sign}${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 999_500) return `${prefix}${sign}1.0M`;
  if (value >= 1_000) return `${prefix}${sign}${(value / 1_000).toFixed(0)}K`;
  return `${prefix}${sign}${value.toFixed(0)}`;
}

/** "USD 1M – 5M" style range, or null when neither bound is known. */
export function formatRange(min: number | null | undefined, max: number | null | undefined, currency?: string | null): string | null {
  const low = formatAmount(min, currency);
  const high = formatAmount(max, null);
  if (low && high) return `${low} – ${high}`;
  return low ?? formatAmount(max, currency);
}

export { intlLocale };

// Made on first use, not when the module loads: constructing an Intl.NumberFormat reads the locale's data, several
// milliseconds on a phone, and most pages that load this module print no Arabic figure and no whole dollars.
let arabicCompactFormat: Intl.NumberFormat | undefined;
// "K"/"M" become the Arabic words for thousand and million.
const arabicCompact = () => (arabicCompactFormat ??= new Intl.NumberFormat(intlLocale('ar'), { notation: 'compact', maximumFractionDigits: 1 }));

/** 1234567 → "1,234,567". */
const grouped = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Whole US dollars, as the catalogue prints them: 2500 → "$2,500" (Arabic "2,500 US$", right-to-left mark first).
 * Written out rather than asked of Intl.NumberFormat: a page's first currency format reads ICU's locale data,
 * 25–62 ms in Chromium on a desktop CPU, several times that on a phone: most of /services' blocking time (decision 0230). The output is
 * Intl's own, character for character (format.test.ts compares them), rounding half away from zero as Intl does.
 */
export function formatUsd(amount: number, language: Language = 'en'): string {
  const digits = grouped(Math.round(Math.abs(amount)));
  const negative = amount < 0 || Object.is(amount, -0);
  if (language === 'en') return `${negative ? '-' : ''}$${digits}`;
  return `\u200f${negative ? '\u200e-' : ''}${digits}\u00a0US$`;
}

/** Dashboard revenue: "$75K" in English as the spec writes it; Arabic prints the whole dollars. */
export const formatRevenue = (dollars: number, language: Language = 'en'): string =>
  language === 'en' ? `$${(dollars / 1000).toFixed(0)}K` : formatUsd(dollars, language);

/**
 * An amount with its currency code: English as the spec writes it ("AED 2.5M", "USD 750K"),
 * Arabic in words read right to left ("2.5 <million> AED", the word Intl gives). Null when the amount is unknown.
 */
export function formatMoney(amount: number | null | undefined, currency: string | null | undefined, language: Language = 'en'): string | null {
  if (language === 'en') return formatAmount(amount, currency);
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  const figure = arabicCompact().format(amount);
  return currency ? `${figure} ${currency}` : figure;
}

/** "USD 1M – 5M" in English, "1 <million> – 5 <million> USD" in Arabic; null when neither bound is known. */
export function formatMoneyRange(
  min: number | null | undefined,
  max: number | null | undefined,
  currency: string | null | undefined,
  language: Language = 'en',
): string | null {
  if (language === 'en') return formatRange(min, max, currency);
  const low = formatMoney(min, null, language);
  const high = formatMoney(max, null, language);
  if (low && high) return currency ? `${low} – ${high} ${currency}` : `${low} – ${high}`;
  return formatMoney(min ?? max, currency, language);
}

/** "≈ AED 9.2M" (Arabic "≈ 9.2 <million> AED") beside an amount in another currency; null when it is already local. */
export function formatApprox(
  amount: number | null | undefined,
  from: string | null | undefined,
  to: Currency,
  rates: RatesToUsd,
  language: Language = 'en',
): string | null {
  const converted = convertAmount(amount, from, to, rates);
  const text = converted === null ? null : formatMoney(converted, to, language);
  return text ? `≈ ${text}` : null;
}

/** The same for a range: both bounds converted. */
export function formatApproxRange(
  min: number | null | undefined,
  max: number | null | undefined,
  from: string | null | undefined,
  to: Currency,
  rates: RatesToUsd,
  language: Language = 'en',
): string | null {
  if (!from || from === to) return null;
  const text = formatMoneyRange(convertAmount(min, from, to, rates), convertAmount(max, from, to, rates), to, language);
  return text ? `≈ ${text}` : null;
}
