// The web app's routes, their page modules and the catalogue namespaces they show, read from src/web/router.tsx's
// `page('<path>', () => import('./<file>'), 'Export', [sections])` lines. Used by the build (which chunks each
// route needs first, for the server's preload hints) and by the bundle benchmark.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const routerFile = fileURLToPath(new URL('../src/web/router.tsx', import.meta.url));

export interface RouteOfRouter {
  route: string;
  /** The page module, relative to the repository. */
  module: string;
  /** The catalogue namespaces the page loads with its code (src/web/locales/<language>/<namespace>.ts). */
  namespaces: string[];
}

const namesIn = (list: string) => [...list.matchAll(/'(\w+)'/g)].map((m) => m[1] as string);

/** Every route but the catch-all. */
export function routesOfRouter(source = readFileSync(routerFile, 'utf8')): RouteOfRouter[] {
  const consts = new Map([...source.matchAll(/const (\w+) = \(\) => import\('\.\/([^']+)'\)/g)].map((m) => [m[1] as string, m[2] as string]));
  const lists = new Map([...source.matchAll(/const (\w+): Section\[\] = (\[[^\]]*\])/g)].map((m) => [m[1] as string, namesIn(m[2] as string)]));
  const routes: RouteOfRouter[] = [];
  const pageCall = /page\((?:'([^']*)'|undefined), (?:\(\) => import\('\.\/([^']+)'\)|(\w+)), '\w+'(?:, (\[[^\]]*\]|\w+))?\)/g;
  for (const m of source.matchAll(pageCall)) {
    const module = m[2] ?? consts.get(m[3] ?? '');
    const route = m[1] === undefined ? '/' : `/${m[1].replace(/^\//, '')}`;
    const sections = m[4] === undefined ? [] : m[4].startsWith('[') ? namesIn(m[4]) : (lists.get(m[4]) ?? []);
    if (module && route !== '/*') routes.push({ route, module: `src/web/${module}`, namespaces: sections });
  }
  return routes;
}

/** A namespace's texts module in one language (English 'shell' is in the main bundle). */
export const namespaceModule = (language: string, namespace: string) => `src/web/locales/${language}/${namespace}.ts`;
