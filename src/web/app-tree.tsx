import { StrictMode, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from './lib/auth.tsx';
import { FullScreenSpinner } from './components/ui/spinner.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The app as both its renderers draw it: the browser (main.tsx, BrowserRouter) and the build's first-paint shells
 * (prerender.tsx, StaticRouter). One tree for both, so that the browser can take a shell over as it is (hydration,
 * decision 0155): any difference in the elements between them would make React draw the page again.
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
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
