import { parentPort } from 'node:worker_threads';
import { PdfLimitError } from './pdf-limits.ts';
import type { StampingFailure, StampingJob, StampingOutcome } from './stamping-jobs.ts';
import { checkPdfLimits, stampImage, stampPdf, UnstampableError } from './watermark.ts';

// One stamping worker thread (stamping-pool.ts starts them): one file at a time, under the pool's clock and heap limit,
// so that pdf-lib's and sharp's work on a hostile file never holds the server's event loop.

function failureOf(error: unknown): StampingFailure {
  if (error instanceof PdfLimitError) return { type: 'limit', reason: error.reason, detail: error.message };
  if (error instanceof UnstampableError) return { type: 'unstampable', reason: error.reason, detail: error.message };
  // A stack overflow in pdf-lib's recursive parser, or anything else the libraries throw, is the file's doing.
  return { type: 'failed', detail: error instanceof Error ? error.message : String(error) };
}

async function run(job: StampingJob): Promise<Uint8Array | null> {
  if (job.kind === 'check') {
    await checkPdfLimits(job.bytes, job.limits);
    return null;
  }
  if (job.contentType === 'application/pdf') return stampPdf(job.bytes, job.stamp, job.limits);
  return new Uint8Array(await stampImage(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength), job.contentType, job.stamp));
}

parentPort?.on('message', (job: StampingJob) => {
  run(job).then(
    (bytes) => {
      // A copy of its own, so that transferring it never takes a shared pool's memory away from this thread.
      const own = bytes ? bytes.slice() : null;
      const outcome: StampingOutcome = { ok: true, bytes: own };
      parentPort?.postMessage(outcome, own ? [own.buffer] : []);
    },
    (error: unknown) => parentPort?.postMessage({ ok: false, failure: failureOf(error) } satisfies StampingOutcome),
  );
});
