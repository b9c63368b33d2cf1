import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BusinessMatchFields, InvestorMatchFields } from '../profiles/profile-model.ts';
import { createMatchModel } from './features.ts';
import { fromUsd, toUsd } from '../money/convert.ts';
import { scorePair } from './score.ts';
import { TextMemo } from './text-affinity.ts';
import { businessArbitrary, investorArbitrary, junkBusinessArbitrary, junkInvestorArbitrary } from './test-arbitraries.ts';

const modelOf = (investor: InvestorMatchFields, business: BusinessMatchFields) =>
  createMatchModel({ investors: [investor], businesses: [business] });

describe('score properties', () => {
  it('is always an integer from 0 to 100, with finite parts, for well-formed profiles', () => {
    fc.assert(
      fc.property(investorArbitrary, businessArbitrary, (investor, business) => {
        const result = scorePair(investor, business, modelOf(investor, business));
        expect(Number.isInteger(result.score)).toBe(true);
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(100);
        for (const points of Object.values(result.parts)) expect(Number.isFinite(points)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('stays an integer from 0 to 100 and never shows NaN for malformed profiles', () => {
    fc.assert(
      fc.property(junkInvestorArbitrary, junkBusinessArbitrary, (investor, business) => {
        for (const audience of ['investor', 'business_owner'] as const) {
          const result = scorePair(investor, business, modelOf(investor, business), { audience });
          expect(Number.isInteger(result.score) && result.score >= 0 && result.score <= 100).toBe(true);
          for (const sentence of [...result.reasons, ...result.gaps]) expect(sentence).not.toMatch(/NaN|undefined|null|Infinity/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same result to the bit through a text memo, shared across pairs, as without one', () => {
    const pairs = fc.array(fc.tuple(junkInvestorArbitrary, junkBusinessArbitrary), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(pairs, fc.boolean(), fc.integer({ min: 1, max: 4 }), (list, revealHidden, capacity) => {
        const model = createMatchModel({ investors: list.map(([i]) => i), businesses: list.slice(1).map(([, b]) => b) });
        // A small capacity makes the memo forget and work texts out again mid-page.
        const memo = new TextMemo(model.text, capacity);
        for (const [investor, business] of [...list, ...list]) {
          for (const audience of ['investor', 'business_owner'] as const) {
            expect(scorePair(investor, business, model, { audience, revealHidden, memo })).toEqual(scorePair(investor, business, model, { audience, revealHidden }));
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a memo of another model', () => {
    const investor = fc.sample(investorArbitrary, 1)[0]!;
    const business = fc.sample(businessArbitrary, 1)[0]!;
    const memo = new TextMemo(modelOf(investor, business).text);
    expect(() => scorePair(investor, business, modelOf(investor, business), { memo })).toThrow(/another model/);
  });

  it('never drops when the business’s industry is added to the investor’s preferences', () => {
    fc.assert(
      fc.property(investorArbitrary, businessArbitrary, (investor, business) => {
        const industry = business.industry;
        fc.pre(!!industry);
        const model = modelOf(investor, business);
        const widened = { ...investor, preferredIndustries: [...investor.preferredIndustries, industry!] };
        expect(scorePair(widened, business, model).score).toBeGreaterThanOrEqual(scorePair(investor, business, model).score);
      }),
      { numRuns: 500 },
    );
  });

  it('never drops when funding required moves inside the investor’s range (same currency)', () => {
    fc.assert(
      fc.property(investorArbitrary, businessArbitrary, fc.double({ min: 0, max: 1, noNaN: true }), (investor, business, at) => {
        fc.pre(investor.minAmount != null && investor.maxAmount != null);
        const [min, max] = [investor.minAmount!, investor.maxAmount!];
        const inside = Math.min(max, Math.max(min, min + at * (max - min)));
        const moved = { ...business, amountRequired: inside, currency: investor.currency };
        const model = modelOf(investor, business);
        expect(scorePair(investor, moved, model).score).toBeGreaterThanOrEqual(scorePair(investor, business, model).score);
      }),
      { numRuns: 500 },
    );
  });

  it('never drops when funding required moves to the middle of the range in another currency', () => {
    fc.assert(
      fc.property(investorArbitrary, businessArbitrary, (investor, business) => {
        const min = toUsd(investor.minAmount, investor.currency);
        const max = toUsd(investor.maxAmount, investor.currency);
        fc.pre(min > 0 && max >= min * 1.01);
        const currency = business.currency;
        const moved = { ...business, amountRequired: fromUsd(Math.sqrt(min * max), currency), currency };
        const model = modelOf(investor, business);
        expect(scorePair(investor, moved, model).score).toBeGreaterThanOrEqual(scorePair(investor, business, model).score);
      }),
      { numRuns: 500 },
    );
  });
});
