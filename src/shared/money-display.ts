import type { Country, Currency, Language } from './enums.ts';
import { formatAmount } from './format.ts';
import { fromUsd, toUsd, type RatesToUsd } from './matching/rates.ts';

// Amounts as each language reads them, and the approximate figure in the header country's currency.

/** The currency a reader in each header country thinks in. */
export const LOCAL_CURRENCY: Readonly<Record<Country, Currency>> = {
  UAE: 'AED',
  'Saudi Arabia': 'SAR',
  Qatar: 'QAR',
  Bahrain: 'BHD',
  Oman: 'OMR',
  Kuwait: 'KWD',
  UK: 'GBP',
  Singapore: 'SGD',
  India: 'INR',
};

/** GET /api/rates: the table matching converts with, in US dollars per one unit of each currency. */
export interface RatesPayload {
  base: 'USD';
  usd_per_unit: Record<Currency, number>;
  updated_at: string | null;
}

// Arabic keeps Western digits, as Gulf business platforms print amounts; "K"/"M" become ألف/مليون.
const arabicCompact = new Intl.NumberFormat('ar-u-nu-latn', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * An amount with its currency code: English as the spec writes it ("AED 2.5M", "USD 750K"),
 * Arabic in words read right to left ("2.5 مليون AED"). Null when the amount is unknown.
 */
export function formatMoney(amount: number | null | undefined, currency: string | null | undefined, language: Language = 'en'): string | null {
  if (language === 'en') return formatAmount(amount, currency);
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  const figure = arabicCompact.format(amount);
  return currency ? `${figure} ${currency}` : figure;
}

/** "USD 1M – 5M" in English, "1 مليون – 5 مليون USD" in Arabic; null when neither bound is known. */
export function formatMoneyRange(
  min: number | null | undefined,
  max: number | null | undefined,
  currency: string | null | undefined,
  language: Language = 'en',
): string | null {
  if (language === 'en') {
    const low = formatAmount(min, currency);
    const high = formatAmount(max, null);
    if (low && high) return `${low} – ${high}`;
    return low ?? formatAmount(max, currency);
  }
  const low = formatMoney(min, null, language);
  const high = formatMoney(max, null, language);
  if (low && high) return currency ? `${low} – ${high} ${currency}` : `${low} – ${high}`;
  return formatMoney(min ?? max, currency, language);
}

/** The amount in `to`, through dollars with the matching rates; null when there is nothing to convert. */
export function convertAmount(amount: number | null | undefined, from: string | null | undefined, to: Currency, rates: RatesToUsd): number | null {
  if (!from || from === to) return null;
  const converted = fromUsd(toUsd(amount, from, rates), to, rates);
  return Number.isFinite(converted) ? converted : null;
}

/** "≈ AED 9.2M" (Arabic "≈ 9.2 مليون AED") beside an amount in another currency; null when it is already local. */
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
