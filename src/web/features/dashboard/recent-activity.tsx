import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../shared/money/format.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { languageOf, withApiWordLabels } from '../../lib/i18n.ts';
import { activityDate, activityText, withBlanks } from './activity-text.ts';
import { useMarkNotificationsRead } from './api/mark-notifications-read.ts';
import { useNotifications } from './api/get-notifications.ts';

/** The latest 10 notifications, newest first; unread ones in bold with a dot. */
export function RecentActivity() {
  const { t, i18n } = useTranslation();
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
        <ul className="mt-4 divide-y divide-slate-100">
          {items.map((item) => {
            const { key, values } = activityText(item);
            return (
              <li key={item.id} className="flex items-start gap-3 py-3">
                <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', item.read ? 'bg-transparent' : 'bg-brand-600')} />
                <div className="min-w-0 flex-1">
                  <p className={cn('text-sm', item.read ? 'text-slate-700' : 'font-semibold text-slate-900')}>
                    {!item.read && <span className="sr-only">{t('dashboard.unread')}: </span>}
                    {t(`dashboard.activity.${key}`, withBlanks(withApiWordLabels(values)))}
                  </p>
                  <time dateTime={item.created_at} title={new Date(item.created_at).toLocaleString(i18n.language)} className="text-xs text-slate-500">
                    {activityDate(item.created_at, now, intlLocale(languageOf(i18n.language)))}
                  </time>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
