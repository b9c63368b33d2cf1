import type { Path } from 'react-hook-form';
import type { BusinessProfileInput } from '#shared/profiles/profiles.ts';

// Spec: four steps, 1 Basic Information, 2 Funding Requirements (with Financial Highlights and, issue 20, what the
// owner wants of an investor), 3 Documents, 4 Review & Submit.
export const STEPS = ['basic', 'funding', 'documents', 'review'] as const;
export type StepKey = (typeof STEPS)[number];
export type StepNumber = 1 | 2 | 3 | 4;
export const LAST_STEP: StepNumber = 4;

export type BusinessField = Path<BusinessProfileInput>;

/** The fields each step validates before Next Step lets the owner move on. */
export const STEP_FIELDS: Record<StepNumber, readonly BusinessField[]> = {
  1: [
    'basic_info.company_name', 'basic_info.confidential', 'teaser.summary', 'teaser.highlights', 'teaser.deal_type', 'teaser.sale_reason',
    'basic_info.industry', 'basic_info.sub_industry', 'basic_info.business_stage',
    'basic_info.year_established', 'basic_info.staff_band', 'basic_info.legal_structure', 'basic_info.registration_number', 'basic_info.website',
    'business_activities', 'geographical_presence.headquarters', 'geographical_presence.branches', 'key_personnel',
    'organization_hierarchy', 'major_suppliers', 'major_customers',
  ],
  2: [
    'funding_requirements.amount_required', 'funding_requirements.currency', 'funding_requirements.purpose',
    'funding_requirements.equity_offered', 'funding_requirements.expected_valuation',
    'funding_requirements.asking_price', 'funding_requirements.valuation_min', 'funding_requirements.valuation_max',
    'financial_highlights.annual_revenue', 'financial_highlights.profit_margin', 'financial_highlights.growth_rate',
    'investor_preferences.involvement', 'investor_preferences.must_have',
  ],
  3: [],
  4: [],
};

export const ALL_FIELDS: readonly BusinessField[] = [...STEP_FIELDS[1], ...STEP_FIELDS[2]];

const STEP_2_GROUPS = ['funding_requirements', 'financial_highlights', 'investor_preferences'];

/** The step that shows a field, for jumping to the first error (e.g. "key_personnel.0.name" is on step 1). */
export function stepOfField(field: string): StepNumber {
  return STEP_2_GROUPS.some((group) => field.startsWith(group)) ? 2 : 1;
}

export const isStepNumber = (value: unknown): value is StepNumber => value === 1 || value === 2 || value === 3 || value === 4;
