import { useTranslation } from '../lib/i18n/i18n.ts';
import { Link } from 'react-router';

const SUPPORT_EMAIL = 'support@dealbridge.example';

export function Footer() {
  const { t } = useTranslation();
  const groups = [
    {
      title: t('footer.businesses'),
      links: [
        { to: '/register?step=2&type=business_owner', label: t('footer.listBusiness') },
        { to: '/services', label: t('footer.professionalServices') },
        { to: '/investors', label: t('footer.findInvestors') },
      ],
    },
    {
      title: t('footer.investors'),
      links: [
        { to: '/register?step=2&type=investor', label: t('footer.joinPlatform') },
        { to: '/businesses', label: t('footer.findOpportunities') },
        { to: '/services', label: t('footer.dueDiligence') },
      ],
    },
  ];
  return (
    <footer className="mt-16 bg-brand-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{t('common.appName')}</p>
          <p className="mt-2 text-sm">{t('footer.tagline')}</p>
        </div>
        {groups.map((group) => (
          <div key={group.title}>
            <h2 className="text-sm font-semibold text-white">{group.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((l) => (
                <li key={l.label}>
                  <Link to={l.to} className="hover:text-white">{l.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="text-sm font-semibold text-white">{t('footer.support')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><a href={`mailto:${SUPPORT_EMAIL}`} className="hover:text-white">{t('footer.contactSupport')}</a></li>
            <li><Link to="/privacy" className="hover:text-white">{t('footer.privacy')}</Link></li>
            <li><Link to="/terms" className="hover:text-white">{t('footer.terms')}</Link></li>
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
