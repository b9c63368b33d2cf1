// The baseline the engine is measured against: the scoring rules written the obvious way, one
// plain object per pair, every field read from the profile and every text tokenised per pair.
import type { MatchModel } from '#shared/matching/features.ts';
import {
  BRANCH_FIT, GROWTH_SHARE_OF_RETURNS, MISSING_DATA_FIT, STAGE_FIT, TEXT_SIMILARITY_FOR_FULL_FIT, TICKET_DECADES_TO_ZERO, WEIGHTS,
} from '#shared/matching/parts.ts';
import { toUsd } from '#shared/money/convert.ts';
import { tokenize } from '#shared/matching/text-affinity.ts';
import type { BusinessStage } from '#shared/enums.ts';
import type { BusinessMatchFields, InvestorMatchFields } from '#shared/profiles/profile-model.ts';

interface Pair {
  investor: InvestorMatchFields;
  business: BusinessMatchFields;
  id: string;
  total: number;
}

function tfidf(text: string, model: MatchModel): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokenize(text)) counts.set(token, (counts.get(token) ?? 0) + 1);
  const vector = new Map<string, number>();
  for (const [term, count] of counts) {
    const id = model.text.vocabulary.get(term);
    vector.set(term, (1 + Math.log(count)) * (id === undefined ? model.text.unknownIdf : (model.text.idf[id] as number)));
  }
  return vector;
}

function textSimilarity(a: Map<string, number>, b: Map<string, number>, model: MatchModel): number {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (const [term, weight] of a) {
    aa += weight * weight;
    const other = b.get(term);
    if (other !== undefined && model.text.vocabulary.has(term)) dot += weight * other;
  }
  for (const weight of b.values()) bb += weight * weight;
  return dot / Math.sqrt(aa * bb);
}

function towards(percent: number, minimum: number): number {
  if (percent >= minimum) return 1;
  return percent <= 0 ? 0 : percent / minimum;
}

/** The unrounded 0–100 total of one pair. */
export function naiveTotal(investor: InvestorMatchFields, business: BusinessMatchFields, model: MatchModel): number {
  let industry = MISSING_DATA_FIT;
  const preferred: readonly string[] = investor.preferredIndustries ?? [];
  const businessIndustry = business.industry;
  if (preferred.length > 0 && businessIndustry) industry = preferred.includes(businessIndustry) ? 1 : 0;

  let ticket = MISSING_DATA_FIT;
  const min = toUsd(investor.minAmount, investor.currency, model.rates);
  const max = toUsd(investor.maxAmount, investor.currency, model.rates);
  const amount = toUsd(business.amountRequired, business.currency, model.rates);
  if (!Number.isNaN(amount) && !(Number.isNaN(min) && Number.isNaN(max))) {
    if (!Number.isNaN(min) && amount < min) ticket = Math.max(0, 1 - Math.log10(min / amount) / TICKET_DECADES_TO_ZERO);
    else if (!Number.isNaN(max) && amount > max) ticket = Math.max(0, 1 - Math.log10(amount / max) / TICKET_DECADES_TO_ZERO);
    else ticket = 1;
  }

  let geography = MISSING_DATA_FIT;
  const targets: readonly string[] = investor.geographicalPreference ?? [];
  const headquarters = business.headquarters;
  const branches = business.branches ?? [];
  if (targets.length > 0 && (headquarters || branches.length > 0)) {
    if (headquarters && targets.includes(headquarters)) geography = 1;
    else geography = branches.some((branch) => targets.includes(branch)) ? BRANCH_FIT : 0;
  }

  let stage = MISSING_DATA_FIT;
  const stages: readonly string[] = investor.investmentStage ?? [];
  const businessStage = business.businessStage as BusinessStage | null | undefined;
  if (stages.length > 0 && businessStage) stage = STAGE_FIT[businessStage].some((s) => stages.includes(s)) ? 1 : 0;

  let returns = MISSING_DATA_FIT;
  const minRoi = investor.minRoi;
  const growth = business.growthRate;
  const margin = business.profitMargin;
  if (minRoi != null && (growth != null || margin != null)) {
    if (growth != null && margin != null) returns = GROWTH_SHARE_OF_RETURNS * towards(growth, minRoi) + (1 - GROWTH_SHARE_OF_RETURNS) * towards(margin, minRoi);
    else returns = towards((growth ?? margin) as number, minRoi);
  }

  let text = MISSING_DATA_FIT;
  const investorText = tfidf(`${investor.about ?? ''} ${investor.portfolioHighlights ?? ''}`, model);
  const businessText = tfidf(`${(business.businessActivities ?? []).join(' ')} ${business.purpose?.replaceAll('_', ' ') ?? ''}`, model);
  if (investorText.size > 0 && businessText.size > 0) {
    text = Math.min(1, textSimilarity(investorText, businessText, model) / TEXT_SIMILARITY_FOR_FULL_FIT);
  }

  return (
    WEIGHTS.industry * industry + WEIGHTS.ticket * ticket + WEIGHTS.geography * geography +
    WEIGHTS.stage * stage + WEIGHTS.returns * returns + WEIGHTS.text * text
  );
}

function topOf(pairs: Pair[], limit: number) {
  pairs.sort((a, b) => b.total - a.total);
  return pairs.slice(0, limit).map((pair) => ({ id: pair.id, score: Math.round(pair.total) }));
}

export function naiveRankBusinesses(
  businesses: readonly (BusinessMatchFields & { id: string })[], investor: InvestorMatchFields, model: MatchModel, limit = 50,
) {
  const pairs: Pair[] = businesses.map((business) => ({ investor, business, id: business.id, total: 0 }));
  for (const pair of pairs) pair.total = naiveTotal(pair.investor, pair.business, model);
  return topOf(pairs, limit);
}

export function naiveRankInvestors(
  investors: readonly (InvestorMatchFields & { id: string })[], business: BusinessMatchFields, model: MatchModel, limit = 50,
) {
  const pairs: Pair[] = investors.map((investor) => ({ investor, business, id: investor.id, total: 0 }));
  for (const pair of pairs) pair.total = naiveTotal(pair.investor, pair.business, model);
  return topOf(pairs, limit);
}
