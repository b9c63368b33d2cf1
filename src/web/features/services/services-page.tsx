import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceType } from '../../../shared/enums.ts';
import { SERVICE_CATALOGUE } from '../../../shared/service-catalogue.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { LoginRequiredDialog } from './login-required-dialog.tsx';
import { MyServiceRequests } from './my-service-requests.tsx';
import { ServiceCard } from './service-card.tsx';
import { SuccessBanner } from './success-banner.tsx';

// The request form (react-hook-form and its schema) is only for signed-in users: fetched once one is here.
const ServiceRequestDialog = lazy(() => import('../../components/services/service-request-dialog.tsx').then((m) => ({ default: m.ServiceRequestDialog })));

export function ServicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('services.title'));
  const { user } = useAuth();
  const [requesting, setRequesting] = useState<ServiceType | null>(null);
  const [loginPrompt, setLoginPrompt] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);

  const select = (serviceType: ServiceType) => {
    setSuccess(null);
    if (user) setRequesting(serviceType);
    else setLoginPrompt(true);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">{t('services.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('services.subtitle')}</p>

      <ul aria-label={t('services.catalogueLabel')} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICE_CATALOGUE.map((offering) => (
          <ServiceCard key={offering.service_type} offering={offering} onSelect={() => select(offering.service_type)} />
        ))}
      </ul>

      {user && <MyServiceRequests />}

      <LoginRequiredDialog open={loginPrompt} onClose={() => setLoginPrompt(false)} />
      {user && (
        <Suspense fallback={null}>
          <ServiceRequestDialog
            serviceType={requesting}
            onServiceChange={setRequesting}
            onClose={() => setRequesting(null)}
            onSubmitted={() => {
              setRequesting(null);
              setSuccess(t('services.submitSuccess'));
            }}
          />
        </Suspense>
      )}
      <SuccessBanner message={success} onDismiss={() => setSuccess(null)} />
    </div>
  );
}
