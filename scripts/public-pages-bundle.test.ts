import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { routesOfRouter } from './web-routes.ts';

// The pages a visitor lands on load no form or schema library: zod's module code alone cost a phone ~0.4 s of blocked
// main thread on /businesses (decision 0155). A page reaches a package through the modules it imports for their values;
// type-only imports are erased, and import() is a chunk of its own, loaded when used.

const root = path.resolve(import.meta.dirname, '..');
const PUBLIC_PAGES = ['/', '/businesses', '/investors', '/services'];
const HEAVY_PACKAGES = ['zod', 'react-hook-form', '@hookform/resolvers'];

/** The modules (repository paths) and packages a module loads with it, following every import kept in its JavaScript. */
function staticClosure(entries: string[]): { modules: Set<string>; packages: Map<string, string> } {
  const modules = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, false);
    for (const statement of source.statements) {
      let specifier: ts.Expression | undefined;
      // verbatimModuleSyntax keeps `import { type A } from 'x'` as `import {} from 'x'`: only `import type` is erased.
      if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) specifier = statement.moduleSpecifier;
      if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      const target = specifier.text;
      if (target.startsWith('.')) {
        visit(path.relative(root, path.resolve(path.dirname(path.join(root, file)), target)));
      } else {
        const name = target.startsWith('@') ? target.split('/').slice(0, 2).join('/') : (target.split('/')[0] as string);
        if (!packages.has(name)) packages.set(name, file);
      }
    }
  };
  for (const entry of entries) visit(entry);
  return { modules, packages };
}

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
    const { packages } = staticClosure(['src/shared/saved-searches.ts']);
    expect(packages.get('zod')).toBe('src/shared/saved-searches.ts');
  });
});
