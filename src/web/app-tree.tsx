import { StrictMode, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from './lib/session/auth.tsx';
import { FullScreenSpinner } from './components/ui/spinner.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The first-paint shell (src/server/modules/pages/first-paint.ts) is #root's content until the app's first commit: then, before
 * it is painted, the page is the app's, shown and working. A layout effect, so the build's render never runs it.
 */
function ShellHandedOver() {
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    root?.removeAttribute('data-shell');
    root?.removeAttribute('aria-disabled');
  }, []);
  return null;
}

/**
 * The app as both its renderers draw it: the browser (main.tsx, BrowserRouter) and the build's first-paint shells
 * (prerender.tsx, StaticRouter). One tree for both, so that the browser can take a shell over as it is (hydration,
 * decision 0155). Its shape must be the same to the last component: React derives useId's ids from the tree's shape and
 * keeps the shell's attributes as they are, so an extra wrapper on one side leaves aria-labelledby pointing at ids that
 * the other side never makes; a different text makes React draw the page again.
 */
export function AppTree({ queryClient, router: Router }: { queryClient: QueryClient; router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <Router>
            <Suspense fallback={<FullScreenSpinner />}>
              <AppRoutes />
            </Suspense>
          </Router>
          <ShellHandedOver />
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
