import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { FailedWork } from '#shared/jobs.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useFailedJobs, useRetryFailedJob, useRunScheduledJob, useScheduledJobs } from '../api/failed-jobs.ts';
import { useDateFormat } from '../../../lib/i18n/use-date-format.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { Loaded, SectionHeader } from '../components/section.tsx';

/** Background jobs and emails that gave up after their last try, with a Retry for each; then the scheduled jobs. */
export function JobsSection() {
  return (
    <>
      <FailedJobs />
      <ScheduledJobs />
    </>
  );
}

/** The jobs that run on a clock, each with Run now (issue 23: a digest sent now, a freshness pass after a fix). */
function ScheduledJobs() {
  const { t } = useTranslation();
  const query = useScheduledJobs();
  const run = useRunScheduledJob();
  const queueName = (queue: string) => t(`admin.jobs.queues.${queue}`, { defaultValue: queue });
  return (
    <section aria-labelledby="admin-scheduled-jobs" className="mt-10">
      <SectionHeader id="admin-scheduled-jobs" title={t('admin.jobs.scheduledTitle')} />
      <p className="mt-2 text-sm text-slate-600">{t('admin.jobs.scheduledIntro')}</p>
      {run.isError && <Alert className="mt-4">{t('admin.actionFailed')}</Alert>}
      {run.isSuccess && <Alert tone="success" className="mt-4">{t('admin.jobs.queued', { queue: queueName(run.data.queue) })}</Alert>}
      <Loaded query={query}>
        {() => (
          <AdminTable labelledBy="admin-scheduled-jobs" columns={[
            t('admin.jobs.queue'),
            t('admin.jobs.schedule'),
            <span className="sr-only">{t('admin.jobs.runNow')}</span>,
          ]}>
            {query.data?.items.map((item) => (
              <tr key={item.queue} data-testid="scheduled-job">
                <td className="px-3 py-2 font-medium">{queueName(item.queue)}</td>
                <td className="px-3 py-2 font-mono text-slate-700" dir="ltr">{item.cron}</td>
                <td className="px-3 py-2 text-end">
                  <Button
                    variant="secondary"
                    className="px-3 py-1"
                    disabled={run.isPending}
                    aria-label={t('admin.jobs.runNowLabel', { queue: queueName(item.queue) })}
                    onClick={() => run.mutate(item.queue)}
                  >
                    {t('admin.jobs.runNow')}
                  </Button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </Loaded>
    </section>
  );
}

function FailedJobs() {
  const { t } = useTranslation();
  const date = useDateFormat();
  const query = useFailedJobs();
  const retry = useRetryFailedJob();
  const queueName = (item: FailedWork) => t(`admin.jobs.queues.${item.queue}`, { defaultValue: item.queue });
  return (
    <section aria-labelledby="admin-jobs">
      <SectionHeader id="admin-jobs" title={t('admin.jobs.title')}>
        <Button variant="secondary" onClick={() => void query.refetch()}>{t('admin.jobs.refresh')}</Button>
      </SectionHeader>
      <p className="mt-2 text-sm text-slate-600">{t('admin.jobs.intro')}</p>
      {retry.isError && <Alert className="mt-4">{t('admin.actionFailed')}</Alert>}
      {retry.isSuccess && <Alert tone="success" className="mt-4">{t('admin.jobs.retried')}</Alert>}
      <Loaded query={query}>
        {() =>
          query.data && query.data.items.length > 0 ? (
            <AdminTable labelledBy="admin-jobs" columns={[
              t('admin.jobs.kind'),
              t('admin.jobs.queue'),
              t('admin.jobs.detail'),
              t('admin.jobs.created'),
              t('admin.jobs.failedAt'),
              t('admin.jobs.attempts'),
              t('admin.jobs.lastError'),
              <span className="sr-only">{t('admin.jobs.retry')}</span>,
            ]}>
              {query.data.items.map((item) => (
                <tr key={item.id}>
                  <td className="px-3 py-2">{t(`admin.jobs.kinds.${item.kind}`)}</td>
                  <td className="px-3 py-2 font-medium">{queueName(item)}</td>
                  <td className="px-3 py-2 text-slate-700">{item.detail ?? '—'}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{date(item.created_at)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{item.failed_at ? date(item.failed_at) : '—'}</td>
                  <td className="px-3 py-2 tabular-nums">{item.attempts}</td>
                  <td className="max-w-md px-3 py-2 break-words text-slate-700" dir="auto">{item.last_error ?? '—'}</td>
                  <td className="px-3 py-2 text-end">
                    <Button
                      variant="secondary"
                      className="px-3 py-1"
                      disabled={retry.isPending}
                      aria-label={t('admin.jobs.retryLabel', { queue: queueName(item), created: date(item.created_at) })}
                      onClick={() => retry.mutate(item.id)}
                    >
                      {t('admin.jobs.retry')}
                    </Button>
                  </td>
                </tr>
              ))}
            </AdminTable>
          ) : (
            <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{t('admin.jobs.none')}</p>
          )
        }
      </Loaded>
    </section>
  );
}
