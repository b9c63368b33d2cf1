import { describe, expect, it } from 'vitest';
import { businessCardSchema, investorCardSchema } from '../listings/listings.ts';
import {
  BUSINESS_CARD_FIELDS, businessFromValues, INVESTOR_CARD_FIELDS, investorCompleteness, investorFromValues, toBusinessCard, toBusinessDto, toInvestorCard,
  toInvestorDto, type BusinessProfile, type InvestorProfile,
} from './profile-model.ts';
import { businessProfileDtoSchema, businessProfileSchema, investorProfileDtoSchema, investorProfileSchema } from './profiles.ts';
import type { Trust } from '../trust/trust.ts';
import { messageText } from '../messages/messages.ts';

const record = {
  id: '5f0c1a52-8d1e-4a5e-9d59-0b1c2d3e4f50',
  userId: '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d',
  status: 'active' as const,
  createdAt: new Date('2026-03-01T10:00:00Z'),
  updatedAt: new Date('2026-03-02T11:30:00Z'),
};

const trust: Trust = {
  updated_at: '2026-03-02T11:30:00.000Z',
  badges: ['email_verified', 'registration_verified'],
  responsiveness: { received: 4, answered_share: 75, median_hours: 30.5 },
  under_offer: false,
};

const investorPayload = {
  investment_capacity: { min_amount: 250_000, max_amount: 2_000_000, currency: 'AED' },
  preferred_industries: ['logistics', 'technology'],
  return_expectations: { min_roi: 12.5, investment_horizon: '3-5_years' },
  involvement_type: 'board_member',
  geographical_preference: ['UAE', 'Oman'],
  investment_stage: ['growth'],
  about: 'Backing cold chain logistics across the Gulf.',
  portfolio_highlights: 'Exited a courier fleet in 2021.',
  years_experience: 14,
  must_have: ['ticket', 'industries'],
};

const businessPayload = {
  basic_info: {
    company_name: 'Falcon Freight LLC', industry: 'logistics', sub_industry: 'Cold chain', business_stage: 'growth',
    year_established: 2015, legal_structure: 'llc', staff_band: '50_99', registration_number: 'CN-1234567', website: 'https://falcon.example', confidential: true,
  },
  teaser: {
    summary: 'A growing cold-chain operator in the UAE serving grocers and pharmacies across the Gulf.',
    highlights: ['Nine years of trading', 'Revenue up 35% last year', 'Temperature-controlled fleet of 40 trucks'],
    deal_type: 'minority_stake', sale_reason: 'growth',
  },
  business_activities: ['Cold chain warehousing', 'Last-mile delivery'],
  geographical_presence: { headquarters: 'UAE', branches: ['Oman', 'Qatar'] },
  key_personnel: [{ name: 'Aisha Rahman', position: 'Managing Director' }],
  organization_hierarchy: 'MD, then operations and finance.',
  major_suppliers: ['Reefer Co'],
  major_customers: ['Gulf Grocers'],
  funding_requirements: {
    amount_required: 3_000_000, currency: 'AED', purpose: 'expansion', equity_offered: 20, expected_valuation: 15_000_000,
    asking_price: null, valuation_min: 14_000_000, valuation_max: 16_000_000,
  },
  financial_highlights: { annual_revenue: 8_000_000, profit_margin: 14, growth_rate: 22 },
  investor_preferences: { involvement: ['board_member', 'active_advisory'], must_have: ['capacity', 'involvement'] },
};

/** The record's own fields as the API shows them. */
const recordDto = { id: record.id, status: 'active', created_at: '2026-03-01T10:00:00.000Z', updated_at: '2026-03-02T11:30:00.000Z' };

describe('the investor profile model', () => {
  it('goes from the form’s values to the API’s shape and back to the same values', () => {
    const profile: InvestorProfile = { ...record, ...investorFromValues(investorProfileSchema.parse(investorPayload)) };
    expect(profile).toMatchObject({ minAmount: 250_000, maxAmount: 2_000_000, currency: 'AED', minRoi: 12.5, involvementType: 'board_member' });
    const dto = toInvestorDto(profile);
    expect(investorProfileDtoSchema.parse(dto)).toEqual(dto);
    expect(dto).toEqual({ ...recordDto, ...investorPayload, completeness: { complete: true, missing: [] } });
    expect({ ...record, ...investorFromValues(investorProfileSchema.parse(payloadOf(dto))) }).toEqual(profile);
  });

  it('keeps what the owner left out as null or an empty list, never undefined', () => {
    const profile: InvestorProfile = { ...record, ...investorFromValues(investorProfileSchema.parse({ about: '', portfolio_highlights: '' })) };
    expect(toInvestorDto(profile)).toEqual({
      ...recordDto,
      investment_capacity: { min_amount: null, max_amount: null, currency: 'USD' },
      preferred_industries: [],
      return_expectations: { min_roi: null, investment_horizon: null },
      involvement_type: null,
      geographical_preference: [],
      investment_stage: [],
      about: null,
      portfolio_highlights: null,
      years_experience: null,
      // Ticket size is a must-have unless the investor says otherwise; an empty mandate is not listed (issue 20).
      must_have: ['ticket'],
      completeness: { complete: false, missing: ['capacity', 'industries', 'regions', 'stages'] },
    });
  });

  it('lists a profile only with the minimum mandate, and names what is missing', () => {
    const full: InvestorProfile = { ...record, ...investorFromValues(investorProfileSchema.parse(investorPayload)) };
    expect(investorCompleteness(full)).toEqual({ complete: true, missing: [] });
    expect(investorCompleteness({ ...full, maxAmount: null, geographicalPreference: [] })).toEqual({ complete: false, missing: ['capacity', 'regions'] });
    expect(investorCompleteness({ ...full, minAmount: null })).toMatchObject({ complete: false, missing: ['capacity'] });
    expect(investorCompleteness({ ...full, preferredIndustries: [], investmentStage: [] }).missing).toEqual(['industries', 'stages']);
  });

  it('keeps an explicit empty list of must-haves (everything nice-to-have)', () => {
    expect(investorFromValues(investorProfileSchema.parse({ must_have: [] })).mustHave).toEqual([]);
  });

  it('shows the public card without the user id, and the name only when given one', () => {
    const profile: InvestorProfile = { ...record, ...investorFromValues(investorProfileSchema.parse(investorPayload)) };
    const card = toInvestorCard(profile, trust);
    expect(investorCardSchema.strict().parse(card)).toEqual(card);
    expect(card.trust).toEqual(trust);
    expect(card).not.toHaveProperty('investor_name');
    expect(JSON.stringify(card)).not.toContain(record.userId);
    expect(card).toMatchObject({ id: record.id, investment_capacity: investorPayload.investment_capacity, created_at: recordDto.created_at });
    expect(toInvestorCard(profile, trust, 'Omar Haddad').investor_name).toBe('Omar Haddad');
    expect(INVESTOR_CARD_FIELDS).not.toContain('userId');
  });
});

describe('the business profile model', () => {
  it('goes from the form’s values to the API’s shape and back to the same values', () => {
    const profile: BusinessProfile = { ...record, ...businessFromValues(businessProfileSchema.parse(businessPayload)) };
    expect(profile).toMatchObject({ companyName: 'Falcon Freight LLC', headquarters: 'UAE', branches: ['Oman', 'Qatar'], amountRequired: 3_000_000 });
    const dto = toBusinessDto(profile);
    expect(businessProfileDtoSchema.parse(dto)).toEqual(dto);
    expect(dto).toEqual({ ...recordDto, ...businessPayload });
    expect({ ...record, ...businessFromValues(businessProfileSchema.parse(payloadOf(dto))) }).toEqual(profile);
  });

  it('keeps what the owner left out as null or an empty list, never undefined', () => {
    const values = businessProfileSchema.parse({ basic_info: { company_name: 'Pearl Bakery', industry: 'food_beverage', website: '' } });
    const dto = toBusinessDto({ ...record, ...businessFromValues(values) });
    expect(dto).toEqual({
      ...recordDto,
      basic_info: {
        company_name: 'Pearl Bakery', confidential: true, industry: 'food_beverage', sub_industry: null, business_stage: null, year_established: null,
        legal_structure: null, staff_band: null, registration_number: null, website: null,
      },
      teaser: { summary: null, highlights: [], deal_type: null, sale_reason: null },
      business_activities: [],
      geographical_presence: { headquarters: null, branches: [] },
      key_personnel: [],
      organization_hierarchy: null,
      major_suppliers: [],
      major_customers: [],
      funding_requirements: {
        amount_required: null, currency: 'USD', purpose: null, equity_offered: null, expected_valuation: null, asking_price: null, valuation_min: null, valuation_max: null,
      },
      financial_highlights: { annual_revenue: null, profit_margin: null, growth_rate: null },
      investor_preferences: { involvement: [], must_have: ['capacity'] },
    });
  });

  it('shows the public card without owner, people, registration or the user id', () => {
    const profile: BusinessProfile = { ...record, ...businessFromValues(businessProfileSchema.parse(businessPayload)) };
    const card = toBusinessCard(profile, trust);
    expect(businessCardSchema.strict().parse(card)).toEqual(card);
    expect(card.trust).toEqual(trust);
    const text = JSON.stringify(card);
    for (const hidden of [record.userId, 'Aisha Rahman', 'CN-1234567', 'Reefer Co']) expect(text).not.toContain(hidden);
    expect(card.funding_requirements).toEqual({
      amount_required: 3_000_000, currency: 'AED', purpose: 'expansion', equity_offered: 20, asking_price: null, valuation_min: 14_000_000, valuation_max: 16_000_000,
    });
    expect(card.staff_band).toBe('50_99');
    expect(BUSINESS_CARD_FIELDS).not.toContain('userId');
  });

  it('leaves a confidential business’s name out of its card unless the reader may see it, and carries the teaser (issue 49)', () => {
    const profile: BusinessProfile = { ...record, ...businessFromValues(businessProfileSchema.parse(businessPayload)) };
    expect(toBusinessCard(profile, trust)).toMatchObject({ company_name: null, confidential: true, teaser: businessPayload.teaser });
    expect(toBusinessCard(profile, trust, true).company_name).toBe('Falcon Freight LLC');
    expect(toBusinessCard({ ...profile, confidential: false }, trust).company_name).toBe('Falcon Freight LLC');
  });

  it('gives a confidential business’s revenue and profit as bands until the reader may see the figures (issue 49)', () => {
    const profile: BusinessProfile = { ...record, ...businessFromValues(businessProfileSchema.parse(businessPayload)) };
    const text = JSON.stringify(toBusinessCard(profile, trust));
    expect(text).not.toContain('8000000');
    expect(text).not.toContain('1120000');
    expect(toBusinessCard(profile, trust).financial_highlights).toEqual({
      annual_revenue: null, profit: null, revenue_range: { min: 5_000_000, max: 10_000_000 }, profit_range: { min: 1_000_000, max: 2_500_000 },
    });
    const exact = { annual_revenue: 8_000_000, profit: 1_120_000, revenue_range: null, profit_range: null };
    expect(toBusinessCard(profile, trust, true).financial_highlights).toEqual(exact);
    expect(toBusinessCard({ ...profile, confidential: false }, trust).financial_highlights).toEqual(exact);
  });

  it('takes an asking price or a valuation range, never both, and a range with both ends in order', () => {
    const funding = (f: object) => businessProfileSchema.safeParse({ ...businessPayload, funding_requirements: { currency: 'AED', ...f } });
    const messageAt = (f: object) => funding(f).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(funding({ asking_price: 9_000_000 }).success).toBe(true);
    expect(messageAt({ asking_price: 9_000_000, valuation_min: 1 })).toEqual([['funding_requirements.asking_price', messageText('priceOrRange')]]);
    expect(messageAt({ valuation_min: 1_000_000 })).toEqual([['funding_requirements.valuation_max', messageText('rangeBothEnds')]]);
    expect(messageAt({ valuation_max: 1_000_000 })).toEqual([['funding_requirements.valuation_min', messageText('rangeBothEnds')]]);
    expect(messageAt({ valuation_min: 2, valuation_max: 1 })).toEqual([['funding_requirements.valuation_max', messageText('maxBelowMin')]]);
  });
});

/** A DTO without its record fields: what a form would send back. */
function payloadOf<T extends { id: unknown; status: unknown; created_at: unknown; updated_at: unknown }>(dto: T) {
  const { id: _id, status: _status, created_at: _created, updated_at: _updated, ...payload } = dto;
  // The completeness is the server's reading of the profile, not something a form sends.
  const { completeness: _completeness, ...sent } = payload as typeof payload & { completeness?: unknown };
  return sent;
}
