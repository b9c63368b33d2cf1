import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { AdminDeal, DealFunnel } from '#shared/admin/deals.ts';
import { DEAL_STAGES, OPEN_DEAL_STAGES, type DealStage } from '#shared/deals/room.ts';
import { StageBadge } from '../../../components/deals/stage-badge.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { ltr } from '../../../components/ui/ltr.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiRequestError } from '../../../lib/api/api.ts';
import { cn } from '../../../lib/cn.ts';
import { wordMessage } from '../../../lib/i18n/word-message.ts';
import { useDeal, useDeals, type DealFilters } from '../api/deals.ts';
import { useDateFormat } from '../../../lib/i18n/use-date-format.ts';
import { DetailSection } from '../components/details.tsx';
import { Pager } from '../components/pager.tsx';
import { EmptyState, Loaded, SectionHeader } from '../components/section.tsx';
import { DealDocumentsDetail } from './deal-documents-detail.tsx';

const NO_FILTERS: DealFilters = { stage: '', search: '', from: '', to: '' };

/** Deals (issue 17): the stage funnel, the filtered list, and one deal's metadata (never its messages). */
export function DealsSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<DealFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<DealFilters>(NO_FILTERS);
  const [open, setOpen] = useState<string | null>(null);
  const query = useDeals(page, filters);

  const apply = (next: DealFilters) => {
    setDraft(next);
    setFilters(next);
    setPage(1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const fieldError = (name: keyof DealFilters) => {
    const entry = query.error instanceof ApiRequestError ? query.error.fields[name] : undefined;
    return entry ? wordMessage(entry) : undefined;
  };
  const invalid = query.error instanceof ApiRequestError && query.error.status === 422;

  return (
    <section aria-labelledby="admin-deals">
      <SectionHeader id="admin-deals" title={t('admin.deals.title')} />
      <p className="mt-1 text-sm text-slate-600">{t('admin.deals.intro')}</p>
      {query.data && <Funnel funnel={query.data.funnel} current={filters.stage} onStage={(stage) => apply({ ...filters, stage })} />}
      <form role="search" aria-label={t('admin.deals.filters')} onSubmit={submit} className="mt-6 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5">
        <Field label={t('admin.deals.stage')} error={fieldError('stage')}>
          {({ id, describedBy, invalid }) => (
            <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} value={draft.stage} onChange={(e) => setDraft({ ...draft, stage: e.target.value as DealStage | '' })}>
              <option value="">{t('admin.deals.allStages')}</option>
              {DEAL_STAGES.map((s) => <option key={s} value={s}>{t(`deals.stages.${s}`)}</option>)}
            </Select>
          )}
        </Field>
        <div className="sm:col-span-2 lg:col-span-2">
          <Field label={t('admin.deals.search')} error={fieldError('search')} hint={t('admin.deals.searchHint')}>
            {({ id, describedBy, invalid }) => <Input id={id} type="search" aria-describedby={describedBy} aria-invalid={invalid} value={draft.search} maxLength={200} onChange={(e) => setDraft({ ...draft, search: e.target.value })} />}
          </Field>
        </div>
        <Field label={t('admin.deals.from')} error={fieldError('from')}>
          {({ id, describedBy, invalid }) => <Input id={id} type="date" aria-describedby={describedBy} aria-invalid={invalid} value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />}
        </Field>
        <Field label={t('admin.deals.to')} error={fieldError('to')}>
          {({ id, describedBy, invalid }) => <Input id={id} type="date" aria-describedby={describedBy} aria-invalid={invalid} value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />}
        </Field>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
          <Button type="submit">{t('admin.deals.apply')}</Button>
          <Button variant="secondary" onClick={() => apply(NO_FILTERS)}>{t('admin.deals.reset')}</Button>
        </div>
      </form>
      {invalid ? (
        <Alert className="mt-4">{t('admin.deals.invalidFilters')}</Alert>
      ) : (
        <Loaded query={query}>
          {() =>
            query.data && query.data.items.length > 0 ? (
              <>
                <p className="mt-4 text-sm text-slate-600" aria-live="polite">{t('admin.deals.count', { count: query.data.total })}</p>
                <ul className="mt-2 space-y-3" aria-label={t('admin.deals.listLabel')}>
                  {query.data.items.map((deal) => <DealRow key={deal.id} deal={deal} onOpen={() => setOpen(deal.id)} />)}
                </ul>
                <Pager label={t('admin.deals.title')} page={page} total={query.data.total} pageSize={query.data.page_size} onPage={setPage} />
              </>
            ) : (
              <EmptyState />
            )
          }
        </Loaded>
      )}
      <DealDialog id={open} onClose={() => setOpen(null)} />
    </section>
  );
}

/** Introduced → … → Closed (won) as narrowing bars, Closed (lost / withdrawn) beside them; each bar filters the list. */
function Funnel({ funnel, current, onStage }: { funnel: DealFunnel; current: DealStage | ''; onStage(stage: DealStage | ''): void }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...DEAL_STAGES.map((s) => funnel[s]));
  const bar = (stage: DealStage, tone: string) => (
    <li key={stage}>
      <button
        type="button"
        aria-pressed={current === stage}
        onClick={() => onStage(current === stage ? '' : stage)}
        className={cn('grid w-full grid-cols-[8.5rem_1fr_2.5rem] items-center gap-2 rounded px-1 py-1 text-start text-sm hover:bg-slate-50', current === stage && 'ring-2 ring-brand-600')}
      >
        <span className="truncate text-slate-700">{t(`deals.stages.${stage}`)}</span>
        <span className="h-5 rounded-sm bg-slate-100" aria-hidden="true">
          <span className={cn('block h-5 rounded-sm', tone)} style={{ width: `${(funnel[stage] / max) * 100}%` }} />
        </span>
        <span className="text-end font-semibold tabular-nums" data-testid={`funnel-${stage}`}>{funnel[stage]}</span>
      </button>
    </li>
  );
  return (
    <figure className="mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="deal-funnel">
      <figcaption className="font-semibold">{t('admin.deals.funnelTitle')}</figcaption>
      <div className="mt-3 grid gap-4 md:grid-cols-[2fr_1fr]">
        <ol aria-label={t('admin.deals.funnelOpen')} className="space-y-1">
          {[...OPEN_DEAL_STAGES, 'closed_won' as const].map((s) => bar(s, s === 'closed_won' ? 'bg-green-500' : 'bg-brand-600'))}
        </ol>
        <ul aria-label={t('admin.deals.funnelLost')} className="space-y-1 md:border-s md:border-slate-200 md:ps-4">
          {bar('closed_lost', 'bg-red-400')}
        </ul>
      </div>
    </figure>
  );
}

function DealRow({ deal, onOpen }: { deal: AdminDeal; onOpen(): void }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const company = deal.business.company_name ?? t('admin.deals.noCompany');
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="admin-deal">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold">{company}</h3>
        <StageBadge stage={deal.stage} />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {t('admin.deals.parties', { owner: deal.owner.full_name, investor: deal.investor.full_name })}
        {(deal.owner.suspended || deal.investor.suspended) && <span className="ms-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">{t('admin.users.suspended')}</span>}
      </p>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>{t('admin.deals.introduced', { date: date(deal.created_at) })}</span>
        <span>{t('admin.deals.updated', { date: date(deal.updated_at) })}</span>
        <span>{t('admin.deals.messages', { count: deal.message_count })}</span>
        {deal.open_report_count > 0 && <span className="font-medium text-red-700">{t('admin.deals.openReports', { count: deal.open_report_count })}</span>}
      </p>
      <Button variant="secondary" className="mt-3 px-3 py-1.5" onClick={onOpen} aria-label={t('admin.deals.viewLabel', { company })}>{t('admin.deals.view')}</Button>
    </li>
  );
}

function DealDialog({ id, onClose }: { id: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const query = useDeal(id);
  const deal = query.data;
  return (
    <Modal open={id !== null} onOpenChange={(o) => !o && onClose()} title={deal?.business.company_name ?? t('admin.deals.detailTitle')} description={t('admin.deals.detailDescription')}>
      <Loaded query={query}>
        {() => deal ? (
          <div data-testid="deal-details">
            <StageBadge stage={deal.stage} />
            <DetailSection title={t('admin.deals.partiesTitle')} rows={[
              [t('admin.deals.owner'), <>{deal.owner.full_name} ({ltr(deal.owner.email)})</>],
              [t('admin.deals.investor'), <>{deal.investor.full_name} ({ltr(deal.investor.email)})</>],
              [t('admin.deals.introducedLabel'), date(deal.created_at)],
              [t('admin.deals.messagesLabel'), t('admin.deals.messageCounts', { count: deal.message_count, deleted: deal.deleted_message_count })],
              [t('admin.deals.closedReason'), deal.closed_reason],
            ]} />
            <section className="mt-4">
              <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t('admin.deals.timeline')}</h3>
              <ol className="mt-2 space-y-2 border-s border-slate-200 ps-4 text-sm">
                {deal.timeline.map((e) => (
                  <li key={e.id}>
                    <span className="font-medium">{t(`deals.stages.${e.to}`)}</span>
                    <span className="text-slate-600"> · {e.actor ? t('admin.deals.movedBy', { name: e.actor.full_name, date: date(e.created_at) }) : date(e.created_at)}</span>
                    {e.reason && <p className="text-slate-600">{t('admin.deals.reason', { reason: e.reason })}</p>}
                  </li>
                ))}
              </ol>
            </section>
            <section className="mt-4" data-testid="admin-deal-offers">
              <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t('admin.deals.offers')}</h3>
              {deal.offers.length === 0 ? (
                <p className="mt-2 text-sm text-slate-500">{t('admin.deals.noOffers')}</p>
              ) : (
                <ul className="mt-2 space-y-1 text-sm">
                  {deal.offers.map((o) => (
                    <li key={o.id}>
                      {t('admin.deals.offerLine', {
                        version: o.version, kind: t(`admin.deals.offerKinds.${o.kind}`), state: t(`admin.deals.offerStates.${o.expired ? 'expired' : o.state}`),
                        side: t(`admin.deals.sides.${o.made_by}`), date: date(o.created_at), expires: o.expires_on,
                      })}
                      {o.answered_at && <span className="text-slate-600"> · {t('admin.deals.offerAnswered', { date: date(o.answered_at) })}</span>}
                    </li>
                  ))}
                </ul>
              )}
              {deal.close_proposed && (
                <p className="mt-2 text-sm">{t('admin.deals.closeProposed', { side: t(`admin.deals.sides.${deal.close_proposed.by}`), date: date(deal.close_proposed.at) })}</p>
              )}
              <p className="mt-1 text-xs text-slate-500">{t('admin.deals.offersPrivacy')}</p>
            </section>
            <DealDocumentsDetail deal={deal} />
            <section className="mt-4">
              <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t('admin.deals.services')}</h3>
              {deal.services.length === 0 ? (
                <p className="mt-2 text-sm text-slate-500">{t('admin.deals.noServices')}</p>
              ) : (
                <ul className="mt-2 space-y-1 text-sm">
                  {deal.services.map((s) => (
                    <li key={s.id}>{t(`admin.serviceTypes.${s.service_type}`)} · {t(`admin.requestStatus.${s.status}`)} · {s.requester.full_name}</li>
                  ))}
                </ul>
              )}
            </section>
            <p className="mt-4 text-xs text-slate-500">{t('admin.deals.privacy')}</p>
          </div>
        ) : null}
      </Loaded>
    </Modal>
  );
}
