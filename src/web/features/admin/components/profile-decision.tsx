import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { ProfileStatus } from '#shared/enums.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useDecideProfile, type ProfileKind } from '../api/decide-profile.ts';

export type Decision = 'active' | 'inactive';

/** The decision the admin is asked to confirm: which profile (by the name the row shows) and which status. */
export interface AskedDecision {
  id: string;
  name: string;
  status: Decision;
  /** Paused for want of an update (issue 23): approving it republishes it. */
  paused?: boolean;
}

/** Approve / Reject of one list (businesses or investors): each is asked for, then confirmed in DecisionDialog. */
export function useProfileDecision(kind: ProfileKind) {
  const mutation = useDecideProfile();
  const [asked, setAsked] = useState<AskedDecision | null>(null);
  const ask = (decision: AskedDecision) => {
    mutation.reset();
    setAsked(decision);
  };
  return { kind, asked, ask, close: () => setAsked(null), mutation };
}
export type ProfileDecisionState = ReturnType<typeof useProfileDecision>;

interface DecisionButtonsProps {
  status: ProfileStatus;
  /** Paused for want of an update (issue 23): both stay on, Approve republishes it and Reject turns it into a rejection. */
  paused?: boolean;
  busy: boolean;
  onDecide(status: Decision): void;
  viewLabel: string;
  onView(): void;
}

/** Approve sets active and Reject sets inactive; each is off when the profile already has that status (a paused one takes either). */
export function DecisionButtons({ status, paused = false, busy, onDecide, viewLabel, onView }: DecisionButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button className="px-3 py-1.5" disabled={busy || (status === 'active' && !paused)} onClick={() => onDecide('active')}>{t('admin.businesses.approve')}</Button>
      <Button variant="danger" className="px-3 py-1.5" disabled={busy || (status === 'inactive' && !paused)} onClick={() => onDecide('inactive')}>{t('admin.businesses.reject')}</Button>
      <Button variant="secondary" className="px-3 py-1.5" onClick={onView}>{viewLabel}</Button>
    </div>
  );
}
