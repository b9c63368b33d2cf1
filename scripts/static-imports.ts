import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// What a module loads with it: every import kept in its JavaScript, followed through our own modules. Type-only imports
// are erased, and import() is a chunk of its own, loaded when used (decisions 0229, 0157).

const root = path.resolve(import.meta.dirname, '..');

/** The modules (repository paths) and packages a module loads with it, following every import kept in its JavaScript. */
export function staticClosure(entries: string[]): { modules: Set<string>; packages: Map<string, string> } {
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
