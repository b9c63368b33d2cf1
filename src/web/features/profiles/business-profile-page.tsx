import { useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link, Navigate } from 'react-router';
import type { BusinessProfileDto, BusinessProfileInput } from '#shared/profiles/profiles.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/session/auth.tsx';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';
import { useBusinessProfile } from './api/get-business-profile.ts';
import { useProfileRecord } from './api/get-profile-record.ts';
import { BusinessWizard } from './business/business-wizard.tsx';
import { readDraft, type BusinessDraft } from './business/draft.ts';
import { businessFormValues } from './form-values.ts';
import { EmailBadge } from './components/email-badge.tsx';

/** Spec: business profile wizard; other users go to the dashboard, signed-out ones to Register. */
export function BusinessProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const isOwner = user?.user_type === 'business_owner';
  const profile = useBusinessProfile(isOwner);
  const record = useProfileRecord(isOwner);
  // Read once: the draft of this visit is then kept by the wizard itself.
  const [draft] = useState(() => (user && isOwner ? readDraft(user.id) : null));
  useDocumentTitle(t('profiles.business.title'));

  if (!user) return <Navigate to="/register" replace />;
  if (!isOwner) return <Navigate to="/dashboard" replace state={{ refused: 'businessprofile' }} />;
  // Spec error catalogue: a load error other than 404 (no profile yet) sends the user home.
  if (profile.isError) return <Navigate to="/" replace />;
  // The record only adds to the page (the name given at registration, what a submit leads to): without it the wizard still works.
  const loading = profile.isPending || record.isPending;
  const saved = profile.data ?? null;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-page-title">{t('profiles.business.title')}</h1>
        <EmailBadge user={user} />
        {saved && (
          <Link to={`/businesses/${saved.id}?view=public`} className={buttonClasses('secondary', 'ms-auto')} data-testid="see-as-investor">
            {t('profiles.business.seeAsInvestor')}
          </Link>
        )}
      </div>
      <p className="mt-1 text-slate-600">{t('profiles.business.subtitle')}</p>
      {saved && saved.status !== 'active' && (
        <Alert tone="info" className="mt-4">{t(`profiles.business.status.${saved.status}`)}</Alert>
      )}
      {loading ? (
        <div className="flex justify-center py-24"><Spinner /></div>
      ) : (
        <BusinessWizard
          userId={user.id}
          initialValues={startingValues(saved, draft, record.data?.company_name ?? null)}
          initialStep={draft?.step ?? 1}
          draftRestored={draft !== null}
          statusAfterSave={record.data?.status_after_save ?? null}
        />
      )}
    </div>
  );
}

/**
 * The saved profile, with the draft of an unsent edit over it (a draft kept before a section existed, issue 20's
 * investor preferences, takes that section from the profile). With neither, the business name given at
 * registration starts the company name (issue 21).
 */
function startingValues(saved: BusinessProfileDto | null, draft: BusinessDraft | null, registeredName: string | null): DefaultValues<BusinessProfileInput> {
  const values = { ...businessFormValues(saved), ...draft?.values };
  if (saved || draft || !registeredName) return values;
  return { ...values, basic_info: { ...values.basic_info, company_name: registeredName } };
}
