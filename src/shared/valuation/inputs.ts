import { z } from 'zod';
import { BUSINESS_INDUSTRIES, BUSINESS_STAGES, CURRENCIES, type BusinessIndustry } from '../enums.ts';
import { messages, messageText } from '../messages/messages.ts';
import { COUNTRIES, type Country } from '../preferences.ts';

// What an owner types into the valuation estimator (issue 22), checked the same way in the browser (as the user
// types) and on the server (before a saved estimate or a PDF is computed). Every figure is in `currency`.

/** The markets the multiples table is kept for; each country belongs to one. */
export const VALUATION_MARKETS = ['gulf', 'uk', 'singapore', 'india'] as const;
export type ValuationMarket = (typeof VALUATION_MARKETS)[number];

export const MARKET_OF_COUNTRY: Readonly<Record<Country, ValuationMarket>> = {
  UAE: 'gulf', 'Saudi Arabia': 'gulf', Qatar: 'gulf', Bahrain: 'gulf', Oman: 'gulf', Kuwait: 'gulf',
  UK: 'uk', Singapore: 'singapore', India: 'india',
};

/** How much the business depends on its owner: a simple choice, not a score. */
export const OWNER_DEPENDENCE = ['low', 'medium', 'high'] as const;
export type OwnerDependence = (typeof OWNER_DEPENDENCE)[number];

/** EBITDA is typed as an amount or as a margin of revenue. */
export const EBITDA_BASES = ['amount', 'margin'] as const;
export type EbitdaBasis = (typeof EBITDA_BASES)[number];

export const VALUATION_LIMITS = {
  revenueMax: 10_000_000_000_000,
  marginMin: -100,
  marginMax: 100,
  growthMin: -90,
  growthMax: 300,
  yearsTradingMax: 200,
} as const;

const finite = (schema: z.ZodNumber) => schema.refine(Number.isFinite, messages.number);
const percent = (min: number, max: number) =>
  z.number(messages.number).refine(Number.isFinite, messages.number)
    .refine((value) => value >= min && value <= max, messageText('percentRange', { min, max }));

export const valuationInputSchema = z
  .strictObject({
    industry: z.enum(BUSINESS_INDUSTRIES, messages.choose),
    country: z.enum(COUNTRIES, messages.choose),
    currency: z.enum(CURRENCIES, messages.choose),
    /** Last financial year's revenue; must be above 0. */
    revenue: finite(z.number(messages.valuationRevenueRequired))
      .refine((value) => value > 0, messages.valuationRevenueRequired)
      .refine((value) => value <= VALUATION_LIMITS.revenueMax, messages.amountTooLarge),
    ebitda_basis: z.enum(EBITDA_BASES).default('amount'),
    /** Used when ebitda_basis is 'amount'; may be negative (a loss), never above revenue. */
    ebitda: finite(z.number(messages.number)).nullable().default(null),
    /** Used when ebitda_basis is 'margin', in percent of revenue. */
    ebitda_margin: percent(VALUATION_LIMITS.marginMin, VALUATION_LIMITS.marginMax).nullable().default(null),
    /** Revenue growth over the last year, percent. */
    revenue_growth: percent(VALUATION_LIMITS.growthMin, VALUATION_LIMITS.growthMax),
    years_trading: z.number(messages.number).int(messages.wholeNumber).min(0, messages.notNegative)
      .max(VALUATION_LIMITS.yearsTradingMax, messages.valuationYearsTrading),
    business_stage: z.enum(BUSINESS_STAGES, messages.choose),
    /** Share of revenue that recurs (subscriptions, contracts), percent. */
    recurring_share: percent(0, 100),
    owner_dependence: z.enum(OWNER_DEPENDENCE, messages.choose),
  })
  .superRefine((input, context) => {
    if (input.ebitda_basis === 'amount') {
      if (input.ebitda === null) context.addIssue({ code: 'custom', path: ['ebitda'], message: messages.required });
      else if (input.ebitda > input.revenue) context.addIssue({ code: 'custom', path: ['ebitda'], message: messages.valuationEbitdaAboveRevenue });
      else if (input.ebitda < -input.revenue * 10) context.addIssue({ code: 'custom', path: ['ebitda'], message: messages.valuationEbitdaTooLow });
    } else if (input.ebitda_margin === null) {
      context.addIssue({ code: 'custom', path: ['ebitda_margin'], message: messages.required });
    }
  });
export type ValuationInput = z.output<typeof valuationInputSchema>;
export type ValuationInputDraft = z.input<typeof valuationInputSchema>;

/** The EBITDA the input stands for, in its currency (an amount, or the margin applied to revenue). */
export const ebitdaOf = (input: ValuationInput): number =>
  input.ebitda_basis === 'amount' ? (input.ebitda ?? 0) : (input.revenue * (input.ebitda_margin ?? 0)) / 100;

/** The fields an owner's business profile can fill in (the rest the owner types). */
export type ValuationPrefill = Partial<Pick<ValuationInput, 'industry' | 'country' | 'currency' | 'revenue' | 'years_trading' | 'business_stage' | 'revenue_growth'>> & {
  /** The profile's margin, in percent of revenue: the form switches to a margin when it is given. */
  ebitda_margin?: number;
};

export const isValuationIndustry = (value: unknown): value is BusinessIndustry => BUSINESS_INDUSTRIES.some((i) => i === value);
