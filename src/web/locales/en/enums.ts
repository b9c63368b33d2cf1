// Readable labels of the API's enumeration values (namespace 'enums'); values themselves never change. The names of
// sectors, business stages and regions are the server catalogue's (the PDF report prints them too): one list.
import { STAFF_BAND_WORDS } from '#shared/listings/listing-identity.ts';
import { enums as names } from '#shared/locales/en/enums.ts';

export const enums = {
  industry: names.industry,
  businessStage: names.businessStage,
  region: names.region,
  involvement: {
    passive: 'Passive',
    active_advisory: 'Active Advisory',
    board_member: 'Board Member',
    operational: 'Operational',
  },
  horizon: {
    '1-3_years': '1-3 years',
    '3-5_years': '3-5 years',
    '5-10_years': '5-10 years',
    '10+_years': '10+ years',
  },
  investmentStage: {
    seed: 'Seed',
    series_a: 'Series A',
    series_b: 'Series B',
    growth: 'Growth',
    expansion: 'Expansion',
    acquisition: 'Acquisition',
  },
  purpose: {
    expansion: 'Expansion',
    working_capital: 'Working Capital',
    acquisition: 'Acquisition',
    equipment: 'Equipment',
    other: 'Other',
  },
  dealType: {
    full_sale: 'Full sale',
    majority_stake: 'Majority stake',
    minority_stake: 'Minority stake',
    growth_capital: 'Growth capital',
    debt: 'Debt',
  },
  staffBand: STAFF_BAND_WORDS,
  /** A business's size by revenue on the match pages (issue 49; the spec's derived stage). */
  sizeBand: { micro: 'Micro', small: 'Small', medium: 'Medium', large: 'Large' },
  saleReason: {
    retirement: 'Retirement',
    growth: 'Growth',
    partner_exit: 'Partner exit',
    other_business: 'Focus on another business',
    other: 'Other',
  },
  legalStructure: {
    sole_proprietorship: 'Sole Proprietorship',
    partnership: 'Partnership',
    llc: 'LLC',
    corporation: 'Corporation',
    other: 'Other',
  },
  /** A must-have of either side (issue 20): what a near miss misses. */
  mustHave: {
    ticket: 'Ticket size',
    industries: 'Industries',
    geography: 'Geography',
    stage: 'Stage',
    capacity: 'Investment capacity',
    involvement: 'Involvement',
  },
  /** The parts of a match score ("How is this scored?"). */
  scorePart: {
    industry: 'Industry',
    ticket: 'Ticket size',
    geography: 'Geography',
    stage: 'Stage',
    returns: 'Returns',
    text: 'Shared interests',
  },
} as const;
