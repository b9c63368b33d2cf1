import { lazy, Suspense, useState } from 'react';
import { formatUsd } from '#shared/money/format.ts';
import { languageOf, useTranslation } from '../../lib/i18n/i18n.ts';
import { useDateFormat } from '../../lib/i18n/use-date-format.ts';
import type { ServiceRequest } from '#shared/services/services.ts';
import { requesterCanCancel } from '#shared/services/service-request-requester.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useMyServiceRequests } from './api/get-my-service-requests.ts';
import { StatusBadge } from './status-badge.tsx';

// Cancelling (and the mutation code it needs) is fetched after the list: every route's static imports are listed in
// the main bundle, which the home page's budget counts.
const CancelRequestDialog = lazy(() => import('./cancel-request-dialog.tsx').then((m) => ({ default: m.CancelRequestDialog })));

/** The signed-in user's own requests, newest first; a pending one can be cancelled (issue 21). */
export function MyServiceRequests() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<ServiceRequest | null>(null);
  const query = useMyServiceRequests({ page });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <section aria-labelledby="my-service-requests" className="mt-14">
      <h2 id="my-service-requests" className="text-section-title">{t('services.mine.title')}</h2>
      <div className="mt-6">
        {query.isPending ? (
          <div className="flex justify-center py-8"><Spinner /></div>
        ) : query.isError ? (
          <Alert>{t('services.mine.loadError')}</Alert>
        ) : data && data.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{t('services.mine.empty')}</p>
        ) : (
          <ul className="space-y-3" data-testid="my-service-requests">
            {data?.items.map((request) => <RequestRow key={request.id} request={request} onCancel={() => setCancelling(request)} />)}
          </ul>
        )}
      </div>
      {pages > 1 && (
        <nav aria-label={t('services.mine.title')} className="mt-4 flex items-center justify-between gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{t('services.mine.previous')}</Button>
          <span className="text-sm text-slate-600">{t('services.mine.pageOf', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>{t('services.mine.next')}</Button>
        </nav>
      )}
      <Suspense fallback={null}>
        <CancelRequestDialog request={cancelling} onClose={() => setCancelling(null)} />
      </Suspense>
    </section>
  );
}

function RequestRow({ request, onCancel }: { request: ServiceRequest; onCancel(): void }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const submitted = useDateFormat()(request.created_at);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold">{t(`services.names.${request.service_type}`)}</h3>
        <StatusBadge status={request.status} />
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>{t('services.mine.submitted', { date: submitted })}</span>
        <span>{t('services.mine.urgency', { urgency: t(`services.urgencyShort.${request.urgency}`) })}</span>
        {request.estimated_cost !== null && (
          <span className="font-medium text-slate-900">{t('services.mine.estimatedCost', { cost: formatUsd(request.estimated_cost, language) })}</span>
        )}
      </p>
      <p className="mt-2 line-clamp-2 text-sm text-slate-700">{request.description}</p>
      {requesterCanCancel(request.status) && (
        <Button variant="secondary" className="mt-3 px-3 py-1.5" onClick={onCancel}>{t('services.cancel.button')}</Button>
      )}
    </li>
  );
}
