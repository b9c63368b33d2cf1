import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { loadSession } from '../../auth/sessions.ts';
import type { Language } from '#shared/enums.ts';
import { shareMetaFor } from '../listings/index.ts';
import { toCurrentUser } from '../users/index.ts';
import type { AppEnv, Deps } from '../../http/context.ts';
import { firstPaint, type DrawnFirstPaint } from './first-paint.ts';
import { PageRenderer, rendererBundleOf, type Answers } from './page-renderer.ts';
import { detectLanguage, readPreferences } from '../../http/preferences.ts';
import type { Preferences } from '#shared/preferences.ts';

// The built single-page app: hashed assets cached for a year, and for every other GET the app's
// page, which carries the visitor's session and preload hints for the route's code. The browser can
// then paint the page as soon as its scripts arrive, without first asking who is signed in and only
// then discovering which page module to fetch (decision 0078). A signed-out visitor's public page also
// carries its first paint: the stylesheet inline and the page's shell inside #root (first-paint.ts).

export const SESSION_ELEMENT_ID = 'dealbridge-session';

/** JSON inside <script type="application/json">: data, never run, and unable to close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** Per route and language: the page's code and texts beyond the entry's (routes.json, written by the build). */
type RouteChunks = Record<string, Partial<Record<Language, string[]>>>;

function readJson<T>(root: string, file: string, otherwise: T): T {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
  } catch {
    return otherwise;
  }
}

/** Route paths are matched like React Router does: without case or a trailing slash. */
const routeKey = (pathname: string) => pathname.toLowerCase().replace(/(.)\/+$/, '$1');

/** The build's entry for a route key: its own, or that of a route with parameters ('/deals/:id') matching it. */
export function chunksFinder(routeChunks: RouteChunks): (key: string) => Partial<Record<Language, string[]>> | undefined {
  const patterns = Object.keys(routeChunks)
    .filter((route) => route.includes('/:'))
    .map((route) => [new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`), routeChunks[route]] as const);
  return (key) => routeChunks[key] ?? patterns.find(([pattern]) => pattern.test(key))?.[1];
}

export function serveWebApp(app: OpenAPIHono<AppEnv>, deps: Deps, root: string, logger: Logger): void {
  const pages = firstPaint(root, deps.config.PROFILE_REVIEW);
  const chunksOf = chunksFinder(readJson<RouteChunks>(root, 'routes.json', {}));
  const drawPage = pageDrawer(app, deps, root, logger);
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The header's flags and the home page's illustrations (public/) are not hashed: a day in the browser's cache, then
  // checked again.
  const dayCached: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=86400');
  };
  app.use('/flags/*', dayCached);
  app.use('/illustrations/*', dayCached);
  // index.html itself is never sent as a file: it is always the page below, with the session in it.
  // The build compressed the files beside themselves (scripts/precompress.ts): a browser that accepts brotli or gzip
  // gets those bytes as they are, and compress() in app.ts leaves an answer that has its Content-Encoding alone.
  const files = serveStatic({ root, index: '', precompressed: true });
  app.use('*', (c, next) => (c.req.path === '/' || c.req.path === '/index.html' ? next() : files(c, next)));
  // History fallback: every other GET is a client-side route.
  app.get('*', detectLanguage, async (c) => {
    c.set('deps', deps);
    const route = routeKey(c.req.path);
    // A public profile's page names it for a shared link's preview, read beside the session; without a database
    // the page keeps the defaults.
    const meta = shareMetaFor(deps.db, route).catch(() => null);
    // Without a database the page still loads: the element is left out, and the app asks the API.
    const session = await sessionElement(c).catch(() => null);
    const preferences = readPreferences(c);
    // The app shows a signed-in user's saved language; a visitor's is the one the first paint resolved.
    const language = session?.language ?? preferences.language;
    const preloads = (chunksOf(route)?.[language] ?? []).map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
    // Only for a visitor known to be signed out, and for the page as its bare URL shows it.
    const shell = session?.signedOut === true && !new URL(c.req.url).search;
    const drawn = shell ? await drawPage(route, preferences).catch(() => null) : null;
    // The page names who is signed in, so no shared cache may keep it; its shell follows the language.
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie, Accept-Language');
    return c.html(pages.page({ route, meta: await meta, shell, drawn, preferences, hints: session ? [...preloads, session.element] : preloads }));
  });
}

/**
 * The public pages drawn with their data (page-renderer.ts, decision 0168): for a route of the build's shell-data.json,
 * the API answers its page shows, read through the app as a signed-out visitor reads them, and the page drawn from
 * exactly those, when it is ready. Null when the build has no renderer or the route no data.
 */
function pageDrawer(app: OpenAPIHono<AppEnv>, deps: Deps, root: string, logger: Logger): (route: string, preferences: Preferences) => Promise<DrawnFirstPaint | null> {
  const data = readJson<Record<string, string[]>>(root, 'shell-data.json', {});
  const bundle = rendererBundleOf(root);
  if (!bundle || Object.keys(data).length === 0) return async () => null;
  const renderer = new PageRenderer(bundle, deps.config.PROFILE_REVIEW, {
    // The page then goes with its skeletons, as without a renderer, and is tried again 30 s later.
    onError: (error) => logger.error({ err: error }, 'drawing a public page with its data failed; its shell is sent instead'),
  });
  return async (route, preferences) => {
    const paths = data[route];
    if (!paths) return null;
    const readAt = Date.now();
    const answers: Answers = {};
    for (const apiPath of paths) {
      const response = await app.request(apiPath);
      if (response.status !== 200) return null;
      answers[apiPath] = await response.text();
    }
    return renderer.page(route, preferences.language, preferences.country, answers, readAt);
  };
}

async function sessionElement(c: Context<AppEnv>): Promise<{ element: string; signedOut: boolean; language: Language | null }> {
  await loadSession(c, async () => {});
  const user = c.var.user;
  return {
    element: `<script type="application/json" id="${SESSION_ELEMENT_ID}">${scriptSafeJson({ user: user ? toCurrentUser(user) : null })}</script>`,
    signedOut: !user,
    language: user?.language ?? null,
  };
}
