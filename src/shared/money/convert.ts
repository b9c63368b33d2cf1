import type { Currency } from '../enums.ts';
import { DEFAULT_RATES, type RatesToUsd } from './rates.ts';

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

/** The amount in `to`, through dollars; null when there is nothing to convert. */
export function convertAmount(amount: number | null | undefined, from: string | null | undefined, to: Currency, rates: RatesToUsd): number | null {
  if (!from || from === to) return null;
  const converted = fromUsd(toUsd(amount, from, rates), to, rates);
  return Number.isFinite(converted) ? converted : null;
}
