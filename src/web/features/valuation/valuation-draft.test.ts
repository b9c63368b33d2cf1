import { describe, expect, it } from 'vitest';
import { tryEstimate } from '#shared/valuation/estimate.ts';
import { candidateOf, emptyDraft, isBlank, parseFigure, withPrefill } from './valuation-draft.ts';

describe('a typed figure', () => {
  it('reads plain, grouped and Arabic-Indic digits, and negatives', () => {
    expect(parseFigure('2500000')).toBe(2_500_000);
    expect(parseFigure(' 2,500,000 ')).toBe(2_500_000);
    expect(parseFigure('٢٥٠٠٠٠٠')).toBe(2_500_000);
    expect(parseFigure('-12.5')).toBe(-12.5);
  });
  it('is missing when empty and not a number when it is not one', () => {
    expect(parseFigure('')).toBeUndefined();
    expect(parseFigure('12abc')).toBeNaN();
    expect(parseFigure('-')).toBeNaN();
  });
});

describe('the draft as the estimator reads it', () => {
  const filled = {
    ...emptyDraft('UAE'), industry: 'technology', revenue: '5000000', ebitda: '1000000', revenue_growth: '15',
    years_trading: '6', business_stage: 'growth', recurring_share: '40', owner_dependence: 'medium',
  };

  it('gives an estimate with a range that is never negative', () => {
    const outcome = tryEstimate(candidateOf(filled));
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(outcome.estimate.low).toBeGreaterThanOrEqual(0);
  });

  it('words one message per field while something is missing or wrong, never an estimate', () => {
    const outcome = tryEstimate(candidateOf({ ...filled, ebitda: '9000000', revenue: '' }));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(Object.keys(outcome.fields)).toContain('revenue');
    const above = tryEstimate(candidateOf({ ...filled, ebitda: '9000000' }));
    expect(above.ok ? null : above.fields.ebitda).toBe('EBITDA cannot be more than revenue.');
  });

  it('sends the margin or the amount, whichever the reader chose', () => {
    expect(candidateOf({ ...filled, ebitda_basis: 'margin', ebitda_margin: '20' })).toMatchObject({ ebitda_basis: 'margin', ebitda: null, ebitda_margin: 20 });
  });

  it('is blank until something is typed, and the business profile fills only what it knows', () => {
    expect(isBlank(emptyDraft('UK'))).toBe(true);
    expect(emptyDraft('UK').currency).toBe('GBP');
    const prefilled = withPrefill(emptyDraft('UAE'), { industry: 'logistics', revenue: 6_000_000 });
    expect(prefilled).toMatchObject({ industry: 'logistics', revenue: '6000000', country: 'UAE', ebitda: '' });
    expect(isBlank(prefilled)).toBe(false);
    // The profile's margin and growth (issue 52): the EBITDA is then typed as a margin, unless the owner typed an amount.
    expect(withPrefill(emptyDraft('UAE'), { ebitda_margin: 18.5, revenue_growth: 12 })).toMatchObject({ ebitda_basis: 'margin', ebitda_margin: '18.5', revenue_growth: '12' });
    expect(withPrefill({ ...emptyDraft('UAE'), ebitda: '900000' }, { ebitda_margin: 18.5 })).toMatchObject({ ebitda_basis: 'amount', ebitda: '900000', ebitda_margin: '' });
  });
});
