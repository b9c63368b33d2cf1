import { z } from 'zod';
import {
  BUSINESS_INDUSTRIES, BUSINESS_STAGES, CURRENCIES, FUNDING_PURPOSES, HORIZONS, INVESTMENT_STAGES, INVESTOR_INDUSTRIES,
  INVOLVEMENT_TYPES, REGIONS, STAFF_BANDS,
} from '../enums.ts';

import { teaserDtoSchema } from '../profiles/profiles.ts';
import { trustSchema } from '../trust/trust.ts';
import { indicativeValuationSchema } from '../valuation/api.ts';
import { LISTING_PAGE_SIZE_DEFAULT, LISTING_PAGE_SIZE_MAX } from './listing-sizes.ts';

export { HOME_LISTING_SIZE, LISTING_PAGE_SIZE_DEFAULT, LISTING_PAGE_SIZE_MAX } from './listing-sizes.ts';
export const SEARCH_MAX_LENGTH = 100;

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(LISTING_PAGE_SIZE_MAX).default(LISTING_PAGE_SIZE_DEFAULT);
const search = z.string().trim().max(SEARCH_MAX_LENGTH).optional();

// Query strings are strict: an unknown filter is an error, not silently ignored.
export const investorListingQuerySchema = z.strictObject({
  search,
  industry: z.enum(INVESTOR_INDUSTRIES).optional(),
  region: z.enum(REGIONS).optional(),
  page,
  page_size: pageSize,
});
export type InvestorListingQuery = z.input<typeof investorListingQuerySchema>;

export const businessListingQuerySchema = z.strictObject({
  search,
  industry: z.enum(BUSINESS_INDUSTRIES).optional(),
  stage: z.enum(BUSINESS_STAGES).optional(),
  region: z.enum(REGIONS).optional(),
  page,
  page_size: pageSize,
});
export type BusinessListingQuery = z.input<typeof businessListingQuerySchema>;

/** `?view=public`: the card as the public sees it, whoever asks — the owner's "See as an investor" (issue 49). */
export const businessCardQuerySchema = z.strictObject({ view: z.enum(['public']).optional() });

/** An investor as the public sees it: no name, firm, email, phone, user id or documents. */
export const investorCardSchema = z.object({
  id: z.string(),
  /** Present only for admins (spec: only an admin sees the investor's real name). */
  investor_name: z.string().optional(),
  involvement_type: z.enum(INVOLVEMENT_TYPES).nullable(),
  investment_capacity: z.object({ min_amount: z.number().nullable(), max_amount: z.number().nullable(), currency: z.enum(CURRENCIES) }),
  preferred_industries: z.array(z.enum(INVESTOR_INDUSTRIES)),
  geographical_preference: z.array(z.enum(REGIONS)),
  investment_stage: z.array(z.enum(INVESTMENT_STAGES)),
  return_expectations: z.object({ min_roi: z.number().nullable(), investment_horizon: z.enum(HORIZONS).nullable() }),
  about: z.string().nullable(),
  years_experience: z.number().nullable(),
  created_at: z.string(),
  /** Freshness, badges and responsiveness (issue 23). */
  trust: trustSchema,
});
export type InvestorCard = z.infer<typeof investorCardSchema>;

/** A figure's band (shared/money/bands.ts); `max` null above the ladder's top. */
export const figureBandSchema = z.object({ min: z.number(), max: z.number().nullable() });
const band = figureBandSchema.nullable();
/** Revenue and profit (revenue × margin): exact, or, on a confidential listing before the introduction, their bands. */
export const financialsSchema = z.object({
  annual_revenue: z.number().nullable(),
  profit: z.number().nullable(),
  revenue_range: band,
  profit_range: band,
});

/** A business as the public sees it: no owner, contacts, registration number, people or documents. */
export const businessCardSchema = z.object({
  id: z.string(),
  /** Null for a confidential business, unless the reader is its owner, an admin or introduced (issue 49). */
  company_name: z.string().nullable(),
  /** The owner keeps the name private: the card is titled "Confidential Business" and an anonymous title. */
  confidential: z.boolean(),
  /** The public teaser: a summary, highlights, what is on offer and why (issue 49). */
  teaser: teaserDtoSchema,
  industry: z.enum(BUSINESS_INDUSTRIES).nullable(),
  sub_industry: z.string().nullable(),
  business_stage: z.enum(BUSINESS_STAGES).nullable(),
  year_established: z.number().nullable(),
  staff_band: z.enum(STAFF_BANDS).nullable(),
  headquarters: z.string().nullable(),
  branches: z.array(z.string()),
  funding_requirements: z.object({
    amount_required: z.number().nullable(),
    currency: z.enum(CURRENCIES),
    purpose: z.enum(FUNDING_PURPOSES).nullable(),
    equity_offered: z.number().nullable(),
    /** The price: an asking price, or a valuation range, or neither ("on request"). */
    asking_price: z.number().nullable(),
    valuation_min: z.number().nullable(),
    valuation_max: z.number().nullable(),
  }),
  /** Exact figures where the business is named or the reader introduced; bands otherwise (issue 49). */
  financial_highlights: financialsSchema,
  /** The owner's chosen valuation estimate, shown only when the owner chose to (issue 22). */
  indicative_valuation: indicativeValuationSchema.nullable().optional(),
  created_at: z.string(),
  /** Freshness, badges and responsiveness (issue 23). */
  trust: trustSchema,
});
export type BusinessCard = z.infer<typeof businessCardSchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Matching the filters ("Showing X"). */
    total: z.number(),
    /** All active profiles ("of Y"). */
    total_all: z.number(),
    page: z.number(),
    page_size: z.number(),
  });

export const investorPageSchema = pageOf(investorCardSchema);
export type InvestorPage = z.infer<typeof investorPageSchema>;
export const businessPageSchema = pageOf(businessCardSchema);
export type BusinessPage = z.infer<typeof businessPageSchema>;

export const homeListingsSchema = z.object({
  investors: z.array(investorCardSchema),
  businesses: z.array(businessCardSchema),
});
export type HomeListings = z.infer<typeof homeListingsSchema>;
