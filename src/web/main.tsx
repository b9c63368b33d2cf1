import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { i18nReady } from './lib/i18n.ts';
import { AuthProvider } from './lib/auth.tsx';
import { FullScreenSpinner } from './components/ui/spinner.tsx';
import { AppRoutes, preloadPage } from './router.tsx';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 30_000 } },
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The first render waits for the language's texts and the route's page, so that it is the whole page:
// it replaces the server's first-paint shell (if any) in one commit, with nothing in between that
// could move. It runs in a transition, so React renders in slices and leaves the main thread free.
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <BrowserRouter>
              <Suspense fallback={<FullScreenSpinner />}>
                <AppRoutes />
              </Suspense>
            </BrowserRouter>
          </AuthProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
// A failed fetch is the page's error boundary's to show.
Promise.all([i18nReady, preloadPage(location.pathname)]).then(render, render);
