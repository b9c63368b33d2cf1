import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullScreenSpinner, Spinner } from '../components/ui/spinner.tsx';
import { useAuth } from '../lib/auth.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export function AppLayout() {
  const { status } = useAuth();
  if (status === 'loading') return <FullScreenSpinner />;
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="flex-1">
        <Suspense fallback={<div className="flex justify-center py-24"><Spinner /></div>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
