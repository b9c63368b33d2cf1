import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PdfLimitError, type PdfLimits } from './pdf-limits.ts';
import { UnstampableError } from './stamp-errors.ts';
import type { StampableType, StampingJob, StampingOutcome } from './stamping-jobs.ts';
import type { Config } from '../config.ts';
import type { Stamp } from './watermark.ts';

// Stamping and the upload's PDF check run in a few worker threads (issue 47, decision 0170): one file per worker at a
// time, the rest queued; each job under a clock (then its worker is terminated and replaced) and a heap limit. The
// server's event loop only copies bytes in and out.

export interface StampingSettings {
  workers: number;
  timeoutMs: number;
  heapMb: number;
  /** A worker left idle this long ends, and its memory goes back to the system. */
  idleMs: number;
  limits: PdfLimits;
}

/** Jobs handed to the workers since the process started, by kind: the tests see a cached copy reused through these. */
export const stampingCounts = { stamp: 0, check: 0 };

interface Task {
  job: StampingJob;
  resolve: (bytes: Uint8Array | null) => void;
  reject: (error: Error) => void;
}

/** The worker beside this module: its JavaScript in the build; under tsx and the tests its TypeScript, through tsx's loader. */
function startWorker(heapMb: number): Worker {
  const typescript = import.meta.url.endsWith('.ts');
  const resourceLimits = { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 16 };
  if (!typescript) return new Worker(new URL('./stamping-worker.js', import.meta.url), { resourceLimits, execArgv: [] });
  // A worker thread takes no --import of its own on Node 20: it registers tsx first, then imports the entry.
  const entry = new URL('./stamping-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsxApi())}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { eval: true, resourceLimits, execArgv: [] });
}

/** tsx's ES module API, from its package's exports (require.resolve would answer its CommonJS twin). */
function tsxApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(path.join(path.dirname(manifest), exports['./esm/api']?.import.default ?? 'dist/esm/api/index.mjs')).href;
}

function errorOf(outcome: Extract<StampingOutcome, { ok: false }>): Error {
  const { failure } = outcome;
  if (failure.type === 'limit') return new PdfLimitError(failure.reason, failure.detail);
  if (failure.type === 'unstampable') return new UnstampableError(failure.reason, failure.detail);
  return new UnstampableError('corrupt', failure.detail);
}

export class StampingPool {
  private readonly idle: Worker[] = [];
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();
  private readonly queue: Task[] = [];
  private running = 0;

  constructor(readonly settings: StampingSettings) {}

  /** The stamped copy of a PDF or image; PdfLimitError or UnstampableError when it cannot be had. */
  async stamp(contentType: StampableType, bytes: Uint8Array, stamp: Stamp): Promise<Uint8Array> {
    stampingCounts.stamp += 1;
    const stamped = await this.run({ kind: 'stamp', contentType, bytes: new Uint8Array(bytes), stamp, limits: this.settings.limits });
    if (!stamped) throw new Error('the stamping worker sent nothing back');
    return stamped;
  }

  /** Refuses (PdfLimitError) an uploaded PDF over the limits the stamper will apply. */
  async checkPdf(bytes: Uint8Array): Promise<void> {
    stampingCounts.check += 1;
    await this.run({ kind: 'check', bytes: new Uint8Array(bytes), limits: this.settings.limits });
  }

  /** Ends every worker; queued jobs are refused. */
  async close(): Promise<void> {
    for (const task of this.queue.splice(0)) task.reject(new Error('the stamping pool is closed'));
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    await Promise.all(this.idle.splice(0).map((worker) => worker.terminate()));
  }

  private run(job: StampingJob): Promise<Uint8Array | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.queue.length > 0 && this.running < this.settings.workers) {
      const task = this.queue.shift() as Task;
      this.running += 1;
      this.execute(task, this.takeWorker());
    }
  }

  private takeWorker(): Worker {
    const worker = this.idle.pop();
    if (!worker) {
      const started = startWorker(this.settings.heapMb);
      // A job's own listeners report its errors; this one keeps a late error of a parked or ended worker from crashing the server.
      started.on('error', () => {});
      started.once('exit', () => this.forget(started));
      return started;
    }
    clearTimeout(this.idleTimers.get(worker));
    this.idleTimers.delete(worker);
    return worker;
  }

  private execute(task: Task, worker: Worker): void {
    // Held while working, so that a download in progress is not cut short by the process thinking it has nothing to do.
    worker.ref();
    let settled = false;
    const finish = (keep: boolean, settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(clock);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      this.running -= 1;
      if (keep) this.park(worker);
      else void worker.terminate();
      settle();
      this.next();
    };
    const onMessage = (outcome: StampingOutcome) =>
      finish(true, () => (outcome.ok ? task.resolve(outcome.bytes) : task.reject(errorOf(outcome))));
    const onError = (error: Error & { code?: string }) =>
      finish(false, () => task.reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new PdfLimitError('memory', `over ${this.settings.heapMb} MB of heap`) : error));
    const onExit = (code: number) => finish(false, () => task.reject(new Error(`the stamping worker exited with code ${code}`)));
    const clock = setTimeout(
      () => finish(false, () => task.reject(new PdfLimitError('time', `not done in ${this.settings.timeoutMs} ms`))),
      this.settings.timeoutMs,
    );
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    try {
      worker.postMessage(task.job, [task.job.bytes.buffer as ArrayBuffer]);
    } catch (error) {
      finish(true, () => task.reject(error instanceof Error ? error : new Error(String(error))));
    }
  }

  private forget(worker: Worker): void {
    clearTimeout(this.idleTimers.get(worker));
    this.idleTimers.delete(worker);
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
  }

  private park(worker: Worker): void {
    // An idle worker does not keep the process alive, and ends after a while so that its heap is given back.
    worker.unref();
    this.idle.push(worker);
    const timer = setTimeout(() => {
      this.forget(worker);
      void worker.terminate();
    }, this.settings.idleMs);
    timer.unref();
    this.idleTimers.set(worker, timer);
  }
}

let shared: StampingPool | null = null;

/** The process's one pool, made with the first settings asked for (the configuration's). */
export function stampingPool(settings: StampingSettings): StampingPool {
  shared ??= new StampingPool(settings);
  return shared;
}

export type StampingConfig = Pick<Config, 'STAMP_WORKERS' | 'STAMP_TIMEOUT_MS' | 'STAMP_WORKER_HEAP_MB' | 'STAMP_MAX_PAGES' | 'STAMP_MAX_DECODED_BYTES' | 'STAMP_MAX_NESTING'>;

/** A worker idle this long ends: long enough for a room's several downloads in a row, short enough to give memory back. */
const IDLE_MS = 30_000;

/** The process's pool, with the configuration's settings. */
export const stampingPoolOf = (config: StampingConfig): StampingPool =>
  stampingPool({
    workers: config.STAMP_WORKERS,
    timeoutMs: config.STAMP_TIMEOUT_MS,
    heapMb: config.STAMP_WORKER_HEAP_MB,
    idleMs: IDLE_MS,
    limits: { maxPages: config.STAMP_MAX_PAGES, maxDecodedBytes: config.STAMP_MAX_DECODED_BYTES, maxNesting: config.STAMP_MAX_NESTING },
  });
