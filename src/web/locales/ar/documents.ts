// Arabic texts of the documents panel (namespace 'documents').
import type { Translation } from '../translation.ts';
import type { documents as english } from '../en/documents.ts';

export const documents: Translation<typeof english> = {
  heading: 'المستندات',
  help: 'الأنواع المقبولة: PDF وJPG وJPEG وPNG وDOC وDOCX، بحد أقصى {{limit}} للملف الواحد.',
  typeLabel: 'نوع المستند',
  fileLabel: 'رفع مستند',
  uploading: 'جارٍ رفع {{name}}…',
  progressLabel: 'تقدّم رفع {{name}}',
  cancelUpload: 'إلغاء الرفع',
  uploaded: 'تم رفع {{name}}.',
  removed: 'تم حذف {{name}}.',
  listLabel: 'مستنداتك',
  empty: 'لم تُرفع أي مستندات بعد.',
  loadFailed: 'تعذّر تحميل مستنداتك.',
  retry: 'إعادة المحاولة',
  download: 'تنزيل',
  downloadNamed: 'تنزيل {{name}}',
  remove: 'حذف',
  removeNamed: 'حذف {{name}}',
  details: '{{size}} · رُفع في {{date}}',
  types: {
    corporate_profile: 'الملف التعريفي للشركة',
    brochure: 'كتيّب تعريفي',
    valuation_report: 'تقرير التقييم',
    financial_statements: 'القوائم المالية',
    audit_report: 'تقرير التدقيق',
    other: 'أخرى',
  },
  errors: {
    extension: 'يمكن رفع ملفات PDF وJPG وJPEG وPNG وDOC وDOCX فقط.',
    tooLarge: 'حجم الملف يتجاوز الحد المسموح به ({{limit}}).',
    empty: 'الملف فارغ.',
    network: 'تعذّر الوصول إلى الخادم لرفع الملف. يُرجى التحقق من اتصالك والمحاولة مجددًا.',
    uploadFailed: 'تعذّر رفع الملف. يُرجى المحاولة مجددًا.',
    removeFailed: 'تعذّر حذف {{name}}. يُرجى المحاولة مجددًا.',
  },
};
