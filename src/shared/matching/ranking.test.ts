import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBusinessIndex, rankBusinessesForInvestor } from './business-index.ts';
import { createMatchModel } from './features.ts';
import { idAt } from './id-column.ts';
import { buildInvestorIndex, rankInvestorsForBusiness } from './investor-index.ts';
import { scorePair } from './score.ts';
import {
  aBusiness, anInvestor, businessArbitrary, investorArbitrary, junkBusinessArbitrary, junkInvestorArbitrary, withIds,
} from './test-arbitraries.ts';
import { TopK } from './top-k.ts';

/** Every pair scored the slow way, best first, ties to the earlier row (the rankers' order). */
function bruteForce<T>(rows: T[], scoreRow: (row: T) => number) {
  return rows.map((row, index) => ({ index, score: scoreRow(row) })).sort((a, b) => b.score - a.score || a.index - b.index);
}

const profiles = fc.record({
  investors: fc.array(investorArbitrary, { minLength: 1, maxLength: 12 }),
  businesses: fc.array(businessArbitrary, { minLength: 1, maxLength: 12 }),
  // Part of the profiles left out of the text statistics, so unknown words are exercised too.
  outOfCorpus: fc.boolean(),
});

describe('the columnar rankers', () => {
  it('score every pair exactly as scorePair does, in both directions', () => {
    fc.assert(
      fc.property(profiles, ({ investors, businesses, outOfCorpus }) => {
        const model = createMatchModel({
          investors: outOfCorpus ? investors.slice(1) : investors,
          businesses: outOfCorpus ? businesses.slice(1) : businesses,
        });
        const businessIndex = buildBusinessIndex(withIds(businesses, 'b'), model);
        const investorIndex = buildInvestorIndex(withIds(investors, 'i'), model);
        for (const investor of investors) {
          const ranked = rankBusinessesForInvestor(businessIndex, investor, { limit: businesses.length });
          expect(ranked).toHaveLength(businesses.length);
          for (const { index, id, score } of ranked) {
            expect(id).toBe(`b${index}`);
            expect(score).toBe(scorePair(investor, businesses[index]!, model).score);
          }
        }
        for (const business of businesses) {
          const ranked = rankInvestorsForBusiness(investorIndex, business, { limit: investors.length });
          for (const { index, score } of ranked) expect(score).toBe(scorePair(investors[index]!, business, model).score);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('agree with scorePair on malformed profiles too', () => {
    fc.assert(
      fc.property(fc.array(junkInvestorArbitrary, { minLength: 1, maxLength: 6 }), fc.array(junkBusinessArbitrary, { minLength: 1, maxLength: 6 }), (investors, businesses) => {
        const model = createMatchModel({ investors, businesses });
        const index = buildBusinessIndex(withIds(businesses, 'b'), model);
        for (const investor of investors) {
          for (const { index: row, score } of rankBusinessesForInvestor(index, investor, { limit: businesses.length })) {
            expect(score).toBe(scorePair(investor, businesses[row]!, model).score);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('return the top of the full ranking, best first, for any limit', () => {
    fc.assert(
      fc.property(investorArbitrary, fc.array(businessArbitrary, { minLength: 1, maxLength: 40 }), fc.nat(45), (investor, businesses, limit) => {
        const model = createMatchModel({ investors: [investor], businesses });
        const ranked = rankBusinessesForInvestor(buildBusinessIndex(withIds(businesses, 'b'), model), investor, { limit });
        const expected = bruteForce(businesses, (b) => scorePair(investor, b, model).score).slice(0, limit);
        expect(ranked.map((r) => r.score)).toEqual(expected.map((r) => r.score));
      }),
      { numRuns: 200 },
    );
  });

  it('leave out the rows the filter rejects and still fill the limit', () => {
    const investor = anInvestor({ preferredIndustries: ['energy'] });
    const businesses = Array.from({ length: 30 }, (_, i) => aBusiness({ industry: i % 2 === 0 ? 'energy' : 'retail' }));
    const model = createMatchModel({ investors: [investor], businesses });
    const index = buildBusinessIndex(withIds(businesses, 'b'), model);
    const hidden = new Set(['b0', 'b2', 'b4']);
    const ranked = rankBusinessesForInvestor(index, investor, { limit: 5, filter: (row) => !hidden.has(idAt(index.ids, row)) });
    expect(ranked.map((r) => r.id)).toEqual(['b6', 'b8', 'b10', 'b12', 'b14']);
    const investorIndex = buildInvestorIndex([{ ...investor, id: 'i0' }], model);
    expect(rankInvestorsForBusiness(investorIndex, businesses[0]!, { limit: 0 })).toEqual([]);
    expect(rankBusinessesForInvestor(index, investor, { limit: 2.7 }).map((r) => r.id)).toEqual(['b0', 'b2']);
    expect(rankBusinessesForInvestor(index, investor, { limit: Number.NaN })).toEqual([]);
  });
});

describe('top-k heap', () => {
  it('keeps the k largest totals, earlier rows winning ties', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 200 }), fc.integer({ min: 0, max: 30 }), (totals, k) => {
        const top = new TopK(k);
        totals.forEach((total, index) => top.offer(total, index));
        const expected = totals.map((total, index) => ({ index, total })).sort((a, b) => b.total - a.total || a.index - b.index);
        expect(top.sorted()).toEqual(expected.slice(0, k));
      }),
    );
  });
});
