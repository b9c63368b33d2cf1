import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { useBusinessProfile } from './api/get-business-profile.ts';
import { BusinessWizard } from './business/business-wizard.tsx';
import { readDraft } from './business/draft.ts';
import { businessFormValues } from './form-values.ts';
import { EmailBadge } from './components/email-badge.tsx';

/** Spec: business profile wizard; other users go to the dashboard, signed-out ones to Register. */
export function BusinessProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const isOwner = user?.user_type === 'business_owner';
  const profile = useBusinessProfile(isOwner);
  // Read once: the draft of this visit is then kept by the wizard itself.
  const [draft] = useState(() => (user && isOwner ? readDraft(user.id) : null));

  if (!user) return <Navigate to="/register" replace />;
  if (!isOwner) return <Navigate to="/dashboard" replace />;
  // Spec error catalogue: a load error other than 404 (no profile yet) sends the user home.
  if (profile.isError) return <Navigate to="/" replace />;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{t('profiles.business.title')}</h1>
        <EmailBadge user={user} />
      </div>
      <p className="mt-1 text-slate-600">{t('profiles.business.subtitle')}</p>
      {profile.isPending ? (
        <div className="flex justify-center py-24"><Spinner /></div>
      ) : (
        <BusinessWizard
          userId={user.id}
          // A draft kept before a section existed (issue 20's investor preferences) takes that section from the profile.
          initialValues={{ ...businessFormValues(profile.data), ...draft?.values }}
          initialStep={draft?.step ?? 1}
          draftRestored={draft !== null}
        />
      )}
    </div>
  );
}
