// The web app's routes and their page modules, read from src/web/router.tsx's
// `page('<path>', () => import('./<file>'), …)` lines. Used by the build (which chunks each route
// needs first, for the server's preload hints) and by the bundle benchmark.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const routerFile = fileURLToPath(new URL('../src/web/router.tsx', import.meta.url));

/** [route path, page module relative to the repository] for every route but the catch-all. */
export function routesOfRouter(source = readFileSync(routerFile, 'utf8')): [route: string, module: string][] {
  const consts = new Map([...source.matchAll(/const (\w+) = \(\) => import\('\.\/([^']+)'\)/g)].map((m) => [m[1] as string, m[2] as string]));
  const routes: [string, string][] = [];
  for (const m of source.matchAll(/page\((?:'([^']*)'|undefined), (?:\(\) => import\('\.\/([^']+)'\)|(\w+))/g)) {
    const module = m[2] ?? consts.get(m[3] ?? '');
    const route = m[1] === undefined ? '/' : `/${m[1].replace(/^\//, '')}`;
    if (module && route !== '/*') routes.push([route, `src/web/${module}`]);
  }
  return routes;
}
