import type { Translation } from '../translation.ts';
import type { searches as english } from '../en/searches.ts';

// Arabic texts of saved searches and their alerts (namespace 'searches', issue 23).

export const searches: Translation<typeof english> = {
  saveThisSearch: 'احفظ هذا البحث',
  dialogTitle: 'احفظ هذا البحث',
  dialogDescription: 'احتفظ بهذه المرشحات باسم، وتلقَّ تنبيهًا عندما يطابقها ملف جديد.',
  name: 'الاسم',
  frequency: 'التنبيهات',
  frequencies: { instant: 'فورًا (إشعار داخل المنصة)', daily: 'بريد يومي', weekly: 'بريد أسبوعي', off: 'متوقفة' },
  save: 'حفظ',
  cancel: 'إلغاء',
  saved: 'حُفظ البحث. تجده في «عمليات البحث المحفوظة».',
  savedLink: 'عمليات البحث المحفوظة',
  allProfiles: 'الكل',
  title: 'عمليات البحث المحفوظة',
  subtitle: 'شغّل بحثًا من جديد، أو غيّر وتيرة تنبيهاته، أو احذفه. يمكنك الاحتفاظ بما يصل إلى {{max}}.',
  empty: 'لا توجد عمليات بحث محفوظة بعد. استخدم «احفظ هذا البحث» في صفحات الشركات أو المستثمرين أو مطابقاتك.',
  loadFailed: 'تعذّر تحميل عمليات البحث المحفوظة. يرجى المحاولة مرة أخرى.',
  scopes: { businesses: 'الشركات', investors: 'المستثمرون', business_matches: 'الشركات المطابقة', investor_connect: 'التواصل مع المستثمرين' },
  noFilters: 'بدون مرشحات',
  searchText: '«{{text}}»',
  newSinceRun: '{{count}} جديد',
  lastRun: 'آخر تشغيل {{date}}',
  neverRun: 'لم يُشغَّل بعد',
  run: 'تشغيل',
  rename: 'إعادة التسمية',
  renameSave: 'حفظ الاسم',
  delete: 'حذف',
  confirmDelete: 'هل تريد حذف البحث المحفوظ «{{name}}»؟',
  unsubscribeTitle: 'تنبيهات البريد الإلكتروني',
  unsubscribing: 'جارٍ الإيقاف…',
  unsubscribedSearch: 'لن تصلك بعد الآن تنبيهات «{{name}}».',
  unsubscribedDigest: 'لن تصلك بعد الآن رسالة «مطابقات جديدة لك» الأسبوعية.',
  unsubscribeAgain: 'يمكنك إعادة تفعيل التنبيهات من «عمليات البحث المحفوظة» أو الإعدادات.',
};
