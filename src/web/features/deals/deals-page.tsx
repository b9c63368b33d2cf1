import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import type { DealSummary } from '#shared/deals/room.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/session/auth.tsx';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useDateFormat } from '../../lib/i18n/use-date-format.ts';
import { useDealList, useDealLiveUpdates } from './deal-queries.ts';
import { StageBadge } from '../../components/deals/stage-badge.tsx';
import { SignInFirst } from '../../components/sign-in-first.tsx';

/** /deals: the signed-in investor's or owner's deal rooms, last activity first. */
export function DealsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('deals.title'));
  const { user } = useAuth();
  const [page, setPage] = useState(1);
  const live = useDealLiveUpdates();
  const query = useDealList(page, live.interval);
  if (!user) return <SignInFirst />;
  if (user.user_type !== 'investor' && user.user_type !== 'business_owner') return <Navigate to="/dashboard" replace />;
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const discover = user.user_type === 'investor' ? { to: '/businessmatches', label: t('deals.list.findBusinesses') } : { to: '/investorconnect', label: t('deals.list.findInvestors') };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="text-page-title">{t('deals.title')}</h1>
      <p className="mt-2 text-slate-600">{t('deals.subtitle')}</p>
      <div className="mt-8">
        {query.isPending ? (
          <div className="flex justify-center py-12"><Spinner /></div>
        ) : query.isError ? (
          <Alert>{t('deals.list.loadError')}</Alert>
        ) : data && data.items.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-slate-600">{t('deals.list.empty')}</p>
            <Link to={discover.to} className={buttonClasses('primary', 'mt-4')}>{discover.label}</Link>
          </div>
        ) : (
          <ul className="space-y-3" data-testid="deal-list">
            {data?.items.map((deal) => <DealRow key={deal.id} deal={deal} />)}
          </ul>
        )}
      </div>
      {pages > 1 && (
        <nav aria-label={t('deals.title')} className="mt-4 flex items-center justify-between gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{t('deals.list.previous')}</Button>
          <span className="text-sm text-slate-600">{t('deals.list.pageOf', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>{t('deals.list.next')}</Button>
        </nav>
      )}
    </div>
  );
}

function DealRow({ deal }: { deal: DealSummary }) {
  const { t } = useTranslation();
  const updated = useDateFormat('dateTime')(deal.updated_at);
  const last = deal.last_message;
  const preview = !last ? t('deals.list.noMessages') : !last.body ? t('deals.list.deleted') : last.mine ? t('deals.list.you', { text: last.body }) : last.body;
  return (
    <li>
      <Link
        to={`/deals/${deal.id}`}
        data-testid="deal-row"
        className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold">{deal.counterpart.name}{deal.counterpart.company && <span className="font-normal text-slate-600"> · {deal.counterpart.company}</span>}</p>
            {deal.business.company_name && <p className="text-sm text-slate-600">{t('deals.room.business', { name: deal.business.company_name })}</p>}
          </div>
          <div className="flex items-center gap-2">
            {deal.unread_count > 0 && (
              <span data-testid="deal-unread" className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">{t('deals.list.unread', { count: deal.unread_count })}</span>
            )}
            <StageBadge stage={deal.stage} />
          </div>
        </div>
        <p className="mt-2 truncate text-sm text-slate-700" dir="auto">{preview}</p>
        <p className="mt-1 text-xs text-slate-500">{t('deals.list.updated', { date: updated })}</p>
      </Link>
    </li>
  );
}
