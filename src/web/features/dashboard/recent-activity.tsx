import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link } from 'react-router';
import { NotificationItem } from '../../components/notification-item.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useMarkNotificationsRead, useNotifications } from '../../lib/notifications/notifications.ts';

/** The latest 10 notifications, newest first; unread ones in bold with a dot; each links to what it is about. */
export function RecentActivity() {
  const { t } = useTranslation();
  const notifications = useNotifications(10);
  const markRead = useMarkNotificationsRead();
  const items = notifications.data?.items ?? [];
  const unread = notifications.data?.unread_count ?? 0;
  const now = new Date();

  return (
    <section aria-labelledby="recent-activity-heading" className="mt-10 rounded-lg border border-slate-200 bg-white p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recent-activity-heading" className="text-lg font-semibold">{t('dashboard.recentActivity')}</h2>
        {items.length > 0 && (
          <Button variant="secondary" className="text-xs" disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate(undefined)}>
            {t('dashboard.markAllRead')}
          </Button>
        )}
      </div>
      {notifications.isPending ? (
        <div className="mt-4 flex justify-center"><Spinner className="size-6" /></div>
      ) : items.length === 0 ? (
        // A failed load reads as no activity: the panel is informative only.
        <p className="mt-4 text-sm text-slate-500">{t('dashboard.noActivity')}</p>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-slate-100">
            {items.map((item) => <NotificationItem key={item.id} item={item} now={now} onOpen={(id) => markRead.mutate([id])} />)}
          </ul>
          <Link to="/notifications" className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline">{t('dashboard.allNotifications')}</Link>
        </>
      )}
    </section>
  );
}
