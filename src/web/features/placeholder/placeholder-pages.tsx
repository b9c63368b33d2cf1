import { useTranslation } from 'react-i18next';
import type { Catalogue } from '../../locales/en.ts';

// Screens owned by later issues (public discovery, profiles, matching); each shows its heading until it lands.
function Placeholder({ titleKey }: { titleKey: keyof Catalogue['placeholder'] }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold">{t(`placeholder.${titleKey}`)}</h1>
      <p className="mt-4 text-slate-600">{t('common.comingSoon')}</p>
    </div>
  );
}

export const InvestorProfilePage = () => <Placeholder titleKey="investorProfile" />;
export const BusinessProfilePage = () => <Placeholder titleKey="businessProfile" />;
export const BusinessMatchesPage = () => <Placeholder titleKey="businessMatches" />;
export const InvestorConnectPage = () => <Placeholder titleKey="investorConnect" />;
