// API benchmark (docs/design.md section 7): `npm run bench:api` (after `npm run bench:data`). Starts the production
// build on the bench PostgreSQL database, drives each scenario with autocannon over loopback for a bounded
// time, then the same scenario against a bare node:http server replaying the same bytes (the ceiling).
// Also reads the server's resident memory idle and after the load, and EXPLAINs the listing queries.
// `--pglite` runs the same scenarios, shorter, on the embedded database with demo data (memory figures).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUSINESS_INDUSTRIES, INVESTOR_INDUSTRIES, REGIONS } from '#shared/enums.ts';
import { argument, benchDatabaseUrl, fmt, log, machine, writeResult } from './common.ts';
import { buildForBench } from './build.ts';
import { explainListings, type ExplainedQuery } from './explain.ts';
import { runCompared, runLoad, type LoadFigures, type Scenario } from './load.ts';
import { BENCH_INVESTOR_EMAIL, BENCH_OWNER_EMAIL, BENCH_PASSWORD } from './profile-rows.ts';
import { METRICS_TOKEN, metricValue, residentPartsOf, settle, startServer, type RunningServer } from './server.ts';

export const API_BUDGET = {
  listingP95Ms: 25, listingCeilingRatio: 0.4, listingConnections: 50, rssPostgresMB: 130, rssPgliteMB: 350,
  // The ranked match pages (issue 25), on PostgreSQL: BusinessMatches and InvestorConnect.
  matchP95Ms: 20, matchCeilingRatio: 0.1, matchConnections: 10,
};
/** Names of the scenarios under the match pages' budget. */
/** How long after the after-load reading the memory is watched for what the server gives back when quiet. */
export const SETTLED_MS = 25_000;

export const MATCH_SCENARIOS = ['BusinessMatches page (investor)', 'InvestorConnect page (owner)'] as const;
export const isMatchScenario = (name: string) => (MATCH_SCENARIOS as readonly string[]).includes(name);
export const matchBudgetMet = (p95: number, ratio: number) => p95 <= API_BUDGET.matchP95Ms && ratio >= API_BUDGET.matchCeilingRatio;

const TERMS: Record<string, readonly [string, string]> = {
  technology: ['cloud', 'software'], manufacturing: ['packaging', 'steel'], retail: ['fashion', 'stores'], healthcare: ['clinic', 'pharmacy'],
  finance: ['credit', 'insurance'], education: ['academy', 'training'], hospitality: ['hotels', 'catering'], logistics: ['freight', 'warehous'],
  energy: ['solar', 'power'], food_beverage: ['dairy', 'coffee'], real_estate: ['property', 'growth'], other: ['impact', 'regional'],
};
const pages = [1, 2, 3];
const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

function businessPaths(): string[] {
  const paths = BUSINESS_INDUSTRIES.flatMap((industry) =>
    (TERMS[industry] ?? []).flatMap((search) => pages.map((page) => `/api/listings/businesses?${q({ industry, search, page })}`)));
  for (const region of REGIONS) for (const page of pages) paths.push(`/api/listings/businesses?${q({ region, search: 'growth', page })}`);
  return paths;
}
function investorPaths(): string[] {
  const paths = INVESTOR_INDUSTRIES.flatMap((industry) =>
    (TERMS[industry] ?? []).flatMap((search) => pages.map((page) => `/api/listings/investors?${q({ industry, search, page })}`)));
  for (const region of REGIONS) for (const page of pages) paths.push(`/api/listings/investors?${q({ region, search: 'growth', page })}`);
  return paths;
}
/** Every request a new search term: what a miss of the listing cache costs (no budget). */
function coldPaths(): string[] {
  const syllables = 'ka ra mi to su na lo be di fa gu ho ji ke lu mo ne pi ri sa te vi wa ya ze'.split(' ');
  // 15,625 terms of three syllables: more than a run sends, so every request misses the cache.
  const terms = syllables.flatMap((a) => syllables.flatMap((b) => syllables.map((c) => a + b + c)));
  return terms.map((search, k) => `/api/listings/businesses?${q({ industry: BUSINESS_INDUSTRIES[k % BUSINESS_INDUSTRIES.length] as string, search })}`);
}

async function login(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`login of ${email} failed: ${res.status} ${await res.text()}`);
  return cookie;
}

export function scenarios(investorCookie: string, ownerCookie: string, seconds: number): Scenario[] {
  return [
    { name: 'businesses listing (filter, search, page)', paths: businessPaths(), connections: API_BUDGET.listingConnections, seconds },
    { name: 'investors listing (filter, search, page)', paths: investorPaths(), connections: API_BUDGET.listingConnections, seconds },
    { name: 'home payload', paths: ['/api/listings/home'], connections: API_BUDGET.listingConnections, seconds },
    {
      name: MATCH_SCENARIOS[0],
      // Filters and pages rotating: none, a category, a stage, a revenue floor, the near misses; pages 1–3.
      paths: ([{}, { category: 'technology' }, { stage: 'Medium' }, { revenue_min: 1_000_000 }, { near_misses: 1 }] as Record<string, string | number>[])
        .flatMap((filter) => pages.map((page) => `/api/matching/businesses?${q({ ...filter, page })}`)),
      headers: { cookie: investorCookie },
      connections: API_BUDGET.matchConnections,
      seconds,
    },
    {
      name: MATCH_SCENARIOS[1],
      paths: ([{}, { industry: 'technology' }, { involvement: 'active_advisory' }, { capacity: '1m_5m' }, { near_misses: 1 }] as Record<string, string | number>[])
        .flatMap((filter) => pages.map((page) => `/api/matching/investors?${q({ ...filter, page })}`)),
      headers: { cookie: ownerCookie },
      connections: API_BUDGET.matchConnections,
      seconds,
    },
  ];
}

export interface ScenarioResult { name: string; connections: number; seconds: number; product: LoadFigures; ceiling: LoadFigures | null; ratio: number | null }
export interface ApiResult {
  database: 'postgres' | 'pglite';
  scenarios: ScenarioResult[];
  cold: ScenarioResult | null;
  /** firstStartBytes: the embedded server at its first start, right after it seeded the demo data (no budget). */
  /**
   * afterLoadBytes: 3 s after the load (the budget's figure); settledBytes: the lowest reading in the SETTLED_MS after
   * it, once V8's memory reducer has given back the heap the load grew (it waits ~8 s for a quiet heap; no budget).
   */
  memory: { idleBytes: number; afterLoadBytes: number; settledBytes: number; budgetMB: number; firstStartBytes: number | null; afterLoadParts: MemoryParts };
  explain: ExplainedQuery[];
}

/**
 * Every path of the scenario once, just before its run, so that the run starts warm: the first request of a match page
 * builds the snapshot, a listing's fills the cache. The listing cache holds about one listing's rotation (2.5 MB), so
 * warming both listings first would leave the first one's pages pushed out by the second's, and a short run would then
 * measure fifty connections queued behind its misses.
 */
async function warmUp(server: RunningServer, scenario: Scenario) {
  for (const p of new Set(scenario.paths)) {
    const res = await fetch(`${server.url}${p}`, { headers: scenario.headers ?? {} });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
}

export interface ApiBenchOptions {
  database: 'postgres' | 'pglite';
  url: string;
  seconds: number;
  ceiling: boolean;
  node?: string;
  /** Only the scenarios whose name contains one of these (case-insensitive); the cold listing and EXPLAIN only without it. */
  only?: readonly string[];
  /** Node flags for the server after the production ones, e.g. `--cpu-prof`. */
  nodeFlags?: readonly string[];
}

/** The after-load reading taken apart (no budget): what to work on when the budget is missed. */
export interface MemoryParts {
  /** Pages read from files: the node binary and the libraries it maps. */
  fileBytes: number;
  anonymousBytes: number;
  /** Of the anonymous pages: V8's heap (all spaces) and the memory V8 holds outside it (array buffers, external strings). */
  v8HeapBytes: number;
  v8ExternalBytes: number;
}

async function memoryPartsOf(server: RunningServer): Promise<MemoryParts> {
  const resident = residentPartsOf(server.pid); // read before the scrape, which allocates
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return {
    ...resident,
    v8HeapBytes: metricValue(text, 'dealbridge_nodejs_heap_size_total_bytes'),
    v8ExternalBytes: metricValue(text, 'dealbridge_nodejs_external_memory_bytes'),
  };
}

export async function runApiBench(options: ApiBenchOptions): Promise<ApiResult> {
  const dataDir = options.database === 'pglite' ? mkdtempSync(path.join(os.tmpdir(), 'dealbridge-bench-')) : null;
  const env: Record<string, string> = { METRICS_TOKEN, ...(dataDir ? { DATA_DIR: dataDir, SEED_DEMO: 'true' } : { DATABASE_URL: options.url, SEED_DEMO: 'false' }) };
  // The embedded database is seeded by its first start, whose bulk inserts grow the WASM heap for
  // good; the budget is for the server as it runs from then on, so it is measured on a restart.
  let firstStartBytes: number | null = null;
  if (dataDir) {
    const seeding = await startServer(env, undefined, options.node, options.nodeFlags);
    await settle();
    firstStartBytes = seeding.rssBytes();
    await seeding.stop();
  }
  const server = await startServer(env, undefined, options.node, options.nodeFlags);
  try {
    await settle();
    const idleBytes = server.rssBytes();
    log(`${options.database}: server up at ${server.url}, idle ${fmt.mb(idleBytes)} resident`);
    let credentials: [string, string, string, string] = [BENCH_INVESTOR_EMAIL, BENCH_PASSWORD, BENCH_OWNER_EMAIL, BENCH_PASSWORD];
    if (dataDir) {
      const investor = /investor\s+(\S+) \/ (\S+)/.exec(server.output());
      const owner = /business owner\s+(\S+) \/ (\S+)/.exec(server.output());
      credentials = [investor?.[1] ?? '', investor?.[2] ?? '', owner?.[1] ?? '', owner?.[2] ?? ''];
    }
    const only = options.only?.map((name) => name.toLowerCase());
    const list = scenarios(await login(server.url, credentials[0], credentials[1]), await login(server.url, credentials[2], credentials[3]), options.seconds)
      .filter((scenario) => !only || only.some((name) => scenario.name.toLowerCase().includes(name)));
    const results: ScenarioResult[] = [];
    for (const scenario of list) {
      await warmUp(server, scenario);
      const { product, ceiling } = options.ceiling
        ? await runCompared(server.url, scenario)
        : { product: await runLoad(server.url, scenario), ceiling: null };
      const ratio = ceiling ? product.requestsPerSecond / ceiling.requestsPerSecond : null;
      const verdict = options.database === 'postgres' && isMatchScenario(scenario.name) && ratio !== null
        ? `  [budget p95 ≤ ${API_BUDGET.matchP95Ms} ms, ≥ ${fmt.pct(API_BUDGET.matchCeilingRatio)}: ${matchBudgetMet(product.p95, ratio) ? 'PASS' : 'FAIL'}]`
        : '';
      log(`  ${scenario.name}: ${fmt.rps(product.requestsPerSecond)}, p50 ${fmt.ms(product.p50)}, p95 ${fmt.ms(product.p95)}${ceiling ? `; ceiling ${fmt.rps(ceiling.requestsPerSecond)} (${fmt.pct(ratio ?? 0)})` : ''}${verdict}`);
      results.push({ name: scenario.name, connections: scenario.connections, seconds: scenario.seconds, product, ceiling, ratio });
    }
    let cold: ScenarioResult | null = null;
    if (options.ceiling && !only) {
      const scenario: Scenario = { name: 'businesses listing, every search new (cache misses)', paths: coldPaths(), connections: 10, seconds: options.seconds };
      const product = await runLoad(server.url, scenario);
      log(`  ${scenario.name}: ${fmt.rps(product.requestsPerSecond)}, p95 ${fmt.ms(product.p95)}`);
      cold = { name: scenario.name, connections: scenario.connections, seconds: scenario.seconds, product, ceiling: null, ratio: null };
    }
    await settle();
    const afterLoadBytes = server.rssBytes();
    const afterLoadParts = await memoryPartsOf(server);
    let settledBytes = afterLoadBytes;
    for (let waited = 0; waited < SETTLED_MS; waited += 1000) {
      await settle(1000);
      settledBytes = Math.min(settledBytes, server.rssBytes());
    }
    log(`  resident memory after the load: ${fmt.mb(afterLoadBytes)}; lowest in the ${SETTLED_MS / 1000} s after: ${fmt.mb(settledBytes)}`);
    const parts = afterLoadParts;
    log(`    after the load: ${fmt.mb(parts.fileBytes)} from files (node binary, libraries), ${fmt.mb(parts.anonymousBytes)} anonymous, of which V8's heap ${fmt.mb(parts.v8HeapBytes)} and ${fmt.mb(parts.v8ExternalBytes)} outside it (buffers)`);
    const explain = options.database === 'postgres' && !only ? await explainListings(options.url) : [];
    const budgetMB = options.database === 'postgres' ? API_BUDGET.rssPostgresMB : API_BUDGET.rssPgliteMB;
    return { database: options.database, scenarios: results, cold, memory: { idleBytes, afterLoadBytes, settledBytes, budgetMB, firstStartBytes, afterLoadParts }, explain };
  } finally {
    await server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const seconds = Number(argument('seconds', '10'));
  if (!process.argv.includes('--no-build')) await buildForBench();
  const pglite = process.argv.includes('--pglite');
  // `--only match` runs the scenarios whose name contains "match" (comma-separated for several); `--cpu-prof DIR`
  // starts the server with node's --cpu-prof, its profile written to DIR when the bench stops it.
  const only = argument('only', '') ? argument('only', '').split(',').map((name) => name.trim()).filter(Boolean) : undefined;
  const profileDir = argument('cpu-prof', '');
  const nodeFlags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const result = await runApiBench({ database: pglite ? 'pglite' : 'postgres', url: benchDatabaseUrl(), seconds, ceiling: !pglite, only, nodeFlags });
  writeResult(pglite ? 'api-pglite' : 'api', { date: new Date().toISOString(), machine: machine(), ...result });
  for (const e of result.explain) log(`  EXPLAIN ${e.query}: ${e.scans.join(', ')} (${fmt.ms(e.ms)})${e.usesIndexes ? '' : '  SEQUENTIAL SCAN'}`);
}
