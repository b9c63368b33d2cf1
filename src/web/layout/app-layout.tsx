import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from '../components/ui/page-error-boundary.tsx';
import { FullScreenSpinner, Spinner } from '../components/ui/spinner.tsx';
import { useAuth } from '../lib/session/auth.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export function AppLayout() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  if (status === 'loading') return <FullScreenSpinner />;
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="flex-1">
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<div className="flex justify-center py-24"><Spinner /></div>}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
