import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link } from 'react-router';
import { MandateMeter } from '../../components/profile/mandate-meter.tsx';
import { useInvestorMandate } from './api/get-investor-mandate.ts';

/** The investor's minimum mandate (issue 20) on the dashboard, with the way to complete it. */
export function DashboardMandateMeter() {
  const { t } = useTranslation();
  const mandate = useInvestorMandate(true);
  // Informative only: nothing is shown until the profile has been read, nor when it could not be.
  if (mandate.isPending || mandate.isError) return null;
  return (
    <MandateMeter missing={mandate.data?.missing ?? null}>
      <Link to="/investorprofile" className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline">{t('dashboard.completeMandate')}</Link>
    </MandateMeter>
  );
}
