import { useTranslation } from '../../lib/i18n/i18n.ts';
import { SERVICE_REQUEST_STATUSES, type ServiceRequestStatus } from '#shared/enums.ts';
import { cn } from '../../lib/cn.ts';

const TONES: Readonly<Record<ServiceRequestStatus, string>> = {
  pending: 'bg-amber-100 text-amber-800',
  assigned: 'bg-blue-100 text-blue-800',
  in_progress: 'bg-indigo-100 text-indigo-800',
  completed: 'bg-green-100 text-green-800',
  cancelled: 'bg-slate-200 text-slate-700',
};

const isKnown = (status: string): status is ServiceRequestStatus => (SERVICE_REQUEST_STATUSES as readonly string[]).includes(status);

/** Spec: a colour per known status; any other value is shown in red. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium', isKnown(status) ? TONES[status] : 'bg-red-100 text-red-800')}
    >
      {isKnown(status) ? t(`services.status.${status}`) : status.replaceAll('_', ' ')}
    </span>
  );
}
