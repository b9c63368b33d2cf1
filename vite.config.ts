import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import type * as Prerender from './src/web/prerender.tsx';
import { LANGUAGES } from './src/shared/enums.ts';
import { eagerCommonJsWrappers } from './scripts/eager-commonjs-wrappers.ts';
import { precompressedFiles } from './scripts/precompress.ts';
import { namespaceModule, routesOfRouter } from './scripts/web-routes.ts';

/**
 * Writes routes.json: for each route and language, the JavaScript its page needs beyond what index.html
 * already loads — the page's code and the catalogue namespaces it shows in that language. The server lists
 * these as modulepreload hints in the page it sends for that route, so the browser fetches the page's code and
 * texts together with the app's instead of after it (decisions 0078 and 0106).
 */
function routeChunks(): Plugin {
  let root = process.cwd();
  return {
    name: 'dealbridge-route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [path.relative(root, c.facadeModuleId ?? ''), c]));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (files: string[], seen = new Set<string>()) => {
        for (const file of files) {
          if (seen.has(file)) continue;
          seen.add(file);
          closure(byFile.get(file)?.imports ?? [], seen);
        }
        return seen;
      };
      const entry = chunks.find((c) => c.isEntry);
      const initial = closure(entry ? [entry.fileName] : []);
      const routes: Record<string, Record<string, string[]>> = {};
      for (const { route, module, namespaces } of routesOfRouter()) {
        const page = byModule.get(module);
        if (!page) continue;
        routes[route] = Object.fromEntries(
          LANGUAGES.map((language) => {
            const texts = namespaces.flatMap((ns) => byModule.get(namespaceModule(language, ns))?.fileName ?? []);
            return [language, [...closure([page.fileName, ...texts])].filter((file) => !initial.has(file)).map((file) => `/${file}`)];
          }),
        );
      }
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(routes) });
    },
  };
}

/**
 * Writes shells.json: the public pages as a signed-out visitor first sees them, per language and country
 * (src/web/prerender.tsx), rendered in Node by the app's components after the bundle is written. The
 * server puts the right one inside #root, so the browser paints the page before any script has run.
 * The renderer stays beside the web bundle (render/prerender.mjs, never served): the server draws the pages of
 * shell-data.json (SHELL_DATA) with it, from the API's answers (src/server/modules/pages/page-renderer.ts, decision 0168).
 */
function firstPaintShells(): Plugin {
  let root = process.cwd();
  let outDir = 'dist/web';
  return {
    name: 'dealbridge-first-paint-shells',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Under node_modules so that Node finds the packages the server bundle leaves external.
      // A new directory per build: the modules of an earlier build in this process stay cached by URL.
      const work = path.join(root, 'node_modules', '.cache', `dealbridge-prerender-${process.pid}-${Date.now()}`);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        // The browser's files (public/) are the web bundle's; the renderer needs none.
        publicDir: false,
        plugins: [react()],
        build: { ssr: 'src/web/prerender.tsx', outDir: work, emptyOutDir: true, rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } } },
      });
      try {
        const { renderShells, SHELL_DATA } = (await import(pathToFileURL(path.join(work, 'prerender.mjs')).href)) as typeof Prerender;
        fs.writeFileSync(path.join(outDir, 'shells.json'), JSON.stringify(await renderShells()));
        fs.writeFileSync(path.join(outDir, 'shell-data.json'), JSON.stringify(SHELL_DATA));
        const renderDir = path.join(outDir, '..', 'render');
        fs.rmSync(renderDir, { recursive: true, force: true });
        fs.cpSync(work, renderDir, { recursive: true });
      } finally {
        fs.rmSync(work, { recursive: true, force: true });
      }
    },
  };
}

/**
 * React Router in the browser bundle as its production build, slimmed for tree-shaking (2.4 KB less on every
 * page): the package exports only its development build (the same code with dev warnings on), and its
 * components are made by forwardRef, memo and createContext calls that are not marked pure, each followed by
 * a displayName, so the framework mode's forms, scroll restoration and navigation links it brings along stayed
 * in the bundle unused. Marking those calls pure and dropping the displayNames (read only by React's dev
 * tools) leaves them to tree-shaking; what the app uses is unchanged.
 */
function slimReactRouter(): Plugin {
  const production = (id: string) => id.replace(/([\\/]react-router[\\/]dist[\\/])development([\\/])/, '$1production$2');
  return {
    name: 'dealbridge-slim-react-router',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: production(resolved.id) };
    },
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-/.test(id)) return null;
      return code
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
        .replace(/= (React\d*\.(?:forwardRef|memo|createContext)\()/g, '= /* @__PURE__ */ $1');
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), slimReactRouter(), eagerCommonJsWrappers(), routeChunks(), firstPaintShells(), precompressedFiles()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser we support preloads modules itself (the server's hints are <link rel="modulepreload">).
    // A lazy chunk's own file is left out of its preload list: import() fetches it at the same moment anyway
    // (0.4 KB less of file names in the entry).
    modulePreload: { polyfill: false, resolveDependencies: (file, deps) => deps.filter((dep) => dep !== file) },
    rolldownOptions: {
      output: {
        // Everything the entry needs in one chunk rather than six: one request, and gzip sees it whole
        // (3 KB less on the home route than the automatic split, decision 0083).
        // The listing cards and what they need (home, businesses, investors) in one more.
        // A few tiny shared modules ride with the chunk their users load anyway: the entry names every lazy chunk
        // in its preload map, so each small chunk costs the home route its file name (issue 48: home JS held).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            {
              name: 'listings',
              test: /src[\\/](web[\\/](features[\\/]listings[\\/]counterpart-path|components[\\/](listings[\\/](?!card-skeleton)|ui[\\/](modal|detail-row))|locales[\\/]en[\\/](listings|enums)|lib[\\/](preferences[\\/]use-rates|i18n[\\/]use-date-format))|shared[\\/](money[\\/]|locales[\\/]en[\\/]enums))/,
            },
            // A deal's stages and their badge, which the deal room and the admin panel's deals share.
            { name: 'room', test: /src[\\/](shared[\\/]deals[\\/]room|web[\\/]components[\\/]deals[\\/]stage-badge)/, includeDependenciesRecursively: false },
            // Where a user goes (sign in first, home after login) in one file for the pages and the user menu.
            { name: 'user-paths', test: /src[\\/](shared[\\/]account[\\/]user-paths|web[\\/]components[\\/]sign-in-first)/, includeDependenciesRecursively: false },
            // The server catalogue's Arabic names (places, sectors, deal stages) that the web's Arabic catalogues read.
            { name: 'names-ar', test: /src[\\/]shared[\\/]locales[\\/]ar[\\/](deals|enums)/ },
          ],
        },
      },
    },
  },
  server: {
    // In development the API runs on :3000 (npm run dev); Host is kept so the same-origin check holds.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
