import { CheckCircle2, FileUp, Search, UserRound } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import { USER_TYPES } from '#shared/enums.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/session/auth.tsx';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';

export function CompleteRegistrationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('completeRegistration.documentTitle'));
  const { user } = useAuth();
  const [params] = useSearchParams();
  // Nothing a visitor writes into the address reaches the page: the name is the signed-in user's own, and
  // ?type= only picks one of the known account types (?data= is ignored).
  const type = user?.user_type ?? USER_TYPES.find((v) => v === params.get('type')) ?? null;
  const name = user?.full_name ?? '';
  const steps = [
    { icon: UserRound, title: t('completeRegistration.stepProfile'), text: t('completeRegistration.stepProfileText') },
    { icon: FileUp, title: t('completeRegistration.stepDocuments'), text: t('completeRegistration.stepDocumentsText') },
    { icon: Search, title: t('completeRegistration.stepMatches'), text: t('completeRegistration.stepMatchesText') },
  ];
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-green-600" />
      <h1 className="mt-4 text-page-title">
        {name ? t('completeRegistration.title', { name }) : t('completeRegistration.titleNoName')}
      </h1>
      <p className="mt-2 text-slate-600">{t('completeRegistration.subtitle')}</p>
      <ol className="mt-8 space-y-4 text-start">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <step.icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h2 className="font-semibold">{i + 1}. {step.title}</h2>
              <p className="text-sm text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      {type && (
        <Link to={type === 'investor' ? '/investorprofile' : '/businessprofile'} className={buttonClasses('primary', 'mt-8 px-6 py-3 text-base')}>
          {type === 'investor' ? t('completeRegistration.toInvestorProfile') : t('completeRegistration.toBusinessProfile')}
        </Link>
      )}
    </div>
  );
}
