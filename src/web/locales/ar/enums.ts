// Arabic labels of the API's enumeration values (namespace 'enums'); the values themselves never change.
import type { Translation } from '../translation.ts';
import { enums as names } from '#shared/locales/ar/enums.ts';
import type { enums as english } from '../en/enums.ts';

export const enums: Translation<typeof english> = {
  industry: names.industry,
  businessStage: names.businessStage,
  region: names.region,
  involvement: {
    passive: 'استثمار غير مباشر',
    active_advisory: 'دور استشاري فاعل',
    board_member: 'عضوية مجلس الإدارة',
    operational: 'مشاركة تشغيلية',
  },
  horizon: {
    '1-3_years': '1 إلى 3 سنوات',
    '3-5_years': '3 إلى 5 سنوات',
    '5-10_years': '5 إلى 10 سنوات',
    '10+_years': 'أكثر من 10 سنوات',
  },
  investmentStage: {
    seed: 'التأسيس (البذرة)',
    series_a: 'الجولة A',
    series_b: 'الجولة B',
    growth: 'النمو',
    expansion: 'التوسع',
    acquisition: 'الاستحواذ',
  },
  purpose: {
    expansion: 'التوسع',
    working_capital: 'رأس المال العامل',
    acquisition: 'الاستحواذ',
    equipment: 'المعدات',
    other: 'أخرى',
  },
  dealType: {
    full_sale: 'بيع كامل',
    majority_stake: 'حصة أغلبية',
    minority_stake: 'حصة أقلية',
    growth_capital: 'رأس مال للنمو',
    debt: 'تمويل بالدين',
  },
  // In words: a range of figures with a dash reads backwards in right-to-left text.
  staffBand: {
    '1_9': 'من 1 إلى 9', '10_49': 'من 10 إلى 49', '50_99': 'من 50 إلى 99', '100_249': 'من 100 إلى 249', '250_499': 'من 250 إلى 499', '500_plus': '500 أو أكثر',
  },
  sizeBand: { micro: 'متناهية الصغر', small: 'صغيرة', medium: 'متوسطة', large: 'كبيرة' },
  saleReason: {
    retirement: 'التقاعد',
    growth: 'النمو',
    partner_exit: 'خروج شريك',
    other_business: 'التفرغ لعمل آخر',
    other: 'أخرى',
  },
  legalStructure: {
    sole_proprietorship: 'مؤسسة فردية',
    partnership: 'شركة تضامن',
    llc: 'شركة ذات مسؤولية محدودة',
    corporation: 'شركة مساهمة',
    other: 'أخرى',
  },
  mustHave: {
    ticket: 'حجم الاستثمار',
    industries: 'القطاعات',
    geography: 'المناطق الجغرافية',
    stage: 'المرحلة',
    capacity: 'القدرة الاستثمارية',
    involvement: 'نوع المشاركة',
  },
  scorePart: {
    industry: 'القطاع',
    ticket: 'حجم الاستثمار',
    geography: 'المناطق الجغرافية',
    stage: 'المرحلة',
    returns: 'العوائد',
    text: 'اهتمامات مشتركة',
  },
};
