import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routesOfRouter } from './scripts/web-routes.ts';

/**
 * Writes routes.json: for each route, the JavaScript its page needs beyond what index.html already
 * loads. The server lists these as modulepreload hints in the page it sends for that route, so the
 * browser fetches the page's code together with the app's instead of after it (decision 0015).
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
      const routes: Record<string, string[]> = {};
      for (const [route, module] of routesOfRouter()) {
        const page = byModule.get(module);
        if (page) routes[route] = [...closure([page.fileName])].filter((file) => !initial.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(routes) });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), routeChunks()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    // In development the API runs on :3000 (npm run dev); Host is kept so the same-origin check holds.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
