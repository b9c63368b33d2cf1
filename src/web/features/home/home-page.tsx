import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth.tsx';

export function HomePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:py-28">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{t('home.heroTitle')}</h1>
        <p className="mt-6 max-w-2xl text-lg text-blue-100">{t('home.heroText')}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          {user ? (
            <>
              <Link to="/dashboard" className={buttonClasses('secondary', 'px-6 py-3 text-base')}>{t('home.goToDashboard')}</Link>
              <Link to="/register?step=2&type=business_owner" className={buttonClasses('primary', 'border border-white/40 px-6 py-3 text-base')}>{t('home.listBusiness')}</Link>
              <Link to="/register?step=2&type=investor" className={buttonClasses('primary', 'border border-white/40 px-6 py-3 text-base')}>{t('home.becomeInvestor')}</Link>
            </>
          ) : (
            <Link to="/register" className={buttonClasses('secondary', 'px-6 py-3 text-base')}>{t('home.findYourMatch')}</Link>
          )}
        </div>
      </div>
    </section>
  );
}
