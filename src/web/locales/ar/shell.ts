// Arabic texts of the app's frame (namespace 'shell': header, footer, menus, loading and error states, the intro video).
import type { Translation } from '../translation.ts';
import { enums as names } from '#shared/locales/ar/enums.ts';
import type { shell as english } from '../en/shell.ts';

export const shell: Translation<typeof english> = {
  common: {
    appName: 'Dealbridge',
    loading: 'جارٍ التحميل…',
    cancel: 'إلغاء',
    close: 'إغلاق',
    pageFailed: 'تعذّر تحميل هذه الصفحة. تحقّق من اتصالك وحاول مرة أخرى.',
    reload: 'إعادة التحميل',
    required: 'مطلوب',
    optional: 'اختياري',
    documentTitle: 'Dealbridge — الاستثمار في المنشآت الصغيرة والمتوسطة والاستحواذ عليها',
  },
  money: {
    approxTitle: 'نحو {{amount}} بأسعار الصرف المعتمدة في المطابقة',
  },
  nav: {
    home: 'الرئيسية',
    investors: 'المستثمرون',
    businesses: 'الشركات',
    services: 'الخدمات',
    valuation: 'حاسبة التقييم',
    dashboard: 'لوحة التحكم',
    matches: 'المطابقات',
    investorConnect: 'التواصل مع المستثمرين',
    deals: 'الصفقات',
    admin: 'الإدارة',
    loginRegister: 'دخول / تسجيل',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    mainNavigation: 'التنقل الرئيسي',
    profile: 'الملف الشخصي',
    settings: 'الإعدادات',
    savedSearches: 'عمليات البحث المحفوظة',
    logout: 'تسجيل الخروج',
    notifications: 'الإشعارات',
    accountMenu: 'قائمة حساب {{name}}',
    country: 'الدولة',
    selectCountry: 'الدولة: {{country}}',
    selectLanguage: 'اللغة: {{language}}',
    languages: { en: 'English', ar: 'العربية' },
  },
  // The header's countries are the regions' places, named as the server catalogue names them.
  countries: names.region,
  footer: {
    tagline: 'المنصة الذكية لعمليات الاندماج والاستحواذ والاستثمار في المنشآت الصغيرة والمتوسطة في دول الخليج والمملكة المتحدة وسنغافورة والهند.',
    businesses: 'الشركات',
    listBusiness: 'أدرج شركتك',
    professionalServices: 'الخدمات المهنية',
    findInvestors: 'ابحث عن مستثمرين',
    investors: 'المستثمرون',
    joinPlatform: 'انضم إلى المنصة',
    findOpportunities: 'اكتشف الفرص',
    dueDiligence: 'خدمات العناية الواجبة',
    support: 'الدعم',
    contactSupport: 'تواصل مع الدعم',
    privacy: 'سياسة الخصوصية',
    terms: 'شروط الخدمة',
    copyright: '© {{year}} Dealbridge. جميع الحقوق محفوظة.',
  },
  errors: {
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundText: 'الصفحة التي تبحث عنها غير موجودة.',
    backHome: 'العودة إلى الرئيسية',
  },

  launch: {
    skip: 'تخطَّ المقدمة',
    videoLabel: 'فيديو تعريفي بمنصة Dealbridge',
  },
};
