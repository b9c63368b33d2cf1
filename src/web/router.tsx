import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';

type PageModule = Promise<Record<string, React.ComponentType>>;

/** A code-split route: the page's module is fetched when the route is first visited. */
function page(path: string | undefined, load: () => PageModule, exportName: string): RouteObject {
  const lazy = async () => {
    const module = await load();
    const Component = module[exportName];
    if (!Component) throw new Error(`Page export ${exportName} is missing`);
    return { Component };
  };
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

const home = () => import('./features/home/home-page.tsx');


export const router = createBrowserRouter([
  page('/launch', () => import('./features/launch/launch-page.tsx'), 'LaunchPage'),
  {
    Component: AppLayout,
    children: [
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
      page('privacy', () => import('./features/legal/legal-pages.tsx'), 'PrivacyPage'),
      page('terms', () => import('./features/legal/legal-pages.tsx'), 'TermsPage'),
      page('*', () => import('./features/home/not-found-page.tsx'), 'NotFoundPage'),
    ],
  },
]);
