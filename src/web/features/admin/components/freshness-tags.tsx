import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { daysSince } from '#shared/trust/trust-rules.ts';
import { useDateFormat } from '../../../lib/i18n/use-date-format.ts';

const tag = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium';

/** A listing's freshness for the admin (issue 23): "Updated N days ago", Paused when hidden for it, Verified registration. */
export function FreshnessTags({ confirmedAt, paused, verified = false }: { confirmedAt: string; paused: boolean; verified?: boolean }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const days = daysSince(confirmedAt);
  return (
    <>
      <span className="text-xs text-slate-500" title={date(confirmedAt)} data-testid="admin-updated">
        {days === 0 ? t('admin.freshness.updatedToday') : t('admin.freshness.updated', { count: days })}
      </span>
      {paused && <span className={`${tag} bg-gold-50 text-gold-800 ring-1 ring-gold-200`} data-testid="admin-paused">{t('admin.freshness.paused')}</span>}
      {verified && <span className={`${tag} bg-brand-50 text-brand-700`} data-testid="admin-verified">{t('admin.freshness.verified')}</span>}
    </>
  );
}
