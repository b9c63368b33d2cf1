import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfOf } from '../modules/deals/room/deal-documents.test-support.ts';
import { deeplyNestedPdf, manyPagesPdf, objectStreamBomb, scriptedPdf, scriptsIn } from './pdf-bombs.test-support.ts';
import { checkRawPdf, DEFAULT_PDF_LIMITS, PdfLimitError } from './pdf-limits.ts';
import { StampingPool } from './stamping-pool.ts';
import type { Stamp } from './watermark.ts';

// The limits a PDF meets before pdf-lib reads it, and the stamping pool that applies them off the main thread (issue 47).

const stamp: Stamp = { viewerName: 'Ines Investor', viewerEmail: 'ines@example.com', dealLabel: 'Gulf Logistics LLC', at: new Date('2026-11-25T14:02:37Z') };
const pool = new StampingPool({ workers: 1, timeoutMs: 10_000, heapMb: 256, idleMs: 1000, limits: DEFAULT_PDF_LIMITS });
afterAll(() => pool.close());

async function limitRefusal(promise: Promise<unknown>): Promise<PdfLimitError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(PdfLimitError);
  return error as PdfLimitError;
}

describe('the raw check of a PDF', () => {
  it('passes an ordinary PDF with object streams and counts what its streams decode to', async () => {
    const document = await PDFDocument.load(await pdfOf(3));
    const bytes = await document.save({ useObjectStreams: true });
    expect((await checkRawPdf(bytes)).decodedBytes).toBeGreaterThan(0);
  });

  it('stops inflating an object stream past the decoded budget, without inflating it all', async () => {
    const bomb = await objectStreamBomb(210 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect((await limitRefusal(checkRawPdf(bomb))).reason).toBe('decoded_size');
  });

  it('finds a compressed stream behind an unbalanced string or a missing dictionary start, which parsing would skip', async () => {
    const bomb = await objectStreamBomb(20 * 1024 * 1024);
    const limits = { ...DEFAULT_PDF_LIMITS, maxDecodedBytes: 10 * 1024 * 1024 };
    const hidden = Buffer.concat([bomb.subarray(0, 20), Buffer.from('(unbalanced <<\n'), bomb.subarray(20)]);
    expect((await limitRefusal(checkRawPdf(hidden, limits))).reason).toBe('decoded_size');
  });

  it('refuses arrays nested deeper than the limit', async () => {
    expect((await limitRefusal(checkRawPdf(deeplyNestedPdf(10_000)))).reason).toBe('nesting');
    expect((await checkRawPdf(deeplyNestedPdf(DEFAULT_PDF_LIMITS.maxNesting - 4))).decodedBytes).toBe(0);
  });
});

describe('the stamping pool', () => {
  it('refuses a PDF of 60,000 pages that claims one, by counting its page tree', async () => {
    expect((await limitRefusal(pool.stamp('application/pdf', manyPagesPdf(60_000), stamp))).reason).toBe('pages');
    expect((await limitRefusal(pool.checkPdf(manyPagesPdf(60_000)))).reason).toBe('pages');
  });

  it('refuses an object stream bomb and a deep nesting, at upload and at stamping', async () => {
    const bomb = await objectStreamBomb();
    expect((await limitRefusal(pool.checkPdf(bomb))).reason).toBe('decoded_size');
    expect((await limitRefusal(pool.stamp('application/pdf', bomb, stamp))).reason).toBe('decoded_size');
    expect((await limitRefusal(pool.checkPdf(deeplyNestedPdf()))).reason).toBe('nesting');
  });

  it('stops a job over its time, replaces the worker, and stamps the next file', async () => {
    const hurried = new StampingPool({ workers: 1, timeoutMs: 100, heapMb: 256, idleMs: 1000, limits: DEFAULT_PDF_LIMITS });
    try {
      // Starting the worker alone (tsx, pdf-lib, the font) takes longer than 100 ms.
      expect((await limitRefusal(hurried.stamp('application/pdf', await pdfOf(2), stamp))).reason).toBe('time');
    } finally {
      await hurried.close();
    }
    const stamped = await pool.stamp('application/pdf', await pdfOf(2), stamp);
    expect((await PDFDocument.load(stamped)).getPageCount()).toBe(2);
  });

  it('refuses a file whose stamping needs more heap than a worker may have, and stamps the next file', async () => {
    const cramped = new StampingPool({ workers: 1, timeoutMs: 20_000, heapMb: 12, idleMs: 1000, limits: DEFAULT_PDF_LIMITS });
    try {
      expect((await limitRefusal(cramped.stamp('application/pdf', await pdfOf(400), stamp))).reason).toBe('memory');
    } finally {
      await cramped.close();
    }
    expect((await PDFDocument.load(await pool.stamp('application/pdf', await pdfOf(1), stamp))).getPageCount()).toBe(1);
  });

  it('removes the open action, additional actions, named scripts and script links from the stamped copy, keeping the pages', async () => {
    const original = await scriptedPdf();
    expect((await scriptsIn(original)).length).toBeGreaterThanOrEqual(5);
    const stamped = await pool.stamp('application/pdf', original, stamp);
    expect(await scriptsIn(stamped)).toEqual([]);
    const document = await PDFDocument.load(stamped);
    expect(document.getPageCount()).toBe(2);
    expect(Buffer.from(stamped).includes('app.alert')).toBe(false);
  });

  it('leaves the caller its bytes after a job (it sends the worker a copy)', async () => {
    const bytes = await pdfOf(1);
    const before = Buffer.from(bytes);
    await pool.stamp('application/pdf', bytes, stamp);
    expect(bytes.byteLength).toBe(before.byteLength);
    expect(Buffer.from(bytes).equals(before)).toBe(true);
  });
});
