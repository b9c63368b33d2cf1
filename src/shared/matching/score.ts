// Pairwise scoring with explanations: the readable reference the fast rankers must agree with,
// and the one that writes the reasons for the few matches a screen shows.
import type { BusinessMatchFields, InvestorMatchFields } from '../profiles/profile-model.ts';
import {
  businessFeatures, investorFeatures,
  type BusinessFeatures, type InvestorFeatures, type MatchModel,
} from './features.ts';
import {
  geographyFit, industryFit, PARTS, REASON_MIN_FIT, returnsFit, scoreOf, stageFit, sumPoints, textFit, ticketFit, WEIGHTS,
  type Part,
} from './parts.ts';
import { ENGLISH_REASONS, renderReason, type Reason } from './reason-render.ts';
import { REASON_WRITERS, type Audience, type ReasonInput } from './reasons.ts';
import { cosine, type TextMemo } from './text-affinity.ts';
import { missesOf } from './constraints.ts';
import type { MustHave } from '../enums.ts';

export interface MatchResult {
  /** Integer 0–100. */
  score: number;
  /** Points earned per part (0 up to its weight), one decimal. */
  parts: Record<Part, number>;
  /** Whole points per part that add up to `score` exactly ("How is this scored?"). */
  points: Record<Part, number>;
  /** Why the pair fits, strongest first: only what fits (the `match_reasons` a user reads). */
  reasons: string[];
  /** The same reasons as data, for a screen to word in its reader's language. */
  reasonDetails: Reason[];
  /** What does not fit ("Watch out"), heaviest part first, as data. */
  watchOut: Reason[];
  /** The same in English. */
  gaps: string[];
  /** The must-haves of either side the pair breaks: non-empty is a near miss, never ranked. */
  misses: MustHave[];
}

/** Codes that state a misfit: they are never a reason, only a "Watch out". */
export const MISFIT_CODES: ReadonlySet<Reason['code']> = new Set([
  'industryOutside', 'industryNotListed', 'seeksBelow', 'seeksAbove', 'investsMoreThan', 'investsLessThan',
  'basedOutside', 'operatesOutside', 'targetsElsewhere', 'stageOutside', 'stageNotSuits',
]);

/** The investor's minimum return met by the growth or by the margin: either one is a fit, never a "Watch out". */
const returnMet = (reason: Reason): boolean =>
  'minimum' in reason && [reason.growth, reason.margin].some((value) => value !== null && value >= reason.minimum);

/** Whether a part's reason says the pair fits there: a fitting code and, for returns, the minimum met. */
export function fitsAt(part: Part, reason: Reason, fit: number): boolean {
  if (MISFIT_CODES.has(reason.code)) return false;
  return part === 'returns' ? fit >= 1 || returnMet(reason) : fit >= REASON_MIN_FIT;
}

/**
 * Whole points per part adding up to the rounded total (largest remainders): what the card's
 * "How is this scored?" shows, so that its lines sum to the score.
 */
export function wholePoints(fits: Record<Part, number>): Record<Part, number> {
  const exact = PARTS.map((part) => WEIGHTS[part] * fits[part]);
  const floors = exact.map(Math.floor);
  let left = scoreOf(totalOfFits(fits)) - floors.reduce((a, b) => a + b, 0);
  const order = PARTS.map((_, i) => i).sort((a, b) => (exact[b] as number) - (floors[b] as number) - ((exact[a] as number) - (floors[a] as number)) || a - b);
  for (const i of order) {
    if (left <= 0) break;
    if ((floors[i] as number) < WEIGHTS[PARTS[i] as Part]) {
      floors[i] = (floors[i] as number) + 1;
      left--;
    }
  }
  return Object.fromEntries(PARTS.map((part, i) => [part, floors[i]])) as Record<Part, number>;
}

/** Fit 0–1 of each part for two feature sets. */
export function fitsOf(investor: InvestorFeatures, business: BusinessFeatures): Record<Part, number> {
  const similarity = investor.text && business.text ? cosine(investor.text, business.text) : 0;
  return {
    industry: industryFit(investor.industries, business.industry),
    ticket: ticketFit(investor.logMin, investor.logMax, business.logAmount),
    geography: geographyFit(investor.regions, business.headquarters, business.branches),
    stage: stageFit(investor.stages, business.stage),
    returns: returnsFit(investor.minRoi, business.growth, business.margin),
    text: textFit(investor.text !== null && business.text !== null, similarity),
  };
}

/** The unrounded weighted total (what rankers order by). */
export function totalOfFits(fits: Record<Part, number>): number {
  return sumPoints(
    WEIGHTS.industry * fits.industry, WEIGHTS.ticket * fits.ticket, WEIGHTS.geography * fits.geography,
    WEIGHTS.stage * fits.stage, WEIGHTS.returns * fits.returns, WEIGHTS.text * fits.text,
  );
}

/**
 * Scores an investor–business pair 0–100 and explains it. `model` carries the currency rates and
 * the text statistics; use the same model as the index the pair was ranked with.
 */
export function scorePair(
  investor: InvestorMatchFields,
  business: BusinessMatchFields,
  model: MatchModel,
  options: {
    audience?: Audience;
    /** The pair is introduced (or the reader an admin): a reason may quote text the counterpart keeps hidden. */
    revealHidden?: boolean;
    /**
     * A memo of the texts' vectors and words under this `model` (one per snapshot): a page of cards then
     * tokenises each text once rather than once per card. The result is the same with or without it.
     */
    memo?: TextMemo;
  } = {},
): MatchResult {
  const { memo } = options;
  if (memo && memo.model !== model.text) throw new Error('scorePair: the memo belongs to another model');
  const vectorOf = memo ? (text: string) => memo.vector(text) : undefined;
  const input: ReasonInput = {
    investor,
    business,
    investorFeatures: investorFeatures(investor, model, vectorOf),
    businessFeatures: businessFeatures(business, model, vectorOf),
    model,
    audience: options.audience ?? 'investor',
    revealHidden: options.revealHidden ?? false,
    wordsOf: memo ? (text: string) => memo.words(text) : undefined,
  };
  const fits = fitsOf(input.investorFeatures, input.businessFeatures);
  const parts = Object.fromEntries(PARTS.map((part) => [part, Math.round(WEIGHTS[part] * fits[part] * 10) / 10])) as Record<Part, number>;
  const explained = PARTS.map((part) => ({ part, reason: REASON_WRITERS[part](input, fits[part]) })).filter(
    (entry): entry is { part: Part; reason: Reason } => entry.reason !== null,
  );
  const strongest = (a: { part: Part }, b: { part: Part }) => WEIGHTS[b.part] * fits[b.part] - WEIGHTS[a.part] * fits[a.part];
  const reasonDetails = explained.filter(({ part, reason }) => fitsAt(part, reason, fits[part])).sort(strongest).map(({ reason }) => reason);
  const watchOut = explained
    .filter(({ part, reason }) => !fitsAt(part, reason, fits[part]))
    .sort((a, b) => WEIGHTS[b.part] - WEIGHTS[a.part])
    .map(({ reason }) => reason);
  return {
    score: scoreOf(totalOfFits(fits)),
    parts,
    points: wholePoints(fits),
    reasons: reasonDetails.map((reason) => renderReason(reason, ENGLISH_REASONS)),
    reasonDetails,
    watchOut,
    gaps: watchOut.map((reason) => renderReason(reason, ENGLISH_REASONS)),
    misses: missesOf(input.investorFeatures, input.businessFeatures),
  };
}
