// How a match reason is worded: the structured reason the writers in reasons.ts produce, and
// `renderReason`, which words it through a formatter: the English one here (what the API's `reasons`
// and `match_reasons` hold), or the web's for the reader's language. Kept apart from the writers so
// that a screen loads the wording without the engine.
import type { BusinessStage, InvestmentStage, InvestorIndustry, Region } from '../enums.ts';
import { formatAmount, formatRange } from '../money/format.ts';
import { ADMIN_REASON_TEXTS, REASON_TEXTS, type ReasonTextKey } from './reason-texts.ts';

export const INDUSTRY_LABELS: Readonly<Record<InvestorIndustry, string>> = {
  technology: 'Technology', manufacturing: 'Manufacturing', retail: 'Retail', healthcare: 'Healthcare',
  real_estate: 'Real estate', finance: 'Finance', education: 'Education', hospitality: 'Hospitality',
  logistics: 'Logistics', energy: 'Energy', food_beverage: 'Food and beverage', other: 'Other',
};
export const INVESTMENT_STAGE_LABELS: Readonly<Record<InvestmentStage, string>> = {
  seed: 'Seed', series_a: 'Series A', series_b: 'Series B', growth: 'Growth', expansion: 'Expansion', acquisition: 'Acquisition',
};

export interface Money {
  amount: number;
  currency: string;
}
/** An investor's ticket: either bound may be open. */
export interface Bounds {
  min: number | null;
  max: number | null;
  currency: string;
}

/** One reason, as data: the screen words it in its reader's language. */
export type Reason =
  | { code: 'industryPreferred' | 'industryOutside' | 'industryInvests' | 'industryNotListed'; industry: InvestorIndustry }
  /** The investor reads the business's amount (and it in their currency) against their bounds. */
  | { code: 'seeksInside' | 'seeksBelow' | 'seeksAbove'; amount: Money; converted: Money | null; bounds: Bounds }
  /** The owner reads the investor's bounds (and them in the owner's currency) against the amount sought. */
  | { code: 'investsCovering' | 'investsMoreThan' | 'investsLessThan'; amount: Money; bounds: Bounds; converted: Bounds | null }
  | { code: 'headquarteredIn' | 'targetsHeadquarters' | 'basedOutside'; region: Region }
  | { code: 'branchIn' | 'branchesIn' | 'targetsBranch' | 'targetsBranches' | 'operatesOutside'; regions: Region[] }
  /** The first regions by name, and how many more. */
  | { code: 'targetsElsewhere'; regions: Region[]; more: number }
  | { code: 'stageMatches' | 'stageOutside' | 'stageSuits' | 'stageNotSuits'; stage: BusinessStage; stages: InvestmentStage[] }
  | {
      code: 'returnsGrowthMargin' | 'returnsGrowth' | 'returnsMargin' | 'seeksReturnGrowthMargin' | 'seeksReturnGrowth' | 'seeksReturnMargin';
      minimum: number;
      growth: number | null;
      margin: number | null;
    }
  | { code: 'textInvestor' | 'textOwner'; terms: string[] };
export type ReasonCode = Reason['code'];
export const REASON_CODES = [
  'industryPreferred', 'industryOutside', 'industryInvests', 'industryNotListed', 'seeksInside', 'seeksBelow', 'seeksAbove',
  'investsCovering', 'investsMoreThan', 'investsLessThan', 'headquarteredIn', 'targetsHeadquarters', 'basedOutside', 'branchIn',
  'branchesIn', 'targetsBranch', 'targetsBranches', 'operatesOutside', 'targetsElsewhere', 'stageMatches', 'stageOutside',
  'stageSuits', 'stageNotSuits', 'returnsGrowthMargin', 'returnsGrowth', 'returnsMargin', 'seeksReturnGrowthMargin',
  'seeksReturnGrowth', 'seeksReturnMargin', 'textInvestor', 'textOwner',
] as const satisfies readonly ReasonCode[];

/** How a language writes the parts of a reason. */
export interface ReasonFormatter {
  /** The text of `key` (a key of REASON_TEXTS) with the values put in. */
  text(key: ReasonTextKey, values?: Record<string, string | number>): string;
  money(amount: number, currency: string): string;
  range(min: number, max: number, currency: string): string;
  percent(value: number): string;
  /** "A, B and C" */
  list(items: readonly string[]): string;
  /** Words quoted from the profiles, "a, b, c". */
  terms(items: readonly string[]): string;
  industry(value: InvestorIndustry): string;
  region(value: Region): string;
  investmentStage(value: InvestmentStage): string;
  /** The first letter as a sentence starts (a no-op where a script has no case). */
  capitalise(text: string): string;
}

/** "A", "A and B", "A, B and C". */
export function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
export const formatPercent = (value: number) => `${Number(value.toFixed(1))}%`;

const interpolate = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const englishText = (texts: typeof REASON_TEXTS | typeof ADMIN_REASON_TEXTS) => (key: ReasonTextKey, values: Record<string, string | number> = {}) => {
  const [group, name] = key.split('.') as [keyof typeof REASON_TEXTS, string | undefined];
  const entry = texts[group];
  return interpolate(typeof entry === 'string' ? entry : entry[name as keyof typeof entry], values);
};

/** The English wording: the spec's amount format, sentence-case industry labels. */
export const ENGLISH_REASONS: ReasonFormatter = {
  text: englishText(REASON_TEXTS),
  money: (amount, currency) => formatAmount(amount, currency) ?? '',
  range: (min, max, currency) => formatRange(min, max, currency) ?? '',
  percent: formatPercent,
  list: listOf,
  terms: (items) => items.join(', '),
  industry: (value) => INDUSTRY_LABELS[value],
  region: (value) => value,
  investmentStage: (value) => INVESTMENT_STAGE_LABELS[value],
  capitalise: (text) => text.charAt(0).toUpperCase() + text.slice(1),
};

/** The English wording in the third person, for admins ("The investor's preferred industries include Logistics"). */
export const ADMIN_ENGLISH_REASONS: ReasonFormatter = { ...ENGLISH_REASONS, text: englishText(ADMIN_REASON_TEXTS) };

/** An investor's bounds in their own words: "USD 1.0M – 5.0M", "from USD 1.0M", "up to USD 5.0M". */
function boundsText({ min, max, currency }: Bounds, f: ReasonFormatter, open: { min: ReasonTextKey; max: ReasonTextKey }, closed?: ReasonTextKey): string {
  if (min !== null && max !== null) {
    const range = f.range(min, max, currency);
    return closed ? f.text(closed, { range }) : range;
  }
  return min !== null ? f.text(open.min, { amount: f.money(min, currency) }) : f.text(open.max, { amount: f.money(max ?? 0, currency) });
}

const withConversion = (own: string, converted: string | null, f: ReasonFormatter) => (converted === null ? own : f.text('converted', { own, converted }));

/** A reason as a sentence of the formatter's language. */
export function renderReason(reason: Reason, f: ReasonFormatter): string {
  const percent = (value: number | null) => (value === null ? '' : f.percent(value));
  switch (reason.code) {
    case 'industryPreferred':
    case 'industryOutside':
    case 'industryInvests':
    case 'industryNotListed':
      return f.text(reason.code, { industry: f.industry(reason.industry) });
    case 'seeksInside':
    case 'seeksBelow':
    case 'seeksAbove': {
      const { amount, converted } = reason;
      const own = f.money(amount.amount, amount.currency);
      const bounds = boundsText(reason.bounds, f, { min: 'boundsMinimum', max: 'boundsMaximum' }, 'boundsRange');
      return f.text(reason.code, { amount: withConversion(own, converted && f.money(converted.amount, converted.currency), f), bounds });
    }
    case 'investsCovering':
    case 'investsMoreThan':
    case 'investsLessThan': {
      const { amount, bounds, converted } = reason;
      const own = boundsText(bounds, f, { min: 'capacityFrom', max: 'capacityUpTo' });
      const convertedText =
        converted === null ? null
          : converted.min !== null && converted.max !== null ? f.range(converted.min, converted.max, converted.currency)
            : f.money(converted.min ?? converted.max ?? 0, converted.currency);
      return f.text(reason.code, { capacity: withConversion(own, convertedText, f), amount: f.money(amount.amount, amount.currency) });
    }
    case 'headquarteredIn':
    case 'targetsHeadquarters':
    case 'basedOutside':
      return f.text(reason.code, { region: f.region(reason.region) });
    case 'branchIn':
    case 'branchesIn':
    case 'targetsBranch':
    case 'targetsBranches':
    case 'operatesOutside':
      return f.text(reason.code, { regions: f.list(reason.regions.map(f.region)) });
    case 'targetsElsewhere': {
      const names = reason.regions.map(f.region);
      if (reason.more > 0) names.push(f.text('moreRegions', { count: reason.more }));
      return f.text(reason.code, { regions: f.list(names) });
    }
    case 'stageMatches':
    case 'stageOutside':
    case 'stageSuits':
    case 'stageNotSuits': {
      const phrase = f.text(`stagePhrase.${reason.stage}`);
      return f.text(reason.code, { Stage: f.capitalise(phrase), stage: phrase, stages: f.list(reason.stages.map(f.investmentStage)) });
    }
    case 'returnsGrowthMargin':
    case 'returnsGrowth':
    case 'returnsMargin':
    case 'seeksReturnGrowthMargin':
    case 'seeksReturnGrowth':
    case 'seeksReturnMargin':
      return f.text(reason.code, { minimum: f.percent(reason.minimum), growth: percent(reason.growth), margin: percent(reason.margin) });
    case 'textInvestor':
    case 'textOwner':
      return f.text(reason.code, { terms: f.terms(reason.terms) });
  }
}
