import type { DefaultValues } from 'react-hook-form';
import { DEFAULT_CURRENCY, DEFAULT_INVESTOR_MUST_HAVES, DEFAULT_OWNER_MUST_HAVES } from '#shared/enums.ts';
import type {
  BusinessProfileDto, BusinessProfileInput, InvestorProfileDto, InvestorProfileInput,
} from '#shared/profiles/profiles.ts';

// What the forms start from: the saved profile without its record fields, or a blank one.

export function investorFormValues(saved: InvestorProfileDto | null): InvestorProfileInput {
  return {
    investment_capacity: {
      min_amount: saved?.investment_capacity.min_amount ?? null,
      max_amount: saved?.investment_capacity.max_amount ?? null,
      currency: saved?.investment_capacity.currency ?? DEFAULT_CURRENCY,
    },
    preferred_industries: saved?.preferred_industries ?? [],
    return_expectations: {
      min_roi: saved?.return_expectations.min_roi ?? null,
      investment_horizon: saved?.return_expectations.investment_horizon ?? null,
    },
    involvement_type: saved?.involvement_type ?? null,
    geographical_preference: saved?.geographical_preference ?? [],
    investment_stage: saved?.investment_stage ?? [],
    about: saved?.about ?? '',
    portfolio_highlights: saved?.portfolio_highlights ?? '',
    years_experience: saved?.years_experience ?? null,
    must_have: saved?.must_have ?? [...DEFAULT_INVESTOR_MUST_HAVES],
  };
}

/** Blank company name and industry are left for the required-field check to catch. */
export function businessFormValues(saved: BusinessProfileDto | null): DefaultValues<BusinessProfileInput> {
  const b = saved?.basic_info;
  return {
    basic_info: {
      company_name: b?.company_name ?? '',
      // A new listing starts confidential (issue 49).
      confidential: b?.confidential ?? true,
      ...(b?.industry ? { industry: b.industry } : {}),
      sub_industry: b?.sub_industry ?? '',
      business_stage: b?.business_stage ?? null,
      year_established: b?.year_established ?? null,
      legal_structure: b?.legal_structure ?? null,
      staff_band: b?.staff_band ?? null,
      registration_number: b?.registration_number ?? '',
      website: b?.website ?? '',
    },
    teaser: {
      summary: saved?.teaser.summary ?? '',
      highlights: saved?.teaser.highlights ?? [],
      deal_type: saved?.teaser.deal_type ?? null,
      sale_reason: saved?.teaser.sale_reason ?? null,
    },
    business_activities: saved?.business_activities ?? [],
    geographical_presence: {
      headquarters: saved?.geographical_presence.headquarters ?? null,
      branches: saved?.geographical_presence.branches ?? [],
    },
    key_personnel: saved?.key_personnel ?? [],
    organization_hierarchy: saved?.organization_hierarchy ?? '',
    major_suppliers: saved?.major_suppliers ?? [],
    major_customers: saved?.major_customers ?? [],
    funding_requirements: {
      amount_required: saved?.funding_requirements.amount_required ?? null,
      currency: saved?.funding_requirements.currency ?? DEFAULT_CURRENCY,
      purpose: saved?.funding_requirements.purpose ?? null,
      equity_offered: saved?.funding_requirements.equity_offered ?? null,
      expected_valuation: saved?.funding_requirements.expected_valuation ?? null,
      asking_price: saved?.funding_requirements.asking_price ?? null,
      valuation_min: saved?.funding_requirements.valuation_min ?? null,
      valuation_max: saved?.funding_requirements.valuation_max ?? null,
    },
    financial_highlights: {
      annual_revenue: saved?.financial_highlights.annual_revenue ?? null,
      profit_margin: saved?.financial_highlights.profit_margin ?? null,
      growth_rate: saved?.financial_highlights.growth_rate ?? null,
    },
    investor_preferences: {
      involvement: saved?.investor_preferences.involvement ?? [],
      must_have: saved?.investor_preferences.must_have ?? [...DEFAULT_OWNER_MUST_HAVES],
    },
  };
}
