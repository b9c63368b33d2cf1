import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';
import { loadTexts } from './lib/i18n/i18n.ts';
import type { Section } from './locales/namespaces.ts';

// Declarative routes (React Router's smaller mode: no loaders or actions are used), each page a
// code-split module fetched when its route is first visited. Navigations run in a transition, so the
// previous page stays until the next one has loaded.

type PageModule = Promise<Record<string, ComponentType>>;
interface Page { path: string | undefined; Component: LazyExoticComponent<ComponentType>; preload: () => Promise<ComponentType> }

const loaded = new Map<() => PageModule, PageModule>();

/**
 * A route's page: its module and the catalogue namespaces its screens show (in the language shown), fetched
 * together on the first visit. Once fetched, the page renders at once: main.tsx fetches the first route's
 * page before the first render, so that render is the whole page and never a spinner (which would then
 * move the footer: layout shift).
 */
function page(path: string | undefined, load: () => PageModule, exportName: string, sections: Section[] = []): Page {
  let ready: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () =>
    (pending ??= Promise.all([
      // Two routes of one module (home and /home, privacy and terms) fetch it once.
      loaded.get(load) ?? loaded.set(load, load()).get(load),
      loadTexts(...sections),
    ]).then(
      ([module]) => {
        const PageComponent = module?.[exportName];
        if (!PageComponent) throw new Error(`Page export ${exportName} is missing`);
        return (ready = PageComponent);
      },
      (error: unknown) => {
        pending = undefined;
        loaded.delete(load);
        throw error;
      },
    ));
  // A thenable that calls back at once lets React.lazy render a fetched page without suspending.
  const Component = lazy(() => (ready ? ({ then: (resolve: (m: { default: ComponentType }) => void) => resolve({ default: ready as ComponentType }) }) as Promise<{ default: ComponentType }> : preload().then((C) => ({ default: C }))));
  return { path, Component, preload };
}

const home = () => import('./features/home/home-page.tsx');
const legal = () => import('./features/legal/legal-pages.tsx');
const login = () => import('./features/auth/login-page.tsx');
const deals = () => import('./features/deals/deals-pages.ts');
const settings = () => import('./features/settings/settings-page.tsx');
const profiles = () => import('./features/listings/detail-pages.tsx');
// Forms and alerts word the API's messages ('messages'); the dashboard's activity words service requests as
// the admin panel does ('admin').
const authTexts: Section[] = ['auth', 'messages'];
const listingTexts: Section[] = ['listings', 'enums', 'messages', 'searches'];
const profileTexts: Section[] = ['profiles', 'enums', 'documents', 'messages'];
// 'listings' words an investor's anonymous title on InvestorConnect's cards as on the Investors listing (in the
// listings' order, which gzip finds again: the home route's JavaScript does not grow).
const matchingTexts: Section[] = ['listings', 'enums', 'messages', 'matching', 'searches'];
const dealTexts: Section[] = ['deals', 'services', 'documents', 'messages'];

const launch = page('launch', () => import('./features/launch/launch-page.tsx'), 'LaunchPage');
const pages: Page[] = [
  page(undefined, home, 'HomePage', ['home']),
  page('home', home, 'HomePage', ['home']),
  page('login', login, 'LoginPage', authTexts),
  // Forgot password (/reset-password, with or without its token) is a screen of the login page's module: one route
  // entry, no chunk of its own, so the home bundle stays within its budget.
  page('reset-password', login, 'LoginPage', authTexts),
  page('register', () => import('./features/auth/register-page.tsx'), 'RegisterPage', authTexts),
  page('completeregistration', () => import('./features/auth/complete-registration-page.tsx'), 'CompleteRegistrationPage', ['auth']),
  page('dashboard', () => import('./features/dashboard/dashboard-page.tsx'), 'DashboardPage', ['dashboard', 'messages', 'admin', 'deals', 'enums', 'profiles']),
  page('investors', () => import('./features/listings/investors-page.tsx'), 'InvestorsPage', listingTexts),
  page('businesses', () => import('./features/listings/businesses-page.tsx'), 'BusinessesPage', listingTexts),
  page('businesses/:id', profiles, 'BusinessDetailPage', listingTexts),
  page('investors/:id', profiles, 'InvestorDetailPage', listingTexts),
  page('services', () => import('./features/services/services-page.tsx'), 'ServicesPage', ['services', 'messages']),
  page('valuation', () => import('./features/valuation/valuation-page.tsx'), 'ValuationPage', ['valuation', 'enums', 'messages']),
  page('investorprofile', () => import('./features/profiles/investor-profile-page.tsx'), 'InvestorProfilePage', profileTexts),
  page('businessprofile', () => import('./features/profiles/business-profile-page.tsx'), 'BusinessProfilePage', profileTexts),
  page('admin', () => import('./features/admin/admin-page.tsx'), 'AdminPage', ['admin', 'dashboard', 'deals', 'documents', 'enums', 'matching', 'messages']),
  page('businessmatches', () => import('./features/matching/business-matches-page.tsx'), 'BusinessMatchesPage', matchingTexts),
  page('investorconnect', () => import('./features/matching/investor-connect-page.tsx'), 'InvestorConnectPage', matchingTexts),
  // Each notice is worded by the dashboard's sentences, service words by the admin panel's labels.
  page('settings', settings, 'SettingsPage', authTexts),
  page('verify-email', settings, 'VerifyEmailPage', authTexts),
  page('notifications', () => import('./features/notifications/notifications-page.tsx'), 'NotificationsPage', ['notifications', 'dashboard', 'admin', 'deals']),
  page('saved-searches', () => import('./features/saved-searches/saved-searches-page.tsx'), 'SavedSearchesPage', ['searches', 'enums', 'messages']),
  page('unsubscribe', () => import('./features/saved-searches/unsubscribe-page.tsx'), 'UnsubscribePage', ['searches', 'messages']),
  page('deals', deals, 'DealsPage', dealTexts),
  page('deals/:id', deals, 'DealRoomPage', dealTexts),
  page('privacy', legal, 'PrivacyPage', ['legal']),
  page('terms', legal, 'TermsPage', ['legal']),
  page('*', () => import('./features/home/not-found-page.tsx'), 'NotFoundPage'),
];

export function AppRoutes() {
  return (
    <Routes>
      <Route path={launch.path} element={<launch.Component />} />
      <Route element={<AppLayout />}>
        {pages.map(({ path, Component }) =>
          path === undefined
            ? <Route key="index" index element={<Component />} />
            : <Route key={path} path={path} element={<Component />} />,
        )}
      </Route>
    </Routes>
  );
}

/** Fetches the page of a URL path (the catch-all's for an unknown one, which comes last), for the first render. */
export function preloadPage(pathname: string): Promise<unknown> {
  // React Router's own matching: without case, with or without a trailing slash, ':id' for a segment.
  const match = [launch, ...pages].find((p) => matchPath(`/${p.path ?? ''}`, pathname));
  return match ? match.preload() : Promise.resolve();
}
