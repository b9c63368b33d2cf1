// fast-check generators of profiles for the matching property tests (imported by tests only).
import fc from 'fast-check';
import {
  BUSINESS_INDUSTRIES, BUSINESS_STAGES, CURRENCIES, FUNDING_PURPOSES, INVESTMENT_STAGES, INVESTOR_INDUSTRIES, REGIONS,
} from '../enums.ts';
import type { BusinessMatchInput, InvestorMatchInput } from './features.ts';

// A small vocabulary so that generated texts overlap often.
const WORDS = [
  'logistics', 'warehousing', 'fleet', 'cold', 'chain', 'software', 'cloud', 'payments', 'clinic', 'pharmacy', 'dairy',
  'bakery', 'solar', 'storage', 'franchise', 'export', 'halal', 'steel', 'hotel', 'tutoring', 'the', 'and', 'of', 'to',
];
const text = fc.option(fc.array(fc.constantFrom(...WORDS), { maxLength: 20 }).map((words) => words.join(' ')));
const amount = fc.option(fc.oneof(fc.constant(0), fc.double({ min: 1, max: 1e12, noNaN: true })));
const percent = (min: number, max: number) => fc.option(fc.double({ min, max, noNaN: true }));

export const investorArbitrary: fc.Arbitrary<InvestorMatchInput> = fc.record({
  investment_capacity: fc
    .record({ min_amount: amount, max_amount: amount, currency: fc.constantFrom(...CURRENCIES) })
    .map((c) => (c.min_amount != null && c.max_amount != null && c.min_amount > c.max_amount
      ? { ...c, min_amount: c.max_amount, max_amount: c.min_amount }
      : c)),
  preferred_industries: fc.subarray([...INVESTOR_INDUSTRIES]),
  return_expectations: fc.record({ min_roi: percent(0, 100) }),
  geographical_preference: fc.subarray([...REGIONS]),
  investment_stage: fc.subarray([...INVESTMENT_STAGES]),
  about: text,
  portfolio_highlights: text,
});

export const businessArbitrary: fc.Arbitrary<BusinessMatchInput> = fc.record({
  basic_info: fc.record({
    industry: fc.option(fc.constantFrom(...BUSINESS_INDUSTRIES)),
    business_stage: fc.option(fc.constantFrom(...BUSINESS_STAGES)),
  }),
  business_activities: fc.array(text.map((t) => t ?? ''), { maxLength: 4 }),
  geographical_presence: fc.record({
    headquarters: fc.option(fc.constantFrom(...REGIONS)),
    branches: fc.subarray([...REGIONS]),
  }),
  funding_requirements: fc.record({
    amount_required: amount,
    currency: fc.constantFrom(...CURRENCIES),
    purpose: fc.option(fc.constantFrom(...FUNDING_PURPOSES)),
  }),
  financial_highlights: fc.record({ profit_margin: percent(-100, 100), growth_rate: percent(-100, 1000) }),
});

// Anything a careless caller or an old row could hold: unknown words, NaN, infinities, negatives.
const junkNumber = fc.option(fc.oneof(fc.double(), fc.integer()));
const junkWords = fc.array(fc.oneof(fc.string(), fc.constantFrom(...INVESTOR_INDUSTRIES, ...REGIONS, ...INVESTMENT_STAGES)), { maxLength: 4 });

export const junkInvestorArbitrary: fc.Arbitrary<InvestorMatchInput> = fc.record({
  investment_capacity: fc.option(fc.record({ min_amount: junkNumber, max_amount: junkNumber, currency: fc.option(fc.string()) })),
  preferred_industries: fc.option(junkWords),
  return_expectations: fc.option(fc.record({ min_roi: junkNumber })),
  geographical_preference: fc.option(junkWords),
  investment_stage: fc.option(junkWords),
  about: fc.option(fc.string()),
  portfolio_highlights: fc.option(fc.string()),
});

export const junkBusinessArbitrary: fc.Arbitrary<BusinessMatchInput> = fc.record({
  basic_info: fc.option(fc.record({ industry: fc.option(fc.string()), business_stage: fc.option(fc.string()) })),
  business_activities: fc.option(fc.array(fc.string(), { maxLength: 3 })),
  geographical_presence: fc.option(fc.record({ headquarters: fc.option(fc.string()), branches: fc.option(junkWords) })),
  funding_requirements: fc.option(fc.record({ amount_required: junkNumber, currency: fc.option(fc.string()), purpose: fc.option(fc.string()) })),
  financial_highlights: fc.option(fc.record({ profit_margin: junkNumber, growth_rate: junkNumber })),
});

export const withIds = <T>(profiles: T[], prefix: string) => profiles.map((profile, i) => ({ ...profile, id: `${prefix}${i}` }));
