// English words only the valuation PDF report prints (namespace 'valuationReport', issue 22): the input labels, the
// report's own headings and footer. The estimate's working is worded by 'valuation', the names of industries,
// countries and stages by 'enums', as the page words them.

export const valuationReport = {
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
  /** How EBITDA was typed: as an amount, or as a margin of revenue. */
  ebitdaAmount: '{{amount}}',
  ebitdaMargin: '{{margin}}% of revenue ({{amount}})',
  /** "9 years"; the figure is formatted by the report. */
  years_one: '{{figure}} year',
  years_other: '{{figure}} years',
  /** An adjustment that changes nothing, as the screen words it. */
  noChange: 'no change',
  ownerDependence: { low: 'Low', medium: 'Medium', high: 'High' },
  methodValue: 'Weight {{weight}}%',
  adjustmentsHeading: 'Adjustments',
  multiplesHeading: 'Multiples used',
  multiplesRevenue: 'Revenue multiple',
  multiplesEbitda: 'EBITDA multiple',
  page: 'Page {{page}} of {{pages}}',
} as const;
