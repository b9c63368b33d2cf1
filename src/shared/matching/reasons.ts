// The reasons behind a score, written for whichever side reads them. Each writer returns a structured
// reason (reason-render.ts words it), or null when the part had no data on one side: a neutral part
// explains nothing.
import { BUSINESS_STAGES, INVESTMENT_STAGES, INVESTOR_INDUSTRIES, REGIONS } from '../enums.ts';
import type { BusinessMatchFields, InvestorMatchFields } from '../profiles/profile-model.ts';
import type { BusinessFeatures, InvestorFeatures, MatchModel } from './features.ts';
import { REASON_MIN_FIT, STAGE_FIT_BITS, type Part } from './parts.ts';
import { fromUsd, toUsd } from '../money/convert.ts';
import type { Bounds, Money, Reason } from './reason-render.ts';
import { sharedTerms, tokenize } from './text-affinity.ts';
import { visibleBusinessDocument, visibleInvestorDocument } from './features.ts';

/** Who reads the reasons: "your range" is the investor's on one screen and the owner's on the other. */
export type Audience = 'investor' | 'business_owner';

export interface ReasonInput {
  investor: InvestorMatchFields;
  business: BusinessMatchFields;
  investorFeatures: InvestorFeatures;
  businessFeatures: BusinessFeatures;
  model: MatchModel;
  audience: Audience;
  /** Introduced, or read by an admin: the counterpart's hidden text may be quoted. */
  revealHidden: boolean;
  /** The distinct words of a text, `new Set(tokenize(text))` or a memo of it (TextMemo.words). */
  wordsOf?: (text: string) => ReadonlySet<string>;
}

const valuesOf = <T extends string>(mask: number, of: readonly T[]) => of.filter((_, i) => (mask & (1 << i)) !== 0);
const firstOf = <T extends string>(mask: number, of: readonly T[]) => valuesOf(mask, of)[0];

function industry({ investorFeatures: inv, businessFeatures: bus, audience }: ReasonInput): Reason | null {
  const name = firstOf(bus.industry, INVESTOR_INDUSTRIES);
  if (inv.industries === 0 || !name) return null;
  const fits = (inv.industries & bus.industry) !== 0;
  if (audience === 'investor') return { code: fits ? 'industryPreferred' : 'industryOutside', industry: name };
  return { code: fits ? 'industryInvests' : 'industryNotListed', industry: name };
}

/** A figure in another currency, through dollars at the model's rates. */
const convert = (value: number, from: string, to: string, model: MatchModel) => fromUsd(toUsd(value, from, model.rates), to, model.rates);

function ticket(input: ReasonInput): Reason | null {
  const { investor, business, investorFeatures: inv, businessFeatures: bus, model, audience } = input;
  if (Number.isNaN(bus.logAmount) || (inv.logMin === -Infinity && inv.logMax === Infinity)) return null;
  const amount: Money = { amount: business.amountRequired as number, currency: business.currency ?? 'USD' };
  const bounds: Bounds = {
    min: inv.logMin === -Infinity ? null : (investor.minAmount as number),
    max: inv.logMax === Infinity ? null : (investor.maxAmount as number),
    currency: investor.currency ?? 'USD',
  };
  const position = bus.logAmount < inv.logMin ? 'below' : bus.logAmount > inv.logMax ? 'above' : 'inside';
  const sameCurrency = bounds.currency === amount.currency;
  if (audience === 'investor') {
    const code = ({ inside: 'seeksInside', below: 'seeksBelow', above: 'seeksAbove' } as const)[position];
    const converted = sameCurrency ? null : { amount: convert(amount.amount, amount.currency, bounds.currency, model), currency: bounds.currency };
    return { code, amount, converted, bounds };
  }
  const code = ({ inside: 'investsCovering', below: 'investsMoreThan', above: 'investsLessThan' } as const)[position];
  const inOwners = (value: number | null) => (value === null ? null : convert(value, bounds.currency, amount.currency, model));
  const converted = sameCurrency ? null : { min: inOwners(bounds.min), max: inOwners(bounds.max), currency: amount.currency };
  return { code, amount, bounds, converted };
}

function geography({ investorFeatures: inv, businessFeatures: bus, audience }: ReasonInput): Reason | null {
  if (inv.regions === 0 || (bus.headquarters | bus.branches) === 0) return null;
  const headquarters = firstOf(bus.headquarters, REGIONS);
  const branches = valuesOf(bus.branches & inv.regions & ~bus.headquarters, REGIONS);
  if ((bus.headquarters & inv.regions) !== 0 && headquarters) {
    return { code: audience === 'investor' ? 'headquarteredIn' : 'targetsHeadquarters', region: headquarters };
  }
  if (branches.length > 0) {
    const one = branches.length === 1;
    return { code: audience === 'investor' ? (one ? 'branchIn' : 'branchesIn') : one ? 'targetsBranch' : 'targetsBranches', regions: branches };
  }
  if (audience === 'investor') {
    return headquarters ? { code: 'basedOutside', region: headquarters } : { code: 'operatesOutside', regions: valuesOf(bus.branches, REGIONS) };
  }
  const targets = valuesOf(inv.regions, REGIONS);
  return targets.length > 3 ? { code: 'targetsElsewhere', regions: targets.slice(0, 3), more: targets.length - 3 } : { code: 'targetsElsewhere', regions: targets, more: 0 };
}

function stage({ investorFeatures: inv, businessFeatures: bus, audience }: ReasonInput): Reason | null {
  const businessStage = BUSINESS_STAGES[bus.stage - 1];
  if (inv.stages === 0 || !businessStage) return null;
  const suited = inv.stages & (STAGE_FIT_BITS[bus.stage] as number);
  const fits = suited !== 0;
  const stages = valuesOf(fits ? suited : inv.stages, INVESTMENT_STAGES);
  if (audience === 'investor') return { code: fits ? 'stageMatches' : 'stageOutside', stage: businessStage, stages };
  return { code: fits ? 'stageSuits' : 'stageNotSuits', stage: businessStage, stages };
}

function returns({ investorFeatures: inv, businessFeatures: bus, audience }: ReasonInput): Reason | null {
  const growth = Number.isNaN(bus.growth) ? null : bus.growth;
  const margin = Number.isNaN(bus.margin) ? null : bus.margin;
  if (Number.isNaN(inv.minRoi) || (growth === null && margin === null)) return null;
  const which = growth === null ? 'Margin' : margin === null ? 'Growth' : 'GrowthMargin';
  return { code: audience === 'investor' ? `returns${which}` : `seeksReturn${which}`, minimum: inv.minRoi, growth, margin };
}

/**
 * The words both texts share, strongest first. Before the introduction only words the reader can see on
 * the counterpart's card count (the investor's About; the business's funding purpose): a reason must not
 * leak hidden text.
 */
function text({ investor, business, investorFeatures: inv, businessFeatures: bus, model, audience, revealHidden, wordsOf }: ReasonInput, fit: number): Reason | null {
  if (!inv.text || !bus.text || fit < REASON_MIN_FIT) return null;
  const shared = sharedTerms(inv.text, bus.text, model.text, Infinity);
  const document = audience === 'investor' ? visibleBusinessDocument(business) : visibleInvestorDocument(investor);
  const visible = revealHidden ? null : wordsOf ? wordsOf(document) : new Set(tokenize(document));
  const terms = (visible ? shared.filter((term) => visible.has(term)) : shared).slice(0, 3);
  if (terms.length === 0) return null;
  return { code: audience === 'investor' ? 'textInvestor' : 'textOwner', terms };
}

export const REASON_WRITERS: Readonly<Record<Part, (input: ReasonInput, fit: number) => Reason | null>> = {
  industry, ticket, geography, stage, returns, text,
};
