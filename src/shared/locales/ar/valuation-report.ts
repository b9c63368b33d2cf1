import type { Translation } from '../translation.ts';
import type { valuationReport as english } from '../en/valuation-report.ts';

// Arabic words only the valuation PDF report prints (namespace 'valuationReport'), the counterpart of
// en/valuation-report.ts key for key.

export const valuationReport: Translation<typeof english> = {
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
  // Arabic counts: 3 to 10 take the plural (few), 0, 1, 2 and 11 up the singular (report-labels.ts chooses).
  years_one: '{{figure}} سنة',
  years_few: '{{figure}} سنوات',
  years_other: '{{figure}} سنة',
  noChange: 'دون تغيير',
  ownerDependence: { low: 'منخفض', medium: 'متوسط', high: 'مرتفع' },
  methodValue: 'الوزن {{weight}}%',
  adjustmentsHeading: 'التعديلات',
  multiplesHeading: 'المضاعفات المستخدمة',
  multiplesRevenue: 'مضاعف الإيرادات',
  multiplesEbitda: 'مضاعف EBITDA',
  page: 'صفحة {{page}} من {{pages}}',
};
