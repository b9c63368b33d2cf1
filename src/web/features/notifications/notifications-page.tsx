import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { NotificationItem } from '../../components/notification-item.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/session/auth.tsx';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';
import { useMarkNotificationsRead, useNotifications } from '../../lib/notifications/notifications.ts';
import { SignInFirst } from '../../components/sign-in-first.tsx';

const NOTIFICATIONS_PAGE_SIZE = 20;

/** Every notification of the signed-in user, newest first, 20 a page; each leads to what it is about. */
export function NotificationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.title'));
  const { user } = useAuth();
  const [page, setPage] = useState(1);
  const query = useNotifications(NOTIFICATIONS_PAGE_SIZE, page);
  const markRead = useMarkNotificationsRead();
  if (!user) return <SignInFirst />;
  const data = query.data;
  const now = new Date();

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-page-title">{t('notifications.title')}</h1>
          <p className="mt-1 text-slate-600" data-testid="unread-summary">{t('notifications.unreadCount', { count: data?.unread_count ?? 0 })}</p>
        </div>
        <Button variant="secondary" disabled={!data || data.unread_count === 0 || markRead.isPending} onClick={() => markRead.mutate(undefined)}>
          {t('notifications.markAllRead')}
        </Button>
      </div>
      <section aria-label={t('notifications.title')} className="mt-6 rounded-lg border border-slate-200 bg-white px-4 sm:px-6" aria-busy={query.isFetching}>
        {query.isPending ? (
          <div className="flex justify-center py-8"><Spinner className="size-6" /></div>
        ) : query.isError ? (
          <p className="py-8 text-center text-sm text-red-700" role="alert">{t('notifications.failed')}</p>
        ) : !data || data.items.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-500">{t('notifications.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.items.map((item) => <NotificationItem key={item.id} item={item} now={now} onOpen={(id) => markRead.mutate([id])} />)}
          </ul>
        )}
      </section>
      {data && (page > 1 || data.has_more) && (
        <nav aria-label={t('notifications.pages')} className="mt-6 flex justify-center gap-4">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('notifications.newer')}</Button>
          <Button variant="secondary" disabled={!data.has_more} onClick={() => setPage(page + 1)}>{t('notifications.older')}</Button>
        </nav>
      )}
    </div>
  );
}
