// English names of the places, sectors and business stages (namespace 'enums'): the web's catalogue
// (src/web/locales/en/enums.ts) shows them and the PDF report prints them; this is their one list.

export const enums = {
  // The one taxonomy's labels (issue 20), as the spec writes them.
  industry: {
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
  },
  businessStage: {
    startup: 'Startup',
    growth: 'Growth',
    established: 'Established',
    mature: 'Mature',
  },
  region: {
    'Saudi Arabia': 'Saudi Arabia',
    UAE: 'UAE',
    Qatar: 'Qatar',
    Bahrain: 'Bahrain',
    Oman: 'Oman',
    Kuwait: 'Kuwait',
    UK: 'UK',
    Singapore: 'Singapore',
    India: 'India',
  },
} as const;
