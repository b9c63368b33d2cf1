// Bundles the server and CLI into dist/server and copies the migrations. The pure JavaScript packages the server loads
// at start are bundled with it, written without spaces and comments; the rest stay in node_modules (decision 0237).
// The bench builds its server with the same function (bench/build.ts), so it measures what `npm start` runs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Bundled: one copy, only the modules used (zod's forty-odd locales are not), whitespace and comments gone. Their
 * source text is kept in V8's heap for as long as the server runs, and this took 5–7 MB off its resident memory.
 * Not bundled: native and WebAssembly packages and those that find files beside them (argon2, PGlite, sharp, pdf-lib's
 * fonts, pino's worker), those loaded only when used (S3, nodemailer, tar), pg (which may require pg-native), and
 * pg-boss with cron-parser and luxon, whose luxon jobs/cron-clock.ts reaches through their own require() chain.
 */
const BUNDLED = ['zod', 'drizzle-orm', 'hono', '@hono/node-server', '@hono/zod-openapi', '@asteasolutions/zod-to-openapi', 'openapi3-ts', 'prom-client', 'busboy', 'streamsearch', 'bintrees', 'tdigest', 'serialize-error', '@hono/zod-validator'];

/** An esbuild plugin: every bare import is external unless its package is in `bundled`. */
function externalExcept(bundled) {
  return {
    name: 'external-except',
    setup(b) {
      b.onResolve({ filter: /^[^./#]/ }, (args) => {
        const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
        return bundled.includes(name) ? undefined : { path: args.path, external: true };
      });
    },
  };
}

/** Builds the server bundle into `out` (default dist/server). */
export async function buildServer(out = path.join(root, 'dist', 'server')) {
  await build({
    // Named entries so that all land side by side in dist/server, where main.js starts the worker.
    entryPoints: {
      main: path.join(root, 'src/server/main.ts'),
      cli: path.join(root, 'src/server/cli.ts'),
      'snapshot-worker': path.join(root, 'src/server/modules/matching/snapshot-worker.ts'),
      'page-renderer-child': path.join(root, 'src/server/modules/pages/page-renderer-child.ts'),
      // The stamping pool's worker thread (pdf/stamping-pool.ts starts it from beside itself).
      'stamping-worker': path.join(root, 'src/server/pdf/stamping-worker.ts'),
    },
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages stay in node_modules, except the pure JavaScript ones the server loads at start (BUNDLED).
    plugins: [externalExcept(BUNDLED)],
    minifyWhitespace: true,
    minifySyntax: true,
    // CommonJS packages bundled into an ES module call require() for node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    // Dynamic imports (the S3 driver) become chunks of their own, loaded only when used.
    splitting: true,
    sourcemap: true,
    logLevel: 'warning',
  });
  fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(out, 'db', 'migrations'), { recursive: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
