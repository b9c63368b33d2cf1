import { useId, useRef, useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { acceptOfferSchema, DECLINE_REASON_MAX, type DealOffer } from '#shared/deals/offers.ts';
import { typedNameMatches } from '#shared/deals/nda.ts';
import type { DealRoom } from '#shared/deals/room.ts';
import { messageText } from '#shared/messages/messages.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { AlertBox } from '../../components/ui/alert-box.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Field, Input } from '../../components/ui/field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../lib/api/api.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useDateFormat } from '../../lib/i18n/use-date-format.ts';
import { wordMessage, wordText } from '../../lib/i18n/word-message.ts';
import { useAuth } from '../../lib/session/auth.tsx';
import { OfferFormDialog, useOfferWords, type OfferFormMode } from './offer-form.tsx';
import { useDealOffers, useOfferActions } from './offer-queries.ts';
import { approxText, changedRows, loiUrl, offersOpenIn, rowsFor, shownState, termText, type TermRow } from './offer-terms.ts';
import { usePersonName } from './person-name.ts';

// The room's Offers (issue 50): the latest version with its answers, and every version side by side once there are two.
// Either party makes an offer; the other accepts, declines or counters it; its maker may withdraw it while unanswered.

const textareaClasses =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-100';

const STATE_TONES = {
  open: 'bg-sky-100 text-sky-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-rose-100 text-rose-900',
  countered: 'bg-amber-100 text-amber-900',
  withdrawn: 'bg-slate-100 text-slate-700',
  expired: 'bg-orange-100 text-orange-900',
} as const;

/** What a refused request says, in the reader's language. */
const refusal = (error: unknown, fallback: string) => (error instanceof ApiRequestError && error.code !== 'internalError' ? wordMessage(error) : fallback);

function OfferStateBadge({ offer }: { offer: DealOffer }) {
  const { t } = useTranslation();
  const state = shownState(offer);
  return (
    <span data-testid="offer-state" data-state={state} className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', STATE_TONES[state])}>
      {t(`deals.offers.states.${state}`)}
    </span>
  );
}

type Dialog = { type: 'accept' | 'decline' | 'withdraw'; offer: DealOffer } | null;

export function DealOffers({ room, interval }: { room: DealRoom; interval: number | false }) {
  const { t } = useTranslation();
  const offers = useDealOffers(room.id, interval);
  const [form, setForm] = useState<OfferFormMode | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const items = offers.data?.items ?? [];
  const latest = items[0];
  const stageOpen = offersOpenIn(room.stage);
  const waiting = items.some((offer) => offer.state === 'open');
  const signedLoi = latest?.kind === 'loi' && latest.state === 'accepted';
  const acceptedIoi = latest?.kind === 'ioi' && latest.state === 'accepted';
  const canOffer = stageOpen && offers.isSuccess && !waiting && !signedLoi;

  const makeOffer = () => {
    setNotice(null);
    // An accepted indication leads to a letter of intent; any earlier version is the starting point.
    setForm({ type: 'make', from: latest ? { ...latest.terms, kind: acceptedIoi ? 'loi' : latest.terms.kind } : undefined });
  };

  return (
    <section aria-labelledby="deal-offers-title" className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="deal-offers">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="deal-offers-title" className="font-semibold">{t('deals.offers.title')}</h2>
          {stageOpen && <p className="mt-1 text-sm text-slate-600">{t('deals.offers.intro')}</p>}
        </div>
        {canOffer && <Button onClick={makeOffer} data-testid="offer-make">{t('deals.offers.make')}</Button>}
      </div>
      {canOffer && acceptedIoi && <AlertBox tone="info" className="mt-3">{t('deals.offers.nextIsLoi')}</AlertBox>}
      {notice && <Alert className="mt-3">{notice}</Alert>}

      {offers.isPending ? (
        <div className="flex justify-center py-6"><Spinner /></div>
      ) : offers.isError ? (
        <div className="mt-3 space-y-2">
          <Alert>{t('deals.offers.loadError')}</Alert>
          <Button variant="secondary" onClick={() => void offers.refetch()}>{t('deals.offers.retry')}</Button>
        </div>
      ) : !latest ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="offers-empty">
          {stageOpen ? t('deals.offers.none') : room.stage === 'introduced' ? t('deals.offers.notYet') : t('deals.offers.noneClosed')}
        </p>
      ) : (
        <>
          <OfferCard dealId={room.id} offer={latest} answerable={stageOpen}
            onAccept={() => { setNotice(null); setDialog({ type: 'accept', offer: latest }); }}
            onDecline={() => { setNotice(null); setDialog({ type: 'decline', offer: latest }); }}
            onWithdraw={() => { setNotice(null); setDialog({ type: 'withdraw', offer: latest }); }}
            onCounter={() => { setNotice(null); setForm({ type: 'counter', offer: latest }); }} />
          {items.length >= 2 && <VersionsTable versions={[...items].reverse()} />}
        </>
      )}

      <OfferFormDialog dealId={room.id} mode={form} onClose={() => setForm(null)} />
      <AcceptDialog dealId={room.id} offer={dialog?.type === 'accept' ? dialog.offer : null} onClose={() => setDialog(null)} onRefused={setNotice} />
      <DeclineDialog dealId={room.id} offer={dialog?.type === 'decline' ? dialog.offer : null} onClose={() => setDialog(null)} onRefused={setNotice} />
      <WithdrawDialog dealId={room.id} offer={dialog?.type === 'withdraw' ? dialog.offer : null} onClose={() => setDialog(null)} onRefused={setNotice} />
    </section>
  );
}

interface CardProps {
  dealId: string;
  offer: DealOffer;
  /** The deal is at a stage where offers are answered. */
  answerable: boolean;
  onAccept(): void;
  onDecline(): void;
  onCounter(): void;
  onWithdraw(): void;
}

const CARD_ROWS: TermRow[] = ['price', 'bought', 'implied', 'payment', 'conditions', 'exclusivity', 'expires', 'note'];

/** The latest version: its kind and state, who made it, its terms, and what each party can do with it. */
function OfferCard({ dealId, offer, answerable, onAccept, onDecline, onCounter, onWithdraw }: CardProps) {
  const { t } = useTranslation();
  const words = useOfferWords();
  const date = useDateFormat('dateTime');
  const person = usePersonName();
  const open = offer.state === 'open' && answerable;
  const approx = approxText(offer.terms, words);
  const rows = rowsFor([offer.terms]).filter((row) => CARD_ROWS.includes(row));
  return (
    <article id={`offer-${offer.id}`} className="mt-4 scroll-mt-20 rounded-md border border-slate-200 p-4" data-testid="offer-latest" data-offer-id={offer.id}>
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold">{t(`deals.offers.kinds.${offer.kind}`)}</h3>
        <OfferStateBadge offer={offer} />
        <span className="text-xs text-slate-500">{t('deals.offers.card.version', { version: offer.version })}</span>
      </header>
      <p className="mt-1 text-xs text-slate-500">
        {offer.mine
          ? t('deals.offers.card.byYou', { date: date(offer.created_at) })
          : t('deals.offers.card.by', { name: person(offer.maker_name), date: date(offer.created_at) })}
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[11rem_minmax(0,1fr)]">
        {rows.map((row) => (
          <div key={row} className="contents">
            <dt className="text-slate-500">{t(`deals.offers.terms.${row}`)}</dt>
            <dd className="text-slate-900" data-testid={`offer-term-${row}`}>
              <span dir={row === 'note' ? 'auto' : undefined} className={cn(row === 'price' && 'font-semibold', row === 'note' && 'whitespace-pre-line')}>
                {termText(row, offer.terms, words)}
              </span>
              {row === 'price' && approx && <span className="block text-xs text-slate-500" data-testid="approx-amount">{approx}</span>}
            </dd>
          </div>
        ))}
      </dl>

      {offer.state === 'open' && offer.expired && <AlertBox tone="info" className="mt-3">{t('deals.offers.card.expired')}</AlertBox>}
      {offer.state === 'declined' && offer.decline_reason && (
        <p className="mt-3 text-sm text-slate-700" dir="auto" data-testid="offer-decline-reason">{t('deals.offers.card.declinedReason', { reason: offer.decline_reason })}</p>
      )}
      {offer.state !== 'open' && offer.answered_at && <p className="mt-2 text-xs text-slate-500">{t('deals.offers.card.answeredOn', { date: date(offer.answered_at) })}</p>}
      {offer.state === 'accepted' && offer.signature && <Signature dealId={dealId} offer={offer} signature={offer.signature} />}

      {open && (
        <div className="mt-4 flex flex-wrap gap-2" data-testid="offer-actions">
          {offer.mine ? (
            <>
              <p className="me-auto self-center text-sm text-slate-600">{t('deals.offers.card.waitingForThem')}</p>
              <Button variant="secondary" onClick={onWithdraw}>{t('deals.offers.actions.withdraw')}</Button>
            </>
          ) : (
            <>
              {!offer.expired && <Button onClick={onAccept}>{t('deals.offers.actions.accept')}</Button>}
              <Button variant="secondary" onClick={onCounter}>{t('deals.offers.actions.counter')}</Button>
              <Button variant="secondary" onClick={onDecline}>{t('deals.offers.actions.decline')}</Button>
            </>
          )}
        </div>
      )}
    </article>
  );
}

/** A signed letter of intent's record, and its PDF in either language for both parties. */
function Signature({ dealId, offer, signature }: { dealId: string; offer: DealOffer; signature: NonNullable<DealOffer['signature']> }) {
  const { t } = useTranslation();
  const date = useDateFormat('dateTime');
  return (
    <div className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm" data-testid="offer-signature">
      <p className="font-semibold text-emerald-900">{t('deals.offers.signature.title')}</p>
      <p className="mt-1 text-slate-700">{t('deals.offers.signature.signedBy', { name: signature.typed_name, date: date(signature.signed_at) })}</p>
      <p className="mt-1 text-xs text-slate-500">{t('deals.offers.signature.code', { code: signature.verification_code })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={loiUrl(dealId, offer.id, 'en')} download className={buttonClasses('secondary')} data-testid="offer-loi-en">
          <Download aria-hidden="true" className="size-4" />
          {t('deals.offers.signature.downloadEn')}
        </a>
        <a href={loiUrl(dealId, offer.id, 'ar')} download className={buttonClasses('secondary')} data-testid="offer-loi-ar">
          <Download aria-hidden="true" className="size-4" />
          {t('deals.offers.signature.downloadAr')}
        </a>
      </div>
    </div>
  );
}

/** Every version, oldest to newest, one column each; the terms that changed from the version before are marked. */
export function VersionsTable({ versions }: { versions: DealOffer[] }) {
  const { t } = useTranslation();
  const words = useOfferWords();
  const date = useDateFormat();
  const person = usePersonName();
  const rows = rowsFor(versions.map((v) => v.terms));
  return (
    <div className="mt-6" data-testid="offer-versions">
      <h3 className="text-sm font-semibold">{t('deals.offers.versions.title')}</h3>
      <p className="mt-1 text-xs text-slate-500">{t('deals.offers.versions.intro')}</p>
      {/* Relative: the "changed" texts (sr-only, absolutely placed) stay inside the scrolling box, not beside the page. */}
      <div className="relative mt-2 overflow-x-auto rounded-md border border-slate-200 [contain:inline-size]" role="region" tabIndex={0} aria-label={t('deals.offers.versions.title')}>
        <table className="min-w-full border-collapse text-start text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="sticky start-0 z-10 bg-slate-50 px-3 py-2 text-start font-medium text-slate-500">{t('deals.offers.versions.term')}</th>
              {versions.map((version) => (
                <th key={version.id} scope="col" className="min-w-48 px-3 py-2 text-start align-top font-semibold">
                  <span className="block">{t('deals.offers.versions.version', { version: version.version })}</span>
                  <span className="mt-1 block"><OfferStateBadge offer={version} /></span>
                  <span className="mt-1 block text-xs font-normal text-slate-500">
                    <bdi>{version.mine ? t('deals.offers.versions.you') : person(version.maker_name)}</bdi> · <bdi>{date(version.created_at)}</bdi>
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row} className="border-t border-slate-200">
                <th scope="row" className="sticky start-0 z-10 bg-white px-3 py-2 text-start align-top font-medium text-slate-600">{t(`deals.offers.terms.${row}`)}</th>
                {versions.map((version, i) => {
                  const changed = changedRows(versions[i - 1]?.terms ?? null, version.terms).has(row);
                  const value = termText(row, version.terms, words);
                  return (
                    <td key={version.id} className="px-3 py-2 align-top" data-changed={changed || undefined}>
                      {changed ? (
                        <>
                          <mark className={cn('rounded bg-amber-100 px-1 text-slate-900 ring-1 ring-amber-300', row === 'note' && 'whitespace-pre-line')} dir={row === 'note' ? 'auto' : undefined}>{value}</mark>
                          <span className="sr-only"> ({t('deals.offers.versions.changed')})</span>
                        </>
                      ) : (
                        <span className={cn('text-slate-800', row === 'note' && 'whitespace-pre-line')} dir={row === 'note' ? 'auto' : undefined}>{value}</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface AnswerDialogProps {
  dealId: string;
  offer: DealOffer | null;
  onClose(): void;
  /** A refusal that is not about a field (answered first, expired): shown in the section once the dialog is closed. */
  onRefused(text: string): void;
}

function AcceptDialog({ dealId, offer, onClose, onRefused }: AnswerDialogProps) {
  const { t } = useTranslation();
  const loi = offer?.kind === 'loi';
  return (
    <Modal open={offer !== null} onOpenChange={(open) => !open && onClose()}
      title={loi ? t('deals.offers.accept.loiTitle') : t('deals.offers.accept.ioiTitle')}
      description={loi ? t('deals.offers.accept.loiIntro') : t('deals.offers.accept.ioiIntro')}
      closeLabel={t('deals.offers.actions.cancel')}>
      {offer && <AcceptForm key={offer.id} dealId={dealId} offer={offer} onClose={onClose} onRefused={onRefused} />}
    </Modal>
  );
}

type SignErrors = { typed_name?: string | undefined; agree?: string | undefined };

function AcceptForm({ dealId, offer, onClose, onRefused }: AnswerDialogProps & { offer: DealOffer }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const words = useOfferWords();
  const agreeId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const agreeBox = useRef<HTMLInputElement>(null);
  const [typedName, setTypedName] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<SignErrors>({});
  const { accept } = useOfferActions(dealId);
  const loi = offer.kind === 'loi';

  const refuse = (found: SignErrors) => {
    setErrors(found);
    if (found.typed_name) nameInput.current?.focus();
    else if (found.agree) agreeBox.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (accept.isPending) return;
    if (loi) {
      // The server's rules, checked here first: the account's full name, and the box ticked.
      const parsed = acceptOfferSchema.safeParse({ typed_name: typedName, agree });
      const found: SignErrors = {};
      if (!parsed.success) found.typed_name = parsed.error.issues[0]?.message;
      else if (!typedName.trim() || (user && !typedNameMatches(typedName, user.full_name))) found.typed_name = messageText(typedName.trim() ? 'ndaNameMismatch' : 'required');
      if (!agree) found.agree = messageText('offerAgreeRequired');
      if (found.typed_name || found.agree) {
        refuse(found);
        return;
      }
    }
    setErrors({});
    accept.mutate({ offerId: offer.id, ...(loi ? { typedName, agree } : {}) }, {
      onSuccess: onClose,
      onError: (error) => {
        if (error instanceof ApiRequestError && (error.fields.typed_name || error.fields.agree)) {
          refuse({ typed_name: error.fields.typed_name?.message, agree: error.fields.agree?.message });
          return;
        }
        onClose();
        onRefused(refusal(error, t('deals.offers.failed')));
      },
    });
  };

  return (
    <form noValidate className="space-y-4" onSubmit={submit} data-testid="offer-accept-form">
      <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
        <p className="font-medium">{t(`deals.offers.kinds.${offer.kind}`)} · {termText('price', offer.terms, words)}</p>
        <p className="mt-1 text-slate-600">{termText('payment', offer.terms, words)}</p>
      </div>
      {loi && (
        <>
          <Field label={t('deals.offers.accept.typedName')} error={errors.typed_name} hint={user ? t('deals.offers.accept.typedNameHint', { name: user.full_name }) : undefined}>
            {({ id, describedBy, invalid }) => (
              <Input id={id} ref={nameInput} value={typedName} autoComplete="name" dir="auto" aria-describedby={describedBy} aria-invalid={invalid}
                onChange={(event) => setTypedName(event.target.value)} />
            )}
          </Field>
          <div className="space-y-1">
            <label className="flex items-start gap-2 text-sm font-medium text-slate-800">
              <input ref={agreeBox} type="checkbox" className="mt-0.5 size-4 shrink-0 accent-brand-600" checked={agree}
                aria-invalid={errors.agree ? true : undefined} aria-describedby={errors.agree ? `${agreeId}-error` : undefined}
                onChange={(event) => setAgree(event.target.checked)} />
              {t('deals.offers.accept.agree')}
            </label>
            {errors.agree && <p id={`${agreeId}-error`} className="text-sm text-red-600">{wordText(errors.agree)}</p>}
          </div>
        </>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>{t('deals.offers.actions.cancel')}</Button>
        <Button type="submit" disabled={accept.isPending}>
          {loi ? (accept.isPending ? t('deals.offers.accept.signing') : t('deals.offers.accept.sign')) : t('deals.offers.accept.ioiConfirm')}
        </Button>
      </div>
    </form>
  );
}

function DeclineDialog({ dealId, offer, onClose, onRefused }: AnswerDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { decline } = useOfferActions(dealId);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  return (
    <Modal open={offer !== null} onOpenChange={(open) => !open && close()} title={t('deals.offers.decline.title')} description={t('deals.offers.decline.intro')}
      closeLabel={t('deals.offers.actions.cancel')}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!offer || decline.isPending) return;
          decline.mutate({ offerId: offer.id, reason }, {
            onSuccess: close,
            onError: (e) => {
              if (e instanceof ApiRequestError && e.fields.reason) {
                setError(wordMessage(e.fields.reason));
                return;
              }
              close();
              onRefused(refusal(e, t('deals.offers.failed')));
            },
          });
        }}
      >
        <label className="block text-sm font-medium text-slate-700">
          {t('deals.offers.decline.reason')}
          <textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={DECLINE_REASON_MAX} rows={3} dir="auto" className={cn(textareaClasses, 'mt-1')} />
        </label>
        {error && <Alert>{error}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>{t('deals.offers.actions.cancel')}</Button>
          <Button type="submit" variant="danger" disabled={decline.isPending}>{t('deals.offers.decline.confirm')}</Button>
        </div>
      </form>
    </Modal>
  );
}

function WithdrawDialog({ dealId, offer, onClose, onRefused }: AnswerDialogProps) {
  const { t } = useTranslation();
  const { withdraw } = useOfferActions(dealId);
  return (
    <ConfirmDialog open={offer !== null} onOpenChange={(open) => !open && onClose()} title={t('deals.offers.withdraw.title')} description={t('deals.offers.withdraw.intro')}
      confirmLabel={t('deals.offers.withdraw.confirm')} busy={withdraw.isPending}
      onConfirm={() => {
        if (!offer) return;
        withdraw.mutate(offer.id, {
          onSuccess: onClose,
          onError: (e) => {
            onClose();
            onRefused(refusal(e, t('deals.offers.failed')));
          },
        });
      }} />
  );
}
