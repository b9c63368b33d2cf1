import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link, useParams } from 'react-router';
import {
  DEAL_MESSAGE_MAX_LENGTH, DEAL_REASON_MAX_LENGTH, isClosedStage, OPEN_DEAL_STAGES,
  type DealMessage, type DealRoom, type DealStage,
} from '#shared/deals/room.ts';
import type { ServiceType } from '#shared/enums.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { AlertBox } from '../../components/ui/alert-box.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../lib/api/api.ts';
import { useAuth } from '../../lib/session/auth.tsx';
import { cn } from '../../lib/cn.ts';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';
import { wordMessage } from '../../lib/i18n/word-message.ts';
import { DealDocumentsSection } from './deal-documents.tsx';
import { DealNdaCard } from './deal-nda.tsx';
import { DealCloseSection, FinalTerms } from './deal-close.tsx';
import { DealOffers } from './deal-offers.tsx';
import { useDealActions, useDealLiveUpdates, useDealMessages, useDealRoom } from './deal-queries.ts';
import { MessageText } from './message-text.tsx';
import { StageBadge } from '../../components/deals/stage-badge.tsx';
import { usePersonName } from './person-name.ts';
import { useDateFormat } from '../../lib/i18n/use-date-format.ts';
import { SignInFirst } from '../../components/sign-in-first.tsx';

// Fetched when a service is first requested from the room (forms and their validation are large).
const ServiceRequestDialog = lazy(() => import('../../components/services/service-request-dialog.tsx').then((m) => ({ default: m.ServiceRequestDialog })));

const textareaClasses =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-100';

/** What a refused request says, in the reader's language. */
const refusal = (error: unknown, fallback: string) => (error instanceof ApiRequestError && error.code !== 'internalError' ? wordMessage(error) : fallback);

/** /deals/:id: the private room of one introduction, for its two parties. */
export function DealRoomPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const id = useParams().id ?? '';
  const live = useDealLiveUpdates();
  const room = useDealRoom(id, live.interval);
  // The other party's name once the room is there: several rooms may be open in tabs.
  useDocumentTitle(room.data ? `${room.data.counterpart.name} · ${t('deals.title')}` : t('deals.title'));
  if (!user) return <SignInFirst />;
  if (room.isPending) return <div className="flex justify-center py-16"><Spinner /></div>;
  if (room.isError) {
    const missing = room.error instanceof ApiRequestError && room.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <Alert>{missing ? t('deals.room.notFound') : t('deals.room.loadError')}</Alert>
        <Link to="/deals" className={buttonClasses('secondary', 'mt-4')}>{t('deals.room.back')}</Link>
      </div>
    );
  }
  return <Room room={room.data} interval={live.interval} polling={live.polling} />;
}

function Room({ room, interval, polling }: { room: DealRoom; interval: number | false; polling: boolean }) {
  const { t } = useTranslation();
  const person = usePersonName();
  const closed = isClosedStage(room.stage);
  const actions = useDealActions(room.id);
  const { mutate: markRead, isPending: reading } = actions.read;
  // Opening the room, and each new message while it is open, marks it read: the other side sees "Seen".
  useEffect(() => {
    if (room.unread_count > 0 && !reading) markRead();
  }, [room.unread_count, room.last_message?.created_at, markRead, reading]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <Link to="/deals" className="text-sm font-medium text-brand-700 hover:underline">
        {/* The arrow points back, which is to the right in Arabic. */}
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {t('deals.room.back')}
      </Link>
      <header className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl" data-testid="deal-counterpart">{person(room.counterpart.name)}</h1>
          {room.business.company_name && <p className="text-slate-600">{t('deals.room.business', { name: room.business.company_name })}</p>}
        </div>
        <StageBadge stage={room.stage} className="text-sm" />
      </header>
      {closed && (
        <AlertBox tone="info" className="mt-4">
          <span data-testid="deal-closed-banner">{t(`deals.room.closedBanner.${room.stage === 'closed_won' ? 'won' : 'lost'}`)}</span>
          {room.closed_reason && <span className="block" dir="auto">{t('deals.room.reason', { reason: room.closed_reason })}</span>}
          <FinalTerms room={room} />
        </AlertBox>
      )}
      {polling && <AlertBox tone="info" className="mt-4">{t('deals.room.offline')}</AlertBox>}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <DealOffers room={room} interval={interval} />
          <Conversation room={room} interval={interval} closed={closed} />
          <DealDocumentsSection dealId={room.id} counterpart={room.counterpart.name} interval={interval} />
        </div>
        <aside className="space-y-6">
          <Timeline room={room} />
          <Contacts room={room} />
          <DealNdaCard dealId={room.id} interval={interval} />
          <Services room={room} closed={closed} />
        </aside>
      </div>
    </div>
  );
}

function Timeline({ room }: { room: DealRoom }) {
  const { t } = useTranslation();
  const date = useDateFormat('dateTime');
  const [error, setError] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const { move } = useDealActions(room.id);
  const reached = new Map(room.timeline.map((event) => [event.to, event]));
  // The open stages in order, then the close the deal reached (or, while open, none).
  const shown: DealStage[] = [...OPEN_DEAL_STAGES, ...(isClosedStage(room.stage) ? [room.stage] : [])];
  const run = (to: DealStage, reason?: string) => {
    setError(null);
    move.mutate({ from: room.stage, to, ...(reason ? { reason } : {}) }, {
      onSuccess: () => setClosing(false),
      // The API names the stages in English; the sentence is worded here with the reader's stage names.
      onError: (e) => setError(e instanceof ApiRequestError && e.code === 'dealCannotMove'
        ? t('messages.dealCannotMove', { from: t(`deals.stages.${room.stage}`), to: t(`deals.stages.${to}`) })
        : refusal(e, t('deals.room.failed'))),
    });
  };
  return (
    <section aria-labelledby="deal-timeline" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="deal-timeline" className="font-semibold">{t('deals.room.timeline')}</h2>
      <ol className="mt-3 space-y-3" data-testid="deal-timeline">
        {shown.map((stage) => {
          const event = reached.get(stage);
          const current = stage === room.stage;
          return (
            <li key={stage} className="flex gap-3">
              <span aria-hidden="true" className={cn('mt-1 size-3 shrink-0 rounded-full border-2', event ? 'border-brand-600 bg-brand-600' : 'border-slate-300 bg-white', current && 'ring-4 ring-brand-100')} />
              <div className="min-w-0 text-sm">
                <p className={cn(event ? 'font-medium text-slate-900' : 'text-slate-500')} aria-current={current ? 'step' : undefined}>{t(`deals.stages.${stage}`)}</p>
                {event && (
                  <p className="text-xs text-slate-500">
                    {event.from === null ? t('deals.room.introduced', { date: date(event.created_at) })
                      : event.mine ? t('deals.room.movedByYou', { date: date(event.created_at) })
                      : t('deals.room.movedBy', { name: event.actor_name ?? '—', date: date(event.created_at) })}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {error && <Alert className="mt-3">{error}</Alert>}
      {room.allowed_moves.length > 0 && (
        <div className="mt-4 flex flex-col gap-2">
          {room.allowed_moves.filter((to) => to !== 'closed_lost').map((to) => (
            <Button key={to} disabled={move.isPending} onClick={() => run(to)}>{t('deals.room.moveTo', { stage: t(`deals.stages.${to}`) })}</Button>
          ))}
          {room.allowed_moves.includes('closed_lost') && (
            <Button variant="secondary" disabled={move.isPending} onClick={() => setClosing(true)}>{t('deals.room.closeLost')}</Button>
          )}
        </div>
      )}
      <DealCloseSection room={room} />
      <CloseDialog open={closing} pending={move.isPending} onCancel={() => setClosing(false)} onConfirm={(reason) => run('closed_lost', reason)} />
    </section>
  );
}

function CloseDialog({ open, pending, onCancel, onConfirm }: { open: boolean; pending: boolean; onCancel(): void; onConfirm(reason: string): void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Modal open={open} onOpenChange={(o) => !o && onCancel()} title={t('deals.room.closeTitle')} description={t('deals.room.closeIntro')} closeLabel={t('deals.room.close')}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reason.trim());
        }}
      >
        <label className="block text-sm font-medium text-slate-700">
          {t('deals.room.reasonLabel')}
          <textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={DEAL_REASON_MAX_LENGTH} rows={3} dir="auto" className={cn(textareaClasses, 'mt-1')} />
        </label>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onCancel}>{t('deals.room.cancel')}</Button>
          <Button type="submit" variant="danger" disabled={pending}>{t('deals.room.confirmClose')}</Button>
        </div>
      </form>
    </Modal>
  );
}

function Contacts({ room }: { room: DealRoom }) {
  const { t } = useTranslation();
  const { counterpart } = room;
  return (
    <section aria-labelledby="deal-contacts" className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <h2 id="deal-contacts" className="font-semibold">{t('deals.room.contacts')}</h2>
      <dl className="mt-2 space-y-1">
        {counterpart.company && <div><dt className="inline text-slate-500">{t('deals.room.company')}: </dt><dd className="inline">{counterpart.company}</dd></div>}
        <div><dt className="inline text-slate-500">{t('deals.room.email')}: </dt><dd className="inline" dir="ltr"><a className="text-brand-700 underline" href={`mailto:${counterpart.email}`}>{counterpart.email}</a></dd></div>
        {counterpart.phone && <div><dt className="inline text-slate-500">{t('deals.room.phone')}: </dt><dd className="inline" dir="ltr">{counterpart.phone}</dd></div>}
      </dl>
    </section>
  );
}

function Services({ room, closed }: { room: DealRoom; closed: boolean }) {
  const { t } = useTranslation();
  const [serviceType, setServiceType] = useState<ServiceType | null>(null);
  const [done, setDone] = useState(false);
  return (
    <section aria-labelledby="deal-services" className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <h2 id="deal-services" className="font-semibold">{t('deals.room.services')}</h2>
      {room.services.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('deals.room.noServices')}</p>
      ) : (
        <ul className="mt-2 space-y-1" data-testid="deal-services">
          {room.services.map((s) => (
            <li key={s.id}>
              <span className="font-medium">{t(`services.names.${s.service_type}`)}</span>
              <span className="text-slate-500"> · {s.mine ? t('deals.room.requestedByYou') : t('deals.room.requestedByThem')}</span>
            </li>
          ))}
        </ul>
      )}
      {done && <AlertBox tone="success" className="mt-3">{t('deals.room.serviceRequested')}</AlertBox>}
      {!closed && (
        <Button variant="secondary" className="mt-3 w-full" onClick={() => { setDone(false); setServiceType('due_diligence'); }}>{t('deals.room.requestService')}</Button>
      )}
      {serviceType && (
        <Suspense fallback={null}>
          <ServiceRequestDialog
            serviceType={serviceType}
            dealId={room.id}
            onServiceChange={setServiceType}
            onClose={() => setServiceType(null)}
            onSubmitted={() => {
              setServiceType(null);
              setDone(true);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

function Conversation({ room, interval, closed }: { room: DealRoom; interval: number | false; closed: boolean }) {
  const { t } = useTranslation();
  const messages = useDealMessages(room.id, interval);
  const items = [...(messages.data?.pages ?? [])].reverse().flatMap((page) => page.items);
  const [reporting, setReporting] = useState<DealMessage | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // Re-renders every 15 s, so that Delete disappears when its 5 minutes are over.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const actions = useDealActions(room.id);
  const seenUntil = room.counterpart_read_at;

  return (
    <section aria-labelledby="deal-messages" className="flex min-h-[24rem] flex-col rounded-lg border border-slate-200 bg-white shadow-sm">
      <h2 id="deal-messages" className="border-b border-slate-200 px-4 py-3 font-semibold">{t('deals.room.messages')}</h2>
      <div className="flex-1 space-y-3 p-4" data-testid="deal-messages" aria-live="polite">
        {messages.hasNextPage && (
          <div className="text-center">
            <Button variant="ghost" disabled={messages.isFetchingNextPage} onClick={() => void messages.fetchNextPage()}>{t('deals.room.older')}</Button>
          </div>
        )}
        {messages.isPending ? (
          <div className="flex justify-center py-8"><Spinner /></div>
        ) : items.length === 0 ? (
          <p className="py-8 text-center text-slate-500">{t('deals.room.noMessages')}</p>
        ) : (
          items.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              seen={message.mine && seenUntil !== null && message.created_at <= seenUntil}
              deletable={!closed && message.deletable_until !== null && Date.parse(message.deletable_until) > now}
              onDelete={() => actions.remove.mutate(message.id, { onError: (e) => setNotice({ tone: 'error', text: refusal(e, t('deals.room.failed')) }) })}
              onReport={() => setReporting(message)}
            />
          ))
        )}
      </div>
      {notice && <div className="px-4 pb-2"><AlertBox tone={notice.tone}>{notice.text}</AlertBox></div>}
      {!closed && <Composer dealId={room.id} />}
      <ReportDialog
        message={reporting}
        onClose={() => setReporting(null)}
        onReport={(reason) => {
          if (!reporting) return;
          actions.report.mutate({ messageId: reporting.id, reason }, {
            onSuccess: () => setNotice({ tone: 'success', text: t('deals.room.reportDone') }),
            onError: (e) => setNotice({ tone: 'error', text: refusal(e, t('deals.room.failed')) }),
            onSettled: () => setReporting(null),
          });
        }}
      />
    </section>
  );
}

interface BubbleProps {
  message: DealMessage;
  seen: boolean;
  deletable: boolean;
  onDelete(): void;
  onReport(): void;
}

function MessageBubble({ message, seen, deletable, onDelete, onReport }: BubbleProps) {
  const { t } = useTranslation();
  const date = useDateFormat('dateTime');
  const person = usePersonName();
  return (
    <div className={cn('flex', message.mine ? 'justify-end' : 'justify-start')} data-testid="deal-message" data-mine={message.mine}>
      <div className={cn('max-w-[85%] rounded-lg px-3 py-2 text-sm', message.mine ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-900')}>
        {message.deleted ? <p className="italic opacity-80">{t('deals.room.deleted')}</p> : <MessageText text={message.body} />}
        <p className={cn('mt-1 flex flex-wrap items-center gap-x-2 text-xs', message.mine ? 'text-white/80' : 'text-slate-500')}>
          {/* Name and date each keep their own direction: joined bare, Arabic reordered them ("28 · 2026/11/…"). */}
          <span data-testid="deal-message-meta">{!message.mine && <><bdi>{person(message.sender_name)}</bdi> · </>}<bdi>{date(message.created_at)}</bdi></span>
          {seen && <span data-testid="deal-seen">✓ {t('deals.room.seen')}</span>}
          {deletable && <button type="button" className="underline" onClick={onDelete}>{t('deals.room.delete')}</button>}
          {!message.mine && !message.deleted && (message.reported
            ? <span>{t('deals.room.reported')}</span>
            : <button type="button" className="underline" onClick={onReport}>{t('deals.room.report')}</button>)}
        </p>
      </div>
    </div>
  );
}

function Composer({ dealId }: { dealId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { send } = useDealActions(dealId);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim() || send.isPending) return;
    setError(null);
    send.mutate(text, {
      onSuccess: () => setText(''),
      onError: (e) => setError(e instanceof ApiRequestError && e.fields.body ? wordMessage(e.fields.body) : refusal(e, t('deals.room.failed'))),
    });
  };
  return (
    <form onSubmit={submit} className="border-t border-slate-200 p-4">
      {error && <Alert className="mb-2">{error}</Alert>}
      <label htmlFor="deal-composer" className="sr-only">{t('deals.room.composer')}</label>
      <textarea
        id="deal-composer"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
        }}
        maxLength={DEAL_MESSAGE_MAX_LENGTH}
        rows={3}
        dir="auto"
        placeholder={t('deals.room.placeholder')}
        className={cn(textareaClasses, 'resize-y')}
      />
      <div className="mt-2 flex items-center justify-between gap-3">
        <span className="text-xs text-slate-500" aria-live="polite">{t('deals.room.counter', { count: text.length })}</span>
        <Button type="submit" disabled={!text.trim() || send.isPending}>{send.isPending ? t('deals.room.sending') : t('deals.room.send')}</Button>
      </div>
    </form>
  );
}

function ReportDialog({ message, onClose, onReport }: { message: DealMessage | null; onClose(): void; onReport(reason: string): void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Modal open={message !== null} onOpenChange={(o) => !o && onClose()} title={t('deals.room.reportTitle')} description={t('deals.room.reportIntro')} closeLabel={t('deals.room.close')}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onReport(reason);
          setReason('');
        }}
      >
        <label className="block text-sm font-medium text-slate-700">
          {t('deals.room.reportReason')}
          <textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={DEAL_REASON_MAX_LENGTH} rows={3} dir="auto" className={cn(textareaClasses, 'mt-1')} />
        </label>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>{t('deals.room.cancel')}</Button>
          <Button type="submit" variant="danger">{t('deals.room.reportSend')}</Button>
        </div>
      </form>
    </Modal>
  );
}

