// Pairwise scoring with explanations: the readable reference the fast rankers must agree with,
// and the one that writes the reasons for the few matches a screen shows.
import type { BusinessMatchFields, InvestorMatchFields } from '../profile-model.ts';
import {
  businessFeatures, investorFeatures,
  type BusinessFeatures, type InvestorFeatures, type MatchModel,
} from './features.ts';
import {
  geographyFit, industryFit, PARTS, REASON_MIN_FIT, returnsFit, scoreOf, stageFit, sumPoints, textFit, ticketFit, WEIGHTS,
  type Part,
} from './parts.ts';
import { ENGLISH_REASONS, renderReason, type Reason } from './reason-render.ts';
import { REASON_WRITERS, type Audience } from './reasons.ts';
import { cosine } from './text-affinity.ts';

export interface MatchResult {
  /** Integer 0–100. */
  score: number;
  /** Points earned per part (0 up to its weight), one decimal. */
  parts: Record<Part, number>;
  /** Why the pair fits, strongest first: the `match_reasons` a user reads. */
  reasons: string[];
  /** The same reasons as data, for a screen to word in its reader's language. */
  reasonDetails: Reason[];
  /** Where it does not fit, heaviest part first. */
  gaps: string[];
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
  options: { audience?: Audience } = {},
): MatchResult {
  const input = {
    investor,
    business,
    investorFeatures: investorFeatures(investor, model),
    businessFeatures: businessFeatures(business, model),
    model,
    audience: options.audience ?? 'investor',
  };
  const fits = fitsOf(input.investorFeatures, input.businessFeatures);
  const parts = Object.fromEntries(PARTS.map((part) => [part, Math.round(WEIGHTS[part] * fits[part] * 10) / 10])) as Record<Part, number>;
  const explained = PARTS.map((part) => ({ part, reason: REASON_WRITERS[part](input, fits[part]) })).filter(
    (entry): entry is { part: Part; reason: Reason } => entry.reason !== null,
  );
  const strongest = (a: { part: Part }, b: { part: Part }) => WEIGHTS[b.part] * fits[b.part] - WEIGHTS[a.part] * fits[a.part];
  const reasonDetails = explained.filter(({ part }) => fits[part] >= REASON_MIN_FIT).sort(strongest).map(({ reason }) => reason);
  return {
    score: scoreOf(totalOfFits(fits)),
    parts,
    reasons: reasonDetails.map((reason) => renderReason(reason, ENGLISH_REASONS)),
    reasonDetails,
    gaps: explained
      .filter(({ part }) => fits[part] < REASON_MIN_FIT)
      .sort((a, b) => WEIGHTS[b.part] - WEIGHTS[a.part])
      .map(({ reason }) => renderReason(reason, ENGLISH_REASONS)),
  };
}
