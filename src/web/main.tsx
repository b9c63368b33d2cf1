import { startTransition } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { readFirstPaintElement, setFirstPaintData } from './lib/api/first-paint-data.ts';
import { i18nReady } from './lib/i18n/i18n.ts';
import { nextTask } from './lib/profiles/next-task.ts';
import { QUERY_DEFAULTS } from './lib/api/query-defaults.ts';
import { AppTree } from './app-tree.tsx';
import { preloadPage } from './router.tsx';
import './styles.css';

const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The server's first-paint shell (src/server/modules/pages/first-paint.ts), if any, is #root's content: the page as the build
// rendered it for a signed-out visitor, in one language and country. When they are the reader's, the app takes the
// shell over as it is (hydration): no element is made again and the page is not laid out a second time. A shell of
// another language or country stays hidden (no-shell) and is replaced in the first commit. Either way the first commit
// removes the shell's marks (app-tree.tsx).
const takeOver = root.hasAttribute('data-shell') && !document.documentElement.classList.contains('no-shell');

// A page the server drew with its data carries the API answers it shows: the first render takes them as they are.
setFirstPaintData(readFirstPaintElement(document));

const app = <AppTree queryClient={queryClient} router={BrowserRouter} />;

// The first render waits for the language's texts and the route's page, so that it is the whole page. It runs in a
// transition, so React renders (or hydrates) in slices and leaves the main thread free. React DOM's renderer is a
// chunk of its own, fetched alongside: evaluating it is a task apart from this one's (decision 0236), each shorter
// than the two together on a slow phone. A failed fetch of texts or page is the page's error boundary's to show.
// All of it starts in the task after the one that evaluates the app's modules (decision 0159): each stays short, and
// the requests are made outside the chunk's top-level code, whose stack a profiler's trace would otherwise have V8
// re-read the whole chunk to place.
void nextTask().then(() => {
  const ready = Promise.allSettled([i18nReady, preloadPage(location.pathname)]);
  return Promise.all([import('react-dom/client'), ready]).then(([{ createRoot, hydrateRoot }]) =>
    startTransition(() => (takeOver ? void hydrateRoot(root, app) : createRoot(root).render(app))),
  );
});
