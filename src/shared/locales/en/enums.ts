// English names of the places, sectors and business stages (namespace 'enums'): the web's catalogue
// (src/web/locales/en/enums.ts) shows them and the PDF report prints them; this is their one list.

// Each list is its own constant, so a page that needs one (taxonomy.ts's SECTOR_LABELS) bundles only that one.

/** The one taxonomy's labels (issue 20), as the spec writes them. */
export const industry = {
  technology: 'Technology',
  manufacturing: 'Manufacturing',
  retail: 'Retail',
  healthcare: 'Healthcare',
  real_estate: 'Real Estate',
  finance: 'Finance',
  education: 'Education',
  hospitality: 'Hospitality',
  logistics: 'Logistics',
  energy: 'Energy',
  food_beverage: 'Food & Beverage',
  other: 'Other',
} as const;

export const businessStage = {
  startup: 'Startup',
  growth: 'Growth',
  established: 'Established',
  mature: 'Mature',
} as const;

export const region = {
  'Saudi Arabia': 'Saudi Arabia',
  UAE: 'UAE',
  Qatar: 'Qatar',
  Bahrain: 'Bahrain',
  Oman: 'Oman',
  Kuwait: 'Kuwait',
  UK: 'UK',
  Singapore: 'Singapore',
  India: 'India',
} as const;

export const enums = { industry, businessStage, region } as const;
