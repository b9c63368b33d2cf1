import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_INDUSTRIES, BUSINESS_STAGES, CURRENCIES, type Currency } from '../enums.ts';
import { fromUsd, toUsd } from '../money/convert.ts';
import { DEFAULT_RATES } from '../money/rates.ts';
import { COUNTRIES } from '../preferences.ts';
import { estimateValuation } from './estimate.ts';
import { OWNER_DEPENDENCE, VALUATION_LIMITS, valuationInputSchema, type ValuationInput } from './inputs.ts';
import type { ValuationRange } from './result.ts';

// The properties over generated inputs: the range is ordered, finite and never negative; more revenue or more
// EBITDA never lowers it; and the currency the figures were typed in makes no difference after conversion.

const REVENUE_MAX = 1e12;

/** A valid input (the schema's own parse, so defaults and rules are the real ones). */
const inputArbitrary: fc.Arbitrary<ValuationInput> = fc
  .record({
    industry: fc.constantFrom(...BUSINESS_INDUSTRIES),
    country: fc.constantFrom(...COUNTRIES),
    currency: fc.constantFrom(...CURRENCIES),
    revenue: fc.double({ min: 1, max: REVENUE_MAX, noNaN: true }),
    byMargin: fc.boolean(),
    /** EBITDA as a share of revenue, −1..1 (a loss up to the revenue itself, a profit up to all of it). */
    share: fc.oneof(fc.constant(0), fc.double({ min: -1, max: 1, noNaN: true })),
    revenue_growth: fc.double({ min: VALUATION_LIMITS.growthMin, max: VALUATION_LIMITS.growthMax, noNaN: true }),
    years_trading: fc.integer({ min: 0, max: 60 }),
    business_stage: fc.constantFrom(...BUSINESS_STAGES),
    recurring_share: fc.double({ min: 0, max: 100, noNaN: true }),
    owner_dependence: fc.constantFrom(...OWNER_DEPENDENCE),
  })
  .map(({ byMargin, share, ...fields }) => valuationInputSchema.parse({
    ...fields,
    ebitda_basis: byMargin ? 'margin' : 'amount',
    ebitda: byMargin ? null : Math.min(fields.revenue, fields.revenue * share),
    ebitda_margin: byMargin ? share * 100 : null,
  }));

const ranges = (input: ValuationInput): ValuationRange[] => {
  const estimate = estimateValuation(input);
  return [estimate, ...estimate.methods, ...estimate.conversions];
};

const atLeast = (after: ValuationRange, before: ValuationRange) => {
  expect(after.low).toBeGreaterThanOrEqual(before.low);
  expect(after.mid).toBeGreaterThanOrEqual(before.mid);
  expect(after.high).toBeGreaterThanOrEqual(before.high);
};

describe('valuation estimate properties', () => {
  it('is an ordered range of whole, finite, non-negative amounts, for the blend, each method and each conversion', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        for (const range of ranges(input)) {
          for (const value of [range.low, range.mid, range.high]) {
            expect(Number.isFinite(value) && Number.isInteger(value) && value >= 0).toBe(true);
          }
          expect(range.low).toBeLessThanOrEqual(range.mid);
          expect(range.mid).toBeLessThanOrEqual(range.high);
        }
        const estimate = estimateValuation(input);
        const weights = estimate.methods.filter((m) => m.applicable).reduce((sum, m) => sum + m.weight, 0);
        expect(weights).toBeCloseTo(1, 12);
        for (const step of estimate.methods.flatMap((m) => m.steps)) expect(Number.isFinite(step.value)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('never lowers when revenue grows (EBITDA, or the margin, unchanged)', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.double({ min: 0, max: 20, noNaN: true }), (input, more) => {
        const revenue = Math.min(VALUATION_LIMITS.revenueMax, input.revenue * (1 + more));
        atLeast(estimateValuation({ ...input, revenue }), estimateValuation(input));
      }),
      { numRuns: 1000 },
    );
  });

  it('never lowers when EBITDA grows, across zero included (revenue unchanged)', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.double({ min: 0, max: 1, noNaN: true }), (input, step) => {
        const before = { ...input, ebitda_basis: 'amount' as const, ebitda: input.ebitda_basis === 'amount' ? input.ebitda : (input.revenue * (input.ebitda_margin ?? 0)) / 100 };
        const ebitda = before.ebitda ?? 0;
        const after = { ...before, ebitda: Math.min(input.revenue, ebitda + step * (input.revenue - ebitda)) };
        atLeast(estimateValuation(after), estimateValuation(before));
      }),
      { numRuns: 1000 },
    );
  });

  it('is the same in any currency the figures were typed in, after conversion at the same rates', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.constantFrom(...CURRENCIES), (input, other: Currency) => {
        const convert = (amount: number) => fromUsd(toUsd(amount, input.currency, DEFAULT_RATES), other, DEFAULT_RATES);
        const retyped: ValuationInput = {
          ...input, currency: other, revenue: convert(input.revenue), ebitda: input.ebitda === null ? null : convert(input.ebitda),
        };
        fc.pre(retyped.revenue <= VALUATION_LIMITS.revenueMax);
        const original = estimateValuation(input);
        const inOther = estimateValuation(retyped);
        // Each side is rounded to a whole unit of its own currency: allow that, and a relative hair for floating point.
        const unit = Math.max(1, convert(1));
        for (const point of ['low', 'mid', 'high'] as const) {
          const tolerance = unit + 1 + Math.abs(inOther[point]) * 1e-9;
          expect(Math.abs(convert(original[point]) - inOther[point])).toBeLessThanOrEqual(tolerance);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
