// Bundles the server and CLI into dist/server (dependencies stay in node_modules) and copies the migrations.
// The bench builds its server with the same function (bench/build.ts), so it measures what `npm start` runs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds the server bundle into `out` (default dist/server). */
export async function buildServer(out = path.join(root, 'dist', 'server')) {
  await build({
    // Named entries so that all land side by side in dist/server, where main.js starts the worker.
    entryPoints: {
      main: path.join(root, 'src/server/main.ts'),
      cli: path.join(root, 'src/server/cli.ts'),
      'snapshot-worker': path.join(root, 'src/server/modules/matching/snapshot-worker.ts'),
    },
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Dynamic imports (the S3 driver) become chunks of their own, loaded only when used.
    splitting: true,
    sourcemap: true,
    logLevel: 'warning',
  });
  fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(out, 'db', 'migrations'), { recursive: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
