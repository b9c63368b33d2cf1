import { useState, type FormEvent } from 'react';
import { todayUtc } from '#shared/deals/offers.ts';
import type { CloseDealInput, DealRoom } from '#shared/deals/room.ts';
import { CURRENCIES, type Currency } from '#shared/enums.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { AlertBox } from '../../components/ui/alert-box.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input, Select } from '../../components/ui/field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { ApiRequestError } from '../../lib/api/api.ts';
import { languageOf, useTranslation } from '../../lib/i18n/i18n.ts';
import { useDateFormat } from '../../lib/i18n/use-date-format.ts';
import { wordMessage } from '../../lib/i18n/word-message.ts';
import { useDealActions } from './deal-queries.ts';
import { exactMoney } from './offer-terms.ts';

// Closing as won, confirmed by both (issue 50, section 3): one party proposes with the final price and date (the owner
// must give them, the investor may), the other confirms or declines it, and either may withdraw it first. Also a signed
// letter of intent's exclusivity, and the owner's choice of whether new interest is accepted meanwhile.

type Figures = Pick<CloseDealInput, 'final_price' | 'currency' | 'closed_on'>;

/** "Final price: AED 7,345,000 · Closed on January 15, 2027" (the price exact, as agreed), or null when neither was given. */
function useFiguresText() {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const date = useDateFormat('long');
  return (figures: { price: number | null; currency: string | null; closed_on: string | null }) => {
    const parts = [
      figures.price !== null ? t('deals.close.finalPrice', { price: exactMoney(figures.price, figures.currency ?? '', language) }) : null,
      figures.closed_on ? t('deals.close.closedOn', { date: date(`${figures.closed_on}T12:00:00Z`) }) : null,
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : null;
  };
}

export function DealCloseSection({ room }: { room: DealRoom }) {
  const { t } = useTranslation();
  const date = useDateFormat('long');
  const figuresText = useFiguresText();
  const actions = useDealActions(room.id);
  const [dialog, setDialog] = useState<'propose' | 'confirm' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const proposal = room.close_proposal;
  const owner = room.side === 'business';
  const fail = (e: unknown) => setError(e instanceof ApiRequestError && e.code !== 'internalError' ? wordMessage(e) : t('deals.room.failed'));
  const cancel = () => {
    setError(null);
    actions.cancelClose.mutate(undefined, { onError: fail });
  };
  return (
    <div className="mt-4 space-y-3" data-testid="deal-close">
      {room.exclusivity && (
        <AlertBox tone="info">
          <span data-testid="deal-exclusivity">{t('deals.close.exclusiveUntil', { date: date(`${room.exclusivity.until}T12:00:00Z`) })}</span>
          {owner && (
            <label className="mt-2 flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-brand-600"
                checked={room.exclusivity.accepts_new_interest}
                disabled={actions.newInterest.isPending}
                onChange={(e) => actions.newInterest.mutate(e.target.checked, { onError: fail })}
              />
              {t('deals.close.acceptNewInterest')}
            </label>
          )}
        </AlertBox>
      )}
      {proposal && (
        <AlertBox tone="info">
          <p data-testid="close-proposal">
            {proposal.mine ? t('deals.close.proposedByYou', { name: room.counterpart.name }) : t('deals.close.proposedBy', { name: proposal.proposer_name })}
          </p>
          {figuresText(proposal) && <p className="mt-1 text-sm" dir="auto">{figuresText(proposal)}</p>}
          <div className="mt-3 flex flex-wrap gap-2">
            {!proposal.mine && <Button onClick={() => { setError(null); setDialog('confirm'); }}>{t('deals.close.confirm')}</Button>}
            <Button variant="secondary" disabled={actions.cancelClose.isPending} onClick={cancel}>
              {proposal.mine ? t('deals.close.withdraw') : t('deals.close.decline')}
            </Button>
          </div>
        </AlertBox>
      )}
      {room.can_propose_close && (
        <Button className="w-full" onClick={() => { setError(null); setDialog('propose'); }}>{t('deals.close.propose')}</Button>
      )}
      {error && <Alert>{error}</Alert>}
      <FiguresDialog
        // A fresh form each time it opens, prefilled from the proposal as it stands then.
        key={`${dialog ?? ''}:${proposal?.proposed_at ?? ''}`}
        open={dialog !== null}
        mode={dialog ?? 'propose'}
        required={owner}
        counterpart={room.counterpart.name}
        initial={proposal ? { final_price: proposal.price ?? undefined, currency: proposal.currency ?? undefined, closed_on: proposal.closed_on ?? undefined } : {}}
        pending={actions.proposeClose.isPending || actions.confirmClose.isPending}
        onCancel={() => setDialog(null)}
        onSubmit={(figures) => (dialog === 'confirm' ? actions.confirmClose : actions.proposeClose).mutateAsync(figures).then(() => setDialog(null))}
      />
    </div>
  );
}

/** The final price and date; on a refusal, the server's messages on their fields. */
function FiguresDialog({ open, mode, required, counterpart, initial, pending, onCancel, onSubmit }: {
  open: boolean; mode: 'propose' | 'confirm'; required: boolean; counterpart: string; initial: Figures; pending: boolean; onCancel(): void;
  onSubmit(figures: Figures): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [price, setPrice] = useState(initial.final_price?.toString() ?? '');
  const [currency, setCurrency] = useState<Currency>(initial.currency ?? 'USD');
  const [closedOn, setClosedOn] = useState(initial.closed_on ?? todayUtc());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = price.trim() === '' ? undefined : Number(price);
    if (amount !== undefined && !(amount > 0)) {
      setErrors({ final_price: t('messages.offerPriceRange') });
      return;
    }
    setErrors({});
    setFormError(null);
    const figures: Figures = { ...(amount !== undefined && { final_price: amount, currency }), ...(closedOn && { closed_on: closedOn }) };
    onSubmit(figures).catch((error: unknown) => {
      if (!(error instanceof ApiRequestError) || error.code === 'internalError') return setFormError(t('deals.room.failed'));
      const fields = Object.fromEntries(Object.entries(error.fields).map(([field, entry]) => [field, wordMessage(entry)]));
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(wordMessage(error));
    });
  };
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onCancel()}
      title={mode === 'confirm' ? t('deals.close.confirmTitle') : t('deals.close.proposeTitle')}
      description={mode === 'confirm' ? t('deals.close.confirmIntro') : t('deals.close.proposeIntro', { name: counterpart })}
      closeLabel={t('deals.room.close')}
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <p className="text-sm text-slate-600">{required ? t('deals.close.figuresRequired') : t('deals.close.figuresOptional')}</p>
        <div className="grid grid-cols-[7rem_1fr] gap-3">
          <Field label={t('deals.close.currency')}>
            {({ id }) => (
              <Select id={id} value={currency} onChange={(e) => setCurrency(e.target.value as Currency)}>
                {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
              </Select>
            )}
          </Field>
          <Field label={t('deals.close.price')} error={errors.final_price ?? errors.currency} required={required}>
            {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} aria-invalid={invalid} type="number" inputMode="decimal" min={1} value={price} onChange={(e) => setPrice(e.target.value)} />}
          </Field>
        </div>
        <Field label={t('deals.close.date')} error={errors.closed_on} required={required}>
          {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} aria-invalid={invalid} type="date" max={todayUtc()} value={closedOn} onChange={(e) => setClosedOn(e.target.value)} />}
        </Field>
        <p className="text-xs text-slate-500">{t('deals.close.private')}</p>
        {formError && <Alert>{formError}</Alert>}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onCancel}>{t('deals.room.cancel')}</Button>
          <Button type="submit" disabled={pending}>{mode === 'confirm' ? t('deals.close.confirmSubmit') : t('deals.close.proposeSubmit')}</Button>
        </div>
      </form>
    </Modal>
  );
}

/** A deal closed as won: its final figures, for its two parties. */
export function FinalTerms({ room }: { room: DealRoom }) {
  const figuresText = useFiguresText();
  const text = room.final_terms ? figuresText(room.final_terms) : null;
  return text ? <span className="block" data-testid="deal-final-terms" dir="auto">{text}</span> : null;
}
