import type { Currency } from '../enums.ts';
import { messages } from '../messages/messages.ts';
import { fromUsd, toUsd } from '../money/convert.ts';
import { LOCAL_CURRENCY } from '../money/currencies.ts';
import { DEFAULT_RATES, type RatesToUsd } from '../money/rates.ts';
import { discountedCashFlow } from './dcf.ts';
import {
  adjustmentsFor, CASH_CONVERSION, DCF_GROWTH_MAX, DCF_GROWTH_MIN, DCF_PARAMETERS, DCF_YEARS, DISCOUNT_SPREAD, FACTORS_OF_METHOD, GROWTH_CAP,
  GROWTH_PER_POINT, SIZE_POINTS, TYPICAL_GROWTH,
} from './factors.ts';
import { ebitdaOf, MARKET_OF_COUNTRY, valuationInputSchema, type ValuationInput } from './inputs.ts';
import { multiplesFor, type MultiplesRow } from './multiples.ts';
import type { Adjustment, Assumption, MethodResult, ValuationEstimate, ValuationMethod, ValuationRange, WorkingStep } from './result.ts';

// The valuation estimator (issue 22, decision 0148): a revenue multiple, an EBITDA multiple and a discounted cash
// flow, each adjusted by stated factors and blended by fixed weights into a range. Pure, so the page recomputes it as
// the owner types and the server recomputes it for the PDF and for saving.

export const VALUATION_WEIGHTS: Readonly<Record<ValuationMethod, number>> = { revenue_multiple: 0.3, ebitda_multiple: 0.4, dcf: 0.3 };

/** Every WorkingStep.key the estimator writes (ValuationWords.steps words each one). */
export const VALUATION_STEP_KEYS = [
  'revenue', 'ebitda', 'ebitda_margin', 'ev_revenue_multiple', 'ev_revenue_multiple_mid', 'ev_ebitda_multiple',
  'ev_ebitda_multiple_mid', 'value_before_adjustments', 'factor_size', 'factor_growth', 'factor_recurring_revenue',
  'factor_owner_dependence', 'factor_track_record', 'adjustments_product', 'loss_making_share', 'forecast_years',
  'growth_first_year', 'growth_final_year', 'ebitda_final_year', 'cash_conversion', 'discount_rate', 'discount_rate_range',
  'terminal_growth', 'pv_forecast', 'pv_terminal', 'value',
] as const;
export type ValuationStepKey = (typeof VALUATION_STEP_KEYS)[number];

/** Every Assumption.key the estimator writes (ValuationWords.assumptions words each one). */
export const VALUATION_ASSUMPTION_KEYS = [
  'figures_unaudited', 'multiples_source', 'multiples_listed', 'weights', 'loss_making', 'growth_typical', 'factors_dcf',
  'dcf_parameters', 'dcf_growth_held', 'stage_context', 'conversion_rates',
] as const;
export type ValuationAssumptionKey = (typeof VALUATION_ASSUMPTION_KEYS)[number];

/** Never NaN, Infinity or below zero. */
const safe = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);
const whole = (value: number): number => Math.round(safe(value));
const rounded = (range: ValuationRange): ValuationRange => {
  const low = whole(range.low);
  const mid = Math.max(low, whole(range.mid));
  return { low, mid, high: Math.max(mid, whole(range.high)) };
};
const scaled = (range: ValuationRange, by: number): ValuationRange => ({ low: range.low * by, mid: range.mid * by, high: range.high * by });

const step = (key: ValuationStepKey, kind: WorkingStep['kind'], value: number, high?: number): WorkingStep =>
  high === undefined ? { key, kind, value: Number.isFinite(value) ? value : 0 } : { key, kind, value: Number.isFinite(value) ? value : 0, high: Number.isFinite(high) ? high : 0 };
/** A line's amount as typed or computed, whole units (EBITDA may be a loss here; only values are clamped). */
const money = (key: ValuationStepKey, value: number): WorkingStep => step(key, 'money', Math.round(value));
const percent = (key: ValuationStepKey, value: number, kind: 'percent' | 'rate' = 'percent'): WorkingStep =>
  step(key, kind, Math.round(value * 100) / 100);

/** The product of a method's factors, and their lines of working. */
function adjusted(method: ValuationMethod, adjustments: readonly Adjustment[]): { product: number; steps: WorkingStep[] } {
  const applied = adjustments.filter((a) => (FACTORS_OF_METHOD[method] as readonly string[]).includes(a.factor));
  const product = applied.reduce((total, a) => total * a.multiplier, 1);
  const steps = applied.map((a) => step(`factor_${a.factor}`, 'factor', a.multiplier));
  return { product, steps: [...steps, step('adjustments_product', 'factor', product)] };
}

/** A method's result (weight set when blended) and its unrounded range. */
interface Part {
  result: MethodResult;
  exact: ValuationRange;
}

const notApplicable = (method: ValuationMethod, steps: WorkingStep[]): Part =>
  ({ result: { method, applicable: false, weight: 0, low: 0, mid: 0, high: 0, steps }, exact: { low: 0, mid: 0, high: 0 } });

function multipleMethod(
  method: 'revenue_multiple' | 'ebitda_multiple', base: number, multiples: ValuationRange, adjustments: readonly Adjustment[],
  lead: WorkingStep[], share: number,
): Part {
  const rangeKey = method === 'revenue_multiple' ? 'ev_revenue_multiple' : 'ev_ebitda_multiple';
  const { product, steps } = adjusted(method, adjustments);
  const exact = scaled(multiples, base * product * share);
  return {
    exact,
    result: { method, applicable: true, weight: 0, ...rounded(exact), steps: [
      ...lead,
      step(rangeKey, 'multiple', multiples.low, multiples.high),
      step(`${rangeKey}_mid`, 'multiple', multiples.mid),
      money('value_before_adjustments', base * multiples.mid),
      ...steps,
      ...(share === 1 ? [] : [step('loss_making_share', 'factor', share)]),
      money('value', exact.mid),
    ] },
  };
}

function dcfMethod(ebitda: number, margin: number, input: ValuationInput, adjustments: readonly Adjustment[]): Part & { held: boolean } {
  const market = MARKET_OF_COUNTRY[input.country];
  const working = discountedCashFlow(ebitda, input.revenue_growth, market);
  const { product, steps } = adjusted('dcf', adjustments);
  const exact = scaled(working, product);
  return {
    exact,
    held: working.growthHeld,
    result: { method: 'dcf', applicable: true, weight: 0, ...rounded(exact), steps: [
      money('ebitda', ebitda),
      percent('ebitda_margin', margin),
      step('forecast_years', 'years', DCF_YEARS),
      percent('growth_first_year', working.growthPath[0] ?? 0),
      percent('growth_final_year', working.growthPath[working.growthPath.length - 1] ?? 0),
      money('ebitda_final_year', working.finalEbitda),
      percent('cash_conversion', CASH_CONVERSION),
      percent('discount_rate', working.discountRate, 'rate'),
      step('discount_rate_range', 'rate', working.discountRate - DISCOUNT_SPREAD, working.discountRate + DISCOUNT_SPREAD),
      percent('terminal_growth', working.parameters.terminalGrowth, 'rate'),
      money('pv_forecast', working.pvForecast),
      money('pv_terminal', working.pvTerminal),
      money('value_before_adjustments', working.mid),
      ...steps,
      money('value', exact.mid),
    ] },
  };
}

function conversionsOf(range: ValuationRange, input: ValuationInput, rates: RatesToUsd): ValuationEstimate['conversions'] {
  const targets = [...new Set<Currency>(['USD', LOCAL_CURRENCY[input.country]])].filter((c) => c !== input.currency);
  return targets.flatMap((currency) => {
    const convert = (amount: number) => fromUsd(toUsd(amount, input.currency, rates), currency, rates);
    const converted = { low: convert(range.low), mid: convert(range.mid), high: convert(range.high) };
    return [converted.low, converted.mid, converted.high].every(Number.isFinite) ? [{ currency, ...rounded(converted) }] : [];
  });
}

function assumptionsOf(input: ValuationInput, row: MultiplesRow, profitable: boolean, growthHeld: boolean, converted: boolean): Assumption[] {
  const market = MARKET_OF_COUNTRY[input.country];
  const parameters = DCF_PARAMETERS[market];
  const dcf = {
    years: DCF_YEARS, conversion: CASH_CONVERSION, base_rate: parameters.baseRate, premium: parameters.smallCompanyPremium,
    discount_rate: parameters.baseRate + parameters.smallCompanyPremium, spread: DISCOUNT_SPREAD, terminal_growth: parameters.terminalGrowth,
  };
  const percentOf = (method: ValuationMethod) => Math.round(VALUATION_WEIGHTS[method] * 100);
  const weights = { revenue: percentOf('revenue_multiple'), ebitda: percentOf('ebitda_multiple'), dcf: percentOf('dcf') };
  const smallest = SIZE_POINTS[0]![1];
  const fullSize = SIZE_POINTS[SIZE_POINTS.length - 1]![0];
  const list: (Assumption | false)[] = [
    { key: 'figures_unaudited' },
    { key: 'multiples_source', params: { source: row.source, date: row.as_of } },
    { key: 'multiples_listed', params: { max_discount: Math.round((1 - smallest) * 100), full_size_millions: fullSize / 1_000_000 } },
    { key: 'weights', params: weights },
    !profitable && { key: 'loss_making', params: { share: weights.revenue } },
    { key: 'growth_typical', params: { typical: TYPICAL_GROWTH[market], per_point: GROWTH_PER_POINT * 100, cap: GROWTH_CAP * 100 } },
    { key: 'factors_dcf' },
    profitable && { key: 'dcf_parameters', params: dcf },
    profitable && growthHeld && { key: 'dcf_growth_held', params: { min: DCF_GROWTH_MIN, max: DCF_GROWTH_MAX } },
    { key: 'stage_context' },
    converted && { key: 'conversion_rates' },
  ];
  return list.filter((a): a is Assumption => a !== false);
}

/** The estimate of a checked input (valuationInputSchema), in its currency. Throws when the table has no row for its
 *  market and industry (tryEstimate answers that as a field message instead). */
export function estimateValuation(input: ValuationInput, rates: RatesToUsd = DEFAULT_RATES): ValuationEstimate {
  const market = MARKET_OF_COUNTRY[input.country];
  const row = multiplesFor(market, input.industry);
  if (!row) throw new Error(messages.valuationNoMultiples);
  const revenue = input.revenue;
  const ebitda = ebitdaOf(input);
  const margin = revenue > 0 ? (ebitda / revenue) * 100 : 0;
  const revenueUsd = toUsd(revenue, input.currency, rates);
  const adjustments = adjustmentsFor(input, market, revenueUsd);
  const profitable = ebitda > 0;

  // Without EBITDA the profit-based methods would value the business at nothing; it keeps the revenue method's usual
  // share of the blend, so that the estimate never jumps down as EBITDA rises past 0.
  const share = profitable ? 1 : VALUATION_WEIGHTS.revenue_multiple;
  const byRevenue = multipleMethod('revenue_multiple', revenue, row.revenue, adjustments, [money('revenue', revenue)], share);
  const byEbitda = profitable
    ? multipleMethod('ebitda_multiple', ebitda, row.ebitda, adjustments, [money('ebitda', ebitda), percent('ebitda_margin', margin)], 1)
    : notApplicable('ebitda_multiple', [money('ebitda', ebitda), percent('ebitda_margin', margin)]);
  const byDcf = profitable ? dcfMethod(ebitda, margin, input, adjustments) : notApplicable('dcf', [money('ebitda', ebitda)]);

  const parts: Part[] = [byRevenue, byEbitda, byDcf];
  const total = parts.reduce((sum, part) => sum + (part.result.applicable ? VALUATION_WEIGHTS[part.result.method] : 0), 0);
  const blended: ValuationRange = { low: 0, mid: 0, high: 0 };
  const methods = parts.map(({ result, exact }): MethodResult => {
    const weight = result.applicable ? VALUATION_WEIGHTS[result.method] / total : 0;
    blended.low += weight * safe(exact.low);
    blended.mid += weight * safe(exact.mid);
    blended.high += weight * safe(exact.high);
    return { ...result, weight };
  });
  const range = rounded(blended);
  const conversions = conversionsOf(range, input, rates);
  const growthHeld = 'held' in byDcf && byDcf.held === true;
  return {
    currency: input.currency,
    ...range,
    methods,
    adjustments,
    assumptions: assumptionsOf(input, row, profitable, growthHeld, conversions.length > 0),
    multiples: { market, industry: input.industry, revenue: row.revenue, ebitda: row.ebitda, source: row.source, as_of: row.as_of },
    conversions,
  };
}

export type TryEstimate = { ok: true; estimate: ValuationEstimate } | { ok: false; fields: Record<string, string> };

/** A draft as typed (the page, on every change): the estimate, or one English message per field (the path joined by
 *  '.', the form's own field names; a problem with the whole draft under ''). */
export function tryEstimate(draft: unknown, rates: RatesToUsd = DEFAULT_RATES): TryEstimate {
  const parsed = valuationInputSchema.safeParse(draft);
  const fields: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.');
      fields[key] ??= issue.message;
    }
  }
  const candidate = parsed.success ? parsed.data : (draft as Partial<ValuationInput> | null);
  const country = candidate?.country;
  const industry = candidate?.industry;
  if (!fields.industry && !fields.country && country && industry && country in MARKET_OF_COUNTRY
    && !multiplesFor(MARKET_OF_COUNTRY[country], industry)) {
    fields.industry = messages.valuationNoMultiples;
  }
  if (!parsed.success || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, estimate: estimateValuation(parsed.data, rates) };
}
