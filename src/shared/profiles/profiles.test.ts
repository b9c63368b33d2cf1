import { describe, expect, it } from 'vitest';
import { businessProfileSchema, currentYear, investorProfileSchema, profileMessages } from './profiles.ts';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
const investorErrors = (input: unknown) => errorsOf(investorProfileSchema.safeParse(input));
const businessErrors = (input: unknown) => errorsOf(businessProfileSchema.safeParse(input));

const minimalBusiness = { basic_info: { company_name: 'Gulf Dates Co.', industry: 'food_beverage' } };
const withBasic = (basic: Record<string, unknown>) => ({ basic_info: { ...minimalBusiness.basic_info, ...basic } });

describe('investor profile rules', () => {
  it('accepts an empty profile and fills the defaults (currency USD, empty lists)', () => {
    const parsed = investorProfileSchema.parse({});
    expect(parsed.investment_capacity.currency).toBe('USD');
    expect(parsed.return_expectations).toEqual({});
  });

  it('accepts amounts from 0 to 10 trillion and refuses a negative or larger amount', () => {
    expect(investorErrors({ investment_capacity: { min_amount: 0, max_amount: 1e13 } })).toEqual({});
    expect(investorErrors({ investment_capacity: { min_amount: -1 } })['investment_capacity.min_amount']).toBe(profileMessages.notNegative);
    expect(investorErrors({ investment_capacity: { max_amount: 1e13 + 1 } })['investment_capacity.max_amount']).toBe(profileMessages.amountTooLarge);
  });

  it('reports a minimum above the maximum on the maximum, and accepts them equal', () => {
    expect(investorErrors({ investment_capacity: { min_amount: 5, max_amount: 4 } })).toEqual({
      'investment_capacity.max_amount': profileMessages.maxBelowMin,
    });
    expect(investorErrors({ investment_capacity: { min_amount: 5, max_amount: 5 } })).toEqual({});
  });

  it('keeps the minimum return between 0 and 100 percent', () => {
    expect(investorErrors({ return_expectations: { min_roi: 0 } })).toEqual({});
    expect(investorErrors({ return_expectations: { min_roi: 100 } })).toEqual({});
    expect(investorErrors({ return_expectations: { min_roi: 100.5 } })['return_expectations.min_roi']).toBe(profileMessages.percentRange(0, 100));
    expect(investorErrors({ return_expectations: { min_roi: -0.5 } })['return_expectations.min_roi']).toBeDefined();
  });

  it('takes 0 to 70 whole years of experience', () => {
    expect(investorErrors({ years_experience: 70 })).toEqual({});
    expect(investorErrors({ years_experience: 71 }).years_experience).toBe(profileMessages.experienceRange);
    expect(investorErrors({ years_experience: 2.5 }).years_experience).toBe(profileMessages.wholeNumber);
  });

  it('takes only listed industries, regions and stages, at most 20, without duplicates', () => {
    expect(investorErrors({ preferred_industries: ['technology', 'space'] })['preferred_industries.1']).toBe(profileMessages.choose);
    expect(investorErrors({ geographical_preference: ['France'] })['geographical_preference.0']).toBeDefined();
    expect(investorErrors({ investment_stage: Array(21).fill('seed') }).investment_stage).toBe(profileMessages.tooMany);
    expect(investorProfileSchema.parse({ preferred_industries: ['finance', 'finance'] }).preferred_industries).toEqual(['finance']);
  });

  it('caps the about text at 2000 characters', () => {
    expect(investorErrors({ about: 'a'.repeat(2000) })).toEqual({});
    expect(investorErrors({ about: 'a'.repeat(2001) }).about).toBe(profileMessages.tooLong(2000));
  });

  it('refuses fields a client may not set, such as status or user', () => {
    for (const extra of [{ status: 'active' }, { user: 'x' }, { user_id: 'x' }, { id: 'x' }]) {
      const result = investorProfileSchema.safeParse(extra);
      expect(result.error?.issues).toContainEqual(expect.objectContaining({ code: 'unrecognized_keys' }));
    }
  });

  it('refuses a number sent as text', () => {
    expect(investorErrors({ years_experience: '5' }).years_experience).toBe(profileMessages.number);
  });
});

describe('business profile rules', () => {
  it('requires a company name and an industry (the wizard marks both with an asterisk)', () => {
    expect(businessErrors({})).toEqual({ basic_info: profileMessages.required });
    expect(businessErrors({ basic_info: { company_name: '   ' } })).toEqual({
      'basic_info.company_name': profileMessages.required,
      'basic_info.industry': profileMessages.required,
    });
    expect(businessErrors({ basic_info: { company_name: 'X', industry: null } })['basic_info.industry']).toBe(profileMessages.required);
    expect(businessErrors({ basic_info: { company_name: 'X', industry: 'space' } })['basic_info.industry']).toBe(profileMessages.choose);
    expect(businessErrors(minimalBusiness)).toEqual({});
  });

  it('takes a founding year from 1800 to this year', () => {
    expect(businessErrors(withBasic({ year_established: 1800 }))).toEqual({});
    expect(businessErrors(withBasic({ year_established: currentYear() }))).toEqual({});
    expect(businessErrors(withBasic({ year_established: 1799 }))['basic_info.year_established']).toBe(profileMessages.yearTooEarly);
    expect(businessErrors(withBasic({ year_established: currentYear() + 1 }))['basic_info.year_established']).toBe(profileMessages.yearInFuture);
  });

  it('bounds equity to 0-100, margin to -100-100 and growth to -100-1000 percent', () => {
    const funding = (equity_offered: number) => businessErrors({ ...minimalBusiness, funding_requirements: { equity_offered } });
    const highlights = (v: Record<string, number>) => businessErrors({ ...minimalBusiness, financial_highlights: v });
    expect(funding(100)).toEqual({});
    expect(funding(101)['funding_requirements.equity_offered']).toBe(profileMessages.percentRange(0, 100));
    expect(highlights({ profit_margin: -100, growth_rate: 1000 })).toEqual({});
    expect(highlights({ profit_margin: -101 })['financial_highlights.profit_margin']).toBeDefined();
    expect(highlights({ growth_rate: 1000.01 })['financial_highlights.growth_rate']).toBe(profileMessages.percentRange(-100, 1000));
    expect(highlights({ annual_revenue: -1 })['financial_highlights.annual_revenue']).toBe(profileMessages.notNegative);
  });

  it('accepts a website with or without a scheme and refuses script addresses', () => {
    expect(businessErrors(withBasic({ website: 'example.com' }))).toEqual({});
    expect(businessErrors(withBasic({ website: 'https://www.example.co.uk/about?x=1' }))).toEqual({});
    expect(businessErrors(withBasic({ website: 'javascript:alert(1)' }))['basic_info.website']).toBe(profileMessages.website);
    expect(businessErrors(withBasic({ website: 'not a site' }))['basic_info.website']).toBe(profileMessages.website);
  });

  it('drops empty list rows and needs a name for a person with a position', () => {
    const parsed = businessProfileSchema.parse({
      ...minimalBusiness,
      business_activities: ['Date farming', '  ', ''],
      key_personnel: [{ name: 'Sara', position: 'CEO' }, { name: '', position: '' }],
    });
    expect(parsed.business_activities).toEqual(['Date farming']);
    expect(parsed.key_personnel).toEqual([{ name: 'Sara', position: 'CEO' }]);
    expect(businessErrors({ ...minimalBusiness, key_personnel: [{ name: '', position: 'CFO' }] })['key_personnel.0.name']).toBe(profileMessages.personName);
  });

  it('caps lists at 20 rows and takes only the nine regions for headquarters and branches', () => {
    expect(businessErrors({ ...minimalBusiness, major_customers: Array(21).fill('A') }).major_customers).toBe(profileMessages.tooMany);
    expect(businessErrors({ ...minimalBusiness, geographical_presence: { headquarters: 'Paris' } })['geographical_presence.headquarters']).toBe(profileMessages.choose);
    expect(businessErrors({ ...minimalBusiness, geographical_presence: { branches: ['UK', 'Mars'] } })['geographical_presence.branches.1']).toBeDefined();
  });

  it('refuses unknown keys inside nested objects', () => {
    const result = businessProfileSchema.safeParse({ basic_info: { ...minimalBusiness.basic_info, status: 'active' } });
    expect(result.success).toBe(false);
  });
});

describe('the public teaser (issue 49)', () => {
  const summary = 'A growing date packer in the UAE with export contracts across the Gulf and Europe.';
  const teaser = (fields: Record<string, unknown>, basic: Record<string, unknown> = {}) => businessErrors({ ...withBasic(basic), teaser: fields });
  const highlights = ['18-year relationships with 3 national grocers', 'Two packing lines at 80% use', 'Halal and ISO 22000 certified'];

  it('makes a new listing confidential unless the owner names it', () => {
    expect(businessProfileSchema.parse(minimalBusiness).basic_info.confidential).toBe(true);
    expect(businessProfileSchema.parse(withBasic({ confidential: false })).basic_info.confidential).toBe(false);
  });

  it('accepts a summary of 50 to 600 characters and 3 to 5 highlights, or none of either', () => {
    expect(teaser({ summary, highlights, deal_type: 'majority_stake', sale_reason: 'retirement' })).toEqual({});
    expect(teaser({})).toEqual({});
    expect(teaser({ summary: 'Too short.' })['teaser.summary']).toBe(profileMessages.summaryLength);
    expect(teaser({ summary: 'x'.repeat(601) })['teaser.summary']).toBe(profileMessages.tooLong(600));
    expect(teaser({ highlights: highlights.slice(0, 2) })['teaser.highlights']).toBe(profileMessages.highlightsCount);
    expect(teaser({ highlights: [...highlights, 'a', 'b', 'c'] })['teaser.highlights']).toBe(profileMessages.highlightsCount);
    expect(teaser({ deal_type: 'merger' })['teaser.deal_type']).toBe(profileMessages.choose);
  });

  it('refuses a link, an email address or a phone number, and lets figures and year spans through', () => {
    for (const leak of ['See www.gulfdates.ae for more', 'Visit gulfdates.com today', 'Write to ceo@gulfdates.ae', 'Call +971 50 123 4567', 'https://x.example/a']) {
      expect(teaser({ summary: `${summary} ${leak}` })['teaser.summary'], leak).toBe(profileMessages.teaserContact);
      expect(teaser({ highlights: [...highlights.slice(0, 2), leak] })['teaser.highlights.2'], leak).toBe(profileMessages.teaserContact);
    }
    expect(teaser({ summary: `${summary} Revenue AED 12,500,000 in 2009-2023, up 14.5% a year.` })).toEqual({});
  });

  it('refuses the company name in a confidential listing’s teaser, not in a named one’s', () => {
    const named = `${summary} Gulf Dates has grown every year.`;
    expect(teaser({ summary: named })['teaser.summary']).toBe(profileMessages.teaserNamesCompany);
    expect(teaser({ highlights: [...highlights.slice(0, 2), 'GULF DATES brand known in 6 countries'] })['teaser.highlights.2']).toBe(profileMessages.teaserNamesCompany);
    expect(teaser({ summary: named }, { confidential: false })).toEqual({});
  });
});
