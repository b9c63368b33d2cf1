import type { Translation } from '../translation.ts';
import type { enums as english } from '../en/enums.ts';

// Arabic names of the places, sectors and business stages (namespace 'enums'), the counterpart of en/enums.ts.

export const enums: Translation<typeof english> = {
  industry: {
    technology: 'التقنية',
    manufacturing: 'التصنيع',
    retail: 'تجارة التجزئة',
    healthcare: 'الرعاية الصحية',
    real_estate: 'العقارات',
    finance: 'الخدمات المالية',
    education: 'التعليم',
    hospitality: 'الضيافة',
    logistics: 'الخدمات اللوجستية',
    energy: 'الطاقة',
    food_beverage: 'الأغذية والمشروبات',
    other: 'أخرى',
  },
  businessStage: {
    startup: 'ناشئة',
    growth: 'في مرحلة النمو',
    established: 'قائمة',
    mature: 'ناضجة',
  },
  region: {
    'Saudi Arabia': 'السعودية',
    UAE: 'الإمارات',
    Qatar: 'قطر',
    Bahrain: 'البحرين',
    Oman: 'عُمان',
    Kuwait: 'الكويت',
    UK: 'المملكة المتحدة',
    Singapore: 'سنغافورة',
    India: 'الهند',
  },
};
