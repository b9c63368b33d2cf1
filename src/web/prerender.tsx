import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { COUNTRIES, DEFAULT_COUNTRY, LANGUAGES, type Country, type Language } from '#shared/enums.ts';
import { PREFERENCE_KEYS } from '#shared/preferences.ts';
import { applyLanguage, i18nReady, i18next } from './lib/i18n/i18n.ts';
import { sessionQueryKey } from './lib/session/auth.tsx';
import type { RenderJob } from '#shared/first-paint.ts';
import { setFirstPaintData } from './lib/api/first-paint-data.ts';
import { renderForProfileReview } from './lib/profiles/profile-review.ts';
import { QUERY_DEFAULTS } from './lib/api/query-defaults.ts';
import { preloadPage } from './router.tsx';
import { AppTree } from './app-tree.tsx';
import { SHELL_ROUTES } from './shell-routes.ts';

export { SHELL_DATA } from './shell-routes.ts';

// Run by the build (vite.config.ts, first-paint shells), never shipped to browsers: the public pages as a
// signed-out visitor first sees them, rendered by the app's own components with every request still pending
// (headings, texts, filters, skeletons), per language and per country of the header. The server puts one
// as #root's content (src/server/modules/pages/first-paint.ts) and the browser paints it before any script has run; main.tsx
// then takes it over with hydrateRoot (the same tree, app-tree.tsx), keeping its elements (decision 0155).
// The server also renders with it, in a process of its own (src/server/modules/pages/page-renderer.ts): the pages of SHELL_DATA
// drawn with the API's answers, cards and all (renderWithData, decision 0168).

export interface Shells {
  /**
   * Per language: the document title, per route the page after the header as it is with PROFILE_REVIEW=auto
   * (the server's default), and under `manualReview` the pages that read otherwise with PROFILE_REVIEW=manual.
   */
  [language: string]: { title: string; body: Record<string, string>; manualReview: Record<string, string>; header: Record<string, Record<string, string>> };
}

/** What the app reads from localStorage while rendering: the language and country being rendered. */
function pretendStored(language: Language, country: Country) {
  const values: Record<string, string> = { [PREFERENCE_KEYS.language]: language, [PREFERENCE_KEYS.country]: country };
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: { getItem: (key: string) => values[key] ?? null, setItem: () => {}, removeItem: () => {} },
  });
}

function renderPage(route: string): string {
  // Nothing is fetched here (effects do not run): what is not given stays pending, as in the shells.
  const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  queryClient.setQueryData(sessionQueryKey, { user: null });
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={route}>{children}</StaticRouter>;
  const html = renderToString(<AppTree queryClient={queryClient} router={Router} />);
  // A part that failed or waited is left to the browser (<!--$!-->), which would draw it anew, moving the page.
  if (html.includes('<!--$!-->')) throw new Error(`Part of ${route} could not be drawn`);
  return html;
}

export async function renderShells(): Promise<Shells> {
  await i18nReady;
  await Promise.all(SHELL_ROUTES.map((route) => preloadPage(route)));
  const shells: Shells = {};
  for (const language of LANGUAGES) {
    await applyLanguage(language);
    const shell: Shells[string] = { title: i18next.t('common.documentTitle'), body: {}, manualReview: {}, header: {} };
    renderForProfileReview('auto');
    for (const country of COUNTRIES) {
      pretendStored(language, country);
      for (const route of SHELL_ROUTES) {
        // React hoists a preload of the header's logo to the front (after the Suspense boundary's marker); the page's
        // own <img> is enough.
        const html = renderPage(route).replace(/^(<!--\$-->)?(<link [^>]*>)+/, '$1');
        const cut = html.indexOf('</header>') + '</header>'.length;
        if (cut < '</header>'.length) throw new Error(`No header in the shell of ${route}`);
        (shell.header[country] ??= {})[route] = html.slice(0, cut);
        if (country === DEFAULT_COUNTRY) shell.body[route] = html.slice(cut);
        else if (html.slice(cut) !== shell.body[route]) throw new Error(`The shell of ${route} depends on the country beyond the header`);
      }
    }
    renderForProfileReview('manual');
    for (const route of SHELL_ROUTES) {
      const html = renderPage(route);
      const body = html.slice(html.indexOf('</header>') + '</header>'.length);
      if (body !== shell.body[route]) shell.manualReview[route] = body;
    }
    shells[language] = shell;
  }
  return shells;
}

/**
 * The page of a SHELL_DATA route as a signed-out visitor sees it with `data`'s answers: #root's whole content, header
 * included. One job at a time (the language, the stored preferences and the answers are this module's state).
 */
export async function renderWithData(job: RenderJob): Promise<string> {
  await i18nReady;
  await preloadPage(job.route);
  await applyLanguage(job.language);
  renderForProfileReview(job.profileReview);
  pretendStored(job.language, job.country);
  setFirstPaintData(job.data);
  try {
    // As the shells: React's hoisted preload of the header's logo is left out.
    return renderPage(job.route).replace(/^(<!--\$-->)?(<link [^>]*>)+/, '$1');
  } finally {
    setFirstPaintData(null);
  }
}
