import { z } from 'zod';
import {
  BUSINESS_INDUSTRIES, BUSINESS_STAGES, CURRENCIES, DEFAULT_CURRENCY, FUNDING_PURPOSES, HORIZONS, INVESTMENT_STAGES,
  INVESTOR_INDUSTRIES, INVESTOR_MUST_HAVES, INVOLVEMENT_TYPES, LEGAL_STRUCTURES, OWNER_MUST_HAVES, PROFILE_STATUSES, REGIONS,
  DEAL_TYPES, SALE_REASONS, STAFF_BANDS, USER_TYPES,
} from '../enums.ts';
import { messages, messageText } from '../messages/messages.ts';

// Investor and business profile payloads (spec section 3), shared by the API and the forms.
// Field names and nesting are the spec's; every limit below is ours (the spec sets none).

export const PROFILE_LIMITS = {
  maxAmount: 1e13,
  listItems: 20,
  longText: 2000,
  shortText: 200,
  companyName: 160,
  name: 120,
  registrationNumber: 60,
  website: 300,
  /** The public teaser (issue 49): a summary of 50–600 characters, 3–5 highlights of up to 160. */
  summaryMin: 50,
  summaryMax: 600,
  highlightsMin: 3,
  highlightsMax: 5,
  highlight: 160,
  minYear: 1800,
  maxYearsExperience: 70,
} as const;

export const profileMessages = {
  required: messages.required,
  number: messageText('number'),
  wholeNumber: messageText('wholeNumber'),
  notNegative: messageText('notNegative'),
  amountTooLarge: messageText('amountTooLarge'),
  maxBelowMin: messageText('maxBelowMin'),
  percentRange: (min: number, max: number) => messageText('percentRange', { min, max }),
  yearTooEarly: messageText('yearTooEarly'),
  yearInFuture: messageText('yearInFuture'),
  experienceRange: messageText('experienceRange'),
  tooLong: (max: number) => messageText('tooLong', { max }),
  tooMany: messageText('tooMany'),
  choose: messageText('choose'),
  website: messageText('website'),
  personName: messageText('personName'),
  summaryLength: messageText('summaryLength', { min: 50, max: 600 }),
  highlightsCount: messageText('highlightsCount', { min: 3, max: 5 }),
  teaserContact: messageText('teaserContact'),
  teaserNamesCompany: messageText('teaserNamesCompany'),
  priceOrRange: messageText('priceOrRange'),
  rangeBothEnds: messageText('rangeBothEnds'),
} as const;

// A teaser is public: no way to reach the owner around the platform. A link (a scheme or www., or a domain with a
// common ending), an email address, or a phone number: nine digits or more, one separator apart at most (a span of
// years such as 2009-2023 is eight).
const CONTACT_PATTERNS = [
  /(?:https?:\/\/|www\.)\S+/i,
  /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|ae|sa|qa|bh|om|kw|uk|sg|in|biz|info)\b/i,
  /[^\s@]+@[^\s@]+\.[^\s@]+/,
  /(?:\+?\d[\s().-]?){9,}/,
];
/** Words of a company name that say what kind of company it is, not which. */
const LEGAL_WORDS = new Set(['llc', 'ltd', 'limited', 'co', 'company', 'trading', 'est', 'establishment', 'fze', 'fzco', 'wll', 'group', 'holdings', 'plc', 'inc', 'pte', 'pvt', 'private', 'the', '&', 'and']);

/** Whether `text` names the company: its name without the legal words ("Falcon Dates" of "Falcon Dates Trading LLC"). */
export function namesCompany(text: string, companyName: string): boolean {
  const core = companyName.toLowerCase().split(/[\s,.]+/).filter((word) => word && !LEGAL_WORDS.has(word)).join(' ');
  return core.length >= 3 && text.toLowerCase().replace(/[\s,.]+/g, ' ').includes(core);
}

/** Whether a public text carries a link, an email address or a phone number. */
export const carriesContact = (text: string): boolean => CONTACT_PATTERNS.some((pattern) => pattern.test(text));

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/** A value of a fixed list; a missing one reads "required" when the field is required. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, required = false) =>
  z.enum(values, { error: (issue) => (required && isBlank(issue.input) ? profileMessages.required : profileMessages.choose) });

const text = (max: number) => z.string({ error: profileMessages.required }).trim().max(max, profileMessages.tooLong(max));
const optionalText = (max: number) => text(max).nullish();

const number = () => z.number({ error: profileMessages.number });
const amount = () =>
  number().min(0, profileMessages.notNegative).max(PROFILE_LIMITS.maxAmount, profileMessages.amountTooLarge).nullish();
const percent = (min: number, max: number) =>
  number().min(min, profileMessages.percentRange(min, max)).max(max, profileMessages.percentRange(min, max)).nullish();

/** A checkbox group: known values only, duplicates dropped. */
const multiSelect = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.array(oneOf(values)).max(PROFILE_LIMITS.listItems, profileMessages.tooMany).transform((v) => [...new Set(v)]).optional();

/** A list of free-text rows; the form's empty rows are dropped. */
const textList = () =>
  z
    .array(text(PROFILE_LIMITS.shortText))
    .max(PROFILE_LIMITS.listItems, profileMessages.tooMany)
    .transform((rows) => rows.filter((row) => row.length > 0))
    .optional();

// Scheme optional; no spaces; a host with a dot. Anything else (javascript:, data:) is refused.
const WEBSITE = /^(https?:\/\/)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?([/?#]\S*)?$/i;

/** Checked when the value is used, not when the module loads: a server runs across New Year. */
export const currentYear = () => new Date().getFullYear();

export const investorProfileSchema = z.strictObject({
  investment_capacity: z
    .strictObject({
      min_amount: amount(),
      max_amount: amount(),
      currency: oneOf(CURRENCIES).default(DEFAULT_CURRENCY),
    })
    .superRefine((value, ctx) => {
      if (value.min_amount != null && value.max_amount != null && value.min_amount > value.max_amount) {
        ctx.addIssue({ code: 'custom', path: ['max_amount'], message: profileMessages.maxBelowMin });
      }
    })
    .prefault({}),
  preferred_industries: multiSelect(INVESTOR_INDUSTRIES),
  return_expectations: z
    .strictObject({
      min_roi: percent(0, 100),
      investment_horizon: oneOf(HORIZONS).nullish(),
    })
    .prefault({}),
  involvement_type: oneOf(INVOLVEMENT_TYPES).nullish(),
  geographical_preference: multiSelect(REGIONS),
  investment_stage: multiSelect(INVESTMENT_STAGES),
  about: optionalText(PROFILE_LIMITS.longText),
  portfolio_highlights: optionalText(PROFILE_LIMITS.longText),
  years_experience: number()
    .int(profileMessages.wholeNumber)
    .min(0, profileMessages.experienceRange)
    .max(PROFILE_LIMITS.maxYearsExperience, profileMessages.experienceRange)
    .nullish(),
  /** Which mandate fields are must-have; absent keeps the default (ticket size). */
  must_have: multiSelect(INVESTOR_MUST_HAVES),
});
export type InvestorProfileInput = z.input<typeof investorProfileSchema>;
export type InvestorProfileValues = z.output<typeof investorProfileSchema>;

const keyPerson = z.strictObject({
  name: text(PROFILE_LIMITS.name),
  position: text(PROFILE_LIMITS.name).default(''),
});

const teaserText = (max: number) => text(max).refine((value) => !carriesContact(value), profileMessages.teaserContact);

export const businessProfileSchema = z.strictObject({
  basic_info: z.strictObject({
    company_name: text(PROFILE_LIMITS.companyName).min(1, profileMessages.required),
    /** "Show my business name publicly?" — confidential unless the owner says otherwise (issue 49). */
    confidential: z.boolean().default(true),
    industry: oneOf(BUSINESS_INDUSTRIES, true),
    sub_industry: optionalText(PROFILE_LIMITS.name),
    business_stage: oneOf(BUSINESS_STAGES).nullish(),
    year_established: number()
      .int(profileMessages.wholeNumber)
      .min(PROFILE_LIMITS.minYear, profileMessages.yearTooEarly)
      .refine((year) => year <= currentYear(), profileMessages.yearInFuture)
      .nullish(),
    legal_structure: oneOf(LEGAL_STRUCTURES).nullish(),
    /** How many people work there, as a range (issue 49). */
    staff_band: oneOf(STAFF_BANDS).nullish(),
    registration_number: optionalText(PROFILE_LIMITS.registrationNumber),
    website: optionalText(PROFILE_LIMITS.website).refine((v) => !v || WEBSITE.test(v), profileMessages.website),
  }, { error: profileMessages.required }),
  /** What every reader sees (issue 49); the private description stays in the other fields. */
  teaser: z
    .strictObject({
      summary: teaserText(PROFILE_LIMITS.summaryMax)
        .refine((value) => value === '' || value.length >= PROFILE_LIMITS.summaryMin, profileMessages.summaryLength)
        .nullish(),
      highlights: z
        .array(teaserText(PROFILE_LIMITS.highlight))
        .transform((rows) => rows.filter((row) => row.length > 0))
        .refine((rows) => rows.length === 0 || (rows.length >= PROFILE_LIMITS.highlightsMin && rows.length <= PROFILE_LIMITS.highlightsMax), profileMessages.highlightsCount)
        .optional(),
      deal_type: oneOf(DEAL_TYPES).nullish(),
      sale_reason: oneOf(SALE_REASONS).nullish(),
    })
    .prefault({}),
  business_activities: textList(),
  geographical_presence: z
    .strictObject({
      headquarters: oneOf(REGIONS).nullish(),
      branches: multiSelect(REGIONS),
    })
    .prefault({}),
  key_personnel: z
    .array(keyPerson)
    .max(PROFILE_LIMITS.listItems, profileMessages.tooMany)
    .superRefine((rows, ctx) => {
      rows.forEach((row, i) => {
        if (!row.name && row.position) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: profileMessages.personName });
      });
    })
    .transform((rows) => rows.filter((row) => row.name.length > 0))
    .optional(),
  organization_hierarchy: optionalText(PROFILE_LIMITS.longText),
  major_suppliers: textList(),
  major_customers: textList(),
  funding_requirements: z
    .strictObject({
      amount_required: amount(),
      currency: oneOf(CURRENCIES).default(DEFAULT_CURRENCY),
      purpose: oneOf(FUNDING_PURPOSES).nullish(),
      equity_offered: percent(0, 100),
      expected_valuation: amount(),
      /** The public price (issue 49): an asking price, or a valuation range, or neither ("on request"). */
      asking_price: amount(),
      valuation_min: amount(),
      valuation_max: amount(),
    })
    .superRefine(({ asking_price: price, valuation_min: low, valuation_max: high }, ctx) => {
      if (price != null && (low != null || high != null)) ctx.addIssue({ code: 'custom', path: ['asking_price'], message: profileMessages.priceOrRange });
      else if ((low == null) !== (high == null)) ctx.addIssue({ code: 'custom', path: [low == null ? 'valuation_min' : 'valuation_max'], message: profileMessages.rangeBothEnds });
      else if (low != null && high != null && low > high) ctx.addIssue({ code: 'custom', path: ['valuation_max'], message: profileMessages.maxBelowMin });
    })
    .prefault({}),
  financial_highlights: z
    .strictObject({
      annual_revenue: amount(),
      profit_margin: percent(-100, 100),
      growth_rate: percent(-100, 1000),
    })
    .prefault({}),
  /** What the owner wants of an investor, and which of it is must-have (absent: a range covering the raise). */
  investor_preferences: z
    .strictObject({
      involvement: multiSelect(INVOLVEMENT_TYPES),
      must_have: multiSelect(OWNER_MUST_HAVES),
    })
    .prefault({}),
}).superRefine((v, ctx) => {
  // A confidential listing's teaser may not give the name away (issue 49).
  if (!v.basic_info.confidential) return;
  const texts: [string | null | undefined, (string | number)[]][] = [
    [v.teaser.summary, ['teaser', 'summary']],
    ...(v.teaser.highlights ?? []).map((row, i): [string, (string | number)[]] => [row, ['teaser', 'highlights', i]]),
  ];
  for (const [value, path] of texts) {
    if (value && namesCompany(value, v.basic_info.company_name)) ctx.addIssue({ code: 'custom', path, message: profileMessages.teaserNamesCompany });
  }
});
export type BusinessProfileInput = z.input<typeof businessProfileSchema>;
export type BusinessProfileValues = z.output<typeof businessProfileSchema>;

// Responses: the payload's names with every field present (null when unset), plus the record's own fields.
const record = {
  id: z.string(),
  status: z.enum(PROFILE_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
};
const n = z.number().nullable();
const s = z.string().nullable();

export const investorProfileDtoSchema = z.object({
  ...record,
  investment_capacity: z.object({ min_amount: n, max_amount: n, currency: z.enum(CURRENCIES) }),
  preferred_industries: z.array(z.enum(INVESTOR_INDUSTRIES)),
  return_expectations: z.object({ min_roi: n, investment_horizon: z.enum(HORIZONS).nullable() }),
  involvement_type: z.enum(INVOLVEMENT_TYPES).nullable(),
  geographical_preference: z.array(z.enum(REGIONS)),
  investment_stage: z.array(z.enum(INVESTMENT_STAGES)),
  about: s,
  portfolio_highlights: s,
  years_experience: n,
  must_have: z.array(z.enum(INVESTOR_MUST_HAVES)),
  /** Listed and matched only when complete (issue 20); `missing` names what is lacking. */
  completeness: z.object({ complete: z.boolean(), missing: z.array(z.enum(['capacity', 'industries', 'regions', 'stages'])) }),
});
export type InvestorProfileDto = z.infer<typeof investorProfileDtoSchema>;

/** A listing's public teaser as answers carry it (issue 49). */
export const teaserDtoSchema = z.object({
  summary: z.string().nullable(),
  highlights: z.array(z.string()),
  deal_type: z.enum(DEAL_TYPES).nullable(),
  sale_reason: z.enum(SALE_REASONS).nullable(),
});

export const businessProfileDtoSchema = z.object({
  ...record,
  basic_info: z.object({
    company_name: s,
    confidential: z.boolean(),
    industry: z.enum(BUSINESS_INDUSTRIES).nullable(),
    sub_industry: s,
    business_stage: z.enum(BUSINESS_STAGES).nullable(),
    year_established: n,
    legal_structure: z.enum(LEGAL_STRUCTURES).nullable(),
    staff_band: z.enum(STAFF_BANDS).nullable(),
    registration_number: s,
    website: s,
  }),
  teaser: teaserDtoSchema,
  business_activities: z.array(z.string()),
  geographical_presence: z.object({ headquarters: z.enum(REGIONS).nullable(), branches: z.array(z.enum(REGIONS)) }),
  key_personnel: z.array(z.object({ name: z.string(), position: z.string() })),
  organization_hierarchy: s,
  major_suppliers: z.array(z.string()),
  major_customers: z.array(z.string()),
  funding_requirements: z.object({
    amount_required: n,
    currency: z.enum(CURRENCIES),
    purpose: z.enum(FUNDING_PURPOSES).nullable(),
    equity_offered: n,
    expected_valuation: n,
    asking_price: n,
    valuation_min: n,
    valuation_max: n,
  }),
  financial_highlights: z.object({ annual_revenue: n, profit_margin: n, growth_rate: n }),
  investor_preferences: z.object({ involvement: z.array(z.enum(INVOLVEMENT_TYPES)), must_have: z.array(z.enum(OWNER_MUST_HAVES)) }),
});
export type BusinessProfileDto = z.infer<typeof businessProfileDtoSchema>;

/** The status a save of the user's profile leads to: at once, or after staff review (PROFILE_REVIEW, or a rejection). */
export const STATUSES_AFTER_SAVE = ['active', 'under_review'] as const;
export type StatusAfterSave = (typeof STATUSES_AFTER_SAVE)[number];

/**
 * The registration record (spec: profiles), read by the dashboard when the user record lacks a type, and by the
 * business wizard for the name given at registration and for what its submit will lead to (issue 21).
 */
export const profileRecordSchema = z.object({
  user_type: z.enum(USER_TYPES),
  phone: s,
  company_name: s,
  country: z.string(),
  status_after_save: z.enum(STATUSES_AFTER_SAVE),
});
export type ProfileRecord = z.infer<typeof profileRecordSchema>;
