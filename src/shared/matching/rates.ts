import { CURRENCIES, type Currency } from '../enums.ts';

/** US dollars per one unit of each currency: every money comparison in matching happens in USD. */
export type RatesToUsd = Readonly<Record<Currency, number>>;

/** Units of the currency per dollar, fixed by each central bank's peg. */
const PEGS = { AED: 3.6725, SAR: 3.75, QAR: 3.64, BHD: 0.376, OMR: 0.3845 } as const;

/** Pegged to the dollar: their rate never changes and admins cannot edit it. */
export const PEGGED_CURRENCIES: ReadonlySet<Currency> = new Set(Object.keys(PEGS) as Currency[]);

/** Floating (KWD follows an undisclosed basket): admins keep these current. */
export const EDITABLE_CURRENCIES: readonly Currency[] = CURRENCIES.filter(
  (currency) => currency !== 'USD' && !PEGGED_CURRENCIES.has(currency),
);

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

/** The amount in dollars; NaN when the amount or the currency is unknown, so callers treat it as missing. */
export function toUsd(amount: number | null | undefined, currency: string | null | undefined, rates: RatesToUsd = DEFAULT_RATES): number {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return Number.NaN;
  const rate = rates[(currency ?? 'USD') as Currency] as number | undefined;
  return rate === undefined ? Number.NaN : amount * rate;
}

/** Dollars back into a currency, for showing a counterpart's figure in the reader's currency. */
export function fromUsd(amountUsd: number, currency: string, rates: RatesToUsd = DEFAULT_RATES): number {
  const rate = rates[currency as Currency] as number | undefined;
  return rate === undefined ? Number.NaN : amountUsd / rate;
}
