import type { Currency } from '../enums.ts';
import type { BusinessIndustry } from '../enums.ts';
import type { ValuationMarket } from './inputs.ts';

// What the estimator answers (issue 22): three methods with their working, the adjustments applied, a range and the
// assumptions, all as data; the screen and the PDF word them (valuation/texts.ts) in the reader's language.

export const VALUATION_METHODS = ['revenue_multiple', 'ebitda_multiple', 'dcf'] as const;
export type ValuationMethod = (typeof VALUATION_METHODS)[number];

/** The stated factors each method's value is adjusted by. */
export const VALUATION_FACTORS = ['size', 'growth', 'recurring_revenue', 'owner_dependence', 'track_record'] as const;
export type ValuationFactor = (typeof VALUATION_FACTORS)[number];

export interface ValuationRange {
  low: number;
  mid: number;
  high: number;
}

/** One line of a method's working: a named quantity, how to format it, and its value. */
export interface WorkingStep {
  /** A key of ValuationWords.steps. */
  key: string;
  kind: 'money' | 'multiple' | 'percent' | 'factor' | 'years' | 'rate';
  value: number;
  /** For a range-valued line (multiples low–high). */
  high?: number;
}

export interface MethodResult extends ValuationRange {
  method: ValuationMethod;
  /** False when the method cannot value this business (EBITDA at or below 0 for the EBITDA multiple); weight is then 0. */
  applicable: boolean;
  /** Share of the blended range, 0..1; the applicable methods' weights add up to 1. */
  weight: number;
  steps: WorkingStep[];
}

export interface Adjustment {
  factor: ValuationFactor;
  /** Applied to every method's value: 0.8 is a 20% discount, 1.1 a 10% premium. */
  multiplier: number;
}

/** A plain statement of what the estimate assumed: a key of ValuationWords.assumptions and its values. */
export interface Assumption {
  key: string;
  params?: Record<string, string | number>;
}

export interface MultiplesUsed {
  market: ValuationMarket;
  industry: BusinessIndustry;
  revenue: ValuationRange;
  ebitda: ValuationRange;
  source: string;
  as_of: string;
}

export interface ValuationEstimate extends ValuationRange {
  /** The currency every amount here is in (the input's). */
  currency: Currency;
  methods: MethodResult[];
  adjustments: Adjustment[];
  assumptions: Assumption[];
  multiples: MultiplesUsed;
  /** The range in other currencies (USD and the market's local currency when different), at the rates given. */
  conversions: ({ currency: Currency } & ValuationRange)[];
}
