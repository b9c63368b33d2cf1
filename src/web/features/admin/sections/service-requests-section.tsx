import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminServiceRequest } from '#shared/admin/requests.ts';
import type { ServiceRequestStatus } from '#shared/enums.ts';
import { formatMoney, formatMoneyRange, formatUsd } from '#shared/money/format.ts';
import { serviceRequestActions } from '#shared/services/service-request-workflow.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { languageOf, useTranslation } from '../../../lib/i18n/i18n.ts';
import { ApiRequestError } from '../../../lib/api/api.ts';
import { useServiceRequests } from '../api/get-service-requests.ts';
import { useUpdateServiceRequest } from '../api/update-service-request.ts';
import { useDateFormat } from '../../../lib/i18n/use-date-format.ts';
import { ExportLink } from '../components/export-link.tsx';
import { Pager } from '../components/pager.tsx';
import { EmptyState, Loaded, SectionHeader } from '../components/section.tsx';
import { RequestStatusBadge } from '../components/status-badge.tsx';
import { AssignQuoteDialog } from './assign-quote-dialog.tsx';

export function ServiceRequestsSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [quoting, setQuoting] = useState<AdminServiceRequest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = useServiceRequests(page);
  const update = useUpdateServiceRequest();

  const move = (request: AdminServiceRequest, status: ServiceRequestStatus, estimatedCost?: number) => {
    setError(null);
    update.mutate(estimatedCost === undefined ? { id: request.id, status } : { id: request.id, status, estimated_cost: estimatedCost }, {
      onSuccess: () => setQuoting(null),
      onError: (e) => {
        setQuoting(null);
        setError(e instanceof ApiRequestError && e.status === 409 ? t('admin.requests.conflict') : t('admin.actionFailed'));
      },
    });
  };

  return (
    <section aria-labelledby="admin-requests">
      <SectionHeader id="admin-requests" title={t('admin.requests.title')}>
        <ExportLink file="service-requests.csv" label={t('admin.exportData')} />
      </SectionHeader>
      {error && <Alert className="mt-4">{error}</Alert>}
      <Loaded query={query}>
        {() =>
          query.data && query.data.items.length > 0 ? (
            <>
              <ul className="mt-6 space-y-3" aria-labelledby="admin-requests">
                {query.data.items.map((request) => (
                  <RequestRow key={request.id} request={request} busy={update.isPending} onMove={(status) => move(request, status)} onQuote={() => setQuoting(request)} />
                ))}
              </ul>
              <Pager label={t('admin.requests.title')} page={page} total={query.data.total} pageSize={query.data.page_size} onPage={setPage} />
            </>
          ) : (
            <EmptyState />
          )
        }
      </Loaded>
      <AssignQuoteDialog
        request={quoting}
        pending={update.isPending}
        onCancel={() => setQuoting(null)}
        onConfirm={(cost) => quoting && move(quoting, 'assigned', cost)}
      />
    </section>
  );
}

interface RequestRowProps {
  request: AdminServiceRequest;
  busy: boolean;
  onMove(status: ServiceRequestStatus): void;
  onQuote(): void;
}

function RequestRow({ request, busy, onMove, onQuote }: RequestRowProps) {
  const { t, i18n } = useTranslation();
  const date = useDateFormat();
  const allowed = serviceRequestActions(request.status);
  const service = t(`admin.serviceTypes.${request.service_type}`);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="admin-request">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold">{service}</h3>
        <RequestStatusBadge status={request.status} />
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>{t('admin.requests.submitted', { date: date(request.created_at) })}</span>
        <span>{t('admin.requests.urgency', { urgency: t(`admin.urgency.${request.urgency}`) })}</span>
        {request.estimated_cost !== null && (
          <span className="font-medium text-slate-900">{t('admin.requests.estimatedCost', { cost: formatUsd(request.estimated_cost, languageOf(i18n.language)) })}</span>
        )}
      </p>
      <p className="mt-1 text-sm text-slate-500">
        {t('admin.requests.requester', { name: request.requester.full_name || request.requester.email, email: request.requester.email })}
        {request.deal_id && (
          <Link to="/admin?section=deals" title={t('admin.requests.dealLabel')} data-deal-id={request.deal_id}
            className="ms-2 inline-flex rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-800 hover:underline">
            {t('admin.requests.deal')}
          </Link>
        )}
      </p>
      {request.valuation_estimate && <AttachedEstimate estimate={request.valuation_estimate} />}
      <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{request.description}</p>
      <div role="group" aria-label={t('admin.requests.actionsFor', { service })} className="mt-3 flex flex-wrap gap-2">
        <Button className="px-3 py-1.5" disabled={busy || !allowed.assignAndQuote} onClick={onQuote}>{t('admin.requests.assignQuote')}</Button>
        <Button variant="secondary" className="px-3 py-1.5" disabled={busy || !allowed.inProgress} onClick={() => onMove('in_progress')}>{t('admin.requests.inProgress')}</Button>
        <Button variant="secondary" className="px-3 py-1.5" disabled={busy || !allowed.complete} onClick={() => onMove('completed')}>{t('admin.requests.complete')}</Button>
        <Button variant="danger" className="px-3 py-1.5" disabled={busy || !allowed.cancel} onClick={() => onMove('cancelled')}>{t('admin.requests.cancel')}</Button>
      </div>
    </li>
  );
}

/** The owner's saved valuation estimate sent with the request (issue 22): its range and the report. */
function AttachedEstimate({ estimate }: { estimate: NonNullable<AdminServiceRequest['valuation_estimate']> }) {
  const { t, i18n } = useTranslation();
  const date = useDateFormat();
  const language = languageOf(i18n.language);
  const amount = (value: number) => formatMoney(value, estimate.currency, language) ?? '';
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="admin-request-estimate">
      <span>{t('admin.requests.valuationEstimate', { range: formatMoneyRange(estimate.low, estimate.high, estimate.currency, language) ?? '', mid: amount(estimate.mid), date: date(estimate.created_at) })}</span>
      <a href={`/api/valuation/estimates/${encodeURIComponent(estimate.id)}/report.pdf?lang=${language}`} className="font-medium text-brand-700 underline" download>
        {t('admin.requests.valuationReport')}
      </a>
    </p>
  );
}
