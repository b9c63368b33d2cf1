// Lighthouse (the npm package's CLI, mobile defaults: simulated slow 4G and 4× CPU slowdown) on Debian's
// Chromium, never a downloaded one; and the static one-file copy of a page that serves as its ceiling.
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { percentile, workDir } from './common.ts';
import { webOut } from './build.ts';

const run = promisify(execFile);
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic',
];
const cli = fileURLToPath(new URL('../node_modules/lighthouse/cli/index.js', import.meta.url));

export interface PageScore { url: string; performance: number; accessibility: number; lcpMs: number; tbtMs: number; cls: number; fcpMs: number; runs: number }

interface Report {
  categories: { performance: { score: number }; accessibility: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

async function lighthouseOnce(url: string): Promise<Report> {
  const out = fileURLToPath(new URL(`lighthouse-${Date.now()}.json`, workDir));
  try {
    await run(process.execPath, [
      cli, url, '--output=json', `--output-path=${out}`, '--only-categories=performance,accessibility', '--quiet',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`, '--max-wait-for-load=30000',
    ], { env: { ...process.env, CHROME_PATH }, timeout: 120_000 });
    return JSON.parse(readFileSync(out, 'utf8')) as Report;
  } finally {
    rmSync(out, { force: true });
  }
}

/** The median run by performance score (Lighthouse varies from run to run on a shared machine). */
export async function lighthouse(url: string, runs: number): Promise<PageScore> {
  const reports: Report[] = [];
  for (let k = 0; k < runs; k++) {
    // Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): such a run is repeated, twice at most.
    for (let attempt = 1; ; attempt++) {
      try {
        reports.push(await lighthouseOnce(url));
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  }
  const median = percentile(reports.map((r) => r.categories.performance.score), 0.5);
  const report = reports.find((r) => r.categories.performance.score === median) ?? (reports[0] as Report);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    url,
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    runs,
  };
}

/**
 * The page as Chromium rendered it, with its stylesheet inlined and every script removed: one HTML file of the
 * same content, written beside the built app so that the same server serves it with the same headers.
 */
export async function writeStaticCopy(pageUrl: string, name: string): Promise<string> {
  const { stdout } = await run(CHROME_PATH, [...CHROME_FLAGS, '--virtual-time-budget=15000', '--dump-dom', pageUrl], {
    maxBuffer: 16 * 2 ** 20,
    timeout: 60_000,
  });
  let html = stdout
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
  // A stylesheet the page already carries inline (the server inlines it) is not inlined a second time.
  html = html.replace(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
    const css = readFileSync(`${webOut}${new URL(href, pageUrl).pathname}`, 'utf8');
    return html.includes(css) ? '' : `<style>${css}</style>`;
  });
  writeFileSync(`${webOut}/${name}`, `<!doctype html>\n${html}`);
  return `/${name}`;
}
