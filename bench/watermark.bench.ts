// Watermark benchmark (issue 18, docs/design.md section 7): `npm run bench:watermark`. Builds scanned-financials PDFs of
// about 1, 5 and 20 MB and a 1,000-page born-digital report, stamps each several times in a fresh child process per
// file (started with the flags and environment of `npm start`), and prints p50/p95 stamping time and peak extra
// resident memory beside the budget. Figures go to bench/results/watermark.json; exits 1 when a budget is missed.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { productionLaunch } from '../scripts/start-command.mjs';
import { stampPdf, type Stamp } from '../src/server/pdf/watermark.ts';
import { argument, fmt, log, machine, percentile, printTable, workDir, writeResult, type Row } from './common.ts';

const BUDGET = { megabytes: 20, p95Ms: 2000, extraMB: 150 };
interface Case {
  name: string;
  kind: 'scanned' | 'report';
  /** Scanned: the file's size to aim at. Report: its page count. */
  megabytes?: number;
  pages?: number;
  runs: number;
  budgeted: boolean;
}
const CASES: Case[] = [
  { name: 'scanned-1mb', kind: 'scanned', megabytes: 1, runs: 20, budgeted: false },
  { name: 'scanned-5mb', kind: 'scanned', megabytes: 5, runs: 10, budgeted: false },
  { name: 'scanned-20mb', kind: 'scanned', megabytes: BUDGET.megabytes, runs: 5, budgeted: true },
  // No budget: pdf-lib's cost follows the number of objects more than the bytes, and this is where it shows.
  { name: 'report-1000-pages', kind: 'report', pages: 1000, runs: 5, budgeted: false },
];
const STAMP: Stamp = { viewerName: 'محمد العلي', viewerEmail: 'mohammed.alali@example.com', dealLabel: 'Gulf Logistics LLC', at: new Date() };

/** What one child process measured on one file. */
interface Measured {
  bytes: number;
  pages: number;
  runs: number;
  coldMs: number;
  p50Ms: number;
  p95Ms: number;
  /** Peak resident memory of the child minus its resident memory before it read the file: the input counts. */
  peakExtraBytes: number;
  outputBytes: number;
}
type CaseResult = Case & Measured;

// ---- The child: one file, a cold first stamp, then `runs` measured ones ----

async function measureInChild(file: string, runs: number): Promise<Measured> {
  const before = process.memoryUsage().rss;
  const original = new Uint8Array(readFileSync(file));
  const started = performance.now();
  let outputBytes = (await stampPdf(original, STAMP)).length;
  const coldMs = performance.now() - started;
  const samples: number[] = [];
  for (let k = 0; k < runs; k++) {
    const start = performance.now();
    outputBytes = (await stampPdf(original, STAMP)).length; // not kept: one stamp's output is not alive during the next
    samples.push(performance.now() - start);
  }
  // maxRSS is the kernel's high-water mark: it also sees the peaks inside pdf-lib's synchronous stretches, which a
  // sampling timer on this thread could not.
  const peakExtraBytes = process.resourceUsage().maxRSS * 1024 - before;
  const pages = (await PDFDocument.load(await stampPdf(original, STAMP), { updateMetadata: false })).getPageCount();
  return { bytes: original.length, pages, runs, coldMs, p50Ms: percentile(samples, 0.5), p95Ms: percentile(samples, 0.95), peakExtraBytes, outputBytes };
}

// ---- The files ----

/** Four distinct scans of an A4 page (greyscale JPEG, 150 dpi, ~270 KB): grain that does not compress, like paper. */
function scans(): Promise<Buffer[]> {
  return Promise.all(
    [0, 1, 2, 3].map((k) =>
      sharp({ create: { width: 1240, height: 1754, channels: 3, background: '#f4f1ea', noise: { type: 'gaussian', mean: 220 + k, sigma: 30 } } })
        .greyscale()
        .jpeg({ quality: 40 })
        .toBuffer(),
    ),
  );
}

/** A scanned statement: one scan per page, each embedded anew (so the file is as large as that many scans), and a line of text. */
async function scannedFinancials(megabytes: number, pageScans: Buffer[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const perPage = pageScans.reduce((sum, scan) => sum + scan.length, 0) / pageScans.length;
  const pages = Math.max(1, Math.round((megabytes * 2 ** 20) / perPage));
  for (let k = 0; k < pages; k++) {
    const page = document.addPage([595.28, 841.89]);
    const image = await document.embedJpg(pageScans[k % pageScans.length] as Buffer);
    page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
    page.drawText(`Statement of financial position, page ${k + 1} of ${pages}`, { x: 48, y: 800, size: 10, font });
  }
  return document.save();
}

/** A born-digital annual report: pages of figures in tables, pdf-lib's default object streams. */
async function report(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let k = 0; k < pages; k++) {
    const page = document.addPage([595.28, 841.89]);
    page.drawText(`Annual report, page ${k + 1}`, { x: 48, y: 800, size: 14, font });
    for (let row = 0; row < 60; row++) {
      const cells = Array.from({ length: 6 }, () => (random() * 1e7).toFixed(0).padStart(9)).join('   ');
      page.drawText(`Line ${row + 1}   ${cells}`, { x: 48, y: 770 - row * 12, size: 9, font });
    }
  }
  return document.save();
}

// ---- The parent ----

function rows(results: readonly CaseResult[]): Row[] {
  return results.flatMap((r) => {
    const what = r.kind === 'scanned' ? `a ${r.megabytes} MB scanned PDF (${r.pages} pages)` : `a ${r.pages}-page report (${fmt.mb(r.bytes)})`;
    return [
      {
        figure: `stamp ${what}, p50 / p95 of ${r.runs}`,
        measured: `${fmt.ms(r.p50Ms)} / ${fmt.ms(r.p95Ms)}`,
        budget: r.budgeted ? `p95 ≤ ${BUDGET.p95Ms} ms` : undefined,
        pass: r.budgeted ? r.p95Ms <= BUDGET.p95Ms : null,
      },
      {
        figure: '  peak extra resident memory (input included)',
        measured: fmt.mb(r.peakExtraBytes),
        budget: r.budgeted ? `≤ ${BUDGET.extraMB} MB` : undefined,
        pass: r.budgeted ? r.peakExtraBytes <= BUDGET.extraMB * 2 ** 20 : null,
      },
    ];
  });
}

async function main(): Promise<void> {
  log(`Watermark benchmark on ${JSON.stringify(machine())}`);
  const dir = new URL('watermark/', workDir);
  mkdirSync(dir, { recursive: true });
  const pageScans = await scans();
  const launch = productionLaunch();
  const results: CaseResult[] = [];
  for (const entry of CASES) {
    const file = fileURLToPath(new URL(`${entry.name}.pdf`, dir));
    writeFileSync(file, entry.kind === 'scanned' ? await scannedFinancials(entry.megabytes ?? 1, pageScans) : await report(entry.pages ?? 1));
    // A fresh process per file, started as the server is, so that one file's heap does not weigh on the next one's figures.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [...launch.nodeArgs, '--import', 'tsx', fileURLToPath(import.meta.url), '--child', file, '--runs', String(entry.runs)],
      { env: { ...process.env, ...launch.env }, maxBuffer: 2 ** 20 },
    );
    const result: CaseResult = { ...entry, ...(JSON.parse(stdout.trim().split('\n').at(-1) as string) as Measured) };
    log(`${entry.name} (${fmt.mb(result.bytes)}, ${result.pages} pages): cold ${fmt.ms(result.coldMs)}, p50 ${fmt.ms(result.p50Ms)}, p95 ${fmt.ms(result.p95Ms)}, peak +${fmt.mb(result.peakExtraBytes)}, output ${fmt.mb(result.outputBytes)}`);
    results.push(result);
  }

  const table = rows(results);
  log('');
  printTable(table);
  const pass = table.every((r) => r.pass !== false);
  // The rows go into the JSON as they are, for `npm run bench` (bench/run.ts) to print in its own table.
  writeResult('watermark', { date: new Date().toISOString(), machine: machine(), budget: BUDGET, cases: results, table, pass });
  log(`\n${pass ? 'All budgets met.' : 'Some budgets missed.'} Figures written to bench/results/watermark.json`);
  process.exitCode = pass ? 0 : 1;
}

if (process.argv.includes('--child')) {
  const measured = await measureInChild(argument('child', ''), Number(argument('runs', '5')));
  process.stdout.write(`${JSON.stringify(measured)}\n`);
} else {
  await main();
}
