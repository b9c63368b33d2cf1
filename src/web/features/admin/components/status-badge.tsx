import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { displayedProfileStatus } from '#shared/admin/profiles.ts';
import { SERVICE_REQUEST_STATUSES, type ServiceRequestStatus } from '#shared/enums.ts';
import { cn } from '../../../lib/cn.ts';

const badge = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium';

const REQUEST_TONES: Readonly<Record<ServiceRequestStatus, string>> = {
  pending: 'bg-amber-100 text-amber-800',
  assigned: 'bg-blue-100 text-blue-800',
  in_progress: 'bg-indigo-100 text-indigo-800',
  completed: 'bg-green-100 text-green-800',
  cancelled: 'bg-slate-200 text-slate-700',
};

const isRequestStatus = (status: string): status is ServiceRequestStatus => (SERVICE_REQUEST_STATUSES as readonly string[]).includes(status);

/** Spec: a colour per known status; any other value is shown in red. */
export function RequestStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = isRequestStatus(status);
  return (
    <span data-status={status} className={cn(badge, known ? REQUEST_TONES[status] : 'bg-red-100 text-red-800')}>
      {known ? t(`admin.requestStatus.${status}`) : status.replaceAll('_', ' ')}
    </span>
  );
}

const PROFILE_TONES = {
  active: 'bg-green-100 text-green-800',
  under_review: 'bg-amber-100 text-amber-800',
  inactive: 'bg-red-100 text-red-800',
  pending: 'bg-slate-200 text-slate-700',
} as const;

/** Spec: active, under_review and inactive; any other value displays as pending. */
export function ProfileStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation();
  const shown = displayedProfileStatus(status);
  return (
    <span data-status={shown} className={cn(badge, PROFILE_TONES[shown])}>
      {t(`admin.profileStatus.${shown}`)}
    </span>
  );
}
