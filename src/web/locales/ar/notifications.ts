// Arabic texts of the /notifications page (namespace 'notifications').
import type { Translation } from '../translation.ts';
import type { notifications as english } from '../en/notifications.ts';

export const notifications: Translation<typeof english> = {
  title: 'الإشعارات',
  unreadCount_zero: 'لا توجد إشعارات غير مقروءة',
  unreadCount_one: 'إشعار واحد غير مقروء',
  unreadCount_two: 'إشعاران غير مقروءين',
  unreadCount_few: '{{count}} إشعارات غير مقروءة',
  unreadCount_many: '{{count}} إشعارًا غير مقروء',
  unreadCount_other: '{{count}} إشعار غير مقروء',
  markAllRead: 'تعليم الكل كمقروء',
  empty: 'لا توجد إشعارات بعد.',
  failed: 'تعذّر تحميل إشعاراتك. يُرجى المحاولة مجددًا.',
  pages: 'صفحات الإشعارات',
  newer: 'الأحدث',
  older: 'الأقدم',
};
