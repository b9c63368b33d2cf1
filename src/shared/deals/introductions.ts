import { z } from 'zod';
import { BUSINESS_INDUSTRIES, BUSINESS_STAGES, CURRENCIES, HORIZONS, INVESTOR_INDUSTRIES, INVOLVEMENT_TYPES, MUST_HAVES, REGIONS, STAFF_BANDS } from '../enums.ts';
import { PARTS } from '../matching/parts.ts';
import { REASON_CODES, type Reason } from '../matching/reason-render.ts';
import { CATEGORIES, SIZE_BANDS } from '../matching/derived.ts';
import { figureBandSchema } from '../listings/listings.ts';
import { messageText } from '../messages/messages.ts';
import { page } from '../matching/match-query.ts';
import { trustSchema } from '../trust/trust.ts';

const matchState = z.object({
  match_id: z.string().nullable(),
  favourite: z.boolean(),
  /** The investor pressed Interested (one-way). */
  interest_expressed: z.boolean(),
  /** The business pressed Connect (one-way). */
  connected: z.boolean(),
  introduced: z.boolean(),
  /** When the investor pressed Interested (ISO), or null. */
  interested_at: z.string().nullable(),
  /** When the business pressed Connect (ISO), or null. */
  connected_at: z.string().nullable(),
  /** The caller declined the counterpart's action (one-way: the pair is closed). */
  declined_by_me: z.boolean(),
  /** The counterpart declined the caller's action (one-way: the pair is closed). */
  declined_by_them: z.boolean(),
  /** The decliner's words, sent only to the declined side and only if written. */
  decline_reason: z.string().nullable(),
  /** The pair's deal room, once introduced. */
  deal_id: z.string().nullable(),
});
export type MatchState = z.infer<typeof matchState>;

/** Who is on the other side; present only once the pair is introduced. */
const contactSchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  user_id: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/**
 * A reason as data: its code and the figures, regions, stages or words it speaks of (the fields
 * differ by code; see `Reason` in shared/matching/reason-render.ts). `reasons` holds the same in English.
 */
export const reasonDetailSchema = z.object({ code: z.enum(REASON_CODES) }).loose() as unknown as z.ZodType<Reason>;

/** One line of "How is this scored?": whole points earned of the part's weight; the lines add up to the score. */
const scorePartSchema = z.object({ part: z.enum(PARTS), points: z.number(), weight: z.number() });
export type ScorePart = z.infer<typeof scorePartSchema>;

/** What every match card explains besides its facts (issue 20). */
const explanation = {
  score: z.number(),
  /** English sentences of `reason_details`. */
  reasons: z.array(z.string()),
  /** "Why this match": only what fits. */
  reason_details: z.array(reasonDetailSchema),
  /** "Watch out": what does not fit. */
  watch_out: z.array(reasonDetailSchema),
  score_parts: z.array(scorePartSchema),
  /** The must-haves the pair breaks: empty in the ranking, non-empty for a near miss. */
  misses: z.array(z.enum(MUST_HAVES)),
};

export const businessMatchCardSchema = z.object({
  id: z.string(),
  ...explanation,
  /** Null for a confidential business until the two sides are introduced (issue 49). */
  company_name: z.string().nullable(),
  confidential: z.boolean(),
  industry: z.enum(BUSINESS_INDUSTRIES).nullable(),
  category: z.enum(CATEGORIES).nullable(),
  /** The owner's own stage, worded as on the listings. */
  business_stage: z.enum(BUSINESS_STAGES).nullable(),
  /** Size by revenue (issue 49: the spec's derived stage). */
  size: z.enum(SIZE_BANDS),
  staff_band: z.enum(STAFF_BANDS).nullable(),
  headquarters: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  /** Exact where the business is named or the pair introduced; otherwise null, and the bands say the size (issue 49). */
  annual_revenue: z.number().nullable(),
  ebitda: z.number().nullable(),
  revenue_range: figureBandSchema.nullable(),
  ebitda_range: figureBandSchema.nullable(),
  years_of_operation: z.number().nullable(),
  year_established: z.number().nullable(),
  branches_count: z.number(),
  amount_required: z.number().nullable(),
  equity_offered: z.number().nullable(),
  state: matchState,
  contact: contactSchema.nullable(),
  trust: trustSchema,
});
export type BusinessMatchCard = z.infer<typeof businessMatchCardSchema>;

export const investorMatchCardSchema = z.object({
  id: z.string(),
  ...explanation,
  involvement_type: z.enum(INVOLVEMENT_TYPES).nullable(),
  /** The investor's own range, in their own currency (issue 49). */
  investment_capacity: z.object({ min_amount: z.number().nullable(), max_amount: z.number().nullable(), currency: z.enum(CURRENCIES) }),
  min_roi: z.number().nullable(),
  investment_horizon: z.enum(HORIZONS).nullable(),
  years_experience: z.number().nullable(),
  preferred_industries: z.array(z.enum(INVESTOR_INDUSTRIES)),
  geographical_preference: z.array(z.enum(REGIONS)),
  about: z.string().nullable(),
  state: matchState,
  contact: contactSchema.nullable(),
  trust: trustSchema,
});
export type InvestorMatchCard = z.infer<typeof investorMatchCardSchema>;

const stats = z.object({ total: z.number(), favourites: z.number(), acted: z.number() });

export const businessMatchesPageSchema = z.object({ items: z.array(businessMatchCardSchema), stats, page: z.number(), page_size: z.number() });
export type BusinessMatchesPage = z.infer<typeof businessMatchesPageSchema>;
export const investorMatchesPageSchema = z.object({ items: z.array(investorMatchCardSchema), stats, page: z.number(), page_size: z.number() });
export type InvestorMatchesPage = z.infer<typeof investorMatchesPageSchema>;

/** "Interested in you" (owner) and "Wants to connect" (investor): newest action first, a page at a time. */
export const GROUP_PAGE_SIZE = 12;
export const groupQuerySchema = z.strictObject({ page });
export const businessGroupSchema = z.object({ items: z.array(businessMatchCardSchema), total: z.number(), page: z.number(), page_size: z.number() });
export type BusinessGroup = z.infer<typeof businessGroupSchema>;
export const investorGroupSchema = z.object({ items: z.array(investorMatchCardSchema), total: z.number(), page: z.number(), page_size: z.number() });
export type InvestorGroup = z.infer<typeof investorGroupSchema>;

export const DECLINE_REASON_MAX = 1000;
/** Decline the counterpart's action, optionally saying why (shown only to them). */
export const declineSchema = z.strictObject({
  reason: z.string().trim().max(DECLINE_REASON_MAX, messageText('tooLong', { max: DECLINE_REASON_MAX })).optional(),
});
export type DeclineInput = z.infer<typeof declineSchema>;

export const favouriteSchema = z.strictObject({ favourite: z.boolean() });
export const matchActionResultSchema = z.object({ state: matchState, contact: contactSchema.nullable() });
export type MatchActionResult = z.infer<typeof matchActionResultSchema>;
