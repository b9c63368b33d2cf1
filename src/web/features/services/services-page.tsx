import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useSearchParams } from 'react-router';
import { SERVICE_TYPES } from '#shared/enums.ts';
import type { ServiceType } from '#shared/enums.ts';
import { SERVICE_CATALOGUE } from '#shared/services/service-catalogue.ts';
import { useAuth } from '../../lib/session/auth.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';
import { useValuationEstimate } from './api/get-valuation-estimate.ts';
import { LoginRequiredDialog } from './login-required-dialog.tsx';
import { MyServiceRequests } from './my-service-requests.tsx';
import { ServiceCard } from './service-card.tsx';
import { SuccessBanner } from './success-banner.tsx';

// The request form (react-hook-form and its schema) is only for signed-in users: fetched once one is here.
const ServiceRequestDialog = lazy(() => import('../../components/services/service-request-dialog.tsx').then((m) => ({ default: m.ServiceRequestDialog })));

export function ServicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('services.title'));
  const { user, status } = useAuth();
  // ?service=valuation&estimate=<id> (the valuation estimator's "Request a professional valuation") opens that
  // service's form, with the owner's saved estimate attached (issue 22).
  const [search, setSearch] = useSearchParams();
  const linked = SERVICE_TYPES.find((type) => type === search.get('service')) ?? null;
  const estimateId = linked === 'valuation' ? search.get('estimate') : null;
  const estimate = useValuationEstimate(user ? estimateId : null);
  const [requesting, setRequesting] = useState<ServiceType | null>(linked);
  const [loginPrompt, setLoginPrompt] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  // A visitor following the link is asked to sign in first, as for any service.
  const [visitorLinked, setVisitorLinked] = useState(linked !== null);
  if (visitorLinked && status === 'signedOut') {
    setVisitorLinked(false);
    setLoginPrompt(true);
  }
  const forgetLink = () => {
    if (search.has('service')) setSearch({}, { replace: true });
  };
  // The form opens once the attached estimate is known, so its description starts from it.
  const waiting = estimateId !== null && estimate.isPending && user !== null;

  const select = (serviceType: ServiceType) => {
    setSuccess(null);
    if (user) setRequesting(serviceType);
    else setLoginPrompt(true);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-page-title">{t('services.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('services.subtitle')}</p>

      <ul aria-label={t('services.catalogueLabel')} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICE_CATALOGUE.map((offering) => (
          <ServiceCard key={offering.service_type} offering={offering} onSelect={() => select(offering.service_type)} />
        ))}
      </ul>

      {user && <MyServiceRequests />}
      {estimate.isError && requesting === 'valuation' && <Alert tone="info" className="mt-6">{t('services.estimate.unavailable')}</Alert>}

      <LoginRequiredDialog open={loginPrompt} onClose={() => setLoginPrompt(false)} />
      {user && (
        <Suspense fallback={null}>
          <ServiceRequestDialog
            serviceType={waiting ? null : requesting}
            onServiceChange={setRequesting}
            valuationEstimate={estimate.data}
            onClose={() => {
              setRequesting(null);
              forgetLink();
            }}
            onSubmitted={() => {
              setRequesting(null);
              forgetLink();
              setSuccess(t('services.submitSuccess'));
            }}
          />
        </Suspense>
      )}
      <SuccessBanner message={success} onDismiss={() => setSuccess(null)} />
    </div>
  );
}
