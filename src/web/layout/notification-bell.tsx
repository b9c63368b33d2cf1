import { useTranslation } from '../lib/i18n/i18n.ts';
import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../lib/notifications/live-events.ts';
import { setUnreadCount, unreadCountKey, useUnreadCount } from '../lib/notifications/use-unread-count.ts';

/** The signed-in user's bell (its own chunk: the header loads it only for a signed-in user): a link to /notifications with the unread count as a small badge. */
export default function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount(true);
  const queryClient = useQueryClient();
  // The live stream pushes the count when a notice arrives; after a gap in the stream the count is fetched again.
  useLiveEvents(
    (event) => {
      if (event.type !== 'notifications') return;
      setUnreadCount(queryClient, event.unread_count);
      // An open notifications list or recent activity shows the new notice too.
      void queryClient.invalidateQueries({ queryKey: ['notifications'], predicate: (query) => query.queryKey[1] !== unreadCountKey[1] });
    },
    () => void queryClient.invalidateQueries({ queryKey: unreadCountKey }),
  );
  // Its name reads "Notifications 3": the badge's number is part of the link's text.
  return (
    <Link to="/notifications" title={t('nav.notifications')} className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100" data-testid="notification-bell">
      <Bell aria-hidden="true" className="size-5" />
      <span className="sr-only">{t('nav.notifications')}</span>
      {unread > 0 && (
        <span className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-semibold leading-5 text-white" data-testid="unread-badge">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
