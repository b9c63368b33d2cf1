import type { ValuationAssumptionKey, ValuationStepKey } from './estimate.ts';
import type { ValuationLanguage, ValuationWords } from './words.ts';

// The words of an estimate in English and Arabic (the page and the PDF say the same thing). Every step and assumption
// key the estimator writes (estimate.ts) has a text in both languages; texts.test.ts holds that.

type Words = ValuationWords & { steps: Record<ValuationStepKey, string>; assumptions: Record<ValuationAssumptionKey, string> };

const en: Words = {
  title: 'Indicative valuation',
  range: { low: 'Low', mid: 'Mid', high: 'High' },
  methods: {
    revenue_multiple: {
      name: 'Revenue multiple',
      explanation: 'Last year’s revenue times the EV/Revenue multiple of listed companies in the sector and market, adjusted for this business.',
      notApplicable: 'Not applicable to this business.',
    },
    ebitda_multiple: {
      name: 'EBITDA multiple',
      explanation: 'Last year’s EBITDA times the EV/EBITDA multiple of listed companies in the sector and market, adjusted for this business.',
      notApplicable: 'Not applicable: EBITDA is zero or negative, so there are no profits to apply a multiple to.',
    },
    dcf: {
      name: 'Discounted cash flow',
      explanation: 'Five years of cash flow forecast from EBITDA and growth, plus a terminal value, discounted to today at a rate for a small private company.',
      notApplicable: 'Not applicable: with EBITDA at zero or below there is no cash flow to discount, so the business is valued on revenue alone.',
    },
  },
  steps: {
    revenue: 'Revenue, last year',
    ebitda: 'EBITDA, last year',
    ebitda_margin: 'EBITDA margin',
    ev_revenue_multiple: 'EV/Revenue multiple, low – high',
    ev_revenue_multiple_mid: 'EV/Revenue multiple, mid',
    ev_ebitda_multiple: 'EV/EBITDA multiple, low – high',
    ev_ebitda_multiple_mid: 'EV/EBITDA multiple, mid',
    value_before_adjustments: 'Value before adjustments (mid)',
    factor_size: 'Size factor',
    factor_growth: 'Growth factor',
    factor_recurring_revenue: 'Recurring revenue factor',
    factor_owner_dependence: 'Owner dependence factor',
    factor_track_record: 'Track record factor',
    adjustments_product: 'All adjustments together',
    loss_making_share: 'Share counted without profits (EBITDA at or below zero)',
    forecast_years: 'Forecast period',
    growth_first_year: 'Revenue growth, first forecast year',
    growth_final_year: 'Revenue growth, last forecast year',
    ebitda_final_year: 'EBITDA in the last forecast year (margin held)',
    cash_conversion: 'Share of EBITDA that becomes free cash flow',
    discount_rate: 'Discount rate',
    discount_rate_range: 'Discount rate for the high and low values',
    terminal_growth: 'Long-term growth after the forecast',
    pv_forecast: 'Present value of the forecast cash flows',
    pv_terminal: 'Present value of the terminal value',
    value: 'Value (mid)',
  },
  factors: {
    size: { name: 'Size', explanation: 'Listed companies are far larger and easier to sell than a small private firm; the smaller the revenue, the larger the discount.' },
    growth: { name: 'Growth', explanation: 'Revenue growth above the market’s typical rate adds to the multiple methods; growth below it takes away.' },
    recurring_revenue: { name: 'Recurring revenue', explanation: 'Revenue from subscriptions and contracts is more predictable, so a higher share adds value.' },
    owner_dependence: { name: 'Owner dependence', explanation: 'A business that relies on its owner is worth less to a buyer or investor who cannot keep the owner.' },
    track_record: { name: 'Track record', explanation: 'A business trading for less than three years has a shorter record to judge it by, so it is discounted.' },
  },
  assumptions: {
    figures_unaudited: 'The figures are the owner’s own and unaudited.',
    multiples_source: 'Multiples: {{source}}, figures as of {{date}}.',
    multiples_listed: 'The multiples are those of listed companies. They are discounted for a smaller private firm by up to {{max_discount}}%, with no discount from {{full_size_millions}} million US dollars of revenue.',
    weights: 'The range blends the methods with these weights: revenue multiple {{revenue}}%, EBITDA multiple {{ebitda}}%, discounted cash flow {{dcf}}%.',
    loss_making: 'EBITDA is zero or negative, so the business is valued on revenue alone, at the revenue method’s usual share of {{share}}%: the profit-based methods would value it at nothing.',
    growth_typical: 'Growth is compared with {{typical}}% a year, typical for this market; each point above or below moves the multiple methods by {{per_point}}%, up to {{cap}}% either way.',
    factors_dcf: 'Size and growth adjust only the multiple methods: the discounted cash flow already uses this business’s own growth, and its discount rate includes a small-company premium.',
    dcf_parameters: 'Discounted cash flow: {{years}} years; {{conversion}}% of EBITDA becomes free cash flow; discount rate {{discount_rate}}% (a listed company’s {{base_rate}}% plus a {{premium}}-point small-company premium), {{spread}} points higher for the low value and lower for the high value; long-term growth {{terminal_growth}}% a year.',
    dcf_growth_held: 'For the forecast, this year’s growth is held between {{min}}% and {{max}}%.',
    stage_context: 'The business stage is shown for context only; its effect is carried by growth and years trading.',
    conversion_rates: 'Amounts in other currencies use Dealbridge’s current exchange rates.',
  },
  weight: 'Weight',
  inputs: 'What you entered',
  assumptionsHeading: 'Assumptions',
  conversionsHeading: 'In other currencies',
  notice: 'This is an indicative estimate, not advice. It applies published market multiples and a simple cash-flow model to figures you entered, which have not been checked. A buyer, an investor or a qualified valuer may reach a very different value; do not rely on it to buy, sell or invest.',
  sourceLine: 'Source of the multiples: {{source}} (figures as of {{date}}).',
};

const ar: Words = {
  title: 'تقييم استرشادي',
  range: { low: 'الحد الأدنى', mid: 'القيمة الوسطى', high: 'الحد الأعلى' },
  methods: {
    revenue_multiple: {
      name: 'مضاعف الإيرادات',
      explanation: 'إيرادات العام الماضي مضروبةً في مضاعف قيمة المنشأة إلى الإيرادات للشركات المدرجة في القطاع والسوق، بعد تعديله لظروف هذه المنشأة.',
      notApplicable: 'لا تنطبق هذه الطريقة على هذه المنشأة.',
    },
    ebitda_multiple: {
      name: 'مضاعف الأرباح قبل الفوائد والضرائب والإهلاك والاستهلاك (EBITDA)',
      explanation: 'الأرباح قبل الفوائد والضرائب والإهلاك والاستهلاك للعام الماضي مضروبةً في مضاعف قيمة المنشأة إلى هذه الأرباح للشركات المدرجة في القطاع والسوق، بعد تعديله لظروف هذه المنشأة.',
      notApplicable: 'لا تنطبق: الأرباح قبل الفوائد والضرائب والإهلاك والاستهلاك صفر أو سالبة، فلا توجد أرباح يُطبَّق عليها المضاعف.',
    },
    dcf: {
      name: 'التدفقات النقدية المخصومة',
      explanation: 'تدفقات نقدية متوقعة لخمس سنوات مبنية على الأرباح قبل الفوائد والضرائب والإهلاك والاستهلاك ومعدل النمو، مضافًا إليها قيمة نهائية، ومخصومة إلى اليوم بمعدل يناسب شركة خاصة صغيرة.',
      notApplicable: 'لا تنطبق: الأرباح قبل الفوائد والضرائب والإهلاك والاستهلاك صفر أو أقل، فلا توجد تدفقات نقدية تُخصم، ولذلك تُقيَّم المنشأة على أساس إيراداتها وحدها.',
    },
  },
  steps: {
    revenue: 'إيرادات العام الماضي',
    ebitda: 'الأرباح قبل الفوائد والضرائب والإهلاك والاستهلاك للعام الماضي',
    ebitda_margin: 'هامش الأرباح قبل الفوائد والضرائب والإهلاك والاستهلاك',
    ev_revenue_multiple: 'مضاعف قيمة المنشأة إلى الإيرادات، من الأدنى إلى الأعلى',
    ev_revenue_multiple_mid: 'مضاعف قيمة المنشأة إلى الإيرادات، القيمة الوسطى',
    ev_ebitda_multiple: 'مضاعف قيمة المنشأة إلى EBITDA، من الأدنى إلى الأعلى',
    ev_ebitda_multiple_mid: 'مضاعف قيمة المنشأة إلى EBITDA، القيمة الوسطى',
    value_before_adjustments: 'القيمة قبل التعديلات (القيمة الوسطى)',
    factor_size: 'معامل الحجم',
    factor_growth: 'معامل النمو',
    factor_recurring_revenue: 'معامل الإيرادات المتكررة',
    factor_owner_dependence: 'معامل الاعتماد على المالك',
    factor_track_record: 'معامل سجل الأداء',
    adjustments_product: 'أثر التعديلات مجتمعة',
    loss_making_share: 'الحصة المحتسبة في غياب الأرباح (EBITDA صفر أو أقل)',
    forecast_years: 'فترة التوقعات',
    growth_first_year: 'نمو الإيرادات في السنة الأولى من التوقعات',
    growth_final_year: 'نمو الإيرادات في السنة الأخيرة من التوقعات',
    ebitda_final_year: 'الأرباح قبل الفوائد والضرائب والإهلاك والاستهلاك في السنة الأخيرة (بثبات الهامش)',
    cash_conversion: 'نسبة ما يتحول من EBITDA إلى تدفق نقدي حر',
    discount_rate: 'معدل الخصم',
    discount_rate_range: 'معدل الخصم للحدين الأعلى والأدنى',
    terminal_growth: 'معدل النمو طويل الأجل بعد فترة التوقعات',
    pv_forecast: 'القيمة الحالية للتدفقات النقدية المتوقعة',
    pv_terminal: 'القيمة الحالية للقيمة النهائية',
    value: 'القيمة (القيمة الوسطى)',
  },
  factors: {
    size: { name: 'الحجم', explanation: 'الشركات المدرجة أكبر بكثير من الشركة الخاصة الصغيرة وأسهل بيعًا منها؛ فكلما قلّت الإيرادات زاد الخصم.' },
    growth: { name: 'النمو', explanation: 'نمو الإيرادات بما يفوق المعدل المعتاد في السوق يرفع قيمة طريقتي المضاعفات، والنمو دونه يخفضها.' },
    recurring_revenue: { name: 'الإيرادات المتكررة', explanation: 'الإيرادات المتأتية من الاشتراكات والعقود أكثر قابلية للتنبؤ، ولذلك ترفع نسبتها الأعلى القيمة.' },
    owner_dependence: { name: 'الاعتماد على المالك', explanation: 'المنشأة التي تعتمد على مالكها أقل قيمة لدى مشترٍ أو مستثمر لا يضمن بقاء المالك.' },
    track_record: { name: 'سجل الأداء', explanation: 'المنشأة التي تمارس نشاطها منذ أقل من ثلاث سنوات لها سجل أقصر يُحكم به عليها، ولذلك يُطبَّق عليها خصم.' },
  },
  assumptions: {
    figures_unaudited: 'الأرقام مقدَّمة من المالك نفسه وغير مدققة.',
    multiples_source: 'المضاعفات: {{source}}، والأرقام كما في {{date}}.',
    multiples_listed: 'المضاعفات مأخوذة من شركات مدرجة، وتُخصم للشركة الخاصة الأصغر بنسبة تصل إلى {{max_discount}}%، ولا يُطبَّق أي خصم ابتداءً من إيرادات قدرها {{full_size_millions}} مليون دولار أمريكي.',
    weights: 'يجمع النطاق بين الطرق بالأوزان التالية: مضاعف الإيرادات {{revenue}}%، ومضاعف EBITDA {{ebitda}}%، والتدفقات النقدية المخصومة {{dcf}}%.',
    loss_making: 'الأرباح قبل الفوائد والضرائب والإهلاك والاستهلاك صفر أو سالبة، ولذلك تُقيَّم المنشأة على أساس إيراداتها وحدها، بحصة طريقة الإيرادات المعتادة البالغة {{share}}%، إذ إن الطرق القائمة على الأرباح لا تعطيها أي قيمة.',
    growth_typical: 'يُقارَن النمو بمعدل {{typical}}% سنويًا، وهو المعدل المعتاد في هذه السوق؛ وكل نقطة مئوية فوقه أو دونه تغيّر قيمة طريقتي المضاعفات بنسبة {{per_point}}%، بحد أقصى {{cap}}% في أي من الاتجاهين.',
    factors_dcf: 'يقتصر أثر الحجم والنمو على طريقتي المضاعفات، لأن طريقة التدفقات النقدية المخصومة تستخدم نمو هذه المنشأة نفسها، ويتضمن معدل الخصم فيها علاوة للشركات الصغيرة.',
    dcf_parameters: 'التدفقات النقدية المخصومة: {{years}} سنوات؛ ويتحول {{conversion}}% من EBITDA إلى تدفق نقدي حر؛ ومعدل الخصم {{discount_rate}}% (معدل الشركة المدرجة البالغ {{base_rate}}% مضافًا إليه علاوة للشركات الصغيرة قدرها {{premium}} نقاط مئوية)، ويُرفع {{spread}} نقطة مئوية للحد الأدنى ويُخفض بالقدر نفسه للحد الأعلى؛ والنمو طويل الأجل {{terminal_growth}}% سنويًا.',
    dcf_growth_held: 'لأغراض التوقعات، يُحصر نمو هذا العام بين {{min}}% و{{max}}%.',
    stage_context: 'تُعرض مرحلة المنشأة للاطلاع فقط، إذ ينعكس أثرها في معدل النمو وعدد سنوات مزاولة النشاط.',
    conversion_rates: 'تُحتسب المبالغ بالعملات الأخرى وفق أسعار الصرف الحالية المعتمدة في Dealbridge.',
  },
  weight: 'الوزن',
  inputs: 'البيانات المُدخلة',
  assumptionsHeading: 'الافتراضات',
  conversionsHeading: 'بعملات أخرى',
  notice: 'هذا تقدير استرشادي وليس مشورة. وهو يطبّق مضاعفات سوقية منشورة ونموذجًا مبسطًا للتدفقات النقدية على أرقام أدخلتها ولم يجرِ التحقق منها. وقد يصل مشترٍ أو مستثمر أو مقيّم مؤهل إلى قيمة مختلفة كثيرًا؛ فلا تعتمد عليه في قرار شراء أو بيع أو استثمار.',
  sourceLine: 'مصدر المضاعفات: {{source}} (الأرقام كما في {{date}}).',
};

export function valuationWords(language: ValuationLanguage): ValuationWords {
  return language === 'ar' ? ar : en;
}

/** A template with its {{name}} values filled in; a name without a value stays as written, so a gap shows. */
export function fillWords(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole);
}
