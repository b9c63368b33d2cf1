import type { LucideIcon } from 'lucide-react';
import { Briefcase, ClipboardList, Search, Sparkles, UserRound, Users } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link, Navigate, useLocation } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/session/auth.tsx';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';
import { useBusinessProfileStatus } from './api/get-business-profile-status.ts';
import { useListingFreshness } from './api/listing-freshness.ts';
import { useProfileRecord } from './api/get-profile-record.ts';
import { ListingFreshness } from './listing-freshness.tsx';
import { DashboardMandateMeter } from './mandate-meter.tsx';
import { NewMatches } from './new-matches.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { RefusedNotice } from './refused-notice.tsx';
import { ValuationEstimates } from './valuation-estimates.tsx';
import { SignInFirst } from '../../components/sign-in-first.tsx';

interface Card {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
}

export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { state } = useLocation();
  // Spec: a user_type missing on the user record is read from the user's profiles record.
  const missingType = user !== null && !user.user_type;
  const record = useProfileRecord(missingType);
  const isOwner = (user?.user_type ?? record.data?.user_type) === 'business_owner';
  const businessStatus = useBusinessProfileStatus(isOwner);
  const freshness = useListingFreshness(isOwner);
  useDocumentTitle(t('nav.dashboard'));
  if (!user) return <SignInFirst />;
  if (missingType && record.isPending) return <div className="flex justify-center py-24"><Spinner /></div>;
  const userType = user.user_type ?? record.data?.user_type ?? null;
  if (!userType) return <Navigate to={user.role === 'admin' ? '/admin' : '/completeregistration'} replace />;

  // Set by the business wizard after a successful submit.
  const profileSaved = (state as { profileSaved?: unknown } | null)?.profileSaved;
  // The first card says where the business profile stands (issue 21); a neutral title until that is known.
  // A listing paused for want of an update is not a refusal (issue 23).
  const business = freshness.data?.listing?.paused ? 'paused' : businessStatus.isSuccess ? (businessStatus.data ?? 'none') : 'unknown';

  const cards: Card[] =
    userType === 'investor'
      ? [
          { to: '/businessmatches', icon: Search, title: t('dashboard.browseOpportunities'), text: t('dashboard.browseOpportunitiesText') },
          {
            to: '/investorprofile',
            icon: UserRound,
            title: user.profile_completed ? t('dashboard.editProfile') : t('dashboard.completeProfile'),
            text: t('dashboard.profileText'),
          },
          { to: '/businessmatches', icon: Sparkles, title: t('dashboard.aiMatches'), text: t('dashboard.aiMatchesText') },
        ]
      : [
          { to: '/businessprofile', icon: Briefcase, title: t(`dashboard.businessCard.${business}.title`), text: t(`dashboard.businessCard.${business}.text`) },
          { to: '/investorconnect', icon: Users, title: t('dashboard.findInvestors'), text: t('dashboard.findInvestorsText') },
          { to: '/services', icon: ClipboardList, title: t('dashboard.requestServices'), text: t('dashboard.requestServicesText') },
        ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-page-title">{t('dashboard.welcome', { name: user.full_name || user.email })}</h1>
      <p className="mt-1 text-slate-600">{t('dashboard.subtitle')}</p>
      <RefusedNotice userType={userType} />
      {(profileSaved === 'active' || profileSaved === 'under_review') && (
        <Alert tone="success" className="mt-6">{profileSaved === 'active' ? t('dashboard.profileSaved') : t('dashboard.profileSubmitted')}</Alert>
      )}
      <ListingFreshness />
      {userType === 'investor' && <DashboardMandateMeter />}
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        {cards.map((card) => (
          <Link key={card.title} to={card.to} className="group rounded-lg border border-slate-200 bg-white p-6 shadow-sm hover:border-brand-600">
            <card.icon aria-hidden="true" className="size-8 text-brand-600" />
            <h2 className="mt-4 text-lg font-semibold group-hover:text-brand-700">{card.title}</h2>
            <p className="mt-1 text-sm text-slate-600">{card.text}</p>
          </Link>
        ))}
      </div>
      {user.profile_completed && <NewMatches />}
      {userType === 'business_owner' && <ValuationEstimates />}
      <RecentActivity />
    </div>
  );
}
