import { describe, expect, it } from 'vitest';
import { messages, messageText } from '../messages/messages.ts';
import { DEFAULT_RATES } from '../money/rates.ts';
import { estimateValuation, tryEstimate } from './estimate.ts';
import { sizeFactor, trackRecordFactor } from './factors.ts';
import { valuationInputSchema, type ValuationInput, type ValuationInputDraft } from './inputs.ts';
import { multiplesFor, VALUATION_MULTIPLES } from './multiples.ts';
import type { ValuationEstimate } from './result.ts';

// A UK software business typed in dollars: $5M revenue sits on a size point (factor 0.6), growth 3% is one point
// under the UK's typical 4% (factor 0.99), and the rest is neutral, so every method's value can be checked by hand.
const draft: ValuationInputDraft = {
  industry: 'technology', country: 'UK', currency: 'USD', revenue: 5_000_000, ebitda_basis: 'amount', ebitda: 1_000_000,
  revenue_growth: 3, years_trading: 10, business_stage: 'established', recurring_share: 0, owner_dependence: 'low',
};
const input = (changes: Partial<ValuationInputDraft> = {}): ValuationInput => valuationInputSchema.parse({ ...draft, ...changes });
const method = (estimate: ValuationEstimate, name: string) => estimate.methods.find((m) => m.method === name)!;
const fieldsOf = (changes: Record<string, unknown>) => {
  const result = tryEstimate({ ...draft, ...changes });
  return result.ok ? {} : result.fields;
};

describe('the estimate, checked by hand', () => {
  const estimate = estimateValuation(input());

  it('uses the UK technology row of the table (EV/Revenue 2.25–3–3.75, EV/EBITDA 9–12–15)', () => {
    expect(estimate.multiples).toMatchObject({
      market: 'uk', industry: 'technology', revenue: { low: 2.25, mid: 3, high: 3.75 }, ebitda: { low: 9, mid: 12, high: 15 }, as_of: '2026-01-05',
    });
    expect(estimate.multiples.source).toContain('pages.stern.nyu.edu');
  });

  it('states each factor once: size 0.6 at $5M, growth 0.99, the others neutral', () => {
    expect(estimate.adjustments.map((a) => a.factor)).toEqual(['size', 'growth', 'recurring_revenue', 'owner_dependence', 'track_record']);
    expect(estimate.adjustments.map((a) => a.multiplier)).toEqual([0.6, 0.99, 1, 1, 1].map((n) => expect.closeTo(n, 12)));
  });

  it('values the revenue multiple at revenue × multiple × 0.594', () => {
    // 5,000,000 × 2.25 / 3 / 3.75 × 0.6 × 0.99
    expect(method(estimate, 'revenue_multiple')).toMatchObject({ applicable: true, weight: 0.3, low: 6_682_500, mid: 8_910_000, high: 11_137_500 });
  });

  it('values the EBITDA multiple at EBITDA × multiple × 0.594', () => {
    expect(method(estimate, 'ebitda_multiple')).toMatchObject({ applicable: true, weight: 0.4, low: 5_346_000, mid: 7_128_000, high: 8_910_000 });
  });

  it('values the cash flow as a growing perpetuity when growth equals the long-term rate (3%)', () => {
    // Free cash flow next year 650,000 × 1.03 = 669,500, at 14.5% (8.5% + 6) ± 2 points, growing 3% for ever.
    const dcf = method(estimate, 'dcf');
    expect(dcf).toMatchObject({ applicable: true, weight: 0.3 });
    expect(dcf.low).toBe(Math.round(669_500 / 0.135));
    expect(dcf.mid).toBe(Math.round(669_500 / 0.115));
    expect(dcf.high).toBe(Math.round(669_500 / 0.095));
  });

  it('blends the methods 30 / 40 / 30 into the range', () => {
    const blend = (revenue: number, ebitda: number, dcf: number) => Math.round(0.3 * revenue + 0.4 * ebitda + 0.3 * dcf);
    expect(estimate).toMatchObject({
      currency: 'USD',
      low: blend(6_682_500, 5_346_000, 669_500 / 0.135),
      mid: blend(8_910_000, 7_128_000, 669_500 / 0.115),
      high: blend(11_137_500, 8_910_000, 669_500 / 0.095),
    });
    expect(estimate.mid).toBe(7_270_722);
  });

  it('converts the range into the UK’s pound (USD is the input currency, so it is not repeated)', () => {
    expect(estimate.conversions).toEqual([{
      currency: 'GBP', low: Math.round(estimate.low / 1.27), mid: Math.round(estimate.mid / 1.27), high: Math.round(estimate.high / 1.27),
    }]);
  });

  it('converts into dollars and the local currency when the input is in a third currency', () => {
    const inRupees = estimateValuation(input({ currency: 'INR', revenue: 400_000_000, ebitda: 80_000_000 }));
    expect(inRupees.conversions.map((c) => c.currency)).toEqual(['USD', 'GBP']);
  });

  it('shows the working of each method with the step keys the words cover', () => {
    expect(method(estimate, 'revenue_multiple').steps.map((s) => s.key)).toEqual([
      'revenue', 'ev_revenue_multiple', 'ev_revenue_multiple_mid', 'value_before_adjustments', 'factor_size', 'factor_growth',
      'factor_recurring_revenue', 'factor_owner_dependence', 'factor_track_record', 'adjustments_product', 'value',
    ]);
    expect(method(estimate, 'dcf').steps.find((s) => s.key === 'discount_rate')).toEqual({ key: 'discount_rate', kind: 'rate', value: 14.5 });
    expect(method(estimate, 'dcf').steps.some((s) => s.key === 'factor_size' || s.key === 'factor_growth')).toBe(false);
  });

  it('lists its assumptions plainly, the source and date among them', () => {
    const keys = estimate.assumptions.map((a) => a.key);
    expect(keys).toEqual(expect.arrayContaining(['figures_unaudited', 'multiples_source', 'multiples_listed', 'weights', 'dcf_parameters']));
    expect(keys).not.toContain('loss_making');
    expect(estimate.assumptions.find((a) => a.key === 'dcf_parameters')?.params).toMatchObject({ discount_rate: 14.5, terminal_growth: 3, conversion: 65 });
  });

  it('reads EBITDA typed as a margin the same as the amount it stands for', () => {
    const byMargin = estimateValuation(input({ ebitda_basis: 'margin', ebitda: null, ebitda_margin: 20 }));
    expect(byMargin).toMatchObject({ low: estimate.low, mid: estimate.mid, high: estimate.high });
  });
});

describe('a loss-making business', () => {
  const estimate = estimateValuation(input({ ebitda: -200_000 }));

  it('is valued on revenue alone, at the revenue method’s 30% share, never negative', () => {
    expect(method(estimate, 'revenue_multiple')).toMatchObject({ applicable: true, weight: 1, low: 2_004_750, mid: 2_673_000, high: 3_341_250 });
    expect(estimate).toMatchObject({ low: 2_004_750, mid: 2_673_000, high: 3_341_250 });
    expect(estimate.assumptions.map((a) => a.key)).toContain('loss_making');
  });

  it('shows the loss itself in the working', () => {
    expect(method(estimate, 'ebitda_multiple').steps).toEqual([
      { key: 'ebitda', kind: 'money', value: -200_000 }, { key: 'ebitda_margin', kind: 'percent', value: -4 },
    ]);
    expect(method(estimate, 'revenue_multiple').steps.find((s) => s.key === 'loss_making_share')).toEqual({ key: 'loss_making_share', kind: 'factor', value: 0.3 });
  });

  it('marks the EBITDA multiple and the DCF as not applicable, with no weight and zeros', () => {
    for (const name of ['ebitda_multiple', 'dcf']) {
      expect(method(estimate, name)).toMatchObject({ applicable: false, weight: 0, low: 0, mid: 0, high: 0 });
    }
  });

  it('meets the profitable estimate as EBITDA rises past zero (no jump down)', () => {
    const breakEven = estimateValuation(input({ ebitda: 0.01 }));
    expect(breakEven.mid).toBeGreaterThanOrEqual(estimate.mid);
    expect(breakEven.mid - estimate.mid).toBeLessThanOrEqual(1);
  });

  it('gives the same range at break-even and at a loss of ten times revenue', () => {
    const deep = estimateValuation(input({ ebitda: -50_000_000 }));
    expect(deep).toMatchObject({ low: estimate.low, mid: estimate.mid, high: estimate.high });
  });
});

describe('the stated factors', () => {
  it('discounts for size continuously, from 0.4 below $250,000 to none from $500M', () => {
    expect(sizeFactor(0)).toBe(0.4);
    expect(sizeFactor(250_000)).toBe(0.4);
    expect(sizeFactor(1_000_000)).toBeCloseTo(0.5, 12);
    expect(sizeFactor(Math.sqrt(5e6 * 25e6))).toBeCloseTo(0.675, 12);
    expect(sizeFactor(500_000_000)).toBe(1);
    expect(sizeFactor(5e12)).toBe(1);
    expect(sizeFactor(Number.NaN)).toBe(0.4);
  });

  it('discounts a short track record evenly to none at three years', () => {
    expect([0, 1, 2, 3, 40].map(trackRecordFactor)).toEqual([0.85, 0.9, 0.95, 1, 1].map((n) => expect.closeTo(n, 12)));
  });

  it('applies owner dependence and recurring revenue as stated', () => {
    const high = estimateValuation(input({ owner_dependence: 'high', recurring_share: 100 }));
    const factors = Object.fromEntries(high.adjustments.map((a) => [a.factor, a.multiplier]));
    expect(factors.owner_dependence).toBe(0.75);
    expect(factors.recurring_revenue).toBeCloseTo(1.15, 12);
  });

  it('holds the growth factor within ±25% however fast or slow the growth', () => {
    const fast = estimateValuation(input({ revenue_growth: 300 }));
    const slow = estimateValuation(input({ revenue_growth: -90 }));
    expect(fast.adjustments.find((a) => a.factor === 'growth')?.multiplier).toBe(1.25);
    expect(slow.adjustments.find((a) => a.factor === 'growth')?.multiplier).toBe(0.75);
    expect(fast.assumptions.map((a) => a.key)).toContain('dcf_growth_held');
    for (const estimate of [fast, slow]) expect(Number.isFinite(estimate.high) && estimate.low >= 0).toBe(true);
  });
});

describe('bad input becomes a message on its field', () => {
  it('refuses EBITDA above revenue', () => {
    expect(fieldsOf({ ebitda: 6_000_000 })).toEqual({ ebitda: messages.valuationEbitdaAboveRevenue });
  });

  it('refuses a zero, negative or missing revenue', () => {
    expect(fieldsOf({ revenue: 0, ebitda: 0 }).revenue).toBe(messages.valuationRevenueRequired);
    expect(fieldsOf({ revenue: -5, ebitda: -10 }).revenue).toBe(messages.valuationRevenueRequired);
    expect(fieldsOf({ revenue: undefined }).revenue).toBe(messages.valuationRevenueRequired);
  });

  it('refuses NaN and Infinity, typed or as numbers', () => {
    expect(fieldsOf({ revenue: 'NaN' }).revenue).toBe(messages.valuationRevenueRequired);
    expect(fieldsOf({ revenue: 'Infinity' }).revenue).toBe(messages.valuationRevenueRequired);
    expect(fieldsOf({ revenue: Number.POSITIVE_INFINITY }).revenue).toBeDefined();
    expect(fieldsOf({ ebitda: Number.NaN }).ebitda).toBeDefined();
    expect(fieldsOf({ revenue_growth: Number.NEGATIVE_INFINITY }).revenue_growth).toBeDefined();
  });

  it('refuses absurd figures: growth beyond 300%, a revenue beyond the limit, a loss beyond ten times revenue', () => {
    expect(fieldsOf({ revenue_growth: 1000 })).toEqual({ revenue_growth: messageText('percentRange', { min: -90, max: 300 }) });
    expect(fieldsOf({ revenue: 1e14 }).revenue).toBe(messages.amountTooLarge);
    expect(fieldsOf({ ebitda: -60_000_000 })).toEqual({ ebitda: messages.valuationEbitdaTooLow });
  });

  it('asks for the margin when EBITDA is typed as one, and names unknown choices', () => {
    expect(fieldsOf({ ebitda_basis: 'margin', ebitda: null })).toEqual({ ebitda_margin: messages.required });
    expect(fieldsOf({ industry: 'mining' })).toEqual({ industry: messages.choose });
    expect(fieldsOf({ country: 'France' })).toEqual({ country: messages.choose });
  });

  it('answers a draft that is not an object at all without throwing', () => {
    expect(tryEstimate(null)).toMatchObject({ ok: false });
    expect(tryEstimate('revenue')).toMatchObject({ ok: false });
  });

  it('answers a good draft with the same estimate the server computes', () => {
    const result = tryEstimate(draft, DEFAULT_RATES);
    expect(result).toEqual({ ok: true, estimate: estimateValuation(input()) });
  });
});

describe('the multiples table', () => {
  it('has one row per market and business industry, and none for an unknown combination', () => {
    expect(VALUATION_MULTIPLES).toHaveLength(40);
    expect(multiplesFor('gulf', 'food_beverage')?.market).toBe('gulf');
    expect(multiplesFor('gulf', 'mining' as never)).toBeNull();
  });
});
