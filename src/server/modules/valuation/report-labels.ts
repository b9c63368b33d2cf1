import type { BusinessIndustry, BusinessStage } from '../../../shared/enums.ts';
import type { Country } from '../../../shared/preferences.ts';
import { SECTOR_LABELS } from '../../../shared/taxonomy.ts';
import type { OwnerDependence, ValuationInput } from '../../../shared/valuation/inputs.ts';
import type { ValuationLanguage } from '../../../shared/valuation/words.ts';

// The words only the PDF report needs (issue 22), in English and Arabic: the input labels and their choices, the
// report's own headings and footer. The estimate's working is worded by the shared valuation words (texts.ts), the
// same text the page shows.

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

const english: ReportLabels = {
  documentTitle: 'Indicative valuation report',
  brand: 'Dealbridge',
  estimatedOn: 'Estimated on {{date}}',
  inputs: {
    industry: 'Industry',
    country: 'Country',
    currency: 'Currency',
    revenue: 'Revenue (last year)',
    ebitda: 'EBITDA',
    revenue_growth: 'Revenue growth',
    years_trading: 'Years trading',
    business_stage: 'Business stage',
    recurring_share: 'Recurring revenue',
    owner_dependence: 'Owner dependence',
  },
  ebitdaAmount: '{{amount}}',
  ebitdaMargin: '{{margin}}% of revenue ({{amount}})',
  years: (count, figure) => `${figure} ${count === 1 ? 'year' : 'years'}`,
  noChange: 'no change',
  industries: SECTOR_LABELS,
  countries: {
    UAE: 'UAE', 'Saudi Arabia': 'Saudi Arabia', Qatar: 'Qatar', Bahrain: 'Bahrain', Oman: 'Oman', Kuwait: 'Kuwait',
    UK: 'UK', Singapore: 'Singapore', India: 'India',
  },
  stages: { startup: 'Startup', growth: 'Growth', established: 'Established', mature: 'Mature' },
  ownerDependence: { low: 'Low', medium: 'Medium', high: 'High' },
  methodValue: 'Weight {{weight}}%',
  adjustmentsHeading: 'Adjustments',
  multiplesHeading: 'Multiples used',
  multiplesRevenue: 'Revenue multiple',
  multiplesEbitda: 'EBITDA multiple',
  page: 'Page {{page}} of {{pages}}',
};

const arabic: ReportLabels = {
  documentTitle: 'تقرير التقييم الاسترشادي',
  brand: 'Dealbridge',
  estimatedOn: 'تاريخ التقدير {{date}}',
  inputs: {
    industry: 'القطاع',
    country: 'الدولة',
    currency: 'العملة',
    revenue: 'الإيرادات (العام الماضي)',
    ebitda: 'الأرباح قبل الفوائد والضرائب والإهلاك والاستهلاك (EBITDA)',
    revenue_growth: 'نمو الإيرادات',
    years_trading: 'سنوات النشاط',
    business_stage: 'مرحلة الشركة',
    recurring_share: 'الإيرادات المتكررة',
    owner_dependence: 'الاعتماد على المالك',
  },
  ebitdaAmount: '{{amount}}',
  ebitdaMargin: '{{margin}}% من الإيرادات ({{amount}})',
  // Arabic counts: 3 to 10 take the plural, 0, 1, 2 and 11 up the singular (the figure is printed in every case).
  years: (count, figure) => `${figure} ${count >= 3 && count <= 10 && Number.isInteger(count) ? 'سنوات' : 'سنة'}`,
  noChange: 'دون تغيير',
  industries: {
    technology: 'التقنية',
    manufacturing: 'التصنيع',
    retail: 'تجارة التجزئة',
    healthcare: 'الرعاية الصحية',
    finance: 'الخدمات المالية',
    education: 'التعليم',
    hospitality: 'الضيافة',
    logistics: 'الخدمات اللوجستية',
    energy: 'الطاقة',
    food_beverage: 'الأغذية والمشروبات',
  },
  countries: {
    UAE: 'الإمارات', 'Saudi Arabia': 'السعودية', Qatar: 'قطر', Bahrain: 'البحرين', Oman: 'عُمان', Kuwait: 'الكويت',
    UK: 'المملكة المتحدة', Singapore: 'سنغافورة', India: 'الهند',
  },
  stages: { startup: 'ناشئة', growth: 'في مرحلة النمو', established: 'قائمة', mature: 'ناضجة' },
  ownerDependence: { low: 'منخفض', medium: 'متوسط', high: 'مرتفع' },
  methodValue: 'الوزن {{weight}}%',
  adjustmentsHeading: 'التعديلات',
  multiplesHeading: 'المضاعفات المستخدمة',
  multiplesRevenue: 'مضاعف الإيرادات',
  multiplesEbitda: 'مضاعف EBITDA',
  page: 'صفحة {{page}} من {{pages}}',
};

export const reportLabels = (language: ValuationLanguage): ReportLabels => (language === 'ar' ? arabic : english);

