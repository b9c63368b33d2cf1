import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASON_CODES, renderReason, type Reason, type ReasonCode } from '#shared/matching/reason-render.ts';
import { applyLanguage, loadTexts } from '../i18n/i18n.ts';
import { reasonFormatter } from './reason-wording.ts';

// One reason of every code, with a currency conversion, open bounds and a list where the code allows.
const SAMPLES: Record<ReasonCode, Reason> = {
  industryPreferred: { code: 'industryPreferred', industry: 'real_estate' },
  industryOutside: { code: 'industryOutside', industry: 'food_beverage' },
  industryInvests: { code: 'industryInvests', industry: 'technology' },
  industryNotListed: { code: 'industryNotListed', industry: 'healthcare' },
  seeksInside: {
    code: 'seeksInside', amount: { amount: 9_200_000, currency: 'AED' }, converted: { amount: 2_500_000, currency: 'USD' },
    bounds: { min: 1_000_000, max: 5_000_000, currency: 'USD' },
  },
  seeksBelow: { code: 'seeksBelow', amount: { amount: 500_000, currency: 'USD' }, converted: null, bounds: { min: 1_000_000, max: null, currency: 'USD' } },
  seeksAbove: { code: 'seeksAbove', amount: { amount: 9_000_000, currency: 'USD' }, converted: null, bounds: { min: null, max: 5_000_000, currency: 'USD' } },
  investsCovering: {
    code: 'investsCovering', amount: { amount: 9_200_000, currency: 'AED' }, bounds: { min: 1_000_000, max: 5_000_000, currency: 'USD' },
    converted: { min: 3_672_500, max: 18_362_500, currency: 'AED' },
  },
  investsMoreThan: { code: 'investsMoreThan', amount: { amount: 500_000, currency: 'USD' }, bounds: { min: 1_000_000, max: null, currency: 'USD' }, converted: null },
  investsLessThan: { code: 'investsLessThan', amount: { amount: 9_000_000, currency: 'USD' }, bounds: { min: null, max: 5_000_000, currency: 'USD' }, converted: null },
  headquarteredIn: { code: 'headquarteredIn', region: 'Saudi Arabia' },
  targetsHeadquarters: { code: 'targetsHeadquarters', region: 'UAE' },
  basedOutside: { code: 'basedOutside', region: 'India' },
  branchIn: { code: 'branchIn', regions: ['Qatar'] },
  branchesIn: { code: 'branchesIn', regions: ['Qatar', 'Oman'] },
  targetsBranch: { code: 'targetsBranch', regions: ['Bahrain'] },
  targetsBranches: { code: 'targetsBranches', regions: ['Bahrain', 'Kuwait', 'UK'] },
  operatesOutside: { code: 'operatesOutside', regions: ['Singapore', 'India'] },
  targetsElsewhere: { code: 'targetsElsewhere', regions: ['UAE', 'Qatar', 'Oman'], more: 2 },
  stageMatches: { code: 'stageMatches', stage: 'growth', stages: ['series_a', 'growth'] },
  stageOutside: { code: 'stageOutside', stage: 'startup', stages: ['acquisition'] },
  stageSuits: { code: 'stageSuits', stage: 'established', stages: ['expansion'] },
  stageNotSuits: { code: 'stageNotSuits', stage: 'mature', stages: ['seed', 'series_a', 'series_b'] },
  returnsGrowthMargin: { code: 'returnsGrowthMargin', minimum: 15, growth: 30, margin: 22.5 },
  returnsGrowth: { code: 'returnsGrowth', minimum: 15, growth: 30, margin: null },
  returnsMargin: { code: 'returnsMargin', minimum: 15, growth: null, margin: 22.5 },
  seeksReturnGrowthMargin: { code: 'seeksReturnGrowthMargin', minimum: 20, growth: 12, margin: 8 },
  seeksReturnGrowth: { code: 'seeksReturnGrowth', minimum: 20, growth: 12, margin: null },
  seeksReturnMargin: { code: 'seeksReturnMargin', minimum: 20, growth: null, margin: 8 },
  textInvestor: { code: 'textInvestor', terms: ['logistics', 'cold chain'] },
  textOwner: { code: 'textOwner', terms: ['fintech'] },
};

// Currency codes, the words quoted from profiles and the letter of a funding round (الجولة A) stay as they
// are; no other word may be in Latin letters.
const latinLeft = (text: string) => text.replace(/\b(USD|AED|SAR|GBP|logistics|cold chain|fintech)\b/g, '').match(/[A-Za-z]{2,}/g) ?? [];

describe('match reasons in the reader’s language', () => {
  it('has a sample of every reason code', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...REASON_CODES].sort());
  });

  it('words English exactly as the server does', () => {
    const english = reasonFormatter('en');
    expect(renderReason(SAMPLES.seeksInside, english)).toBe('Seeks AED 9.2M (USD 2.5M), inside your USD 1.0M – 5.0M range');
    expect(renderReason(SAMPLES.investsCovering, english)).toBe('Invests USD 1.0M – 5.0M (AED 3.7M – 18.4M), covering the AED 9.2M you seek');
    expect(renderReason(SAMPLES.targetsElsewhere, english)).toBe('Targets UAE, Qatar, Oman and 2 more, not where you operate');
    expect(renderReason(SAMPLES.stageMatches, english)).toBe('A growth-stage business, matching your Series A and Growth focus');
  });

  describe('in Arabic', () => {
    // As the matching routes do (router.tsx): their namespaces, then the language.
    beforeAll(() => loadTexts('matching', 'enums').then(() => applyLanguage('ar')));
    afterAll(() => applyLanguage('en'));

    it('words every code in Arabic, with its figures, regions and stages, and no placeholder left', () => {
      const arabic = reasonFormatter('ar');
      for (const reason of Object.values(SAMPLES)) {
        const text = renderReason(reason, arabic);
        expect(text, reason.code).toMatch(/[\u0600-\u06FF]/);
        expect(text, reason.code).not.toMatch(/\{\{|\}\}|undefined|NaN|null/);
        expect(latinLeft(text), `${reason.code}: ${text}`).toEqual([]);
      }
    });

    it('puts amounts, lists and percentages in Arabic forms', () => {
      const arabic = reasonFormatter('ar');
      const plain = (reason: Reason) => renderReason(reason, arabic).replace(/[\u00a0\u200e\u200f]/g, (c) => (c === '\u00a0' ? ' ' : ''));
      expect(plain(SAMPLES.seeksInside)).toBe('تطلب 9.2 مليون AED (2.5 مليون USD)، ضمن نطاقك 1 مليون – 5 مليون USD');
      expect(plain(SAMPLES.targetsElsewhere)).toBe('يستهدف الإمارات وقطر وعُمان ومنطقتان أخريان، وليس حيث تعمل');
      expect(plain(SAMPLES.returnsMargin)).toBe('هامش ربح 22.5%، مقابل حدّك الأدنى للعائد 15%');
      expect(renderReason(SAMPLES.textInvestor, arabic)).toContain('logistics، cold chain');
    });
  });
});
