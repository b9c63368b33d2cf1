// JavaScript and CSS each route loads, gzipped, from the build's manifest: the entry with its static imports and
// the chunks main.tsx always imports (React DOM's renderer, a chunk of its own since decision 0236), plus the route's
// lazy page module and its English catalogue namespaces with their static imports (what the browser fetches before
// the app can take the page over).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { namespaceModule, routesOfRouter } from '../scripts/web-routes.ts';
import { moduleName, webOut, type ChunkModules } from './build.ts';

interface ManifestChunk { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean; src?: string }

/** Packages src/web/main.tsx imports with import() on every page (its other dynamic imports are the routes' pages). */
const ALWAYS_IMPORTED = ['node_modules/react-dom/client.js'];
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize { route: string; jsGzip: number; cssGzip: number; files: string[] }

const gzipOf = (file: string) => gzipSync(readFileSync(`${webOut}/${file}`), { level: 9 }).length;

export function routeSizes(): RouteSize[] {
  const manifest = JSON.parse(readFileSync(`${webOut}/.vite/manifest.json`, 'utf8')) as Manifest;
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? 'index.html';
  const always = ALWAYS_IMPORTED.filter((key) => manifest[entry]?.dynamicImports?.includes(key));
  if (always.length !== ALWAYS_IMPORTED.length) throw new Error(`the entry no longer imports ${ALWAYS_IMPORTED.join(', ')}: update ALWAYS_IMPORTED`);
  return routesOfRouter()
    .map(({ route, module, namespaces }) => {
      // The page's English texts are fetched with its code, before it can replace the first paint.
      const keys = [...closure([entry, ...always, module, ...namespaces.map((ns) => namespaceModule('en', ns))])];
      const js = keys.map((k) => manifest[k]?.file ?? '').filter((f) => f.endsWith('.js'));
      const css = [...new Set(keys.flatMap((k) => manifest[k]?.css ?? []))];
      return {
        route,
        jsGzip: js.reduce((sum, f) => sum + gzipOf(f), 0),
        cssGzip: css.reduce((sum, f) => sum + gzipOf(f), 0),
        files: [...js, ...css],
      };
    });
}

/**
 * The largest packages and sources inside the given chunk files. Module code is recorded before
 * minification, so each chunk's real gzipped size is shared out in proportion to its modules' own gzip.
 */
export function largestModules(modules: ChunkModules, files: string[], top = 15) {
  const totals = new Map<string, { bytes: number; gzip: number }>();
  for (const file of files) {
    const parts = modules[file] ?? [];
    const scale = gzipOf(file) / Math.max(1, parts.reduce((sum, m) => sum + m.gzip, 0));
    for (const m of parts) {
      const name = moduleName(m.module);
      const sum = totals.get(name) ?? { bytes: 0, gzip: 0 };
      totals.set(name, { bytes: sum.bytes + m.bytes, gzip: sum.gzip + m.gzip * scale });
    }
  }
  return [...totals.entries()].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, top).map(([module, s]) => ({ module, ...s }));
}
