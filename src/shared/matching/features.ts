// From profile payloads (the API's snake_case shapes) to the numbers the parts compare. Both the
// pairwise scorer and the index builders go through these functions, so they see the same values.
import { industryBits, regionBits, stageBits, stageCode } from './parts.ts';
import { toUsd } from '../money/convert.ts';
import { DEFAULT_RATES, type RatesToUsd } from '../money/rates.ts';
import { textModelOf, vectorize, type TermVector, type TextModel } from './text-affinity.ts';

type Maybe<T> = T | null | undefined;

/** The investor profile fields matching reads; an investor profile DTO or form value fits. */
export interface InvestorMatchInput {
  investment_capacity?: Maybe<{ min_amount?: Maybe<number>; max_amount?: Maybe<number>; currency?: Maybe<string> }>;
  preferred_industries?: Maybe<readonly string[]>;
  return_expectations?: Maybe<{ min_roi?: Maybe<number> }>;
  geographical_preference?: Maybe<readonly string[]>;
  investment_stage?: Maybe<readonly string[]>;
  about?: Maybe<string>;
  portfolio_highlights?: Maybe<string>;
}

/** The business profile fields matching reads; a business profile DTO or form value fits. */
export interface BusinessMatchInput {
  basic_info?: Maybe<{ industry?: Maybe<string>; business_stage?: Maybe<string> }>;
  business_activities?: Maybe<readonly string[]>;
  geographical_presence?: Maybe<{ headquarters?: Maybe<string>; branches?: Maybe<readonly string[]> }>;
  funding_requirements?: Maybe<{ amount_required?: Maybe<number>; currency?: Maybe<string>; purpose?: Maybe<string> }>;
  financial_highlights?: Maybe<{ profit_margin?: Maybe<number>; growth_rate?: Maybe<number> }>;
}

/** Everything a score depends on besides the two profiles: currency rates and text statistics. */
export interface MatchModel {
  readonly rates: RatesToUsd;
  readonly text: TextModel;
}

/** The text an investor's affinity is read from. */
export const investorDocument = (investor: InvestorMatchInput) =>
  [investor.about, investor.portfolio_highlights].filter(Boolean).join('\n');

/** The text a business's affinity is read from; the purpose enum reads as words ("working capital"). */
export const businessDocument = (business: BusinessMatchInput) =>
  [...(business.business_activities ?? []), business.funding_requirements?.purpose?.replaceAll('_', ' ')]
    .filter(Boolean)
    .join('\n');

/**
 * A model whose text statistics come from the given profiles. Build it from all active profiles of
 * both sides; a word outside it still lengthens a vector but matches nothing.
 */
export function createMatchModel(options: {
  rates?: RatesToUsd;
  investors?: Iterable<InvestorMatchInput>;
  businesses?: Iterable<BusinessMatchInput>;
}): MatchModel {
  const documents: string[] = [];
  for (const investor of options.investors ?? []) documents.push(investorDocument(investor));
  for (const business of options.businesses ?? []) documents.push(businessDocument(business));
  return { rates: options.rates ?? DEFAULT_RATES, text: textModelOf(documents) };
}

const number = (value: Maybe<number>) => (typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN);
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
}

export function investorFeatures(investor: InvestorMatchInput, model: MatchModel): InvestorFeatures {
  const capacity = investor.investment_capacity;
  const min = log10OrNaN(toUsd(capacity?.min_amount, capacity?.currency, model.rates));
  const max = log10OrNaN(toUsd(capacity?.max_amount, capacity?.currency, model.rates));
  return {
    industries: industryBits(investor.preferred_industries),
    regions: regionBits(investor.geographical_preference),
    stages: stageBits(investor.investment_stage),
    logMin: Number.isNaN(min) ? -Infinity : min,
    logMax: Number.isNaN(max) ? Infinity : max,
    minRoi: number(investor.return_expectations?.min_roi),
    text: vectorize(investorDocument(investor), model.text),
  };
}

export function businessFeatures(business: BusinessMatchInput, model: MatchModel): BusinessFeatures {
  const funding = business.funding_requirements;
  const headquarters = business.geographical_presence?.headquarters;
  return {
    industry: industryBits(business.basic_info?.industry ? [business.basic_info.industry] : []),
    headquarters: regionBits(headquarters ? [headquarters] : []),
    branches: regionBits(business.geographical_presence?.branches),
    stage: stageCode(business.basic_info?.business_stage),
    logAmount: log10OrNaN(toUsd(funding?.amount_required, funding?.currency, model.rates)),
    growth: number(business.financial_highlights?.growth_rate),
    margin: number(business.financial_highlights?.profit_margin),
    text: vectorize(businessDocument(business), model.text),
  };
}

