import type { OfferSide, OfferTerms, PaymentKind } from '../deals/offers.ts';

// The words of a signed letter of intent's PDF (issue 50), in English and Arabic: the server's LOI drawer
// (server/modules/deals/offers/loi-pdf.ts) reads them here, with the rest of the catalogue.

type Condition = Exclude<OfferTerms['conditions'][number], 'other'>;
type StakeForm = NonNullable<OfferTerms['stake_form']>;

export interface LoiWords {
  title: string;
  /** "Version {{version}}" */
  version: string;
  intent: string;
  verificationCode: string;
  parties: string;
  business: string;
  owner: string;
  investor: string;
  terms: string;
  bought: string;
  whole: string;
  /** "A stake of {{percent}}%, in {{form}}" */
  stake: string;
  stakeForms: Record<StakeForm, string>;
  price: string;
  impliedValue: string;
  payment: string;
  paymentKinds: Record<PaymentKind, string>;
  /** An earn-out's "Measured on {{measure}}" and "Over {{months}}". */
  measure: string;
  period: string;
  conditions: string;
  conditionNames: Record<Condition, string>;
  /** "Other: {{text}}" */
  otherCondition: string;
  none: string;
  exclusivity: string;
  expires: string;
  /** "{{date}}, at the end of the day (UTC)" */
  expiresOn: string;
  note: string;
  record: string;
  proposedBy: string;
  sides: Record<OfferSide, string>;
  acceptedBy: string;
  typedName: string;
  signedAt: string;
  ip: string;
  userAgent: string;
  notRecorded: string;
  sha256: string;
  issuedAt: string;
  /** "Verify at {{url}} with the code above." */
  verifyAt: string;
  /** "Dealbridge letter of intent {{code}}" */
  footer: string;
  /** "Page {{page}} of {{pages}}" */
  page: string;
  days: (count: number) => string;
  months: (count: number) => string;
}

const englishCount = (one: string, other: string) => (count: number) => `${count} ${count === 1 ? one : other}`;

/** Arabic counts its noun (CLDR's forms): one and two by their own words, 3–10 the plural, 11–99 the singular accusative. */
const arabicCount = (forms: { one: string; two: string; few: string; many: string; other: string }) => (count: number) => {
  if (count === 1) return forms.one;
  if (count === 2) return forms.two;
  const lastTwo = count % 100;
  return `${count} ${lastTwo >= 3 && lastTwo <= 10 ? forms.few : lastTwo >= 11 ? forms.many : forms.other}`;
};

export const LOI_WORDS: Record<'en' | 'ar', LoiWords> = {
  en: {
    title: 'Letter of intent',
    version: 'Version {{version}}',
    intent:
      'This letter states the intention of the owner and the investor named below to proceed with the transaction on ' +
      'the terms below, subject to the conditions listed.',
    verificationCode: 'Verification code',
    parties: 'The parties',
    business: 'Business',
    owner: 'Owner',
    investor: 'Investor',
    terms: 'The terms',
    bought: 'What is bought',
    whole: 'The whole business',
    stake: 'A stake of {{percent}}%, in {{form}}',
    stakeForms: { shares: 'shares', assets: 'assets' },
    price: 'Price',
    impliedValue: 'Implied value of 100%',
    payment: 'How it is paid',
    paymentKinds: { cash: 'Cash', deferred: 'Deferred payment', earn_out: 'Earn-out', buyer_shares: 'Shares of the buyer', seller_financing: 'Seller financing' },
    measure: 'Measured on {{measure}}',
    period: 'Over {{months}}',
    conditions: 'Conditions',
    conditionNames: { due_diligence: 'Satisfactory due diligence', financing: 'Financing', regulatory: 'Regulatory approvals', key_staff: 'Key staff staying on' },
    otherCondition: 'Other: {{text}}',
    none: 'None',
    exclusivity: 'Exclusivity asked',
    expires: 'Offer expires',
    expiresOn: '{{date}}, at the end of the day (UTC)',
    note: 'Note',
    record: 'Acceptance record',
    proposedBy: 'Proposed by',
    sides: { owner: 'Owner of the business', investor: 'Investor' },
    acceptedBy: 'Accepted and signed by',
    typedName: 'Typed name',
    signedAt: 'Signed at',
    ip: 'IP address',
    userAgent: 'User agent',
    notRecorded: 'Not recorded',
    sha256: 'Terms SHA-256',
    issuedAt: 'Issued at',
    verifyAt: 'Verify at {{url}} with the code above.',
    footer: 'Dealbridge letter of intent {{code}}',
    page: 'Page {{page}} of {{pages}}',
    days: englishCount('day', 'days'),
    months: englishCount('month', 'months'),
  },
  ar: {
    title: 'خطاب نوايا',
    version: 'الإصدار {{version}}',
    intent: 'يعبر هذا الخطاب عن نية المالك والمستثمر المذكورين أدناه المضي في الصفقة وفق البنود الواردة فيه، رهنا بتحقق الشروط المذكورة.',
    verificationCode: 'رمز التحقق',
    parties: 'الأطراف',
    business: 'الشركة',
    owner: 'المالك',
    investor: 'المستثمر',
    terms: 'البنود',
    bought: 'محل الصفقة',
    whole: 'الشركة بالكامل',
    stake: 'حصة بنسبة {{percent}}% في صورة {{form}}',
    stakeForms: { shares: 'أسهم', assets: 'أصول' },
    price: 'السعر',
    impliedValue: 'القيمة الضمنية لكامل الشركة',
    payment: 'طريقة السداد',
    paymentKinds: { cash: 'نقدا', deferred: 'دفعة مؤجلة', earn_out: 'دفعة مرتبطة بالأداء', buyer_shares: 'أسهم في شركة المشتري', seller_financing: 'تمويل من البائع' },
    measure: 'أساس القياس: {{measure}}',
    period: 'المدة: {{months}}',
    conditions: 'الشروط',
    conditionNames: { due_diligence: 'العناية الواجبة بنتيجة مرضية', financing: 'الحصول على التمويل', regulatory: 'الموافقات التنظيمية', key_staff: 'استمرار الموظفين الرئيسيين' },
    otherCondition: 'أخرى: {{text}}',
    none: 'لا يوجد',
    exclusivity: 'فترة الحصرية المطلوبة',
    expires: 'انتهاء صلاحية العرض',
    // Not "(UTC)": a closing parenthesis after Latin letters at the end of an Arabic line takes the line's direction.
    expiresOn: 'نهاية يوم {{date}} بتوقيت UTC',
    note: 'ملاحظة',
    record: 'سجل القبول والتوقيع',
    proposedBy: 'مقدم العرض',
    sides: { owner: 'مالك الشركة', investor: 'المستثمر' },
    acceptedBy: 'قبل العرض ووقعه',
    typedName: 'الاسم المكتوب عند التوقيع',
    signedAt: 'وقت التوقيع',
    ip: 'عنوان IP',
    userAgent: 'متصفح المستخدم',
    notRecorded: 'غير مسجل',
    sha256: 'بصمة البنود SHA-256',
    issuedAt: 'تاريخ الإصدار',
    verifyAt: 'للتحقق من هذا الخطاب أدخل الرمز أعلاه في {{url}}',
    footer: 'خطاب نوايا Dealbridge {{code}}',
    page: 'صفحة {{page}} من {{pages}}',
    days: arabicCount({ one: 'يوم واحد', two: 'يومان', few: 'أيام', many: 'يوما', other: 'يوم' }),
    months: arabicCount({ one: 'شهر واحد', two: 'شهران', few: 'أشهر', many: 'شهرا', other: 'شهر' }),
  },
};
