// From the profile model's flat fields to the numbers the parts compare. Both the pairwise scorer and
// the index builders go through these functions, so they see the same values. Old rows and careless
// callers may still hold nulls, unknown words or NaN in those fields: every part reads them as missing.
import type { BusinessMatchFields, InvestorMatchFields } from '../profiles/profile-model.ts';
import { bitsOf, industryBits, regionBits, stageBits, stageCode } from './parts.ts';
import { INVESTOR_MUST_HAVES, INVOLVEMENT_TYPES, OWNER_MUST_HAVES } from '../enums.ts';
import { toUsd } from '../money/convert.ts';
import { DEFAULT_RATES, type RatesToUsd } from '../money/rates.ts';
import { textModelOf, vectorize, type TermVector, type TextModel } from './text-affinity.ts';

/** Everything a score depends on besides the two profiles: currency rates and text statistics. */
export interface MatchModel {
  readonly rates: RatesToUsd;
  readonly text: TextModel;
}

/** The text an investor's affinity is read from. */
export const investorDocument = (investor: Pick<InvestorMatchFields, 'about' | 'portfolioHighlights'>) =>
  [investor.about, investor.portfolioHighlights].filter(Boolean).join('\n');

/** What of an investor's text a business owner sees before the introduction: the About (portfolio highlights stay hidden). */
export const visibleInvestorDocument = (investor: Pick<InvestorMatchFields, 'about'>) => investor.about ?? '';

/** What of a business's text an investor sees before the introduction: its funding purpose (activities stay hidden). */
export const visibleBusinessDocument = (business: Pick<BusinessMatchFields, 'purpose'>) => business.purpose?.replaceAll('_', ' ') ?? '';

/** The text a business's affinity is read from; the purpose enum reads as words ("working capital"). */
export const businessDocument = (business: Pick<BusinessMatchFields, 'businessActivities' | 'purpose'>) =>
  [...(business.businessActivities ?? []), business.purpose?.replaceAll('_', ' ')]
    .filter(Boolean)
    .join('\n');

/**
 * A model whose text statistics come from the given profiles. Build it from all active profiles of
 * both sides; a word outside it still lengthens a vector but matches nothing.
 */
export function createMatchModel(options: {
  rates?: RatesToUsd;
  investors?: Iterable<InvestorMatchFields>;
  businesses?: Iterable<BusinessMatchFields>;
}): MatchModel {
  const documents: string[] = [];
  for (const investor of options.investors ?? []) documents.push(investorDocument(investor));
  for (const business of options.businesses ?? []) documents.push(businessDocument(business));
  return { rates: options.rates ?? DEFAULT_RATES, text: textModelOf(documents) };
}

/** How a profile's text becomes its vector: `vectorize` under the model's text statistics, or a memo of it (TextMemo). */
export type Vectorizer = (text: string) => TermVector | null;

const number = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN);
const log10OrNaN = (amountUsd: number) => (amountUsd >= 0 ? Math.log10(amountUsd) : Number.NaN);

export interface InvestorFeatures {
  industries: number;
  regions: number;
  stages: number;
  /** log10 of dollars; -Infinity / +Infinity when the bound is missing. */
  logMin: number;
  logMax: number;
  minRoi: number;
  text: TermVector | null;
  /** Bits of INVESTOR_MUST_HAVES. */
  mustHave: number;
  /** One bit of INVOLVEMENT_TYPES, 0 when missing. */
  involvement: number;
}

export interface BusinessFeatures {
  /** One bit of INVESTOR_INDUSTRIES, 0 when missing. */
  industry: number;
  headquarters: number;
  branches: number;
  stage: number;
  /** log10 of dollars, NaN when missing. */
  logAmount: number;
  growth: number;
  margin: number;
  text: TermVector | null;
  /** Bits of OWNER_MUST_HAVES. */
  mustHave: number;
  /** Bits of INVOLVEMENT_TYPES the owner wants, 0 for any. */
  involvement: number;
}

export function investorFeatures(investor: InvestorMatchFields, model: MatchModel, vectorOf?: Vectorizer): InvestorFeatures {
  const min = log10OrNaN(toUsd(investor.minAmount, investor.currency, model.rates));
  const max = log10OrNaN(toUsd(investor.maxAmount, investor.currency, model.rates));
  return {
    industries: industryBits(investor.preferredIndustries),
    regions: regionBits(investor.geographicalPreference),
    stages: stageBits(investor.investmentStage),
    logMin: Number.isNaN(min) ? -Infinity : min,
    logMax: Number.isNaN(max) ? Infinity : max,
    minRoi: number(investor.minRoi),
    text: vectorOf ? vectorOf(investorDocument(investor)) : vectorize(investorDocument(investor), model.text),
    mustHave: bitsOf(investor.mustHave, INVESTOR_MUST_HAVES),
    involvement: bitsOf(investor.involvementType ? [investor.involvementType] : [], INVOLVEMENT_TYPES),
  };
}

export function businessFeatures(business: BusinessMatchFields, model: MatchModel, vectorOf?: Vectorizer): BusinessFeatures {
  const { industry, headquarters } = business;
  return {
    industry: industryBits(industry ? [industry] : []),
    headquarters: regionBits(headquarters ? [headquarters] : []),
    branches: regionBits(business.branches),
    stage: stageCode(business.businessStage),
    logAmount: log10OrNaN(toUsd(business.amountRequired, business.currency, model.rates)),
    growth: number(business.growthRate),
    margin: number(business.profitMargin),
    text: vectorOf ? vectorOf(businessDocument(business)) : vectorize(businessDocument(business), model.text),
    mustHave: bitsOf(business.mustHave, OWNER_MUST_HAVES),
    involvement: bitsOf(business.preferredInvolvement, INVOLVEMENT_TYPES),
  };
}

