// English texts of the /notifications page (namespace 'notifications'); each notice's sentence is the
// dashboard's (dashboard.activity).
export const notifications = {
  title: 'Notifications',
  unreadCount_one: '{{count}} unread',
  unreadCount_other: '{{count}} unread',
  markAllRead: 'Mark all as read',
  empty: 'No notifications yet.',
  failed: 'Your notifications could not be loaded. Please try again.',
  pages: 'Pages of notifications',
  newer: 'Newer',
  older: 'Older',
} as const;
