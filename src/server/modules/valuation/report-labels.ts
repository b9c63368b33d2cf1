import type { BusinessIndustry, BusinessStage } from '#shared/enums.ts';
import { enums as arabicNames } from '#shared/locales/ar/enums.ts';
import { valuationReport as arabicReport } from '#shared/locales/ar/valuation-report.ts';
import { enums as englishNames } from '#shared/locales/en/enums.ts';
import { valuationReport as englishReport } from '#shared/locales/en/valuation-report.ts';
import { fillWords } from '#shared/locales/fill.ts';
import type { Country } from '#shared/preferences.ts';
import type { OwnerDependence, ValuationInput } from '#shared/valuation/inputs.ts';
import type { ValuationLanguage } from '#shared/valuation/words.ts';

// The words of the PDF report (issue 22), in English and Arabic, from the server's catalogue: its own labels
// (locales/*/valuation-report.ts) and the names of industries, countries and stages (locales/*/enums.ts), which the
// web's catalogue shows too. The estimate's working is worded by the shared valuation words (texts.ts).

/** The inputs the report lists, in the estimator's order. */
export const REPORT_INPUTS = [
  'industry', 'country', 'currency', 'revenue', 'ebitda', 'revenue_growth', 'years_trading', 'business_stage',
  'recurring_share', 'owner_dependence',
] as const satisfies readonly (keyof ValuationInput)[];
export type ReportInput = (typeof REPORT_INPUTS)[number];

export interface ReportLabels {
  documentTitle: string;
  brand: string;
  /** "Estimated on {{date}}". */
  estimatedOn: string;
  inputs: Record<ReportInput, string>;
  /** How EBITDA was typed: "{{amount}} (typed as an amount)" or "{{margin}}% of revenue, {{amount}}". */
  ebitdaAmount: string;
  ebitdaMargin: string;
  /** "9 years"; the caller formats the figure. */
  years: (count: number, figure: string) => string;
  /** An adjustment that changes nothing, as the screen words it. */
  noChange: string;
  industries: Record<BusinessIndustry, string>;
  countries: Record<Country, string>;
  stages: Record<BusinessStage, string>;
  ownerDependence: Record<OwnerDependence, string>;
  /** The method's row: "Weight {{weight}}%". */
  methodValue: string;
  adjustmentsHeading: string;
  multiplesHeading: string;
  multiplesRevenue: string;
  multiplesEbitda: string;
  /** The footer: "Page {{page}} of {{pages}}". */
  page: string;
}

const CATALOGUE = {
  en: { report: englishReport, names: englishNames },
  ar: { report: arabicReport, names: arabicNames },
} as const;

/** Which plural form counts a number of years: English's one and other; Arabic's plural for 3 to 10, else the singular. */
function yearsForm(language: ValuationLanguage, count: number): 'years_one' | 'years_few' | 'years_other' {
  if (language === 'ar') return count >= 3 && count <= 10 && Number.isInteger(count) ? 'years_few' : 'years_other';
  return count === 1 ? 'years_one' : 'years_other';
}

export function reportLabels(language: ValuationLanguage): ReportLabels {
  const { report, names } = CATALOGUE[language];
  const forms: Partial<Record<ReturnType<typeof yearsForm>, string>> = report;
  return {
    ...report,
    years: (count, figure) => fillWords(forms[yearsForm(language, count)] ?? report.years_other, { figure }),
    industries: names.industry,
    countries: names.region,
    stages: names.businessStage,
  };
}
