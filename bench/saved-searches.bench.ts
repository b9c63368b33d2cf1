// Saved-search alerts benchmark (issue 23): `npm run bench:alerts`. On the bench database (100k businesses, see
// bench/README.md), saves 10,000 searches with varied filters and search texts on /businesses, then times the alert
// evaluation of one newly published business against them (the budget: p95 under 200 ms), the job's whole statement
// (evaluate and record the alerts; p50/p95 over 50 profiles), and a nightly batch of 1,000 changed profiles. Each
// job statement runs in a transaction rolled back afterwards, so each records its alerts as the first run would, and
// the bench leaves nothing behind: its users (and their searches) are deleted at the end.
// The match pages' searches (issue 25): 10,000 saved BusinessMatches searches, four each by 2,500 of the bench
// database's own investors (their generated profiles are the readers the page filters with), and the time of
// recordMatchAlerts for one newly published business on the snapshot of the 100k businesses (budget: p95 under 200 ms).
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { CATEGORIES, SIZE_BANDS } from '#shared/matching/derived.ts';
import { BUSINESS_INDUSTRIES, BUSINESS_STAGES, REGIONS } from '#shared/enums.ts';
import { openPostgres, type Db } from '../src/server/db/client.ts';
import { businessProfiles, investorProfiles, savedSearches, users } from '../src/server/db/schema.ts';
import { buildSnapshot, type MatchSnapshot } from '../src/server/modules/matching/match-snapshot.ts';
import { fitsQuery, recordListingAlerts, searchTextsOf, type NewAlert } from '../src/server/modules/saved-searches/alerts.service.ts';
import { recordMatchAlerts } from '../src/server/modules/saved-searches/match-alerts.ts';
import { argument, benchDatabaseUrl, fmt, log, machine, percentile, printTable, writeResult, type Row } from './common.ts';

const BUDGET = { oneProfileP95Ms: 200, matchOneProfileP95Ms: 200 };
const SEARCHES = Number(argument('searches', '10000'));
const OWNERS = Math.ceil(SEARCHES / 25);
const SAMPLES = Number(argument('samples', '50'));
const BATCH = Number(argument('batch', '1000'));
const EMAIL = 'alerts-bench-%@bench.invalid';
const MATCH_SEARCHES_PER_READER = 4;
/** The match searches are the bench investors' own, so they are told apart (and deleted) by their names. */
const MATCH_NAME = 'Alerts bench match %';
/** What people type: words, aliases (a region, a sector), typos, and phrases. */
const TEXTS = ['logistics', 'coffee', 'cofee', 'dubai', 'riyadh', 'solar', 'fintech', 'clinic', 'freight', 'restaurant', 'software', 'retail chain',
  'manufacturing', 'education', 'halal food', 'real estate', 'e-commerce', 'pharmacy', 'construction', 'tourism', 'water', 'agritech', 'beauty', 'gym'];

/** A small deterministic random, so that every run saves the same searches. */
let seed = 23;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const maybe = <T>(p: number, value: () => T): T | undefined => (random() < p ? value() : undefined);

function filters(): Record<string, string> {
  const entries = Object.entries({
    industry: maybe(0.6, () => pick(BUSINESS_INDUSTRIES)),
    stage: maybe(0.3, () => pick(BUSINESS_STAGES)),
    region: maybe(0.5, () => pick(REGIONS)),
    search: maybe(0.35, () => pick(TEXTS)),
  }).filter((entry): entry is [string, string] => entry[1] !== undefined);
  // A search is saved to narrow the page: one in ten keeps only a region (the broadest), none is empty.
  return entries.length > 0 ? Object.fromEntries(entries) : { region: pick(REGIONS) };
}

/** BusinessMatches filters as the page saves them: query-string values, bounds typed in the reader's currency. */
function matchFilters(): Record<string, string | number> {
  const min = maybe(0.25, () => pick([50_000, 100_000, 250_000, 500_000, 1_000_000]));
  const max = maybe(0.15, () => pick([2_000_000, 5_000_000, 20_000_000]));
  const entries = Object.entries({
    category: maybe(0.5, () => pick(CATEGORIES)),
    size: maybe(0.3, () => pick(SIZE_BANDS)),
    revenue_min: min,
    revenue_max: max,
    currency: min !== undefined || max !== undefined ? maybe(0.4, () => pick(['AED', 'SAR', 'GBP'])) : undefined,
    near_misses: maybe(0.1, () => '1'),
    search: maybe(0.3, () => pick(TEXTS)),
  }).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  // None at all is a search too: "all my matches", alerted by every business the reader's must-haves keep.
  return Object.fromEntries(entries);
}

async function cleanUp(db: Db): Promise<void> {
  await db.delete(users).where(like(users.email, EMAIL));
  await db.delete(savedSearches).where(and(eq(savedSearches.scope, 'business_matches'), like(savedSearches.name, MATCH_NAME)));
}

async function saveSearches(db: Db): Promise<void> {
  await cleanUp(db);
  const owners = await db.insert(users).values(Array.from({ length: OWNERS }, (_, i) => ({
    email: EMAIL.replace('%', String(i)), passwordHash: 'x', fullName: `Alerts Bench ${i}`, userType: 'investor' as const,
  }))).returning({ id: users.id });
  const rows = Array.from({ length: SEARCHES }, (_, i) => ({
    userId: owners[i % owners.length]!.id, scope: 'businesses' as const, name: `Search ${i}`, filters: filters(),
    frequency: pick(['instant', 'daily', 'daily', 'weekly'] as const),
  }));
  for (let i = 0; i < rows.length; i += 2000) await db.insert(savedSearches).values(rows.slice(i, i + 2000));
}

/** Four BusinessMatches searches for each of the first investors (by id: a random sample of the generated ones). */
async function saveMatchSearches(db: Db): Promise<number> {
  const readers = await db.select({ userId: investorProfiles.userId }).from(investorProfiles)
    .where(and(eq(investorProfiles.status, 'active'), eq(investorProfiles.listed, true)))
    .orderBy(asc(investorProfiles.id)).limit(Math.ceil(SEARCHES / MATCH_SEARCHES_PER_READER));
  const rows = Array.from({ length: SEARCHES }, (_, i) => ({
    userId: readers[i % readers.length]!.userId, scope: 'business_matches' as const, name: MATCH_NAME.replace('%', String(i)),
    filters: matchFilters(), frequency: pick(['instant', 'daily', 'daily', 'weekly'] as const),
  }));
  for (let i = 0; i < rows.length; i += 2000) await db.insert(savedSearches).values(rows.slice(i, i + 2000));
  return readers.length;
}

class Rollback extends Error {}
type Recorder = (tx: Db, profileId: string) => Promise<NewAlert[]>;
const listingAlerts: Recorder = (tx, profileId) => recordListingAlerts(tx, 'business', profileId);
const matchAlerts = (snapshot: MatchSnapshot): Recorder => (tx, profileId) => recordMatchAlerts(tx, snapshot, 'business', profileId);

/** One evaluation as the job runs it, its alerts recorded and then rolled back. */
async function evaluate(db: Db, profileId: string, record: Recorder = listingAlerts): Promise<{ ms: number; alerts: number }> {
  let result = { ms: 0, alerts: 0 };
  await db.transaction(async (tx) => {
    const start = performance.now();
    const alerts = await record(tx, profileId);
    result = { ms: performance.now() - start, alerts: alerts.length };
    throw new Rollback();
  }).catch((error: unknown) => {
    if (!(error instanceof Rollback)) throw error;
  });
  return result;
}

/** The evaluation alone: which of the searches the profile fits (the select the job's insert reads). */
async function fitsOnly(db: Db, profileId: string): Promise<number> {
  const start = performance.now();
  const texts = await searchTextsOf(db, 'businesses');
  await db.execute(sql`select count(*) from (${fitsQuery('business', profileId, texts)}) fits`);
  return performance.now() - start;
}

/** recordMatchAlerts for one business at a time, on the snapshot the page ranks from (built here as a server builds it). */
async function measureMatchPages(db: Db, ids: readonly string[]) {
  const readers = await saveMatchSearches(db);
  // The bench server runs without autovacuum: the dead rows of every run's deleted searches and rolled-back alerts
  // (over a million after a few runs) would otherwise be scanned, which a live server's autovacuum does not let pile up.
  await db.execute(sql`vacuum analyze saved_searches`);
  await db.execute(sql`vacuum analyze saved_search_alerts`);
  const buildStart = performance.now();
  const snapshot = await buildSnapshot(db, 'alerts-bench');
  const snapshotBuildMs = performance.now() - buildStart;
  const record = matchAlerts(snapshot);
  // Warm-up, as for the listing: the plans and the pages in the cache.
  for (const id of ids.slice(0, 5)) await evaluate(db, id, record);
  const runs = [];
  for (const id of ids.slice(5, 5 + SAMPLES)) runs.push(await evaluate(db, id, record));
  const times = runs.map((r) => r.ms);
  return {
    searches: SEARCHES, readers, samples: runs.length, snapshotBuildMs,
    p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), maxMs: Math.max(...times),
    meanAlerts: runs.reduce((s, r) => s + r.alerts, 0) / runs.length,
  };
}

const url = benchDatabaseUrl();
const database = await openPostgres(url, { max: 2 });
const { db } = database;
try {
  log(`Saved-search alerts on ${JSON.stringify(machine())}, database ${new URL(url).host}${new URL(url).pathname}`);
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(businessProfiles);
  if (n < 1000) throw new Error(`the bench database has ${n} businesses: run npm run bench:data first`);
  await saveSearches(db);
  await db.execute(sql`analyze saved_searches`);
  const sample = await db.select({ id: businessProfiles.id }).from(businessProfiles)
    .where(sql`${businessProfiles.status} = 'active'`).orderBy(sql`random()`).limit(Math.max(SAMPLES, BATCH) + 5);
  const ids = sample.map((row) => row.id);
  // Warm-up: the plan and the pages of saved_searches in the cache, as on a running server.
  for (const id of ids.slice(0, 5)) await evaluate(db, id);
  const one = [];
  for (const id of ids.slice(5, 5 + SAMPLES)) one.push(await evaluate(db, id));
  const times = one.map((r) => r.ms);
  const evaluations = [];
  for (const id of ids.slice(5, 5 + SAMPLES)) evaluations.push(await fitsOnly(db, id));
  const batchStart = performance.now();
  let batchAlerts = 0;
  for (const id of ids.slice(5, 5 + BATCH)) batchAlerts += (await evaluate(db, id)).alerts;
  const batchMs = performance.now() - batchStart;
  const matchPages = await measureMatchPages(db, ids);
  const result = {
    at: new Date().toISOString(), machine: machine(), searches: SEARCHES, samples: one.length,
    evaluationOnly: { p50Ms: percentile(evaluations, 0.5), p95Ms: percentile(evaluations, 0.95) },
    oneProfile: { p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), maxMs: Math.max(...times), meanAlerts: one.reduce((s, r) => s + r.alerts, 0) / one.length },
    batch: { profiles: Math.min(BATCH, ids.length - 5), totalMs: batchMs, perProfileMs: batchMs / Math.min(BATCH, ids.length - 5), alerts: batchAlerts },
    matchPages,
    budget: BUDGET,
  };
  const matchFigure = `match page: record alerts of 1 business vs ${SEARCHES.toLocaleString('en-US')} BusinessMatches searches`;
  const rows: Row[] = [
    { figure: `evaluate 1 profile vs ${SEARCHES.toLocaleString('en-US')} searches, p50`, measured: fmt.ms(result.evaluationOnly.p50Ms), pass: null },
    { figure: `evaluate 1 profile vs ${SEARCHES.toLocaleString('en-US')} searches, p95`, measured: fmt.ms(result.evaluationOnly.p95Ms), budget: `< ${BUDGET.oneProfileP95Ms} ms`, pass: result.evaluationOnly.p95Ms < BUDGET.oneProfileP95Ms },
    { figure: `job statement (evaluate + record alerts), p50`, measured: fmt.ms(result.oneProfile.p50Ms), pass: null },
    { figure: `job statement (evaluate + record alerts), p95`, measured: fmt.ms(result.oneProfile.p95Ms), pass: null },
    { figure: `batch of ${result.batch.profiles} changed profiles`, measured: fmt.s(batchMs), pass: null },
    { figure: 'alerts per profile (mean)', measured: result.oneProfile.meanAlerts.toFixed(1), pass: null },
    { figure: `${matchFigure}, p50`, measured: fmt.ms(matchPages.p50Ms), pass: null },
    { figure: `${matchFigure}, p95`, measured: fmt.ms(matchPages.p95Ms), budget: `< ${BUDGET.matchOneProfileP95Ms} ms`, pass: matchPages.p95Ms < BUDGET.matchOneProfileP95Ms },
    { figure: `match page: alerts per business (mean; ${matchPages.readers.toLocaleString('en-US')} investors)`, measured: matchPages.meanAlerts.toFixed(1), pass: null },
    { figure: 'match snapshot build (the bench database, once)', measured: fmt.s(matchPages.snapshotBuildMs), pass: null },
  ];
  printTable(rows);
  writeResult('saved-searches', result);
  if (result.evaluationOnly.p95Ms >= BUDGET.oneProfileP95Ms || matchPages.p95Ms >= BUDGET.matchOneProfileP95Ms) process.exitCode = 1;
} finally {
  await cleanUp(db);
  await database.close();
}
