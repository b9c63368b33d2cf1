import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ltr } from '../../../components/ui/ltr.tsx';
import { cn } from '../../../lib/cn.ts';
import { useBroadcasts, useDeliveries } from '../api/broadcasts.ts';
import { useDateFormat } from '../../../lib/i18n/use-date-format.ts';
import { Pager } from '../components/pager.tsx';
import { Loaded } from '../components/section.tsx';

const TONES = { queued: 'bg-amber-100 text-amber-800', sending: 'bg-blue-100 text-blue-800', sent: 'bg-green-100 text-green-800', failed: 'bg-red-100 text-red-800' } as const;

/** Recent broadcasts, and the status of each recipient of the one shown. */
export function BroadcastDelivery({ shown, onShow }: { shown: string | null; onShow(id: string): void }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const broadcasts = useBroadcasts();
  const items = broadcasts.data?.items ?? [];
  return (
    <section aria-labelledby="admin-broadcasts" className="mt-8">
      <h3 id="admin-broadcasts" className="text-lg font-semibold">{t('admin.communication.recent')}</h3>
      <Loaded query={broadcasts}>
        {() =>
          items.length === 0 ? (
            <p className="mt-2 text-sm text-slate-500">{t('admin.communication.noBroadcasts')}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {items.map((b) => (
                <li key={b.id}>
                  <button type="button" aria-pressed={b.id === shown} onClick={() => onShow(b.id)}
                    className={cn('w-full rounded-md border px-4 py-2 text-start text-sm hover:border-brand-600', b.id === shown ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white')}>
                    <span className="font-medium">{b.subject}</span>
                    <span className="ms-2 text-slate-500">{t(`admin.communication.recipients.${b.recipient_type}`, { count: b.recipients })} · {date(b.created_at)}</span>
                    <span className="block text-xs text-slate-500">{t('admin.communication.totals', b.totals)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      {shown && <Recipients key={shown} id={shown} subject={items.find((b) => b.id === shown)?.subject ?? ''} />}
    </section>
  );
}

function Recipients({ id, subject }: { id: string; subject: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useDeliveries(id, page);
  const th = 'px-3 py-2 text-start font-medium text-slate-600';
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="broadcast-delivery">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">{subject ? t('admin.communication.showDelivery', { subject }) : t('admin.communication.deliveryTitle')}</h4>
        <Button variant="secondary" className="px-3 py-1.5" onClick={() => void query.refetch()}>{t('admin.communication.refresh')}</Button>
      </div>
      <Loaded query={query}>
        {() =>
          query.data ? (
            <>
              <p className="mt-1 text-sm text-slate-600" aria-live="polite">{t('admin.communication.totals', query.data.totals)}</p>
              <div className="mt-3 overflow-x-auto" tabIndex={0}>
                <table className="min-w-full divide-y divide-slate-200 text-sm">
                  <thead>
                    <tr>
                      <th scope="col" className={th}>{t('admin.communication.recipient')}</th>
                      <th scope="col" className={th}>{t('admin.communication.status')}</th>
                      <th scope="col" className={th}>{t('admin.communication.attempts')}</th>
                      <th scope="col" className={th}>{t('admin.communication.lastError')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {query.data.items.map((d) => (
                      <tr key={d.id}>
                        <td className="px-3 py-2">{ltr(d.to_email)}</td>
                        <td className="px-3 py-2">
                          <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium', TONES[d.status])}>{t(`admin.communication.deliveryStatus.${d.status}`)}</span>
                        </td>
                        <td className="px-3 py-2">{d.attempts}</td>
                        <td className="px-3 py-2 text-slate-600">{d.last_error ?? ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager label={t('admin.communication.deliveryTitle')} page={page} total={query.data.total} pageSize={query.data.page_size} onPage={setPage} />
            </>
          ) : null
        }
      </Loaded>
    </div>
  );
}
