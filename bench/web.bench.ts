// Web benchmark (docs/design.md section 7): `npm run bench:web`. Builds the production bundle (bench/build.ts),
// reports the JavaScript and CSS each route loads, gzipped, and the modules that make up the home route's
// JavaScript; then runs Lighthouse (mobile defaults) on the public pages and on a static one-file copy of the
// home page served by the same server, the ceiling a client-rendered page is compared with; every run with the CPU
// slowdown calibrated from the benchmark index it measured itself, so that a slow or busy host simulates the same phone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { argument, benchDatabaseUrl, fmt, log, machine, writeResult } from './common.ts';
import { buildForBench, webOut, type ChunkModules } from './build.ts';
import { largestModules, routeSizes, type RouteSize } from './bundle-sizes.ts';
import { indexRange, lighthouse, writeStaticCopy, type PageScore } from './lighthouse-run.ts';
import { startServer } from './server.ts';

export const WEB_BUDGET = { homeJsKB: 120, performance: 0.95, withinStatic: 0.03, cls: 0.02, accessibility: 1, tbtOverStaticMs: 100 };
/** The page whose total blocking time is held within the static page's by `tbtOverStaticMs` (docs/design.md section 7). */
export const TBT_BUDGET_PAGE = '/businesses';
export const PUBLIC_PAGES = ['/', '/businesses', '/services'];
/** Runs per page, each page's median reported: the five Lighthouse's documentation on variability advises. */
export const LIGHTHOUSE_RUNS = 5;

export interface WebResult {
  routes: RouteSize[];
  homeModules: { module: string; bytes: number; gzip: number }[];
  pages: PageScore[];
  staticPage: PageScore;
  /** A multiplier fixed by --cpu-slowdown for every run, or null: each run's own from its benchmark index. */
  fixedCpuSlowdown: number | null;
}

/** Asks for a page until the server sends it drawn with its data, for up to 30 s; says whether it does. */
async function warmPage(url: string): Promise<string> {
  const until = Date.now() + 30_000;
  for (;;) {
    const drawn = (await (await fetch(url)).text()).includes('id="dealbridge-first-paint"');
    if (drawn) return 'drawn with its data';
    if (Date.now() > until) return 'its shell (not drawn with data)';
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * `databaseUrl`: the server's data. `cpuSlowdown`: a fixed multiplier instead of each run's calibrated one (4 is
 * Lighthouse's default), to compare two builds on one host; each run's benchmark index is recorded all the same.
 */
export async function runWebBench(modules: ChunkModules, options: { databaseUrl: string; runs: number; cpuSlowdown?: number }): Promise<WebResult> {
  const routes = routeSizes();
  const home = routes.find((r) => r.route === '/');
  const homeModules = largestModules(modules, home?.files.filter((f) => f.endsWith('.js')).map((f) => f) ?? []);
  log(`home route: ${fmt.kb(home?.jsGzip ?? 0)} JavaScript, ${fmt.kb(home?.cssGzip ?? 0)} CSS (gzipped)`);

  const server = await startServer({ DATABASE_URL: options.databaseUrl, SEED_DEMO: 'false' });
  try {
    // As on a server that has been up: the pages the server draws with their data are drawn before the first run
    // (decision 0168), rather than the first of a page's runs getting its shell while they are drawn.
    const drawnRoutes = Object.keys(JSON.parse(readFileSync(path.join(webOut, 'shell-data.json'), 'utf8')) as object);
    for (const page of PUBLIC_PAGES.filter((p) => drawnRoutes.includes(p))) log(`  ${page}: ${await warmPage(`${server.url}${page}`)}`);
    const staticPath = await writeStaticCopy(`${server.url}/`, 'bench-static-home.html');
    log(options.cpuSlowdown ? `CPU slowdown ${options.cpuSlowdown}× (fixed by --cpu-slowdown)` : 'CPU slowdown: each run\'s own, from the benchmark index Lighthouse measured at its start');
    const scores = await lighthouse([...PUBLIC_PAGES, staticPath].map((page) => `${server.url}${page}`), options.runs, options.cpuSlowdown);
    const pages = scores.slice(0, PUBLIC_PAGES.length);
    const staticPage = scores.at(-1) as PageScore;
    for (const [k, p] of scores.entries()) {
      const name = PUBLIC_PAGES[k] ?? 'static copy of /';
      log(`  ${name}: performance ${p.performance}, accessibility ${p.accessibility}, LCP ${fmt.ms(p.lcpMs)}, TBT ${fmt.ms(p.tbtMs)} (runs ${p.tbtRunsMs.map((t) => Math.round(t)).join(', ')}; elements ${p.domSizes.join(', ')}), CLS ${p.cls.toFixed(3)}, benchmark index ${p.benchmarkIndex} → ${p.cpuSlowdown}× (calculator ${p.calculatorSlowdown}×; runs' indexes ${indexRange(p.benchmarkIndexes)})`);
    }
    const strip = (p: PageScore) => ({ ...p, url: new URL(p.url).pathname });
    return { routes, homeModules, pages: pages.map(strip), staticPage: strip(staticPage), fixedCpuSlowdown: options.cpuSlowdown ?? null };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { modules } = await buildForBench();
  const cpuSlowdown = Number(argument('cpu-slowdown', '0')) || undefined;
  const result = await runWebBench(modules, { databaseUrl: benchDatabaseUrl(), runs: Number(argument('runs', String(LIGHTHOUSE_RUNS))), cpuSlowdown });
  writeResult('web', { date: new Date().toISOString(), machine: machine(), ...result });
  for (const r of result.routes) log(`  ${r.route.padEnd(22)} JS ${fmt.kb(r.jsGzip).padStart(9)}  CSS ${fmt.kb(r.cssGzip).padStart(8)}`);
  log('largest modules of the home route (gzipped share of their chunk):');
  for (const m of result.homeModules) log(`  ${m.module.padEnd(50)} ${fmt.kb(m.gzip).padStart(9)}  (${fmt.kb(m.bytes)} before minification)`);
}
