import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Navigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/session/auth.tsx';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';
import { useInvestorProfile } from './api/get-investor-profile.ts';
import { InvestorProfileForm } from './investor-profile-form.tsx';
import { EmailBadge } from './components/email-badge.tsx';
import { MandateMeter } from '../../components/profile/mandate-meter.tsx';

/** Spec: investor profile form, a single page; other users go to the dashboard, signed-out ones to Register. */
export function InvestorProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const isInvestor = user?.user_type === 'investor';
  const profile = useInvestorProfile(isInvestor);
  useDocumentTitle(t('profiles.investor.title'));

  if (!user) return <Navigate to="/register" replace />;
  if (!isInvestor) return <Navigate to="/dashboard" replace state={{ refused: 'investorprofile' }} />;
  // Spec error catalogue: a load error other than 404 (no profile yet) sends the user home.
  if (profile.isError) return <Navigate to="/" replace />;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-page-title">{t('profiles.investor.title')}</h1>
        <EmailBadge user={user} />
      </div>
      <p className="mt-1 text-slate-600">{t('profiles.investor.subtitle')}</p>
      {profile.isPending ? (
        <div className="flex justify-center py-24"><Spinner /></div>
      ) : (
        <>
          {/* The saved profile's state: it follows each save, not each keystroke. */}
          {profile.data && profile.data.status !== 'active' && (
            <Alert tone="info" className="mt-4">{t(`profiles.investor.status.${profile.data.status}`)}</Alert>
          )}
          <MandateMeter missing={profile.data?.completeness.missing ?? null} />
          <InvestorProfileForm saved={profile.data} />
        </>
      )}
    </div>
  );
}
