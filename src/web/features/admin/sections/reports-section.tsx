import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { AdminReport } from '#shared/admin/reports.ts';
import { REPORT_STATUSES, type ReportStatus } from '#shared/deals/room.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ltr } from '../../../components/ui/ltr.tsx';
import { ApiRequestError } from '../../../lib/api/api.ts';
import { cn } from '../../../lib/cn.ts';
import { wordMessage } from '../../../lib/i18n/word-message.ts';
import { useReportAction, useReports, type ReportAction } from '../api/reports.ts';
import { useDateFormat } from '../../../lib/i18n/use-date-format.ts';
import { Pager } from '../components/pager.tsx';
import { EmptyState, Loaded, SectionHeader } from '../components/section.tsx';
import { StageBadge } from '../../../components/deals/stage-badge.tsx';

/** Reports (issue 17): reported deal messages with their context; Dismiss or Suspend sender. */
export function ReportsSection() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const query = useReports(status, page);
  const action = useReportAction();
  // Suspending signs the sender out at once: asked for in a dialog first.
  const [suspending, setSuspending] = useState<AdminReport | null>(null);

  const act = (report: AdminReport, kind: ReportAction) => {
    setNotice(null);
    action.mutate({ id: report.id, action: kind }, {
      onSuccess: () => setNotice({ tone: 'success', text: kind === 'dismiss' ? t('admin.reports.dismissed') : t('admin.reports.suspendedDone', { name: report.sender.full_name }) }),
      onError: (e) => setNotice({ tone: 'error', text: e instanceof ApiRequestError && e.status === 409 ? wordMessage(e) : t('admin.actionFailed') }),
    });
  };

  return (
    <section aria-labelledby="admin-reports">
      <SectionHeader id="admin-reports" title={t('admin.reports.title')} />
      <p className="mt-1 text-sm text-slate-600">{t('admin.reports.intro')}</p>
      <div role="group" aria-label={t('admin.reports.statusFilter')} className="mt-4 flex flex-wrap gap-2">
        {REPORT_STATUSES.map((s) => (
          <Button key={s} variant={s === status ? 'primary' : 'secondary'} aria-pressed={s === status} className="px-3 py-1.5"
            onClick={() => { setStatus(s); setPage(1); setNotice(null); }}>
            {t(`admin.reportStatus.${s}`)}
          </Button>
        ))}
      </div>
      {notice && <Alert tone={notice.tone} className="mt-4">{notice.text}</Alert>}
      <Loaded query={query}>
        {() =>
          query.data && query.data.items.length > 0 ? (
            <>
              <ul className="mt-4 space-y-4" aria-label={t('admin.reports.listLabel')}>
                {query.data.items.map((report) => (
                  <ReportCard key={report.id} report={report} busy={action.isPending} onAct={(kind) => (kind === 'dismiss' ? act(report, kind) : setSuspending(report))} />
                ))}
              </ul>
              <Pager label={t('admin.reports.title')} page={page} total={query.data.total} pageSize={query.data.page_size} onPage={setPage} />
            </>
          ) : (
            <EmptyState />
          )
        }
      </Loaded>
      <ConfirmDialog
        open={suspending !== null}
        onOpenChange={(open) => !open && setSuspending(null)}
        title={t('admin.reports.confirmSuspendTitle', { name: suspending?.sender.full_name ?? '' })}
        description={t('admin.reports.confirmSuspendText')}
        confirmLabel={t('admin.reports.suspendSender')}
        busy={action.isPending}
        onConfirm={() => {
          if (suspending) act(suspending, 'suspend-sender');
          setSuspending(null);
        }}
      />
    </section>
  );
}

function ReportCard({ report, busy, onAct }: { report: AdminReport; busy: boolean; onAct(kind: ReportAction): void }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const time = useDateFormat('time');
  const company = report.deal.company_name ?? t('admin.deals.noCompany');
  const side = (s: 'investor' | 'business') => (s === 'investor' ? t('admin.reports.sideInvestor') : t('admin.reports.sideOwner'));
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="admin-report">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold">{t('admin.reports.heading', { company })}</h3>
        <StageBadge stage={report.deal.stage} />
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('admin.deals.parties', { owner: report.deal.owner.full_name, investor: report.deal.investor.full_name })}</p>
      <dl className="mt-3 grid grid-cols-[minmax(0,1fr)_minmax(0,3fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('admin.reports.sender')}</dt>
        <dd>
          {report.sender.full_name} ({ltr(report.sender.email)}) · {side(report.sender.side)}
          {report.sender.suspended && <span className="ms-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">{t('admin.users.suspended')}</span>}
        </dd>
        <dt className="text-slate-600">{t('admin.reports.reporter')}</dt>
        <dd>{report.reporter.full_name} ({ltr(report.reporter.email)})</dd>
        <dt className="text-slate-600">{t('admin.reports.reason')}</dt>
        <dd className="whitespace-pre-line break-words">{report.reason ?? t('admin.reports.noReason')}</dd>
        <dt className="text-slate-600">{t('admin.reports.reportedOn')}</dt>
        <dd>{date(report.created_at)}</dd>
        {report.resolved_at && (
          <>
            <dt className="text-slate-600">{t('admin.reports.resolved')}</dt>
            <dd>{t('admin.reports.resolvedBy', { status: t(`admin.reportStatus.${report.status}`), name: report.resolved_by?.full_name ?? '—', date: date(report.resolved_at) })}</dd>
          </>
        )}
      </dl>
      <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-500">{t('admin.reports.context')}</h4>
      <ol className="mt-2 space-y-2" aria-label={t('admin.reports.context')}>
        {report.context.map((m) => (
          <li key={m.id} data-reported={m.reported || undefined}
            className={cn('rounded-md border p-2 text-sm', m.reported ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-slate-50',
              m.side === 'investor' ? 'me-8' : 'ms-8')}>
            <p className="text-xs text-slate-600">
              {m.sender_name} · {side(m.side)} · {date(m.created_at)} {time(m.created_at)}
              {m.reported && <strong className="ms-2 text-red-700">{t('admin.reports.reportedMessage')}</strong>}
              {m.deleted && <span className="ms-2 italic">{t('admin.reports.deleted')}</span>}
            </p>
            {/* Plain text only: a message is never rendered as markup, and its links are not followed. */}
            <p className="mt-1 whitespace-pre-line break-words">{m.body || t('admin.reports.deletedBody')}</p>
          </li>
        ))}
      </ol>
      {report.status === 'open' && (
        <div role="group" aria-label={t('admin.reports.actionsFor', { name: report.sender.full_name })} className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" className="px-3 py-1.5" disabled={busy} onClick={() => onAct('dismiss')}>{t('admin.reports.dismiss')}</Button>
          <Button variant="danger" className="px-3 py-1.5" disabled={busy} onClick={() => onAct('suspend-sender')}>{t('admin.reports.suspendSender')}</Button>
        </div>
      )}
    </li>
  );
}
