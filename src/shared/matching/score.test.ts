import { describe, expect, it } from 'vitest';
import type { BusinessMatchFields, InvestorMatchFields } from '../profiles/profile-model.ts';
import { createMatchModel } from './features.ts';
import { MISSING_DATA_FIT, PARTS, WEIGHTS } from './parts.ts';
import { withRates } from '../money/rates.ts';
import { scorePair } from './score.ts';
import { aBusiness, anInvestor } from './test-arbitraries.ts';

const investor: InvestorMatchFields = {
  minAmount: 1_000_000,
  maxAmount: 5_000_000,
  currency: 'USD',
  preferredIndustries: ['technology', 'logistics'],
  minRoi: 15,
  geographicalPreference: ['UAE', 'Qatar'],
  investmentStage: ['series_b', 'growth'],
  about: 'Backing cold chain logistics and warehousing platforms across the Gulf.',
  portfolioHighlights: 'Exited a last-mile delivery fleet operator in 2021.',
  involvementType: 'active_advisory',
  mustHave: ['ticket'],
};
const business: BusinessMatchFields = {
  industry: 'logistics',
  businessStage: 'growth',
  businessActivities: ['Cold chain warehousing', 'Last-mile delivery fleet'],
  headquarters: 'UAE',
  branches: ['Oman'],
  amountRequired: 2_500_000,
  currency: 'USD',
  purpose: 'expansion',
  profitMargin: 18,
  growthRate: 25,
  preferredInvolvement: [],
  mustHave: ['capacity'],
};
const others: BusinessMatchFields[] = [
  aBusiness({ businessActivities: ['Cloud accounting software'] }),
  aBusiness({ businessActivities: ['Dairy farm and bakery'] }),
  aBusiness({ businessActivities: ['Solar panel installation'] }),
];
const model = createMatchModel({ investors: [investor], businesses: [business, ...others] });
const score = (i: InvestorMatchFields, b: BusinessMatchFields, audience?: 'investor' | 'business_owner', revealHidden = true) =>
  scorePair(i, b, model, { audience, revealHidden });
const withBusiness = (patch: Partial<BusinessMatchFields>) => ({ ...business, ...patch });

describe('scoring a pair', () => {
  it('explains a strong pair part by part with the figures, strongest first', () => {
    const result = score(investor, business);
    expect(result.score).toBeGreaterThanOrEqual(95);
    expect(result.reasons).toEqual([
      'Logistics is one of your preferred industries',
      'Seeks USD 2.5M, inside your USD 1.0M – 5.0M range',
      'Headquartered in UAE, in your target regions',
      'A growth-stage business, matching your Series B and Growth focus',
      'Growth of 25% a year and margin of 18% against your 15% minimum return',
      expect.stringMatching(/^Its activities echo your interests: (cold|chain|warehousing|fleet|delivery|mile|last)/),
    ]);
    expect(result.gaps).toEqual([]);
  });

  it('words the same reasons for the business owner', () => {
    const { reasons } = score(investor, business, 'business_owner');
    expect(reasons.slice(0, 5)).toEqual([
      'Invests in Logistics, your industry',
      'Invests USD 1.0M – 5.0M, covering the USD 2.5M you seek',
      'Targets UAE, where you are headquartered',
      'Invests at Series B and Growth, which suits a growth-stage business',
      'Seeks at least 15% a year; your growth is 25% a year and margin 18%',
    ]);
    expect(reasons[5]).toMatch(/^Their interests echo your activities: /);
  });

  it('gives 40 points and no reasons when both profiles are empty, never NaN', () => {
    const result = scorePair(anInvestor(), aBusiness(), model);
    expect(result.score).toBe(100 * MISSING_DATA_FIT);
    expect(result.reasons).toEqual([]);
    expect(result.gaps).toEqual([]);
    for (const part of PARTS) expect(result.parts[part]).toBe(WEIGHTS[part] * MISSING_DATA_FIT);
  });
});

describe('industry reasons', () => {
  it('lose the 30 industry points and say so when the industry is not preferred', () => {
    const result = score(investor, withBusiness({ industry: 'retail', businessStage: 'growth' }));
    expect(result.parts.industry).toBe(0);
    expect(result.gaps).toContain('Retail is outside your preferred industries');
    expect(score(investor, withBusiness({ industry: 'retail', businessStage: null }), 'business_owner').gaps).toContain(
      'Does not list Retail among its industries',
    );
  });
});

describe('ticket size reasons', () => {
  it('convert the amount into the reader’s currency through the rates table', () => {
    const inAed = withBusiness({ amountRequired: 9_181_250, currency: 'AED', purpose: null });
    expect(score(investor, inAed).reasons).toContain('Seeks AED 9.2M (USD 2.5M), inside your USD 1.0M – 5.0M range');
    expect(score(investor, inAed, 'business_owner').reasons).toContain(
      'Invests USD 1.0M – 5.0M (AED 3.7M – 18.4M), covering the AED 9.2M you seek',
    );
  });
  it('say above or below the range, and score less the further out it is', () => {
    const above = score(investor, withBusiness({ amountRequired: 12_000_000, currency: 'USD', purpose: null }));
    expect(above.gaps).toContain('Seeks USD 12.0M, above your USD 1.0M – 5.0M range');
    expect(above.reasons.join(' ')).not.toMatch(/above your/);
    expect(above.parts.ticket).toBeCloseTo(WEIGHTS.ticket * (1 - Math.log10(12 / 5)), 1);
    const below = score(investor, withBusiness({ amountRequired: 200_000, currency: 'USD', purpose: null }));
    expect(below.gaps).toContain('Seeks USD 200K, below your USD 1.0M – 5.0M range');
    expect(below.parts.ticket).toBeLessThan(above.parts.ticket);
  });
  it('name an open-ended range by its one bound', () => {
    const minimumOnly = { ...investor, minAmount: 1_000_000, maxAmount: null, currency: 'USD' as const };
    expect(score(minimumOnly, business).reasons).toContain('Seeks USD 2.5M, inside your USD 1.0M minimum');
    expect(score(minimumOnly, business, 'business_owner').reasons).toContain('Invests from USD 1.0M, covering the USD 2.5M you seek');
  });
  it('follow an admin’s edit of a floating rate', () => {
    const inGbp = withBusiness({ amountRequired: 4_000_000, currency: 'GBP', purpose: null });
    const strongPound = { ...model, rates: withRates({ GBP: 2 }) };
    expect(scorePair(investor, inGbp, model).gaps).toContain('Seeks GBP 4.0M (USD 5.1M), above your USD 1.0M – 5.0M range');
    expect(scorePair(investor, inGbp, strongPound).gaps).toContain('Seeks GBP 4.0M (USD 8.0M), above your USD 1.0M – 5.0M range');
  });
});

describe('geography reasons', () => {
  it('credit a branch in a target region less than headquarters there', () => {
    const branchOnly = withBusiness({ headquarters: 'UK', branches: ['Qatar'] });
    const result = score(investor, branchOnly);
    expect(result.parts.geography).toBe(10.5);
    expect(result.reasons).toContain('Has a branch in Qatar, in your target regions');
    expect(score(investor, branchOnly, 'business_owner').reasons).toContain('Targets Qatar, where you have a branch');
  });
  it('say when the business is outside the target regions', () => {
    const elsewhere = withBusiness({ headquarters: 'India', branches: [] });
    expect(score(investor, elsewhere).gaps).toContain('Based in India, outside your target regions');
    expect(score(investor, elsewhere, 'business_owner').gaps).toContain('Targets UAE and Qatar, not where you operate');
  });
});

describe('stage reasons', () => {
  it('say when the investor’s stages do not suit the business', () => {
    const mature = withBusiness({ industry: 'logistics', businessStage: 'mature' });
    const result = score(investor, mature);
    expect(result.parts.stage).toBe(0);
    expect(result.gaps).toContain('A mature business, outside your Series B and Growth focus');
  });
});

describe('returns reasons', () => {
  it('compare growth and margin with the minimum return', () => {
    const slow = withBusiness({ growthRate: 5, profitMargin: null });
    const result = score(investor, slow);
    expect(result.parts.returns).toBeCloseTo(WEIGHTS.returns / 3, 1);
    expect(result.gaps).toContain('Growth of 5% a year against your 15% minimum return');
    const marginOnly = withBusiness({ profitMargin: 22.5, growthRate: null });
    expect(score(investor, marginOnly).reasons).toContain('Profit margin of 22.5% against your 15% minimum return');
  });

  it('count a margin above the minimum return as a fit even where growth falls short, never as a "Watch out" (issue 52)', () => {
    const result = score(investor, withBusiness({ growthRate: 5, profitMargin: 25 }));
    expect(result.parts.returns).toBeLessThan(WEIGHTS.returns);
    expect(result.reasons).toContain('Growth of 5% a year and margin of 25% against your 15% minimum return');
    expect(result.gaps.some((gap) => gap.includes('minimum return'))).toBe(false);
  });
});

describe('text affinity reasons', () => {
  it('name shared words only when the texts overlap enough, never as a gap', () => {
    const unrelated = withBusiness({ businessActivities: ['Solar panel installation'], amountRequired: null, currency: 'USD', purpose: 'equipment' });
    const result = score(investor, unrelated);
    expect(result.parts.text).toBe(0);
    expect(result.reasons.concat(result.gaps).some((r) => r.includes('echo'))).toBe(false);
  });
});
