import { z } from 'zod';
import { CURRENCIES } from '../enums.ts';
import { valuationInputSchema } from './inputs.ts';

// The valuation estimator on the wire (issue 22). The server recomputes every estimate from the inputs (never a
// client's figure); a saved estimate is its owner's alone, except the range and date the owner shows on the listing.

export const VALUATION_SAVED_MAX = 50;
export const VALUATION_NOTE_MAX_LENGTH = 200;

/** POST /api/valuation/estimates: the inputs and an optional note; the business profile is the owner's own. */
export const saveValuationSchema = z.strictObject({
  input: valuationInputSchema,
  note: z.string().trim().max(VALUATION_NOTE_MAX_LENGTH).optional(),
});
export type SaveValuationInput = z.input<typeof saveValuationSchema>;

/** PATCH /api/valuation/estimates/:id: show this estimate's range on the owner's listing (one at a time), or hide it. */
export const showValuationSchema = z.strictObject({ shown_on_listing: z.boolean() });

/** A saved estimate as its owner (and an admin, with a service request) sees it. The result is the server's. */
export const savedValuationSchema = z.object({
  id: z.string(),
  input: z.looseObject({}),
  /** ValuationEstimate (result.ts), as computed by the server when saved. */
  result: z.looseObject({}),
  low: z.number(),
  mid: z.number(),
  high: z.number(),
  currency: z.enum(CURRENCIES),
  note: z.string().nullable(),
  shown_on_listing: z.boolean(),
  created_at: z.string(),
});
export type SavedValuation = z.infer<typeof savedValuationSchema>;

export const savedValuationListSchema = z.object({ items: z.array(savedValuationSchema) });

/** What a listing shows when its owner chose to: "Indicative valuation: AED 4.1M – 5.6M (estimated on …)". */
export const indicativeValuationSchema = z.object({
  low: z.number(),
  high: z.number(),
  currency: z.enum(CURRENCIES),
  estimated_at: z.string(),
});
export type IndicativeValuation = z.infer<typeof indicativeValuationSchema>;

/** POST /api/valuation/report?lang=en|ar: the PDF of an unsaved estimate (a visitor's); saved ones have their own URL. */
export const valuationReportQuerySchema = z.strictObject({ lang: z.enum(['en', 'ar']).default('en') });
