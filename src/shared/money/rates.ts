import { CURRENCIES, type Currency } from '../enums.ts';
import { isEditableCurrency, PEGS, type EditableCurrency } from './currencies.ts';

/** US dollars per one unit of each currency: every money comparison in matching happens in USD. */
export type RatesToUsd = Readonly<Record<Currency, number>>;

/** GET /api/rates: the table matching converts with, in US dollars per one unit of each currency. */
export interface RatesPayload {
  base: 'USD';
  usd_per_unit: Record<Currency, number>;
  updated_at: string | null;
}

/** The currencies an admin may set, in the spec's order. */
export const EDITABLE_CURRENCIES: readonly EditableCurrency[] = CURRENCIES.filter(isEditableCurrency);

export const DEFAULT_RATES: RatesToUsd = {
  USD: 1,
  AED: 1 / PEGS.AED,
  SAR: 1 / PEGS.SAR,
  QAR: 1 / PEGS.QAR,
  BHD: 1 / PEGS.BHD,
  OMR: 1 / PEGS.OMR,
  KWD: 3.25,
  GBP: 1.27,
  SGD: 0.74,
  INR: 0.012,
};

export const isValidRate = (rate: unknown): rate is number =>
  typeof rate === 'number' && Number.isFinite(rate) && rate > 0;

/**
 * The default table with an admin's edits applied. Pegged currencies and USD keep their rate,
 * and an unusable value (zero, negative, not a number) leaves the default in place.
 */
export function withRates(edits: Partial<Record<string, unknown>>, base: RatesToUsd = DEFAULT_RATES): RatesToUsd {
  const rates: Record<Currency, number> = { ...base };
  for (const currency of EDITABLE_CURRENCIES) {
    const rate = edits[currency];
    if (isValidRate(rate)) rates[currency] = rate;
  }
  return rates;
}
