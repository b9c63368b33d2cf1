// The six parts of a match score. Each part gives a fit between 0 and 1 from plain numbers and
// bitmasks, so the pairwise scorer and the columnar rankers call the very same functions.
import {
  BUSINESS_STAGES, INVESTMENT_STAGES, INVESTOR_INDUSTRIES, REGIONS,
  type BusinessStage, type InvestmentStage,
} from '../enums.ts';

export const PARTS = ['industry', 'ticket', 'geography', 'stage', 'returns', 'text'] as const;
export type Part = (typeof PARTS)[number];

/** Points each part is worth; they add up to 100. */
export const WEIGHTS: Readonly<Record<Part, number>> = {
  industry: 30,
  ticket: 25,
  geography: 15,
  stage: 10,
  returns: 10,
  text: 10,
};

/** Fit given when either side left the field empty: below an even match, above a clear mismatch. */
export const MISSING_DATA_FIT = 0.4;
/** A branch in a target region counts for less than headquarters there. */
export const BRANCH_FIT = 0.7;
/** How many factors of ten outside the investor's range bring the ticket fit from 1 down to 0. */
export const TICKET_DECADES_TO_ZERO = 1;
/** Growth matters more than margin when comparing a business with the investor's minimum return. */
export const GROWTH_SHARE_OF_RETURNS = 0.6;
/** Cosine similarity at which text affinity earns full marks (TF-IDF cosines of short profiles run low). */
export const TEXT_SIMILARITY_FOR_FULL_FIT = 0.3;
/** A part reads as a reason at this fit or more, and as a gap below it. */
export const REASON_MIN_FIT = 0.5;

/** Which investment stages suit a business at each stage of its life. */
export const STAGE_FIT: Readonly<Record<BusinessStage, readonly InvestmentStage[]>> = {
  startup: ['seed', 'series_a'],
  growth: ['series_a', 'series_b', 'growth'],
  established: ['growth', 'expansion', 'acquisition'],
  mature: ['expansion', 'acquisition'],
};

/** Bit i stands for values[i]; unknown values are ignored. */
export function bitsOf(values: readonly string[] | null | undefined, of: readonly string[]): number {
  let mask = 0;
  for (const value of values ?? []) {
    const i = of.indexOf(value);
    if (i >= 0) mask |= 1 << i;
  }
  return mask;
}
export const industryBits = (values: readonly string[] | null | undefined) => bitsOf(values, INVESTOR_INDUSTRIES);
export const regionBits = (values: readonly string[] | null | undefined) => bitsOf(values, REGIONS);
export const stageBits = (values: readonly string[] | null | undefined) => bitsOf(values, INVESTMENT_STAGES);
/** Position + 1 of the lowest set bit, 0 for none: a one-bit mask as a small table index. */
export const codeOfBit = (bit: number) => (bit === 0 ? 0 : 32 - Math.clz32(bit & -bit));
/** Business stage as 1..4 (0 when missing), the index into STAGE_FIT_BITS. */
export const stageCode = (stage: string | null | undefined) => BUSINESS_STAGES.indexOf(stage as BusinessStage) + 1;
/** STAGE_FIT as bitmasks of investment stages, indexed by stageCode. */
export const STAGE_FIT_BITS: readonly number[] = [0, ...BUSINESS_STAGES.map((stage) => stageBits(STAGE_FIT[stage]))];

/** Business industry (one bit) within the investor's preferred industries. */
export function industryFit(preferred: number, industry: number): number {
  if (preferred === 0 || industry === 0) return MISSING_DATA_FIT;
  return (preferred & industry) !== 0 ? 1 : 0;
}

/**
 * Funding required against the investor's range, all as log10 of dollars (missing bounds are
 * -Infinity and +Infinity; a missing amount is NaN). Full fit inside, falling linearly with the
 * number of decades outside.
 */
export function ticketFit(logMin: number, logMax: number, logAmount: number): number {
  if (Number.isNaN(logAmount) || (logMin === -Infinity && logMax === Infinity)) return MISSING_DATA_FIT;
  const decades = logAmount < logMin ? logMin - logAmount : logAmount > logMax ? logAmount - logMax : 0;
  return Math.max(0, 1 - decades / TICKET_DECADES_TO_ZERO);
}

/** Headquarters (one bit) and branches (bitmask) against the investor's target regions. */
export function geographyFit(preferred: number, headquarters: number, branches: number): number {
  if (preferred === 0 || (headquarters | branches) === 0) return MISSING_DATA_FIT;
  if ((preferred & headquarters) !== 0) return 1;
  return (preferred & branches) !== 0 ? BRANCH_FIT : 0;
}

/** The investor's stages against those that suit the business's stage (stageCode). */
export function stageFit(stages: number, businessStage: number): number {
  if (stages === 0 || businessStage === 0) return MISSING_DATA_FIT;
  return (stages & (STAGE_FIT_BITS[businessStage] as number)) !== 0 ? 1 : 0;
}

/** How far a yearly percentage goes towards the minimum return: 1 at or above it, 0 at or below zero. */
export function towardsReturn(percent: number, minRoi: number): number {
  if (percent >= minRoi) return 1;
  return percent <= 0 ? 0 : percent / minRoi;
}

/** Growth and margin (percent, NaN when missing) against the investor's minimum ROI (NaN when missing). */
export function returnsFit(minRoi: number, growth: number, margin: number): number {
  const hasGrowth = !Number.isNaN(growth);
  const hasMargin = !Number.isNaN(margin);
  if (Number.isNaN(minRoi) || (!hasGrowth && !hasMargin)) return MISSING_DATA_FIT;
  if (!hasMargin) return towardsReturn(growth, minRoi);
  if (!hasGrowth) return towardsReturn(margin, minRoi);
  return GROWTH_SHARE_OF_RETURNS * towardsReturn(growth, minRoi) + (1 - GROWTH_SHARE_OF_RETURNS) * towardsReturn(margin, minRoi);
}

/** Cosine similarity of the two texts; `bothHaveText` false when either side wrote nothing usable. */
export function textFit(bothHaveText: boolean, similarity: number): number {
  if (!bothHaveText) return MISSING_DATA_FIT;
  return Math.min(1, similarity / TEXT_SIMILARITY_FOR_FULL_FIT);
}

/** Most points the ticket, returns and text parts can add: rankers skip rows that cannot reach the top. */
export const POINTS_AFTER_STAGE = WEIGHTS.ticket + WEIGHTS.returns + WEIGHTS.text;

/**
 * Points (weight × fit) added in one fixed order, so the pairwise scorer and the rankers get the
 * same double. Rankers order by this total and show `scoreOf` it.
 */
export function sumPoints(industry: number, ticket: number, geography: number, stage: number, returns: number, text: number): number {
  return industry + ticket + geography + stage + returns + text;
}

/** The integer score 0–100 a user sees. */
export const scoreOf = (total: number) => Math.min(100, Math.max(0, Math.round(total)));
