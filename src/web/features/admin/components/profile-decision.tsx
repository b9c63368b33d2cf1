import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileStatus } from '../../../../shared/enums.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useDecideProfile, type ProfileKind } from '../api/decide-profile.ts';

/** Approve / Reject of one list (businesses or investors), with the error of the last attempt. */
export function useProfileDecision(kind: ProfileKind) {
  const { t } = useTranslation();
  const mutation = useDecideProfile();
  const [error, setError] = useState<string | null>(null);
  const decide = (id: string, status: 'active' | 'inactive') => {
    setError(null);
    mutation.mutate({ kind, id, status }, { onError: () => setError(t('admin.actionFailed')) });
  };
  return { decide, busy: mutation.isPending, error };
}

interface DecisionButtonsProps {
  status: ProfileStatus;
  busy: boolean;
  onDecide(status: 'active' | 'inactive'): void;
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
