import type { ValuationInputDraft } from '#shared/valuation/inputs.ts';

/** A valid estimator input for tests: a UAE logistics business with AED 12.5M revenue and AED 2M EBITDA. */
export const SAMPLE_VALUATION_INPUT = {
  industry: 'logistics',
  country: 'UAE',
  currency: 'AED',
  revenue: 12_500_000,
  ebitda_basis: 'amount',
  ebitda: 2_000_000,
  revenue_growth: 12,
  years_trading: 9,
  business_stage: 'established',
  recurring_share: 40,
  owner_dependence: 'medium',
} satisfies ValuationInputDraft;
