import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The built web app's files compressed once, at build time, beside themselves: `x.js.br` (brotli at its best
 * quality) and `x.js.gz` (gzip at level 9). The server sends them as they are to a browser that accepts them
 * (serveStatic's `precompressed`, src/server/modules/pages/web-app.ts) instead of compressing every script on every
 * request: the app's largest chunk took 7.8 ms of the server's CPU per request gzipped on the fly, against 1.9 ms
 * sent as it is, on the two cores the page's own main thread shares with it (decision 0165). Brotli's files are
 * also smaller than gzip's, so the page's code arrives sooner.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Read by the server only, never sent: routes.json, shells.json and shell-data.json (first-paint.ts, web-app.ts). */
const SERVER_ONLY = new Set(['routes.json', 'shells.json', 'shell-data.json']);
/** Below this a compressed answer gains nothing (the same threshold as the server's own compression). */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `.br` and `.gz` beside every compressible file of `dir` that is worth it; returns how many files were compressed. */
export async function precompress(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file) && !SERVER_ONLY.has(path.relative(dir, file)));
  let compressed = 0;
  await Promise.all(
    files.map(async (file) => {
      const bytes = await fs.readFile(file);
      if (bytes.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzip(bytes, { level: 9 }),
      ]);
      // A variant no smaller than the file is not written: the server then sends the file itself.
      if (br.length < bytes.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < bytes.length) await fs.writeFile(`${file}.gz`, gz);
      compressed++;
    }),
  );
  return compressed;
}

/** The build's last step: every file written, the public ones copied, then compressed. */
export function precompressedFiles(): Plugin {
  let outDir = 'dist/web';
  return {
    name: 'dealbridge-precompressed-files',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompress(outDir);
    },
  };
}
