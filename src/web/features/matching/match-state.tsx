import { useId, useState } from 'react';
import { Link } from 'react-router';
import { DECLINE_REASON_MAX } from '#shared/deals/introductions.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useDateFormat } from '../../lib/i18n/use-date-format.ts';

/** "Interested in you · 12 Mar 2026" or "Wants to connect · …": the counterpart's unanswered action on a card. */
export function WaitingBadge({ label, at }: { label: string; at: string | null }) {
  const date = useDateFormat();
  return (
    <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900" data-testid="waiting-badge">
      {label}
      {at && <> · <time dateTime={at}>{date(at)}</time></>}
    </p>
  );
}

/** The counterpart said no: the fixed words, and their note only if they wrote one. */
export function DeclinedNote({ text, reason }: { text: string; reason: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm" data-testid="declined-note">
      <p className="font-medium text-slate-900">{text}</p>
      {reason && <p className="mt-1 whitespace-pre-line text-slate-700">{t('matching.theirNote', { reason })}</p>}
    </div>
  );
}

export function DealRoomLink({ dealId }: { dealId: string }) {
  const { t } = useTranslation();
  return <Link to={`/deals/${dealId}`} className={buttonClasses('primary', 'w-full')}>{t('matching.openDealRoom')}</Link>;
}

/** Decline with an optional note to the other side (at most 1,000 characters). */
export function DeclineDialog({ open, description, pending, onCancel, onConfirm }: {
  open: boolean;
  description: string;
  pending: boolean;
  onCancel(): void;
  onConfirm(reason: string): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={(next) => !next && onCancel()} title={t('matching.declineTitle')} description={description}>
      {open && <DeclineForm pending={pending} onCancel={onCancel} onConfirm={onConfirm} />}
    </Modal>
  );
}

function DeclineForm({ pending, onCancel, onConfirm }: { pending: boolean; onCancel(): void; onConfirm(reason: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <form className="space-y-4" onSubmit={(event) => { event.preventDefault(); onConfirm(reason); }}>
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {t('matching.declineReason')} <span className="font-normal text-slate-500">({t('common.optional')})</span>
        </label>
        <textarea id={id} value={reason} maxLength={DECLINE_REASON_MAX} rows={4} onChange={(e) => setReason(e.target.value)}
          aria-describedby={`${id}-hint`}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-1 focus:ring-brand-600" />
        <p id={`${id}-hint`} className="text-xs text-slate-500">{t('matching.declineReasonHint', { max: DECLINE_REASON_MAX })}</p>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" variant="danger" disabled={pending}>{t('matching.decline')}</Button>
      </div>
    </form>
  );
}
