import type { ValuationInput, ValuationMarket } from './inputs.ts';
import type { Adjustment, ValuationFactor } from './result.ts';

// The estimator's stated numbers (decision 0148): the factors each method's value is adjusted by, and the market
// parameters of the discounted cash flow. Every factor is a multiplier, continuous and never lower for a bigger or
// better business, so that more revenue or EBITDA never lowers the estimate.

/** Revenue in US dollars → size factor, interpolated in log space between these points and flat beyond them. */
export const SIZE_POINTS: readonly (readonly [number, number])[] = [
  [250_000, 0.4],
  [1_000_000, 0.5],
  [5_000_000, 0.6],
  [25_000_000, 0.75],
  [100_000_000, 0.9],
  [500_000_000, 1],
];

/** Each market's typical revenue growth (percent a year), what the growth factor compares with. */
export const TYPICAL_GROWTH: Readonly<Record<ValuationMarket, number>> = { gulf: 6, uk: 4, singapore: 5, india: 10 };
/** Each point of growth above (below) the typical adds (takes) this share, within ±GROWTH_CAP. */
export const GROWTH_PER_POINT = 0.01;
export const GROWTH_CAP = 0.25;
/** A business whose revenue all recurs is worth this much more. */
export const RECURRING_PREMIUM = 0.15;
export const OWNER_DEPENDENCE_FACTOR = { low: 1, medium: 0.9, high: 0.75 } as const;
/** Below this many years of trading, a discount that shrinks evenly to none. */
export const TRACK_RECORD_YEARS = 3;
export const TRACK_RECORD_START = 0.85;

/** The factors each method applies: the DCF is built from the business's own growth and its discount rate carries
 *  a small-company premium, so size and growth adjust only the methods that borrow listed companies' prices. */
export const FACTORS_OF_METHOD = {
  revenue_multiple: ['size', 'growth', 'recurring_revenue', 'owner_dependence', 'track_record'],
  ebitda_multiple: ['size', 'growth', 'recurring_revenue', 'owner_dependence', 'track_record'],
  dcf: ['recurring_revenue', 'owner_dependence', 'track_record'],
} as const satisfies Record<string, readonly ValuationFactor[]>;

/** The discounted cash flow's parameters by market, percent. */
export interface DcfParameters {
  /** A listed company's cost of capital in this market. */
  baseRate: number;
  smallCompanyPremium: number;
  terminalGrowth: number;
}

export const DCF_PARAMETERS: Readonly<Record<ValuationMarket, DcfParameters>> = {
  gulf: { baseRate: 9.5, smallCompanyPremium: 6, terminalGrowth: 4 },
  uk: { baseRate: 8.5, smallCompanyPremium: 6, terminalGrowth: 3 },
  singapore: { baseRate: 8, smallCompanyPremium: 6, terminalGrowth: 3 },
  india: { baseRate: 12.5, smallCompanyPremium: 6, terminalGrowth: 5 },
};
export const DCF_YEARS = 5;
/** Share of EBITDA left as free cash flow after tax, capital spending and working capital. */
export const CASH_CONVERSION = 65;
/** The low and high values take the discount rate this many points higher and lower. */
export const DISCOUNT_SPREAD = 2;
/** This year's growth, as the forecast starts from it, is held within these bounds (percent). */
export const DCF_GROWTH_MIN = -30;
export const DCF_GROWTH_MAX = 50;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The size factor of a revenue in US dollars: continuous and non-decreasing. */
export function sizeFactor(revenueUsd: number): number {
  const first = SIZE_POINTS[0]!;
  const last = SIZE_POINTS[SIZE_POINTS.length - 1]!;
  if (!(revenueUsd > first[0])) return first[1];
  if (revenueUsd >= last[0]) return last[1];
  for (let i = 1; i < SIZE_POINTS.length; i += 1) {
    const [x1, y1] = SIZE_POINTS[i]!;
    if (revenueUsd <= x1) {
      const [x0, y0] = SIZE_POINTS[i - 1]!;
      return y0 + ((y1 - y0) * Math.log(revenueUsd / x0)) / Math.log(x1 / x0);
    }
  }
  return last[1];
}

export const growthFactor = (growth: number, market: ValuationMarket): number =>
  1 + clamp((growth - TYPICAL_GROWTH[market]) * GROWTH_PER_POINT, -GROWTH_CAP, GROWTH_CAP);

export const recurringFactor = (share: number): number => 1 + (RECURRING_PREMIUM * clamp(share, 0, 100)) / 100;

export const trackRecordFactor = (years: number): number =>
  years >= TRACK_RECORD_YEARS ? 1 : TRACK_RECORD_START + ((1 - TRACK_RECORD_START) * Math.max(0, years)) / TRACK_RECORD_YEARS;

/** Every factor's multiplier for this business, in VALUATION_FACTORS order. */
export function adjustmentsFor(input: ValuationInput, market: ValuationMarket, revenueUsd: number): Adjustment[] {
  return [
    { factor: 'size', multiplier: sizeFactor(revenueUsd) },
    { factor: 'growth', multiplier: growthFactor(input.revenue_growth, market) },
    { factor: 'recurring_revenue', multiplier: recurringFactor(input.recurring_share) },
    { factor: 'owner_dependence', multiplier: OWNER_DEPENDENCE_FACTOR[input.owner_dependence] },
    { factor: 'track_record', multiplier: trackRecordFactor(input.years_trading) },
  ];
}
