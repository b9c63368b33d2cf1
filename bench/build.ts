// The bench's own production build, in dist/bench/build/dist (never dist/web or dist/server, which the
// e2e runs of other engineers share): the web bundle through vite.config.ts with a manifest, and the server bundled as
// scripts/build-server.mjs does. Also records which modules make up each JavaScript chunk.
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build as viteBuild, type Plugin } from 'vite';
import { buildServer } from '../scripts/build-server.mjs';
import { workDir } from './common.ts';

export const buildRoot = fileURLToPath(new URL('./build/', workDir));
export const webOut = `${buildRoot}dist/web`;
export const serverEntry = `${buildRoot}dist/server/main.js`;
const repoRoot = fileURLToPath(new URL('../', import.meta.url));

/** Modules of one chunk with their rendered size, raw and gzipped alone (gzip of the whole chunk is smaller). */
export interface ChunkModules {
  [fileName: string]: { module: string; bytes: number; gzip: number }[];
}

/** Package name of a node_modules path, or the repository-relative path of our own source. */
export function moduleName(id: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const at = clean.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = clean.slice(at + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? clean);
  }
  return clean.startsWith(repoRoot) ? clean.slice(repoRoot.length) : clean;
}

function recordModules(into: ChunkModules): Plugin {
  return {
    name: 'bench-record-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        into[output.fileName] = Object.entries(output.modules).map(([id, m]) => ({
          module: moduleName(id),
          bytes: m.renderedLength,
          gzip: m.code ? gzipSync(m.code).length : 0,
        }));
      }
    },
  };
}

export interface BuildResult { webMs: number; serverMs: number; modules: ChunkModules }

export async function buildForBench(): Promise<BuildResult> {
  rmSync(buildRoot, { recursive: true, force: true });
  mkdirSync(buildRoot, { recursive: true });
  const modules: ChunkModules = {};
  const started = performance.now();
  await viteBuild({
    configFile: `${repoRoot}vite.config.ts`,
    root: repoRoot,
    logLevel: 'warn',
    build: { outDir: webOut, emptyOutDir: true, manifest: true },
    plugins: [recordModules(modules)],
  });
  const webDone = performance.now();
  // The server exactly as `npm run build` bundles it: split, so the S3 driver loads only for an s3:// STORAGE_URL.
  await buildServer(`${buildRoot}dist/server`);
  return { webMs: webDone - started, serverMs: performance.now() - webDone, modules };
}
