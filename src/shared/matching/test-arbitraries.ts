// fast-check generators of profiles for the matching property tests (imported by tests only).
import fc from 'fast-check';
import {
  BUSINESS_INDUSTRIES, BUSINESS_STAGES, CURRENCIES, FUNDING_PURPOSES, INVESTMENT_STAGES, INVESTOR_INDUSTRIES, INVESTOR_MUST_HAVES,
  INVOLVEMENT_TYPES, OWNER_MUST_HAVES, REGIONS,
} from '../enums.ts';
import type { BusinessMatchFields, InvestorMatchFields } from '../profiles/profile-model.ts';

// A small vocabulary so that generated texts overlap often.
const WORDS = [
  'logistics', 'warehousing', 'fleet', 'cold', 'chain', 'software', 'cloud', 'payments', 'clinic', 'pharmacy', 'dairy',
  'bakery', 'solar', 'storage', 'franchise', 'export', 'halal', 'steel', 'hotel', 'tutoring', 'the', 'and', 'of', 'to',
];
const text = fc.option(fc.array(fc.constantFrom(...WORDS), { maxLength: 20 }).map((words) => words.join(' ')));
const amount = fc.option(fc.oneof(fc.constant(0), fc.double({ min: 1, max: 1e12, noNaN: true })));
const percent = (min: number, max: number) => fc.option(fc.double({ min, max, noNaN: true }));

/** An investor's matching fields, all empty, with the given ones filled in. */
export const anInvestor = (fields: Partial<InvestorMatchFields> = {}): InvestorMatchFields => ({
  minAmount: null, maxAmount: null, currency: 'USD', preferredIndustries: [], minRoi: null, geographicalPreference: [],
  investmentStage: [], about: null, portfolioHighlights: null, involvementType: null, mustHave: [], ...fields,
});

/** A business's matching fields, all empty, with the given ones filled in. */
export const aBusiness = (fields: Partial<BusinessMatchFields> = {}): BusinessMatchFields => ({
  industry: null, businessStage: null, businessActivities: [], headquarters: null, branches: [], amountRequired: null,
  currency: 'USD', purpose: null, profitMargin: null, growthRate: null, preferredInvolvement: [], mustHave: [], ...fields,
});

export const investorArbitrary: fc.Arbitrary<InvestorMatchFields> = fc.record({
  capacity: fc
    .record({ minAmount: amount, maxAmount: amount, currency: fc.constantFrom(...CURRENCIES) })
    .map((c) => (c.minAmount != null && c.maxAmount != null && c.minAmount > c.maxAmount
      ? { ...c, minAmount: c.maxAmount, maxAmount: c.minAmount }
      : c)),
  preferredIndustries: fc.subarray([...INVESTOR_INDUSTRIES]),
  minRoi: percent(0, 100),
  geographicalPreference: fc.subarray([...REGIONS]),
  investmentStage: fc.subarray([...INVESTMENT_STAGES]),
  about: text,
  portfolioHighlights: text,
  involvementType: fc.option(fc.constantFrom(...INVOLVEMENT_TYPES)),
  mustHave: fc.subarray([...INVESTOR_MUST_HAVES]),
}).map(({ capacity, ...rest }) => ({ ...capacity, ...rest }));

export const businessArbitrary: fc.Arbitrary<BusinessMatchFields> = fc.record({
  industry: fc.option(fc.constantFrom(...BUSINESS_INDUSTRIES)),
  businessStage: fc.option(fc.constantFrom(...BUSINESS_STAGES)),
  businessActivities: fc.array(text.map((t) => t ?? ''), { maxLength: 4 }),
  headquarters: fc.option(fc.constantFrom(...REGIONS)),
  branches: fc.subarray([...REGIONS]),
  amountRequired: amount,
  currency: fc.constantFrom(...CURRENCIES),
  purpose: fc.option(fc.constantFrom(...FUNDING_PURPOSES)),
  profitMargin: percent(-100, 100),
  growthRate: percent(-100, 1000),
  preferredInvolvement: fc.subarray([...INVOLVEMENT_TYPES]),
  mustHave: fc.subarray([...OWNER_MUST_HAVES]),
});

// Anything a careless caller or an old row could hold: unknown words, NaN, infinities, negatives,
// nulls where the model promises a value. Typed as the model on purpose: the engine must not trust it.
const junkNumber = fc.option(fc.oneof(fc.double(), fc.integer()));
const junkWords = fc.array(fc.oneof(fc.string(), fc.constantFrom(...INVESTOR_INDUSTRIES, ...REGIONS, ...INVESTMENT_STAGES)), { maxLength: 4 });

export const junkInvestorArbitrary = fc.record({
  minAmount: junkNumber,
  maxAmount: junkNumber,
  currency: fc.option(fc.string()),
  preferredIndustries: fc.option(junkWords),
  minRoi: junkNumber,
  geographicalPreference: fc.option(junkWords),
  investmentStage: fc.option(junkWords),
  about: fc.option(fc.string()),
  portfolioHighlights: fc.option(fc.string()),
}) as unknown as fc.Arbitrary<InvestorMatchFields>;

export const junkBusinessArbitrary = fc.record({
  industry: fc.option(fc.string()),
  businessStage: fc.option(fc.string()),
  businessActivities: fc.option(fc.array(fc.string(), { maxLength: 3 })),
  headquarters: fc.option(fc.string()),
  branches: fc.option(junkWords),
  amountRequired: junkNumber,
  currency: fc.option(fc.string()),
  purpose: fc.option(fc.string()),
  profitMargin: junkNumber,
  growthRate: junkNumber,
}) as unknown as fc.Arbitrary<BusinessMatchFields>;

export const withIds = <T>(profiles: T[], prefix: string) => profiles.map((profile, i) => ({ ...profile, id: `${prefix}${i}` }));
