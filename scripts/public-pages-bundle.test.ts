import { describe, expect, it } from 'vitest';
import { staticClosure } from './static-imports.ts';
import { routesOfRouter } from './web-routes.ts';

// The pages a visitor lands on load no form or schema library: zod's module code alone cost a phone ~0.4 s of blocked
// main thread on /businesses (decision 0229). A page reaches a package through the modules it imports for their values;
// type-only imports are erased, and import() is a chunk of its own, loaded when used.

const PUBLIC_PAGES = ['/', '/businesses', '/investors', '/services'];
const HEAVY_PACKAGES = ['zod', 'react-hook-form', '@hookform/resolvers'];

describe('the public pages', () => {
  const routes = routesOfRouter();
  it.each(PUBLIC_PAGES)('%s loads no form or schema library with the app', (route) => {
    const page = routes.find((r) => r.route === route);
    expect(page, `${route} in the router`).toBeDefined();
    const { modules, packages } = staticClosure(['src/web/main.tsx', page?.module ?? '']);
    // The walk reached the page's own components, so a clean result means something.
    expect(modules.size).toBeGreaterThan(20);
    for (const name of HEAVY_PACKAGES) expect(packages.get(name), `${name} imported by`).toBeUndefined();
  });

  it('sees a schema library where one is loaded', () => {
    const { packages } = staticClosure(['src/shared/saved-searches/saved-searches.ts']);
    expect(packages.get('zod')).toBe('src/shared/saved-searches/saved-searches.ts');
  });
});
