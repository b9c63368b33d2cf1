// Enumerations of spec section 3. Values are the API's words; labels live with the screens.

// The header's countries and the languages live with the reader's preferences, which the app's frame loads
// first; re-exported here with the other enumerations.
import { COUNTRIES } from './preferences.ts';
export { COUNTRIES, DEFAULT_COUNTRY, LANGUAGES, type Country, type Language } from './preferences.ts';

/**
 * Regions are the header's nine countries, listed with Saudi Arabia first: the order filters and forms offer them,
 * matching's bit for each and the database's check constraints have always had.
 */
const [uae, saudiArabia, ...otherCountries] = COUNTRIES;
export const REGIONS = [saudiArabia, uae, ...otherCountries] as const;
export type Region = (typeof REGIONS)[number];

export const USER_TYPES = ['investor', 'business_owner'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];


export const INVESTOR_INDUSTRIES = [
  'technology', 'manufacturing', 'retail', 'healthcare', 'real_estate', 'finance',
  'education', 'hospitality', 'logistics', 'energy', 'food_beverage', 'other',
] as const;
export type InvestorIndustry = (typeof INVESTOR_INDUSTRIES)[number];

export const BUSINESS_INDUSTRIES = [
  'technology', 'manufacturing', 'retail', 'healthcare', 'finance',
  'education', 'hospitality', 'logistics', 'energy', 'food_beverage',
] as const;
export type BusinessIndustry = (typeof BUSINESS_INDUSTRIES)[number];

export const INVESTMENT_STAGES = ['seed', 'series_a', 'series_b', 'growth', 'expansion', 'acquisition'] as const;
export type InvestmentStage = (typeof INVESTMENT_STAGES)[number];

export const INVOLVEMENT_TYPES = ['passive', 'active_advisory', 'board_member', 'operational'] as const;
export type InvolvementType = (typeof INVOLVEMENT_TYPES)[number];

export const HORIZONS = ['1-3_years', '3-5_years', '5-10_years', '10+_years'] as const;
export type Horizon = (typeof HORIZONS)[number];

export const CURRENCIES = ['USD', 'SAR', 'AED', 'GBP', 'SGD', 'INR', 'BHD', 'QAR', 'OMR', 'KWD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

export const BUSINESS_STAGES = ['startup', 'growth', 'established', 'mature'] as const;
export type BusinessStage = (typeof BUSINESS_STAGES)[number];

export const LEGAL_STRUCTURES = ['sole_proprietorship', 'partnership', 'llc', 'corporation', 'other'] as const;
export type LegalStructure = (typeof LEGAL_STRUCTURES)[number];

export const FUNDING_PURPOSES = ['expansion', 'working_capital', 'acquisition', 'equipment', 'other'] as const;
export type FundingPurpose = (typeof FUNDING_PURPOSES)[number];
/** What is on offer, a listing's teaser (issue 49). */
export const DEAL_TYPES = ['full_sale', 'majority_stake', 'minority_stake', 'growth_capital', 'debt'] as const;
export type DealType = (typeof DEAL_TYPES)[number];
/** Why the owner sells or raises, a listing's teaser (issue 49). */
export const SALE_REASONS = ['retirement', 'growth', 'partner_exit', 'other_business', 'other'] as const;
export type SaleReason = (typeof SALE_REASONS)[number];
/** How many people work in the business, always said as a range (issue 49). */
export const STAFF_BANDS = ['1_9', '10_49', '50_99', '100_249', '250_499', '500_plus'] as const;
export type StaffBand = (typeof STAFF_BANDS)[number];

export const DOCUMENT_TYPES = [
  'corporate_profile', 'brochure', 'valuation_report', 'financial_statements', 'audit_report', 'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const SERVICE_TYPES = [
  'valuation', 'due_diligence', 'legal_drafting', 'review_advice', 'sop_services',
  'digital_transformation', 'project_reports', 'audit', 'financial_statements',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const URGENCIES = ['low', 'medium', 'high'] as const;
export type Urgency = (typeof URGENCIES)[number];
export const DEFAULT_URGENCY: Urgency = 'medium';

export const SERVICE_REQUEST_STATUSES = ['pending', 'assigned', 'in_progress', 'completed', 'cancelled'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

export const PROFILE_STATUSES = ['active', 'under_review', 'inactive'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

export const MATCH_STATUSES = ['suggested', 'interested', 'contacted'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** Mandate fields an investor may mark must-have (issue 20); the rest of the mandate is nice-to-have. */
export const INVESTOR_MUST_HAVES = ['ticket', 'industries', 'geography', 'stage'] as const;
export type InvestorMustHave = (typeof INVESTOR_MUST_HAVES)[number];
/** Ticket size is a must-have unless the investor says otherwise. */
export const DEFAULT_INVESTOR_MUST_HAVES: readonly InvestorMustHave[] = ['ticket'];

/** An owner's preferences about investors that may be must-have: the investor's involvement, and a range covering the raise. */
export const OWNER_MUST_HAVES = ['capacity', 'involvement'] as const;
export type OwnerMustHave = (typeof OWNER_MUST_HAVES)[number];
export const DEFAULT_OWNER_MUST_HAVES: readonly OwnerMustHave[] = ['capacity'];

/** Every must-have either side can set: what a near miss misses. */
export const MUST_HAVES = [...INVESTOR_MUST_HAVES, ...OWNER_MUST_HAVES] as const;
export type MustHave = (typeof MUST_HAVES)[number];
