import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileStatus } from '../../../../shared/enums.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useDecideProfile, type ProfileKind } from '../api/decide-profile.ts';

export type Decision = 'active' | 'inactive';

/** The decision the admin is asked to confirm: which profile (by the name the row shows) and which status. */
export interface AskedDecision {
  id: string;
  name: string;
  status: Decision;
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
  busy: boolean;
  onDecide(status: Decision): void;
  viewLabel: string;
  onView(): void;
}

/** Approve sets active and Reject sets inactive; each is off when the profile already has that status. */
export function DecisionButtons({ status, busy, onDecide, viewLabel, onView }: DecisionButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button className="px-3 py-1.5" disabled={busy || status === 'active'} onClick={() => onDecide('active')}>{t('admin.businesses.approve')}</Button>
      <Button variant="danger" className="px-3 py-1.5" disabled={busy || status === 'inactive'} onClick={() => onDecide('inactive')}>{t('admin.businesses.reject')}</Button>
      <Button variant="secondary" className="px-3 py-1.5" onClick={onView}>{viewLabel}</Button>
    </div>
  );
}
