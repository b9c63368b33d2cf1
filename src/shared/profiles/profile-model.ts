// The profile model: an investor or business profile as flat, typed fields, named as the database's
// columns are in the ORM (so a row of the right columns already is the model: profile-rows.ts).
// Matching, listings, deal flow and demo data read this model; the API's nested spec shape is made
// from it here, once, and the forms' nested values become it here too.
import type {
  BusinessIndustry, BusinessStage, Currency, DealType, FundingPurpose, SaleReason, StaffBand, Horizon, InvestmentStage, InvestorIndustry, InvestorMustHave,
  InvolvementType, LegalStructure, OwnerMustHave, ProfileStatus, Region,
} from '../enums.ts';
import { DEFAULT_INVESTOR_MUST_HAVES, DEFAULT_OWNER_MUST_HAVES } from '../enums.ts';
import type { BusinessCard, InvestorCard } from '../listings/listings.ts';
import { figureBand, profitOf } from '../money/bands.ts';
import type { Trust } from '../trust/trust.ts';
import type { BusinessProfileDto, BusinessProfileValues, InvestorProfileDto, InvestorProfileValues } from './profiles.ts';

export interface InvestorProfile {
  id: string;
  userId: string;
  status: ProfileStatus;
  minAmount: number | null;
  maxAmount: number | null;
  currency: Currency;
  preferredIndustries: InvestorIndustry[];
  minRoi: number | null;
  investmentHorizon: Horizon | null;
  involvementType: InvolvementType | null;
  geographicalPreference: Region[];
  investmentStage: InvestmentStage[];
  about: string | null;
  portfolioHighlights: string | null;
  yearsExperience: number | null;
  /** Mandate fields a business must fit to be ranked at all (issue 20). */
  mustHave: InvestorMustHave[];
  createdAt: Date;
  updatedAt: Date;
}

export interface KeyPerson {
  name: string;
  position: string;
}

export interface BusinessProfile {
  id: string;
  userId: string;
  status: ProfileStatus;
  companyName: string | null;
  /** The name is shown only to the owner, admins and introduced investors (issue 49). */
  confidential: boolean;
  /** The public teaser (issue 49). */
  summary: string | null;
  highlights: string[];
  dealType: DealType | null;
  saleReason: SaleReason | null;
  industry: BusinessIndustry | null;
  subIndustry: string | null;
  businessStage: BusinessStage | null;
  yearEstablished: number | null;
  legalStructure: LegalStructure | null;
  /** How many people work there, as a range (issue 49). */
  staffBand: StaffBand | null;
  registrationNumber: string | null;
  website: string | null;
  businessActivities: string[];
  headquarters: Region | null;
  branches: Region[];
  keyPersonnel: KeyPerson[];
  organizationHierarchy: string | null;
  majorSuppliers: string[];
  majorCustomers: string[];
  amountRequired: number | null;
  currency: Currency;
  purpose: FundingPurpose | null;
  equityOffered: number | null;
  expectedValuation: number | null;
  /** The public price (issue 49): an asking price, or a valuation range, or neither ("on request"). */
  askingPrice: number | null;
  valuationMin: number | null;
  valuationMax: number | null;
  annualRevenue: number | null;
  profitMargin: number | null;
  growthRate: number | null;
  /** The involvement the owner wants of an investor (empty: any). */
  preferredInvolvement: InvolvementType[];
  /** The owner's preferences an investor must fit to be ranked at all (issue 20). */
  mustHave: OwnerMustHave[];
  createdAt: Date;
  updatedAt: Date;
}

/** The fields an owner writes (the rest are the record's own: ids, status, times). */
type OwnFields<T> = Omit<T, 'id' | 'userId' | 'status' | 'createdAt' | 'updatedAt'>;
export type InvestorProfileFields = OwnFields<InvestorProfile>;
export type BusinessProfileFields = OwnFields<BusinessProfile>;

/** What the matching engine reads of an investor (src/shared/matching): nothing else moves a score. */
export const INVESTOR_MATCH_FIELDS = [
  'minAmount', 'maxAmount', 'currency', 'preferredIndustries', 'minRoi', 'geographicalPreference', 'investmentStage', 'about',
  'portfolioHighlights', 'involvementType', 'mustHave',
] as const satisfies readonly (keyof InvestorProfile)[];
export type InvestorMatchFields = Pick<InvestorProfile, (typeof INVESTOR_MATCH_FIELDS)[number]>;

/** What the matching engine reads of a business. */
export const BUSINESS_MATCH_FIELDS = [
  'industry', 'businessStage', 'businessActivities', 'headquarters', 'branches', 'amountRequired', 'currency', 'purpose',
  'profitMargin', 'growthRate', 'preferredInvolvement', 'mustHave',
] as const satisfies readonly (keyof BusinessProfile)[];
export type BusinessMatchFields = Pick<BusinessProfile, (typeof BUSINESS_MATCH_FIELDS)[number]>;

/** What a public listing card shows of an investor (never the user id or any identity). */
export const INVESTOR_CARD_FIELDS = [
  'id', 'involvementType', 'minAmount', 'maxAmount', 'currency', 'preferredIndustries', 'geographicalPreference', 'investmentStage',
  'minRoi', 'investmentHorizon', 'about', 'yearsExperience', 'createdAt',
] as const satisfies readonly (keyof InvestorProfile)[];
export type InvestorCardFields = Pick<InvestorProfile, (typeof INVESTOR_CARD_FIELDS)[number]>;

/** What a public listing card shows of a business. */
export const BUSINESS_CARD_FIELDS = [
  'id', 'companyName', 'confidential', 'summary', 'highlights', 'dealType', 'saleReason', 'industry', 'subIndustry', 'businessStage', 'yearEstablished', 'staffBand', 'headquarters', 'branches', 'amountRequired',
  'currency', 'purpose', 'equityOffered', 'askingPrice', 'valuationMin', 'valuationMax', 'annualRevenue', 'profitMargin', 'createdAt',
] as const satisfies readonly (keyof BusinessProfile)[];
export type BusinessCardFields = Pick<BusinessProfile, (typeof BUSINESS_CARD_FIELDS)[number]>;

/** What an investor profile lacks to be listed (issue 20: a capacity range, an industry, a region, a stage). */
export type MandateGap = 'capacity' | 'industries' | 'regions' | 'stages';
export const MANDATE_GAPS = ['capacity', 'industries', 'regions', 'stages'] as const satisfies readonly MandateGap[];

/**
 * Whether an investor profile holds the minimum mandate to be listed and matched, and what it lacks.
 * The database keeps the same rule in the generated column `listed` (migration 0017).
 */
export function investorCompleteness(
  p: Pick<InvestorProfile, 'minAmount' | 'maxAmount' | 'preferredIndustries' | 'geographicalPreference' | 'investmentStage'>,
): { complete: boolean; missing: MandateGap[] } {
  const missing: MandateGap[] = [];
  if (p.minAmount === null || p.maxAmount === null) missing.push('capacity');
  if (p.preferredIndustries.length === 0) missing.push('industries');
  if (p.geographicalPreference.length === 0) missing.push('regions');
  if (p.investmentStage.length === 0) missing.push('stages');
  return { complete: missing.length === 0, missing };
}

/** An optional text the form left empty is kept as null. */
const orNull = (value: string | null | undefined) => (value ? value : null);

/** The form's nested values as the model's fields. */
export function investorFromValues(v: InvestorProfileValues): InvestorProfileFields {
  return {
    minAmount: v.investment_capacity.min_amount ?? null,
    maxAmount: v.investment_capacity.max_amount ?? null,
    currency: v.investment_capacity.currency,
    preferredIndustries: v.preferred_industries ?? [],
    minRoi: v.return_expectations.min_roi ?? null,
    investmentHorizon: v.return_expectations.investment_horizon ?? null,
    involvementType: v.involvement_type ?? null,
    geographicalPreference: v.geographical_preference ?? [],
    investmentStage: v.investment_stage ?? [],
    about: orNull(v.about),
    portfolioHighlights: orNull(v.portfolio_highlights),
    yearsExperience: v.years_experience ?? null,
    mustHave: v.must_have ?? [...DEFAULT_INVESTOR_MUST_HAVES],
  };
}

export function businessFromValues(v: BusinessProfileValues): BusinessProfileFields {
  const b = v.basic_info;
  return {
    companyName: b.company_name,
    confidential: b.confidential,
    summary: orNull(v.teaser.summary),
    highlights: v.teaser.highlights ?? [],
    dealType: v.teaser.deal_type ?? null,
    saleReason: v.teaser.sale_reason ?? null,
    industry: b.industry,
    subIndustry: orNull(b.sub_industry),
    businessStage: b.business_stage ?? null,
    yearEstablished: b.year_established ?? null,
    legalStructure: b.legal_structure ?? null,
    staffBand: b.staff_band ?? null,
    registrationNumber: orNull(b.registration_number),
    website: orNull(b.website),
    businessActivities: v.business_activities ?? [],
    headquarters: v.geographical_presence.headquarters ?? null,
    branches: v.geographical_presence.branches ?? [],
    keyPersonnel: v.key_personnel ?? [],
    organizationHierarchy: orNull(v.organization_hierarchy),
    majorSuppliers: v.major_suppliers ?? [],
    majorCustomers: v.major_customers ?? [],
    amountRequired: v.funding_requirements.amount_required ?? null,
    currency: v.funding_requirements.currency,
    purpose: v.funding_requirements.purpose ?? null,
    equityOffered: v.funding_requirements.equity_offered ?? null,
    expectedValuation: v.funding_requirements.expected_valuation ?? null,
    askingPrice: v.funding_requirements.asking_price ?? null,
    valuationMin: v.funding_requirements.valuation_min ?? null,
    valuationMax: v.funding_requirements.valuation_max ?? null,
    annualRevenue: v.financial_highlights.annual_revenue ?? null,
    profitMargin: v.financial_highlights.profit_margin ?? null,
    growthRate: v.financial_highlights.growth_rate ?? null,
    preferredInvolvement: v.investor_preferences.involvement ?? [],
    mustHave: v.investor_preferences.must_have ?? [...DEFAULT_OWNER_MUST_HAVES],
  };
}

const recordFields = (p: InvestorProfile | BusinessProfile) => ({
  id: p.id,
  status: p.status,
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
});

/** The API's investor profile: the spec's names and nesting, every field present. */
export function toInvestorDto(p: InvestorProfile): InvestorProfileDto {
  return {
    ...recordFields(p),
    investment_capacity: { min_amount: p.minAmount, max_amount: p.maxAmount, currency: p.currency },
    preferred_industries: p.preferredIndustries,
    return_expectations: { min_roi: p.minRoi, investment_horizon: p.investmentHorizon },
    involvement_type: p.involvementType,
    geographical_preference: p.geographicalPreference,
    investment_stage: p.investmentStage,
    about: p.about,
    portfolio_highlights: p.portfolioHighlights,
    years_experience: p.yearsExperience,
    must_have: p.mustHave,
    completeness: investorCompleteness(p),
  };
}

export function toBusinessDto(p: BusinessProfile): BusinessProfileDto {
  return {
    ...recordFields(p),
    basic_info: {
      company_name: p.companyName,
      confidential: p.confidential,
      industry: p.industry,
      sub_industry: p.subIndustry,
      business_stage: p.businessStage,
      year_established: p.yearEstablished,
      legal_structure: p.legalStructure,
      staff_band: p.staffBand,
      registration_number: p.registrationNumber,
      website: p.website,
    },
    teaser: { summary: p.summary, highlights: p.highlights, deal_type: p.dealType, sale_reason: p.saleReason },
    business_activities: p.businessActivities,
    geographical_presence: { headquarters: p.headquarters, branches: p.branches },
    key_personnel: p.keyPersonnel,
    organization_hierarchy: p.organizationHierarchy,
    major_suppliers: p.majorSuppliers,
    major_customers: p.majorCustomers,
    funding_requirements: {
      amount_required: p.amountRequired,
      currency: p.currency,
      purpose: p.purpose,
      equity_offered: p.equityOffered,
      expected_valuation: p.expectedValuation,
      asking_price: p.askingPrice,
      valuation_min: p.valuationMin,
      valuation_max: p.valuationMax,
    },
    financial_highlights: { annual_revenue: p.annualRevenue, profit_margin: p.profitMargin, growth_rate: p.growthRate },
    investor_preferences: { involvement: p.preferredInvolvement, must_have: p.mustHave },
  };
}

/** An investor's public listing card with its trust signals; the name only where the reader may see it (admins). */
export function toInvestorCard(p: InvestorCardFields, trust: Trust, investorName?: string): InvestorCard {
  return {
    id: p.id,
    ...(investorName !== undefined && { investor_name: investorName }),
    involvement_type: p.involvementType,
    investment_capacity: { min_amount: p.minAmount, max_amount: p.maxAmount, currency: p.currency },
    preferred_industries: p.preferredIndustries,
    geographical_preference: p.geographicalPreference,
    investment_stage: p.investmentStage,
    return_expectations: { min_roi: p.minRoi, investment_horizon: p.investmentHorizon },
    about: p.about,
    years_experience: p.yearsExperience,
    created_at: p.createdAt.toISOString(),
    trust,
  };
}

/**
 * The business's name as a reader gets it (issue 49): a confidential business's name only where `revealName` says
 * the reader may see it (its owner, an admin, an investor introduced to it). Cards, match cards, suggestions and
 * notices all name a business through this.
 */
export const businessNameFor = (p: Pick<BusinessProfile, 'companyName' | 'confidential'>, revealName = false): string | null =>
  p.confidential && !revealName ? null : p.companyName;

/**
 * A business's revenue and profit as a reader gets them (issue 49): the exact figures where the business is named or
 * `exact` says the reader may see them; otherwise only the bands that hold them ("AED 10M – 25M").
 */
export function financialsFor(p: Pick<BusinessProfile, 'annualRevenue' | 'profitMargin'>, exact: boolean) {
  const profit = profitOf(p.annualRevenue, p.profitMargin);
  return exact
    ? { annual_revenue: p.annualRevenue, profit, revenue_range: null, profit_range: null }
    : { annual_revenue: null, profit: null, revenue_range: figureBand(p.annualRevenue), profit_range: figureBand(profit) };
}

/**
 * A business's public listing card with its trust signals (issue 23). A confidential business's name is left
 * out unless `revealName` says the reader may see it (its owner, an admin, an introduced investor: issue 49).
 */
export function toBusinessCard(p: BusinessCardFields, trust: Trust, revealName = false): BusinessCard {
  return {
    id: p.id,
    company_name: businessNameFor(p, revealName),
    confidential: p.confidential,
    teaser: { summary: p.summary, highlights: p.highlights, deal_type: p.dealType, sale_reason: p.saleReason },
    industry: p.industry,
    sub_industry: p.subIndustry,
    business_stage: p.businessStage,
    year_established: p.yearEstablished,
    staff_band: p.staffBand,
    headquarters: p.headquarters,
    branches: p.branches,
    funding_requirements: {
      amount_required: p.amountRequired, currency: p.currency, purpose: p.purpose, equity_offered: p.equityOffered,
      asking_price: p.askingPrice, valuation_min: p.valuationMin, valuation_max: p.valuationMax,
    },
    financial_highlights: financialsFor(p, !p.confidential || revealName),
    created_at: p.createdAt.toISOString(),
    trust,
  };
}
