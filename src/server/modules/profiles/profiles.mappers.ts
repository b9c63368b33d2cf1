import type {
  BusinessProfileDto, BusinessProfileValues, InvestorProfileDto, InvestorProfileValues,
} from '../../../shared/profiles.ts';
import type { businessProfiles, investorProfiles } from '../../db/schema.ts';

// Between the spec's nested payloads and our flat columns.

type InvestorRow = typeof investorProfiles.$inferSelect;
type BusinessRow = typeof businessProfiles.$inferSelect;
type Writable<T> = Omit<T, 'id' | 'userId' | 'status' | 'searchText' | 'createdAt' | 'updatedAt'>;

/** An optional text the form left empty is stored as null. */
const orNull = (value: string | null | undefined) => (value ? value : null);

export function investorColumns(v: InvestorProfileValues): Writable<InvestorRow> {
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
  };
}

export function businessColumns(v: BusinessProfileValues): Writable<BusinessRow> {
  const b = v.basic_info;
  return {
    companyName: b.company_name,
    industry: b.industry,
    subIndustry: orNull(b.sub_industry),
    businessStage: b.business_stage ?? null,
    yearEstablished: b.year_established ?? null,
    legalStructure: b.legal_structure ?? null,
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
    annualRevenue: v.financial_highlights.annual_revenue ?? null,
    profitMargin: v.financial_highlights.profit_margin ?? null,
    growthRate: v.financial_highlights.growth_rate ?? null,
  };
}

const recordFields = (row: InvestorRow | BusinessRow) => ({
  id: row.id,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export function toInvestorDto(row: InvestorRow): InvestorProfileDto {
  return {
    ...recordFields(row),
    investment_capacity: { min_amount: row.minAmount, max_amount: row.maxAmount, currency: row.currency },
    preferred_industries: row.preferredIndustries as InvestorProfileDto['preferred_industries'],
    return_expectations: { min_roi: row.minRoi, investment_horizon: row.investmentHorizon },
    involvement_type: row.involvementType,
    geographical_preference: row.geographicalPreference as InvestorProfileDto['geographical_preference'],
    investment_stage: row.investmentStage as InvestorProfileDto['investment_stage'],
    about: row.about,
    portfolio_highlights: row.portfolioHighlights,
    years_experience: row.yearsExperience,
  };
}

export function toBusinessDto(row: BusinessRow): BusinessProfileDto {
  return {
    ...recordFields(row),
    basic_info: {
      company_name: row.companyName,
      industry: row.industry,
      sub_industry: row.subIndustry,
      business_stage: row.businessStage,
      year_established: row.yearEstablished,
      legal_structure: row.legalStructure,
      registration_number: row.registrationNumber,
      website: row.website,
    },
    business_activities: row.businessActivities,
    geographical_presence: {
      headquarters: row.headquarters as BusinessProfileDto['geographical_presence']['headquarters'],
      branches: row.branches as BusinessProfileDto['geographical_presence']['branches'],
    },
    key_personnel: row.keyPersonnel,
    organization_hierarchy: row.organizationHierarchy,
    major_suppliers: row.majorSuppliers,
    major_customers: row.majorCustomers,
    funding_requirements: {
      amount_required: row.amountRequired,
      currency: row.currency,
      purpose: row.purpose,
      equity_offered: row.equityOffered,
      expected_valuation: row.expectedValuation,
    },
    financial_highlights: { annual_revenue: row.annualRevenue, profit_margin: row.profitMargin, growth_rate: row.growthRate },
  };
}
