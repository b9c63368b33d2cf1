import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';

// Declarative routes (React Router's smaller mode: no loaders or actions are used), each page a
// code-split module fetched when its route is first visited. Navigations run in a transition, so the
// previous page stays until the next one has loaded.

type PageModule = Promise<Record<string, ComponentType>>;
interface Page { path: string | undefined; Component: LazyExoticComponent<ComponentType> }

const loaded = new Map<() => PageModule, PageModule>();

function page(path: string | undefined, load: () => PageModule, exportName: string): Page {
  const Component = lazy(async () => {
    // Two routes of one module (home and /home, privacy and terms) fetch it once.
    const module = await (loaded.get(load) ?? loaded.set(load, load()).get(load));
    const PageComponent = module?.[exportName];
    if (!PageComponent) throw new Error(`Page export ${exportName} is missing`);
    return { default: PageComponent };
  });
  return { path, Component };
}

const home = () => import('./features/home/home-page.tsx');
const legal = () => import('./features/legal/legal-pages.tsx');

const launch = page('/launch', () => import('./features/launch/launch-page.tsx'), 'LaunchPage');
const pages: Page[] = [
  page(undefined, home, 'HomePage'),
  page('home', home, 'HomePage'),
  page('login', () => import('./features/auth/login-page.tsx'), 'LoginPage'),
  page('register', () => import('./features/auth/register-page.tsx'), 'RegisterPage'),
  page('completeregistration', () => import('./features/auth/complete-registration-page.tsx'), 'CompleteRegistrationPage'),
  page('dashboard', () => import('./features/dashboard/dashboard-page.tsx'), 'DashboardPage'),
  page('investors', () => import('./features/listings/investors-page.tsx'), 'InvestorsPage'),
  page('businesses', () => import('./features/listings/businesses-page.tsx'), 'BusinessesPage'),
  page('services', () => import('./features/services/services-page.tsx'), 'ServicesPage'),
  page('investorprofile', () => import('./features/profiles/investor-profile-page.tsx'), 'InvestorProfilePage'),
  page('businessprofile', () => import('./features/profiles/business-profile-page.tsx'), 'BusinessProfilePage'),
  page('admin', () => import('./features/admin/admin-page.tsx'), 'AdminPage'),
  page('businessmatches', () => import('./features/matching/business-matches-page.tsx'), 'BusinessMatchesPage'),
  page('investorconnect', () => import('./features/matching/investor-connect-page.tsx'), 'InvestorConnectPage'),
  page('privacy', legal, 'PrivacyPage'),
  page('terms', legal, 'TermsPage'),
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
