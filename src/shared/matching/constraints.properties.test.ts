// Issue 20's rules as properties of generated profiles: constraints before scores, reasons that state
// only what fits, points that add up, and no hidden text in a reason before the introduction.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MUST_HAVES } from '../enums.ts';
import type { BusinessMatchFields, InvestorMatchFields } from '../profiles/profile-model.ts';
import { buildBusinessIndex, rankBusinessesForInvestor } from './business-index.ts';
import { createMatchModel, visibleBusinessDocument, visibleInvestorDocument } from './features.ts';
import { buildInvestorIndex, rankInvestorsForBusiness } from './investor-index.ts';
import { PARTS, WEIGHTS } from './parts.ts';
import { MISFIT_CODES, scorePair } from './score.ts';
import { businessArbitrary, investorArbitrary } from './test-arbitraries.ts';
import { tokenize } from './text-affinity.ts';
import { aBusiness, anInvestor } from './test-arbitraries.ts';

const withIds = <T>(rows: T[], prefix: string) => rows.map((row, i) => ({ ...row, id: `${prefix}${i}` }));
const AUDIENCES = ['investor', 'business_owner'] as const;

describe('constraints before scores', () => {
  it('ranks every pair that fits all must-haves, and only those; the rest are the near misses', () => {
    fc.assert(
      fc.property(investorArbitrary, fc.array(businessArbitrary, { minLength: 1, maxLength: 25 }), (investor, list) => {
        const businesses = withIds(list, 'b');
        const model = createMatchModel({ investors: [investor], businesses });
        const index = buildBusinessIndex(businesses, model);
        const all = { limit: businesses.length };
        const ranked = rankBusinessesForInvestor(index, investor, { ...all, musts: 'fit' }).map((r) => r.id);
        const near = rankBusinessesForInvestor(index, investor, { ...all, musts: 'miss' }).map((r) => r.id);
        const fits = businesses.filter((b) => scorePair(investor, b, model).misses.length === 0).map((b) => b.id);
        expect(new Set(ranked)).toEqual(new Set(fits));
        expect(new Set(near)).toEqual(new Set(businesses.map((b) => b.id).filter((id) => !fits.includes(id))));
        // So a pair that fits every must-have always comes before one that does not: the ranking holds no near miss.
        for (const id of ranked) expect(near).not.toContain(id);
      }),
      { numRuns: 300 },
    );
  });

  it('does the same from the owner’s side, with the investors’ and the owner’s must-haves', () => {
    fc.assert(
      fc.property(businessArbitrary, fc.array(investorArbitrary, { minLength: 1, maxLength: 25 }), (business, list) => {
        const investors = withIds(list, 'i');
        const model = createMatchModel({ investors, businesses: [business] });
        const index = buildInvestorIndex(investors, model);
        const ranked = rankInvestorsForBusiness(index, business, { limit: investors.length, musts: 'fit' }).map((r) => r.id);
        const fits = investors.filter((i) => scorePair(i, business, model).misses.length === 0).map((i) => i.id);
        expect(new Set(ranked)).toEqual(new Set(fits));
      }),
      { numRuns: 300 },
    );
  });

  it('names the ticket size when the converted raise lies outside a must-have range', () => {
    const investor = anInvestor({ minAmount: 6_000_000, maxAmount: 41_000_000, currency: 'AED', mustHave: ['ticket'] });
    const business = aBusiness({ amountRequired: 2_500_000, currency: 'AED', mustHave: [] });
    const model = createMatchModel({});
    expect(scorePair(investor, business, model).misses).toEqual(['ticket']);
    expect(scorePair({ ...investor, mustHave: [] }, business, model).misses).toEqual([]);
    // The owner's own "a range covering my raise" breaks the same pair.
    expect(scorePair({ ...investor, mustHave: [] }, { ...business, mustHave: ['capacity'] }, model).misses).toEqual(['capacity']);
    // Unknown data breaks nothing.
    expect(scorePair(investor, { ...business, amountRequired: null }, model).misses).toEqual([]);
  });

  it('only ever names must-haves', () => {
    fc.assert(
      fc.property(investorArbitrary, businessArbitrary, (investor, business) => {
        const { misses } = scorePair(investor, business, createMatchModel({ investors: [investor], businesses: [business] }));
        for (const miss of misses) expect(MUST_HAVES).toContain(miss);
      }),
      { numRuns: 300 },
    );
  });
});

describe('honest explanations', () => {
  it('never lists a misfit among the reasons, and lists every misfit under "Watch out"', () => {
    fc.assert(
      fc.property(investorArbitrary, businessArbitrary, (investor, business) => {
        const model = createMatchModel({ investors: [investor], businesses: [business] });
        for (const audience of AUDIENCES) {
          const result = scorePair(investor, business, model, { audience, revealHidden: true });
          for (const reason of result.reasonDetails) expect(MISFIT_CODES.has(reason.code)).toBe(false);
          for (const reason of result.watchOut) expect(result.reasonDetails).not.toContain(reason);
          for (const sentence of result.reasons) expect(sentence).not.toMatch(/outside|above your|below your|more than the|less than the|does not/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('gives whole points per part that add up to the score, none above its weight', () => {
    fc.assert(
      fc.property(investorArbitrary, businessArbitrary, (investor, business) => {
        const result = scorePair(investor, business, createMatchModel({ investors: [investor], businesses: [business] }));
        const sum = PARTS.reduce((total, part) => total + result.points[part], 0);
        expect(sum).toBe(result.score);
        for (const part of PARTS) {
          expect(Number.isInteger(result.points[part])).toBe(true);
          expect(result.points[part]).toBeGreaterThanOrEqual(0);
          expect(result.points[part]).toBeLessThanOrEqual(WEIGHTS[part]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('quotes no word the reader cannot see on the counterpart’s card before the introduction', () => {
    fc.assert(
      fc.property(investorArbitrary, businessArbitrary, (investor: InvestorMatchFields, business: BusinessMatchFields) => {
        const model = createMatchModel({ investors: [investor], businesses: [business] });
        for (const audience of AUDIENCES) {
          const visible = new Set(tokenize(audience === 'investor' ? visibleBusinessDocument(business) : visibleInvestorDocument(investor)));
          for (const reason of scorePair(investor, business, model, { audience }).reasonDetails) {
            if (reason.code === 'textInvestor' || reason.code === 'textOwner') for (const term of reason.terms) expect(visible.has(term)).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('quotes hidden text once the pair is introduced', () => {
    const investor = anInvestor({ about: 'Backing growth companies.', portfolioHighlights: 'Exited a cold chain warehousing operator.' });
    const business = aBusiness({ businessActivities: ['Cold chain warehousing'], purpose: 'expansion' });
    const model = createMatchModel({ investors: [investor], businesses: [business, aBusiness({ businessActivities: ['Dairy farm'] })] });
    const quoted = (revealHidden: boolean) =>
      scorePair(investor, business, model, { revealHidden }).reasonDetails.flatMap((r) => ('terms' in r ? r.terms : []));
    expect(quoted(false)).toEqual([]);
    expect(quoted(true)).toEqual(expect.arrayContaining(['warehousing']));
  });
});
