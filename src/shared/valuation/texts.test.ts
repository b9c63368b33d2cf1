import { describe, expect, it } from 'vitest';
import { BUSINESS_INDUSTRIES } from '../enums.ts';
import { COUNTRIES } from '../preferences.ts';
import { estimateValuation, VALUATION_ASSUMPTION_KEYS, VALUATION_STEP_KEYS } from './estimate.ts';
import { valuationInputSchema, type ValuationInputDraft } from './inputs.ts';
import { VALUATION_FACTORS, VALUATION_METHODS, type ValuationEstimate } from './result.ts';
import { fillWords, valuationWords } from './texts.ts';

const LANGUAGES = ['en', 'ar'] as const;

// Inputs that between them make every step and assumption the estimator can write: profitable and loss-making,
// growth held for the forecast, conversions, every market and industry.
const base: ValuationInputDraft = {
  industry: 'retail', country: 'UAE', currency: 'USD', revenue: 2_000_000, ebitda: 300_000, revenue_growth: 12,
  years_trading: 1, business_stage: 'growth', recurring_share: 40, owner_dependence: 'medium',
};
const estimates: ValuationEstimate[] = [
  ...COUNTRIES.flatMap((country) => BUSINESS_INDUSTRIES.map((industry) => ({ ...base, country, industry }))),
  { ...base, ebitda: -50_000 },
  { ...base, revenue_growth: 250 },
  { ...base, currency: 'AED' as const },
].map((draft) => estimateValuation(valuationInputSchema.parse(draft)));

describe('valuation words', () => {
  it('word every step and assumption the estimator writes, in English and Arabic', () => {
    const steps = new Set(estimates.flatMap((e) => e.methods.flatMap((m) => m.steps.map((s) => s.key))));
    const assumptions = new Set(estimates.flatMap((e) => e.assumptions.map((a) => a.key)));
    expect([...steps].sort()).toEqual([...VALUATION_STEP_KEYS].sort());
    expect([...assumptions].sort()).toEqual([...VALUATION_ASSUMPTION_KEYS].sort());
    for (const language of LANGUAGES) {
      const words = valuationWords(language);
      for (const key of VALUATION_STEP_KEYS) expect(words.steps[key], `${language} step ${key}`).toBeTruthy();
      for (const key of VALUATION_ASSUMPTION_KEYS) expect(words.assumptions[key], `${language} assumption ${key}`).toBeTruthy();
      for (const method of VALUATION_METHODS) expect(Object.values(words.methods[method]).every(Boolean)).toBe(true);
      for (const factor of VALUATION_FACTORS) expect(Object.values(words.factors[factor]).every(Boolean)).toBe(true);
    }
  });

  it('fill every value an assumption’s template asks for, in both languages', () => {
    for (const language of LANGUAGES) {
      const words = valuationWords(language);
      for (const assumption of estimates.flatMap((e) => e.assumptions)) {
        const text = fillWords(words.assumptions[assumption.key] ?? '', assumption.params);
        expect(text, `${language} ${assumption.key}`).not.toMatch(/\{\{|undefined|NaN/);
      }
      expect(fillWords(words.sourceLine, { source: 'S', date: '2026-01-05' })).not.toContain('{{');
    }
  });

  it('keep the same values in both languages’ templates', () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const en = valuationWords('en');
    const ar = valuationWords('ar');
    for (const key of VALUATION_ASSUMPTION_KEYS) expect(names(ar.assumptions[key] ?? ''), key).toEqual(names(en.assumptions[key] ?? ''));
    expect(names(ar.sourceLine)).toEqual(names(en.sourceLine));
  });

  it('say plainly that the estimate is indicative and not advice', () => {
    expect(valuationWords('en').notice).toMatch(/indicative/);
    expect(valuationWords('en').notice).toMatch(/not advice/);
    expect(valuationWords('ar').notice).toContain('استرشادي');
    expect(valuationWords('ar').notice).toContain('ليس مشورة');
  });

  it('write Arabic in Arabic script', () => {
    const ar = valuationWords('ar');
    for (const text of [ar.title, ar.notice, ...Object.values(ar.steps), ...Object.values(ar.assumptions)]) {
      expect(text).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('fillWords', () => {
  it('puts values in place of {{names}} and leaves a name without a value as written', () => {
    expect(fillWords('{{a}} and {{ b }} of {{c}}', { a: 1, b: 'two' })).toBe('1 and two of {{c}}');
    expect(fillWords('no values')).toBe('no values');
  });
});
