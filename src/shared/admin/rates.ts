import { z } from 'zod';
import { CURRENCIES, type Currency } from '../enums.ts';
import { messageText } from '../messages/messages.ts';
import { isEditableCurrency, type EditableCurrency, type PeggedCurrency } from '../money/currencies.ts';

// Currency rates: an admin keeps the floating currencies current; the pegs and the dollar are fixed.

/** Below this a rate would round to 0 in the table (8 decimals); above it no currency we list is worth. */
export const MIN_RATE = 0.00000001;
export const MAX_RATE = 1_000_000;

export const rateMessages = {
  rateRequired: messageText('rateRequired'),
  ratePositive: messageText('ratePositive'),
  rateRange: messageText('rateRange'),
  rateFixed: messageText('rateFixed'),
  nothingToSave: messageText('noRateEntered'),
} as const;

const editableRate = z
  .number({ error: rateMessages.rateRequired })
  .positive(rateMessages.ratePositive)
  .min(MIN_RATE, rateMessages.rateRange)
  .max(MAX_RATE, rateMessages.rateRange);
/** Any value sent for a pegged currency or the dollar is refused on that field. */
const fixedRate = z.unknown().refine(() => false, rateMessages.rateFixed);

type RatesShape = { [C in EditableCurrency]: z.ZodOptional<typeof editableRate> } & {
  [C in PeggedCurrency | 'USD']: z.ZodOptional<typeof fixedRate>;
};
const ratesShape = Object.fromEntries(
  CURRENCIES.map((currency: Currency) => [currency, (isEditableCurrency(currency) ? editableRate : fixedRate).optional()]),
) as RatesShape;

/** PUT /api/admin/rates: US dollars per one unit of each editable currency; those left out keep their rate. */
export const updateRatesSchema = z.strictObject({
  usd_per_unit: z
    .strictObject(ratesShape)
    .refine((rates) => Object.values(rates).some((rate) => rate !== undefined), rateMessages.nothingToSave),
});
export type UpdateRates = z.infer<typeof updateRatesSchema>;
