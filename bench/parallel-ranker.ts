// Top matches for many investors at once on every core: each worker thread gets a copy of the
// business index and pulls chunks of investors until none are left (so a busy core takes fewer).
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BusinessIndex } from '#shared/matching/business-index.ts';
import type { InvestorMatchFields } from '#shared/profiles/profile-model.ts';
import type { RankChunk, RankedChunk } from './rank-worker.ts';

// On Node 20, `execArgv: ['--import', 'tsx']` does not reach a worker's entry module ("Unknown file
// extension .ts"), so a one-line bootstrap registers tsx inside the worker and then imports it.
const BOOTSTRAP = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./rank-worker.ts', import.meta.url).href)}); })`;

export interface TopMatchesTable {
  limit: number;
  /** Business rows, investor-major: investor k's matches are rows[k * limit …], -1 where fewer. */
  rows: Int32Array;
  scores: Uint8Array;
  threads: number;
}

export async function recomputeTopMatches(
  index: BusinessIndex,
  investors: readonly InvestorMatchFields[],
  options: { limit?: number; threads?: number; chunkSize?: number } = {},
): Promise<TopMatchesTable> {
  const limit = options.limit ?? 50;
  const threads = options.threads ?? os.availableParallelism();
  const chunkSize = options.chunkSize ?? 200;
  const rows = new Int32Array(investors.length * limit).fill(-1);
  const scores = new Uint8Array(investors.length * limit);
  let next = 0;
  const workers = Array.from({ length: threads }, () => new Worker(BOOTSTRAP, { eval: true, workerData: { index, limit } }));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= investors.length) return resolve();
              const chunk: RankChunk = { start: next, investors: investors.slice(next, next + chunkSize) };
              next += chunkSize;
              worker.postMessage(chunk);
            };
            worker.on('message', (message: 'ready' | RankedChunk) => {
              if (message !== 'ready') {
                rows.set(message.rows, message.start * limit);
                scores.set(message.scores, message.start * limit);
              }
              send();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`rank worker exited with ${code}`))));
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return { limit, rows, scores, threads };
}
