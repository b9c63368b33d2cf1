import type { Country, Currency } from '../enums.ts';

// Which currencies there are is an enumeration of the spec (CURRENCIES in enums.ts); what each one is
// pegged to and where it is spent lives here.

/** Units of the currency per dollar, fixed by each central bank's peg. */
export const PEGS = { AED: 3.6725, SAR: 3.75, QAR: 3.64, BHD: 0.376, OMR: 0.3845 } as const satisfies Partial<Record<Currency, number>>;
export type PeggedCurrency = keyof typeof PEGS;

/** Floating (KWD follows an undisclosed basket): admins keep these current. */
export type EditableCurrency = Exclude<Currency, PeggedCurrency | 'USD'>;

/** Pegged to the dollar: their rate never changes and admins cannot edit it. */
export const PEGGED_CURRENCIES: ReadonlySet<Currency> = new Set(Object.keys(PEGS) as PeggedCurrency[]);

export const isEditableCurrency = (currency: Currency): currency is EditableCurrency =>
  currency !== 'USD' && !PEGGED_CURRENCIES.has(currency);

/** The currency people in each country think in (header countries and regions are the same nine places). */
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
