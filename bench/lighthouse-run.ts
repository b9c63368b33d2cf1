// Lighthouse (the npm package's CLI, mobile defaults: simulated slow 4G and a CPU slowdown calibrated from each run's
// own benchmark index) on Debian's Chromium, never a downloaded one; and the static one-file copy of a page that serves as
// its ceiling.
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

export interface PageScore {
  url: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  /** The median of the runs' total blocking times. */
  tbtMs: number;
  /** Each run's total blocking time, in the order run. */
  tbtRunsMs: number[];
  /**
   * Each run's number of elements (Lighthouse's dom-size), in the order run: a page the server sends drawn with its
   * data (decision 0168) has its cards' elements, its shell far fewer, so the runs show which of the two each got.
   */
  domSizes: number[];
  cls: number;
  fcpMs: number;
  runs: number;
  /** The host's benchmark index Lighthouse measured at the start of the reported run. */
  benchmarkIndex: number;
  /** Each run's benchmark index, in the order run: a wide spread says the host's load moved during the rounds. */
  benchmarkIndexes: number[];
  /** The CPU slowdown the reported run was simulated with: from its own benchmark index, or the one fixed for the bench. */
  cpuSlowdown: number;
  /** What the calculator gives for the reported run's index before SLOWDOWN_RANGE holds it (two decimals). */
  calculatorSlowdown: number;
}

/** The runs' benchmark indexes as a range, "1,650–2,090" (one value when they agree), for the bench's table and log. */
export function indexRange(indexes: readonly number[]): string {
  const whole = indexes.map(Math.round);
  const [low, high] = [Math.min(...whole), Math.max(...whole)].map((n) => n.toLocaleString('en-US'));
  return low === high ? String(low) : `${low}–${high}`;
}

interface Report {
  categories: { performance: { score: number }; accessibility: { score: number } };
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
}

/**
 * Lighthouse's docs/throttling.md gives 4× (2–10×) from a high-end desktop (index 1,500–2,000) to its mid-tier phone, and
 * no row for a faster host; a host slower than the phone cannot be slowed down to it.
 */
export const SLOWDOWN_RANGE = { min: 1, max: 10 };
/**
 * What the calculator that Lighthouse's docs/throttling.md links (lighthouse-cpu-throttling-calculator.vercel.app)
 * gives for this benchmark index: the piecewise-linear fit 150 → 1×, 800 → 2×, 1300 → 3×, then 1× more per 233, with no
 * bound (its own confidence range widens with the index: ±5.4× at 3,800).
 */
export function calculatorSlowdown(benchmarkIndex: number): number {
  return benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233
    : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500
    : 1 + (benchmarkIndex - 150) / 650;
}
/**
 * The slowdown that makes a host of this benchmark index the mid-tier phone of Lighthouse's mobile defaults (whose
 * 4× assumes a desktop of about 1,533): the calculator's, held within SLOWDOWN_RANGE. Above an index of 2,931 the
 * calculator asks for more than the docs' table allows, and the run simulates a phone faster than the reference; the
 * bench reports the calculator's figure beside the one used.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  return Math.min(SLOWDOWN_RANGE.max, Math.max(SLOWDOWN_RANGE.min, calculatorSlowdown(benchmarkIndex)));
}

/**
 * One run in Lighthouse's two halves: it gathers the page unthrottled (simulated throttling slows nothing down while
 * loading) and measures the host's benchmark index at the start; the simulation then uses the slowdown that makes a host
 * of that index the reference phone, so a run on a slower or busier moment simulates the same phone as any other
 * (`cpuSlowdown` fixes it instead). The gathered settings carry the multiplier, as Lighthouse checks that the audit's
 * settings are the gather's: it is written there before the audit, as if it had been given from the start.
 */
async function lighthouseOnce(url: string, cpuSlowdown: number | undefined): Promise<Report> {
  const artifacts = fileURLToPath(new URL(`lighthouse-${process.pid}-${Date.now()}/`, workDir));
  const out = `${artifacts}report.json`;
  const flags = [
    '--only-categories=performance,accessibility', '--quiet', `--chrome-flags=${CHROME_FLAGS.join(' ')}`, '--max-wait-for-load=30000',
  ];
  const options = { env: { ...process.env, CHROME_PATH }, timeout: 120_000 };
  try {
    await run(process.execPath, [cli, url, `-G=${artifacts}`, ...flags, `--throttling.cpuSlowdownMultiplier=${cpuSlowdown ?? 1}`], options);
    const gathered = JSON.parse(readFileSync(`${artifacts}artifacts.json`, 'utf8')) as { BenchmarkIndex: number; settings: Report['configSettings'] };
    const multiplier = cpuSlowdown ?? Math.round(cpuSlowdownFor(gathered.BenchmarkIndex) * 100) / 100;
    gathered.settings.throttling.cpuSlowdownMultiplier = multiplier;
    writeFileSync(`${artifacts}artifacts.json`, JSON.stringify(gathered));
    await run(process.execPath, [cli, url, `-A=${artifacts}`, ...flags, `--throttling.cpuSlowdownMultiplier=${multiplier}`, '--output=json', `--output-path=${out}`], options);
    return JSON.parse(readFileSync(out, 'utf8')) as Report;
  } finally {
    rmSync(artifacts, { recursive: true, force: true });
  }
}

/** One run, repeated when Lighthouse fails to record a trace on a busy machine (NO_NAVSTART): twice at most. */
async function lighthouseWithRetry(url: string, cpuSlowdown: number | undefined): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, cpuSlowdown);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * The median run by performance score (Lighthouse varies from run to run on a shared machine), with the median of
 * the runs' total blocking times: the figure the budget compares with the static page's is then a median too, not
 * whichever blocking time the median score's run happened to have (a page's blocking time swings more than its score).
 */
function medianRun(url: string, reports: readonly Report[]): PageScore {
  const median = percentile(reports.map((r) => r.categories.performance.score), 0.5);
  const report = reports.find((r) => r.categories.performance.score === median) ?? (reports[0] as Report);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    url,
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    lcpMs: value('largest-contentful-paint'),
    tbtMs: percentile(reports.map((r) => r.audits['total-blocking-time']?.numericValue ?? Number.NaN), 0.5),
    tbtRunsMs: reports.map((r) => r.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    domSizes: reports.map((r) => r.audits['dom-size']?.numericValue ?? Number.NaN),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    runs: reports.length,
    benchmarkIndex: report.environment.benchmarkIndex,
    benchmarkIndexes: reports.map((r) => r.environment.benchmarkIndex),
    cpuSlowdown: report.configSettings.throttling.cpuSlowdownMultiplier,
    calculatorSlowdown: Math.round(calculatorSlowdown(report.environment.benchmarkIndex) * 100) / 100,
  };
}

/**
 * `runs` rounds, each running every page once, so that a change in the shared machine's load weighs on every page
 * (the static ceiling among them) alike; then each page's median run. Each run's CPU slowdown comes from its own
 * benchmark index unless `cpuSlowdown` fixes it.
 */
export async function lighthouse(urls: readonly string[], runs: number, cpuSlowdown?: number): Promise<PageScore[]> {
  const reports = urls.map((): Report[] => []);
  for (let k = 0; k < runs; k++) {
    for (const [i, url] of urls.entries()) reports[i]?.push(await lighthouseWithRetry(url, cpuSlowdown));
  }
  return urls.map((url, i) => medianRun(url, reports[i] ?? []));
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
