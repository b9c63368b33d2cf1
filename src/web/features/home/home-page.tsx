import { BadgeCheck, Brain, Globe2, Handshake, Search, ShieldCheck, UserPlus, Users } from '../../components/ui/icons.tsx';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Link } from 'react-router';
import { CardSkeleton } from '../../components/listings/card-skeleton.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/session/auth.tsx';
import { loadTexts, useTranslation } from '../../lib/i18n/i18n.ts';
import { profileReview } from '../../lib/profiles/profile-review.ts';
import { useHomeListings } from './api/get-home-listings.ts';

const SKELETONS = Array.from({ length: 6 }, (_, i) => i);
const skeletons = SKELETONS.map((i) => <CardSkeleton key={i} />);

// The cards' code and texts are fetched with the listings they show, not before the first paint.
const loadCards = () => Promise.all([import('./featured-cards.tsx'), loadTexts('listings', 'enums')]).then(([cards]) => cards);
const InvestorCards = lazy(() => loadCards().then((m) => ({ default: m.InvestorCards })));
const BusinessCards = lazy(() => loadCards().then((m) => ({ default: m.BusinessCards })));

export function HomePage() {
  const { t } = useTranslation();
  const { user } = useAuth();

  const highlights = [
    { icon: Brain, key: 'matching' },
    // Only a staff review before listing makes profiles vetted; otherwise the page says what does happen.
    { icon: ShieldCheck, key: profileReview() === 'manual' ? 'vetted' : 'moderated' },
    { icon: Users, key: 'strategic' },
    { icon: Globe2, key: 'global' },
  ] as const;
  const stats = ['dealValue', 'investors', 'deals', 'businesses'] as const;
  const steps = [
    { icon: UserPlus, key: 'profile' },
    { icon: Search, key: 'matching' },
    { icon: Handshake, key: 'connect' },
    { icon: BadgeCheck, key: 'close' },
  ] as const;

  return (
    <>
      <section className="ink-backdrop text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-section sm:px-6 lg:grid-cols-[1fr_minmax(0,30rem)] lg:py-section-lg">
          <div>
            <p className="text-eyebrow text-gold-300 uppercase">{t('home.eyebrow')}</p>
            <h1 className="mt-4 max-w-3xl text-display sm:text-display-lg">{t('home.heroTitle')}</h1>
            <p className="mt-6 max-w-2xl text-lg text-slate-200">{t('home.heroText')}</p>
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
            {!user && <FirstTenSeconds />}
            <Link to="/valuation" className="mt-6 inline-block font-medium text-gold-300 underline-offset-4 hover:underline">{t('home.valuationLink')}</Link>
          </div>
          {/* A product shot, not decoration: a real match card as the product draws it, in the reader's language. */}
          <img src={t('home.heroImage')} alt={t('home.heroImageAlt')} width={520} height={500} fetchPriority="high" className="mx-auto h-auto w-full max-w-md lg:max-w-none" />
        </div>
      </section>

      <section aria-labelledby="highlights" className="mx-auto max-w-7xl px-4 py-section sm:px-6">
        <h2 id="highlights" className="sr-only">{t('home.highlightsTitle')}</h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {highlights.map(({ icon: Icon, key }) => (
            <li key={key} className="rounded-lg border border-slate-200 bg-white p-6">
              <Icon aria-hidden="true" className="size-8 text-brand-600" />
              <h3 className="mt-4 font-semibold">{t(`home.highlights.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`home.highlights.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="stats" className="bg-ink-900 text-white">
        <h2 id="stats" className="sr-only">{t('home.statsTitle')}</h2>
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 text-center sm:px-6 lg:grid-cols-4">
          {stats.map((key) => (
            <div key={key} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-slate-300">{t(`home.stats.${key}.label`)}</dt>
              <dd className="text-page-title text-gold-300">{t(`home.stats.${key}.value`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="how" className="mx-auto max-w-7xl px-4 py-section sm:px-6">
        <h2 id="how" className="text-section-title">{t('home.howTitle')}</h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ icon: Icon, key }, i) => (
            <li key={key} className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex items-center gap-3 text-brand-700">
                <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">{i + 1}</span>
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 font-semibold">{t(`home.steps.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`home.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <FeaturedListings />

      <section className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
        <div className="ink-backdrop rounded-2xl px-6 py-12 text-center text-white">
          <h2 className="text-section-title">{t('home.ctaTitle')}</h2>
          <p className="mt-2 text-slate-200">{t('home.ctaText')}</p>
          <Link to="/register" className={buttonClasses('secondary', 'mt-6 px-6 py-3 text-base')}>{t('home.ctaButton')}</Link>
        </div>
      </section>
    </>
  );
}

/** What a first-time visitor must learn at once: who it is for, what it costs, how confidentiality works (issue 52). */
function FirstTenSeconds() {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('home.visitor.label')} className="mt-8 max-w-2xl space-y-3 text-slate-100">
      <li>
        <strong className="text-white">{t('home.visitor.who.title')}</strong> {t('home.visitor.who.text')}
        <span className="mt-2 flex flex-wrap gap-3">
          <Link to="/register?step=2&type=business_owner" className="font-medium text-gold-300 underline underline-offset-4 hover:text-white">{t('home.visitor.who.owners')}</Link>
          <Link to="/register?step=2&type=investor" className="font-medium text-gold-300 underline underline-offset-4 hover:text-white">{t('home.visitor.who.investors')}</Link>
        </span>
      </li>
      <li><strong className="text-white">{t('home.visitor.cost.title')}</strong> {t('home.visitor.cost.text')}</li>
      <li><strong className="text-white">{t('home.visitor.confidential.title')}</strong> {t('home.visitor.confidential.text')}</li>
    </ul>
  );
}

/**
 * The featured investors and businesses, with the query that fills them: its answer draws this part of the page again,
 * not the hero and the sections above (as the listings' frame does, decision 0241). The cards render in a background
 * pass that yields to the browser.
 */
function FeaturedListings() {
  const { t } = useTranslation();
  const { data: latest } = useHomeListings();
  const data = useDeferredValue(latest);
  useEffect(() => void loadCards(), []);
  return (
    <>
      <FeaturedSection title={t('home.featuredInvestors')} allLink="/investors" allLabel={t('home.viewAllInvestors')} loading={!data} empty={data?.investors.length === 0}>
        {data && <InvestorCards investors={data.investors} />}
      </FeaturedSection>
      <FeaturedSection title={t('home.featuredBusinesses')} allLink="/businesses" allLabel={t('home.viewAllBusinesses')} loading={!data} empty={data?.businesses.length === 0}>
        {data && <BusinessCards businesses={data.businesses} />}
      </FeaturedSection>
    </>
  );
}

function FeaturedSection(props: { title: string; allLink: string; allLabel: string; loading: boolean; empty: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6" aria-busy={props.loading}>
      <div className="flex items-end justify-between gap-4">
        <h2 className="text-section-title">{props.title}</h2>
        <Link to={props.allLink} className="text-sm font-medium text-brand-600 hover:underline">{props.allLabel}</Link>
      </div>
      {props.empty ? (
        <p className="mt-6 text-slate-500">{t('home.noneYet')}</p>
      ) : (
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {props.loading ? skeletons : <Suspense fallback={skeletons}>{props.children}</Suspense>}
        </div>
      )}
    </section>
  );
}
