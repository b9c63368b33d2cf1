// `npm run bench`: every budget of docs/design.md section 7 in one run, on a clean clone with PostgreSQL at
// 127.0.0.1:5432. Builds, fills the bench database, runs the API, memory, matching, watermark and web benchmarks,
// prints each figure beside its budget and ceiling, writes bench/results/latest.json, exits 1 on a miss.
import { execFile, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { API_BUDGET, isMatchScenario, runApiBench, SETTLED_MS, type ApiResult, type ScenarioResult } from './api.bench.ts';
import { buildForBench } from './build.ts';
import { benchDatabaseUrl, fmt, log, machine, printTable, readResult, writeResult, type Row } from './common.ts';
import { node24 } from '../scripts/node24.mjs';
import { fillBenchDatabase } from './data.ts';
import { LIGHTHOUSE_RUNS, PUBLIC_PAGES, runWebBench, TBT_BUDGET_PAGE, WEB_BUDGET, type WebResult } from './web.bench.ts';
import { indexRange, SLOWDOWN_RANGE, type PageScore } from './lighthouse-run.ts';

const SIZES = { businesses: 100_000, investors: 20_000 };
const BUDGET = { dataSeconds: 120, totalMinutes: 15 };
const started = performance.now();
const url = benchDatabaseUrl();
const rows: Row[] = [];

log(`Dealbridge benchmark on ${JSON.stringify(machine())}`);
log(`database ${new URL(url).host}${new URL(url).pathname} (kept afterwards for bench:api and bench:web)`);
const build = await buildForBench();
log(`build: web ${fmt.s(build.webMs)}, server ${fmt.s(build.serverMs)}`);

const data = await fillBenchDatabase(url, SIZES);
log(`data: ${data.businesses} businesses, ${data.investors} investors in ${fmt.s(data.seconds * 1000)}`);
rows.push({ figure: `fill ${data.businesses / 1000}k businesses + ${data.investors / 1000}k investors`, measured: fmt.s(data.seconds * 1000), budget: `≤ ${BUDGET.dataSeconds} s`, pass: data.seconds <= BUDGET.dataSeconds });

const api = await runApiBench({ database: 'postgres', url, seconds: 10, ceiling: true });
const embedded = await runApiBench({ database: 'pglite', url, seconds: 3, ceiling: false });
// The memory figures again on Node 24 LTS, the runtime deployments use (issue 26): one short run per database.
const node24Binary = node24();
const node24Version = execFileSync(node24Binary, ['--version'], { encoding: 'utf8' }).trim();
log(`Node ${node24Version}: the memory runs again`);
const apiOn24 = await runApiBench({ database: 'postgres', url, seconds: 3, ceiling: false, node: node24Binary });
const embeddedOn24 = await runApiBench({ database: 'pglite', url, seconds: 3, ceiling: false, node: node24Binary });

interface ScenarioBudget { p95Ms: number; ceilingRatio: number }
const LISTING_BUDGET: ScenarioBudget = { p95Ms: API_BUDGET.listingP95Ms, ceilingRatio: API_BUDGET.listingCeilingRatio };
/** The ranked match pages (issue 25): BusinessMatches and InvestorConnect on PostgreSQL, beside the same run's ceiling. */
const MATCH_BUDGET: ScenarioBudget = { p95Ms: API_BUDGET.matchP95Ms, ceilingRatio: API_BUDGET.matchCeilingRatio };

const scenarioRows = (s: ScenarioResult, budget: ScenarioBudget | null, label = ''): Row[] => {
  const p = s.product;
  const ceiling = s.ceiling ? `${fmt.rps(s.ceiling.requestsPerSecond)}, p95 ${fmt.ms(s.ceiling.p95)}` : undefined;
  const out: Row[] = [
    { figure: `${s.name}${label}, ${s.connections} conns`, measured: fmt.rps(p.requestsPerSecond), ceiling, pass: null },
    { figure: '  latency p50 / p95 / p99', measured: `${fmt.ms(p.p50)} / ${fmt.ms(p.p95)} / ${fmt.ms(p.p99)}`, budget: budget ? `p95 ≤ ${budget.p95Ms} ms` : undefined, pass: budget ? p.p95 <= budget.p95Ms : null },
    { figure: '  errors (network, non-2xx)', measured: `${p.errors}, ${p.non2xx}`, budget: '0', pass: p.errors + p.non2xx === 0 },
  ];
  if (s.ratio !== null) {
    out.push({ figure: '  share of the ceiling', measured: fmt.pct(s.ratio), budget: budget ? `≥ ${fmt.pct(budget.ceilingRatio)}` : undefined, pass: budget ? s.ratio >= budget.ceilingRatio : null });
  }
  return out;
};
api.scenarios.forEach((s, k) => rows.push(...scenarioRows(s, k === 0 ? LISTING_BUDGET : isMatchScenario(s.name) ? MATCH_BUDGET : null)));
// The same pages on the embedded database (demo data, no ceiling run): figures only, no budget.
for (const s of embedded.scenarios.filter((e) => isMatchScenario(e.name))) rows.push(...scenarioRows(s, null, ' on PGlite (demo data)').slice(0, 2));
if (api.cold) rows.push(...scenarioRows(api.cold, null).slice(0, 2));
const indexed = api.explain.filter((e) => e.usesIndexes).length;
rows.push({ figure: 'listing queries served by indexes (EXPLAIN)', measured: `${indexed}/${api.explain.length}`, budget: 'all', pass: indexed === api.explain.length });

const memoryRows = (r: ApiResult, label: string): Row[] => [
  ...(r.memory.firstStartBytes === null
    ? []
    : [{ figure: `server resident memory, ${label}, first start (just seeded)`, measured: fmt.mb(r.memory.firstStartBytes), pass: null }]),
  { figure: `server resident memory, ${label}, idle`, measured: fmt.mb(r.memory.idleBytes), budget: `≤ ${r.memory.budgetMB} MB`, pass: r.memory.idleBytes <= r.memory.budgetMB * 2 ** 20 },
  { figure: `server resident memory, ${label}, after the API load`, measured: fmt.mb(r.memory.afterLoadBytes), budget: `≤ ${r.memory.budgetMB} MB`, pass: r.memory.afterLoadBytes <= r.memory.budgetMB * 2 ** 20 },
  { figure: `server resident memory, ${label}, lowest in the ${SETTLED_MS / 1000} s after (no budget)`, measured: fmt.mb(r.memory.settledBytes), pass: null },
  // On PGlite, V8 counts the WebAssembly heap it reserved as memory outside its heap, resident or not: no split there.
  ...(r.database === 'pglite' ? [] : [{
    figure: `  of the after-load reading: from files / V8's heap / buffers / other anonymous (no budget)`,
    measured: [r.memory.afterLoadParts.fileBytes, r.memory.afterLoadParts.v8HeapBytes, r.memory.afterLoadParts.v8ExternalBytes,
      r.memory.afterLoadParts.anonymousBytes - r.memory.afterLoadParts.v8HeapBytes - r.memory.afterLoadParts.v8ExternalBytes].map((b) => fmt.mb(b)).join(' / '),
    pass: null,
  }]),
];
rows.push(
  ...memoryRows(api, `PostgreSQL, 120k profiles, Node ${process.version}`),
  ...memoryRows(apiOn24, `PostgreSQL, 120k profiles, Node ${node24Version}`),
  ...memoryRows(embedded, `PGlite, demo data, Node ${process.version}`),
  ...memoryRows(embeddedOn24, `PGlite, demo data, Node ${node24Version}`),
);

// The matching benchmark runs in its own process, as `npm run bench:matching` does; its figures are read back.
const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));
await promisify(execFile)(process.execPath, [tsx, fileURLToPath(new URL('./matching.bench.ts', import.meta.url))], { maxBuffer: 2 ** 24 }).catch((error: { code?: number }) => {
  if (error.code !== 1) throw error; // exit 1 is a missed budget, reported below
});
interface Matching {
  rankBusinessesFor1Investor: { median: number; p95: number; budgetMs: number };
  rankInvestorsFor1Business: { median: number; budgetMs: number };
  ratio: { businesses: number; investors: number; budget: number };
  recompute: { seconds: number; budgetSeconds: number; threads: number };
}
const matching = readResult<Matching>('matching');
if (matching) {
  const m = matching;
  rows.push(
    { figure: 'rank 100k businesses for 1 investor, median / p95', measured: `${fmt.ms(m.rankBusinessesFor1Investor.median)} / ${fmt.ms(m.rankBusinessesFor1Investor.p95)}`, budget: `< ${m.rankBusinessesFor1Investor.budgetMs} ms`, pass: m.rankBusinessesFor1Investor.p95 < m.rankBusinessesFor1Investor.budgetMs },
    { figure: '  against the naive scorer', measured: `${Math.round(m.ratio.businesses)}×`, budget: `≥ ${m.ratio.budget}×`, pass: m.ratio.businesses >= m.ratio.budget },
    { figure: 'rank 20k investors for 1 business, median', measured: fmt.ms(m.rankInvestorsFor1Business.median), budget: `< ${m.rankInvestorsFor1Business.budgetMs} ms`, pass: m.rankInvestorsFor1Business.median < m.rankInvestorsFor1Business.budgetMs },
    { figure: '  against the naive scorer', measured: `${Math.round(m.ratio.investors)}×`, budget: `≥ ${m.ratio.budget}×`, pass: m.ratio.investors >= m.ratio.budget },
    { figure: `top-50 for 10k investors × 100k businesses, ${m.recompute.threads} threads`, measured: `${m.recompute.seconds.toFixed(1)} s`, budget: `< ${m.recompute.budgetSeconds} s`, pass: m.recompute.seconds < m.recompute.budgetSeconds },
  );
}

// The watermark benchmark too (`npm run bench:watermark`); its rows come back ready for the table.
await promisify(execFile)(process.execPath, [tsx, fileURLToPath(new URL('./watermark.bench.ts', import.meta.url))], { maxBuffer: 2 ** 24 }).catch((error: { code?: number }) => {
  if (error.code !== 1) throw error; // exit 1 is a missed budget, reported below
});
const watermark = readResult<{ table: Row[] }>('watermark');
if (watermark) rows.push(...watermark.table);

// The deal-room benchmark (`npm run bench:deal-room`) on the build made above: two instances on a scratch database of its own.
await promisify(execFile)(process.execPath, [tsx, fileURLToPath(new URL('./deal-room.bench.ts', import.meta.url)), '--no-build'], { maxBuffer: 2 ** 24 }).catch((error: { code?: number }) => {
  if (error.code !== 1) throw error; // exit 1 is a missed budget, reported below
});
const dealRoom = readResult<{ table: Row[] }>('deal-room');
if (dealRoom) rows.push(...dealRoom.table);

const web: WebResult = await runWebBench(build.modules, { databaseUrl: url, runs: LIGHTHOUSE_RUNS });
const home = web.routes.find((r) => r.route === '/');
rows.push({ figure: 'home route JavaScript, gzipped', measured: fmt.kb(home?.jsGzip ?? 0), budget: `≤ ${WEB_BUDGET.homeJsKB} KB`, pass: (home?.jsGzip ?? Infinity) <= WEB_BUDGET.homeJsKB * 1024 });
rows.push({ figure: 'home route CSS, gzipped', measured: fmt.kb(home?.cssGzip ?? 0), pass: null });
const largestRoute = [...web.routes].sort((a, b) => b.jsGzip - a.jsGzip)[0];
if (largestRoute) rows.push({ figure: `largest route JavaScript (${largestRoute.route}), gzipped`, measured: fmt.kb(largestRoute.jsGzip), pass: null });
// Every Lighthouse run simulates the same phone: its CPU slowdown comes from the benchmark index it measured (issue 25).
// Where the calculator asks for more than the docs' 10×, the figure it gave is shown beside the one used.
// The runs' indexes beside it: on a host whose load moves during the rounds they spread widely (measured for decision 0167: bench/notes/0167-ranking-waits-for-the-cards-above-it-and-uploads-open-before-they-clean-up.md).
const slowdownText = (page: PageScore) =>
  `${page.benchmarkIndex} → ${page.cpuSlowdown}×${page.calculatorSlowdown > page.cpuSlowdown ? ` (calculator ${page.calculatorSlowdown}×, held at the docs' ${SLOWDOWN_RANGE.max}×)` : ''}` +
  `; runs' indexes ${indexRange(page.benchmarkIndexes)}`;
rows.push({ figure: 'Lighthouse static page\'s reported run: benchmark index → CPU slowdown', measured: slowdownText(web.staticPage), pass: null });
for (const page of web.pages) {
  // Scores are hundredths: 1.00 − 0.97 is 0.030000000000000027 in floating point, which is a gap of 0.03.
  const gap = Math.round((web.staticPage.performance - page.performance) * 100) / 100;
  const tbtOver = page.tbtMs - web.staticPage.tbtMs;
  rows.push(
    { figure: `Lighthouse mobile ${page.url}: performance`, measured: page.performance.toFixed(2), budget: `≥ ${WEB_BUDGET.performance}`, ceiling: `static ${web.staticPage.performance.toFixed(2)}`, pass: page.performance >= WEB_BUDGET.performance },
    { figure: '  gap to the static page', measured: gap.toFixed(2), budget: `≤ ${WEB_BUDGET.withinStatic}`, pass: gap <= WEB_BUDGET.withinStatic },
    { figure: '  LCP / TBT', measured: `${fmt.ms(page.lcpMs)} / ${fmt.ms(page.tbtMs)}`, ceiling: `static ${fmt.ms(web.staticPage.lcpMs)} / ${fmt.ms(web.staticPage.tbtMs)}`, pass: null },
    page.url === TBT_BUDGET_PAGE
      ? { figure: '  TBT over the static page', measured: fmt.ms(tbtOver), budget: `≤ ${WEB_BUDGET.tbtOverStaticMs} ms`, pass: tbtOver <= WEB_BUDGET.tbtOverStaticMs }
      : { figure: '  TBT over the static page', measured: fmt.ms(tbtOver), pass: null },
    { figure: '  CLS', measured: page.cls.toFixed(3), budget: `≤ ${WEB_BUDGET.cls}`, pass: page.cls <= WEB_BUDGET.cls },
    { figure: '  accessibility', measured: page.accessibility.toFixed(2), budget: `${WEB_BUDGET.accessibility}`, pass: page.accessibility >= WEB_BUDGET.accessibility },
    { figure: '  benchmark index of the reported run → CPU slowdown', measured: slowdownText(page), pass: null },
  );
}

const minutes = (performance.now() - started) / 60_000;
rows.push({ figure: 'whole `npm run bench`', measured: `${minutes.toFixed(1)} min`, budget: `< ${BUDGET.totalMinutes} min`, pass: minutes < BUDGET.totalMinutes });
log('');
printTable(rows);
const pass = rows.every((r) => r.pass !== false);
writeResult('latest', {
  date: new Date().toISOString(),
  machine: machine(),
  database: `${new URL(url).host}${new URL(url).pathname}`,
  pass,
  table: rows,
  build: { webMs: build.webMs, serverMs: build.serverMs },
  data,
  api,
  apiEmbedded: embedded,
  node24: { version: node24Version, api: apiOn24, apiEmbedded: embeddedOn24 },
  matching,
  watermark,
  web: { ...web, publicPages: PUBLIC_PAGES },
  minutes,
});
log(`\n${pass ? 'All budgets met.' : 'Some budgets missed.'} Figures written to bench/results/latest.json`);
process.exitCode = pass ? 0 : 1;
