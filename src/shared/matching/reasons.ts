// The sentences behind a score, written for whichever side reads them. Each returns null when
// the part had no data on one side: a neutral part explains nothing.
import type { BusinessStage, InvestmentStage, InvestorIndustry, Region } from '../enums.ts';
import { BUSINESS_STAGES, INVESTMENT_STAGES, INVESTOR_INDUSTRIES, REGIONS } from '../enums.ts';
import { formatAmount, formatRange } from '../format.ts';
import type { BusinessFeatures, BusinessMatchInput, InvestorFeatures, InvestorMatchInput, MatchModel } from './features.ts';
import { REASON_MIN_FIT, STAGE_FIT_BITS, type Part } from './parts.ts';
import { fromUsd, toUsd } from './rates.ts';
import { sharedTerms } from './text-affinity.ts';

/** Who reads the reasons: "your range" is the investor's on one screen and the owner's on the other. */
export type Audience = 'investor' | 'business_owner';

export const INDUSTRY_LABELS: Readonly<Record<InvestorIndustry, string>> = {
  technology: 'Technology', manufacturing: 'Manufacturing', retail: 'Retail', healthcare: 'Healthcare',
  real_estate: 'Real estate', finance: 'Finance', education: 'Education', hospitality: 'Hospitality',
  logistics: 'Logistics', energy: 'Energy', food_beverage: 'Food and beverage', other: 'Other',
};
export const INVESTMENT_STAGE_LABELS: Readonly<Record<InvestmentStage, string>> = {
  seed: 'Seed', series_a: 'Series A', series_b: 'Series B', growth: 'Growth', expansion: 'Expansion', acquisition: 'Acquisition',
};
const STAGE_PHRASES: Readonly<Record<BusinessStage, string>> = {
  startup: 'a startup', growth: 'a growth-stage business', established: 'an established business', mature: 'a mature business',
};

export interface ReasonInput {
  investor: InvestorMatchInput;
  business: BusinessMatchInput;
  investorFeatures: InvestorFeatures;
  businessFeatures: BusinessFeatures;
  model: MatchModel;
  audience: Audience;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "A", "A and B", "A, B and C". */
export function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
export const formatPercent = (value: number) => `${Number(value.toFixed(1))}%`;
const valuesOf = <T extends string>(mask: number, of: readonly T[]) => of.filter((_, i) => (mask & (1 << i)) !== 0);
const firstOf = <T extends string>(mask: number, of: readonly T[]) => valuesOf(mask, of)[0];

function industry({ investorFeatures: inv, businessFeatures: bus, audience }: ReasonInput): string | null {
  const name = firstOf(bus.industry, INVESTOR_INDUSTRIES);
  if (inv.industries === 0 || !name) return null;
  const label = INDUSTRY_LABELS[name];
  const fits = (inv.industries & bus.industry) !== 0;
  if (audience === 'investor') return fits ? `${label} is one of your preferred industries` : `${label} is outside your preferred industries`;
  return fits ? `Invests in ${label}, your industry` : `Does not list ${label} among its industries`;
}

/** "AED 9.2M (USD 2.5M)": a figure in its own currency, then in the reader's when they differ. */
function inReaderCurrency(amount: number, currency: string, readerCurrency: string, model: MatchModel): string {
  const own = formatAmount(amount, currency) ?? '';
  if (currency === readerCurrency) return own;
  return `${own} (${formatAmount(fromUsd(toUsd(amount, currency, model.rates), readerCurrency, model.rates), readerCurrency)})`;
}

function ticket(input: ReasonInput): string | null {
  const { investor, business, investorFeatures: inv, businessFeatures: bus, model, audience } = input;
  const capacity = investor.investment_capacity;
  const funding = business.funding_requirements;
  if (Number.isNaN(bus.logAmount) || (inv.logMin === -Infinity && inv.logMax === Infinity)) return null;
  const amount = funding?.amount_required as number;
  const amountCurrency = funding?.currency ?? 'USD';
  const rangeCurrency = capacity?.currency ?? 'USD';
  const min = inv.logMin === -Infinity ? null : (capacity?.min_amount as number);
  const max = inv.logMax === Infinity ? null : (capacity?.max_amount as number);
  const position = bus.logAmount < inv.logMin ? 'below' : bus.logAmount > inv.logMax ? 'above' : 'inside';
  if (audience === 'investor') {
    const range =
      min !== null && max !== null ? `your ${formatRange(min, max, rangeCurrency)} range`
        : min !== null ? `your ${formatAmount(min, rangeCurrency)} minimum` : `your ${formatAmount(max, rangeCurrency)} maximum`;
    return `Seeks ${inReaderCurrency(amount, amountCurrency, rangeCurrency, model)}, ${position} ${range}`;
  }
  const convert = (value: number) => fromUsd(toUsd(value, rangeCurrency, model.rates), amountCurrency, model.rates);
  const own =
    min !== null && max !== null ? formatRange(min, max, rangeCurrency)
      : min !== null ? `from ${formatAmount(min, rangeCurrency)}` : `up to ${formatAmount(max, rangeCurrency)}`;
  const converted =
    rangeCurrency === amountCurrency ? ''
      : min !== null && max !== null ? ` (${formatRange(convert(min), convert(max), amountCurrency)})`
        : ` (${formatAmount(convert((min ?? max) as number), amountCurrency)})`;
  const relation = { inside: 'covering', below: 'more than', above: 'less than' }[position];
  return `Invests ${own}${converted}, ${relation} the ${formatAmount(amount, amountCurrency)} you seek`;
}

function geography({ investorFeatures: inv, businessFeatures: bus, audience }: ReasonInput): string | null {
  if (inv.regions === 0 || (bus.headquarters | bus.branches) === 0) return null;
  const headquarters = firstOf(bus.headquarters, REGIONS);
  const branches = valuesOf(bus.branches & inv.regions & ~bus.headquarters, REGIONS);
  if ((bus.headquarters & inv.regions) !== 0) {
    return audience === 'investor' ? `Headquartered in ${headquarters}, in your target regions` : `Targets ${headquarters}, where you are headquartered`;
  }
  if (branches.length > 0) {
    const where = listOf(branches);
    return audience === 'investor'
      ? `Has ${branches.length === 1 ? 'a branch' : 'branches'} in ${where}, in your target regions`
      : `Targets ${where}, where you have ${branches.length === 1 ? 'a branch' : 'branches'}`;
  }
  if (audience === 'investor') {
    return headquarters
      ? `Based in ${headquarters}, outside your target regions`
      : `Operates in ${listOf(valuesOf(bus.branches, REGIONS))}, outside your target regions`;
  }
  const targets: Region[] = valuesOf(inv.regions, REGIONS);
  const shown = targets.length > 3 ? [...targets.slice(0, 3), `${targets.length - 3} more`] : targets;
  return `Targets ${listOf(shown)}, not where you operate`;
}

function stage({ investorFeatures: inv, businessFeatures: bus, audience }: ReasonInput): string | null {
  const businessStage = BUSINESS_STAGES[bus.stage - 1];
  if (inv.stages === 0 || !businessStage) return null;
  const suited = inv.stages & (STAGE_FIT_BITS[bus.stage] as number);
  const labels = (mask: number) => listOf(valuesOf(mask, INVESTMENT_STAGES).map((s) => INVESTMENT_STAGE_LABELS[s]));
  const phrase = STAGE_PHRASES[businessStage];
  if (audience === 'investor') {
    return suited !== 0 ? `${capitalise(phrase)}, matching your ${labels(suited)} focus` : `${capitalise(phrase)}, outside your ${labels(inv.stages)} focus`;
  }
  return suited !== 0 ? `Invests at ${labels(suited)}, which suits ${phrase}` : `Invests at ${labels(inv.stages)}, which does not suit ${phrase}`;
}

function returns({ investorFeatures: inv, businessFeatures: bus, audience }: ReasonInput): string | null {
  const hasGrowth = !Number.isNaN(bus.growth);
  const hasMargin = !Number.isNaN(bus.margin);
  if (Number.isNaN(inv.minRoi) || (!hasGrowth && !hasMargin)) return null;
  const minimum = formatPercent(inv.minRoi);
  if (audience === 'investor') {
    const figures = hasGrowth
      ? `Growth of ${formatPercent(bus.growth)} a year${hasMargin ? ` and margin of ${formatPercent(bus.margin)}` : ''}`
      : `Profit margin of ${formatPercent(bus.margin)}`;
    return `${figures} against your ${minimum} minimum return`;
  }
  const yours = hasGrowth
    ? `your growth is ${formatPercent(bus.growth)} a year${hasMargin ? ` and margin ${formatPercent(bus.margin)}` : ''}`
    : `your margin is ${formatPercent(bus.margin)}`;
  return `Seeks at least ${minimum} a year; ${yours}`;
}

function text({ investorFeatures: inv, businessFeatures: bus, model, audience }: ReasonInput, fit: number): string | null {
  if (!inv.text || !bus.text || fit < REASON_MIN_FIT) return null;
  const terms = sharedTerms(inv.text, bus.text, model.text);
  if (terms.length === 0) return null;
  return audience === 'investor'
    ? `Its activities echo your interests: ${terms.join(', ')}`
    : `Their interests echo your activities: ${terms.join(', ')}`;
}

export const REASON_WRITERS: Readonly<Record<Part, (input: ReasonInput, fit: number) => string | null>> = {
  industry, ticket, geography, stage, returns, text,
};
