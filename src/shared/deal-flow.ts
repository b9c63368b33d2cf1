import { z } from 'zod';
import { BUSINESS_INDUSTRIES, CURRENCIES, HORIZONS, INVESTOR_INDUSTRIES, INVOLVEMENT_TYPES, MUST_HAVES, REGIONS } from './enums.ts';
import { PARTS } from './matching/parts.ts';
import { REASON_CODES, type Reason } from './matching/reason-render.ts';
import { BUSINESS_SECTORS, categoryOf, INVESTOR_SECTORS, type BusinessSector } from './taxonomy.ts';
import { messageText } from './messages.ts';
import { trustSchema } from './trust.ts';

// Spec section 9: the discovery screens' derived categories, stages and capacity buckets, on the one
// taxonomy of issue 20 (src/shared/taxonomy.ts): a business's category is its sector.

/** The category filter offers exactly the sectors a business can be in. */
export const CATEGORIES = BUSINESS_SECTORS;
export type Category = BusinessSector;
export { categoryOf };

/** The stages a business derives to (issue 20 drops the spec's Idea and Growing, which nothing ever derived to). */
export const DERIVED_STAGES = ['Startup', 'Small', 'Medium', 'Large'] as const;
export type DerivedStage = (typeof DERIVED_STAGES)[number];

/** Startup if the stage is startup or revenue is under 100,000; Small under 1M; Medium under 10M; else Large (USD). */
export function derivedStageOf(stage: string | null | undefined, revenueUsd: number | null | undefined): DerivedStage {
  const revenue = revenueUsd ?? 0;
  if (stage === 'startup' || revenue < 100_000) return 'Startup';
  if (revenue < 1_000_000) return 'Small';
  if (revenue < 10_000_000) return 'Medium';
  return 'Large';
}

export const CAPACITY_BUCKETS = ['under_1m', '1m_5m', '5m_10m', '10m_plus'] as const;
export type CapacityBucket = (typeof CAPACITY_BUCKETS)[number];

/** Capacity bucket by the investor's maximum amount in USD; null when unknown. */
export function capacityBucketOf(maxUsd: number | null | undefined): CapacityBucket | null {
  if (maxUsd === null || maxUsd === undefined || !Number.isFinite(maxUsd)) return null;
  if (maxUsd < 1_000_000) return 'under_1m';
  if (maxUsd < 5_000_000) return '1m_5m';
  if (maxUsd < 10_000_000) return '5m_10m';
  return '10m_plus';
}

/** InvestorConnect's industry filter: every sector an investor can prefer (issue 20). */
export const CONNECT_INDUSTRIES = INVESTOR_SECTORS;

export const MATCH_PAGE_SIZE = 12;
const page = z.coerce.number().int().min(1).max(1000).default(1);
const search = z.string().trim().max(100).optional();
const revenue = z.coerce.number({ error: messageText('number') }).min(0, messageText('notNegative')).max(1e13, messageText('amountTooLarge')).optional();
/** "1" lists the near misses (pairs breaking a must-have) instead of the ranking. */
const nearMisses = z.enum(['0', '1']).optional().transform((v) => v === '1');

export const businessMatchesQuerySchema = z
  .strictObject({
    search,
    category: z.enum(CATEGORIES).optional(),
    stage: z.enum(DERIVED_STAGES).optional(),
    revenue_min: revenue,
    revenue_max: revenue,
    /** The currency the revenue bounds are typed in (the reader's country's); converted on the server. */
    currency: z.enum(CURRENCIES).default('USD'),
    near_misses: nearMisses,
    page,
  })
  .refine((q) => q.revenue_min === undefined || q.revenue_max === undefined || q.revenue_min <= q.revenue_max, {
    path: ['revenue_max'],
    message: messageText('maxBelowMin'),
  });
export type BusinessMatchesQuery = z.input<typeof businessMatchesQuerySchema>;

export const investorMatchesQuerySchema = z.strictObject({
  search,
  involvement: z.enum(INVOLVEMENT_TYPES).optional(),
  capacity: z.enum(CAPACITY_BUCKETS).optional(),
  industry: z.enum(CONNECT_INDUSTRIES).optional(),
  near_misses: nearMisses,
  page,
});
export type InvestorMatchesQuery = z.input<typeof investorMatchesQuerySchema>;

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
  company_name: z.string().nullable(),
  industry: z.enum(BUSINESS_INDUSTRIES).nullable(),
  category: z.enum(CATEGORIES).nullable(),
  stage: z.enum(DERIVED_STAGES),
  headquarters: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  annual_revenue: z.number().nullable(),
  ebitda: z.number().nullable(),
  years_of_operation: z.number().nullable(),
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
  capacity_bucket: z.enum(CAPACITY_BUCKETS).nullable(),
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

/** How many suggestions the dashboard's "New matches for you" shows. */
export const SUGGESTIONS_SHOWN = 6;

/** One stored suggestion as the dashboard shows it: the counterpart's public facts, linking to its card. */
export const suggestionSchema = z.object({
  /** The counterpart's profile id (the card's `focus`). */
  profile_id: z.string(),
  kind: z.enum(['business', 'investor']),
  score: z.number(),
  /** Entered the user's suggestions since their last visit. */
  is_new: z.boolean(),
  /** A business's name and sector; null for an investor, who stays anonymous. */
  company_name: z.string().nullable(),
  industry: z.enum(BUSINESS_INDUSTRIES).nullable(),
  headquarters: z.enum(REGIONS).nullable(),
  /** An investor's involvement and sectors; null / empty for a business. */
  involvement_type: z.enum(INVOLVEMENT_TYPES).nullable(),
  preferred_industries: z.array(z.enum(INVESTOR_INDUSTRIES)),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsSchema = z.object({
  /** New ones first, then by rank; at most SUGGESTIONS_SHOWN. */
  items: z.array(suggestionSchema),
  /** How many of all stored suggestions are new since the last visit. */
  new_count: z.number(),
  /** How many suggestions are stored in all (up to 50). */
  total: z.number(),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
