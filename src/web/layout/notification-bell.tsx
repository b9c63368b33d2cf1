import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Bell } from '../components/ui/icons.tsx';
import { useUnreadCount } from '../lib/use-unread-count.ts';

/** The signed-in user's bell: a link to /notifications with the unread count as a small badge. */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount(true);
  const label = unread > 0 ? t('nav.notificationsUnread', { count: unread }) : t('nav.notifications');
  return (
    <Link to="/notifications" aria-label={label} title={label} className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100" data-testid="notification-bell">
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 && (
        <span aria-hidden="true" className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-semibold leading-5 text-white" data-testid="unread-badge">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
