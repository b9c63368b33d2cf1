// Saved-search alerts benchmark (issue 23): `npm run bench:alerts`. On the bench database (100k businesses, see
// bench/README.md), saves 10,000 searches with varied filters and search texts on /businesses, then times the alert
// evaluation of one newly published business against them (the budget: p95 under 200 ms), the job's whole statement
// (evaluate and record the alerts; p50/p95 over 50 profiles), and a nightly batch of 1,000 changed profiles. Each
// job statement runs in a transaction rolled back afterwards, so each records its alerts as the first run would, and
// the bench leaves nothing behind: its users (and their searches) are deleted at the end.
import { like, sql } from 'drizzle-orm';
import { BUSINESS_INDUSTRIES, BUSINESS_STAGES, REGIONS } from '../src/shared/enums.ts';
import { openPostgres, type Db } from '../src/server/db/client.ts';
import { businessProfiles, savedSearches, users } from '../src/server/db/schema.ts';
import { fitsQuery, recordListingAlerts, searchTextsOf } from '../src/server/modules/saved-searches/alerts.service.ts';
import { argument, benchDatabaseUrl, fmt, log, machine, percentile, printTable, writeResult, type Row } from './common.ts';

const BUDGET = { oneProfileP95Ms: 200 };
const SEARCHES = Number(argument('searches', '10000'));
const OWNERS = Math.ceil(SEARCHES / 25);
const SAMPLES = Number(argument('samples', '50'));
const BATCH = Number(argument('batch', '1000'));
const EMAIL = 'alerts-bench-%@bench.invalid';
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

async function cleanUp(db: Db): Promise<void> {
  await db.delete(users).where(like(users.email, EMAIL));
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

class Rollback extends Error {}
/** One evaluation as the job runs it, its alerts recorded and then rolled back. */
async function evaluate(db: Db, profileId: string): Promise<{ ms: number; alerts: number }> {
  let result = { ms: 0, alerts: 0 };
  await db.transaction(async (tx) => {
    const start = performance.now();
    const alerts = await recordListingAlerts(tx, 'business', profileId);
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
  const result = {
    at: new Date().toISOString(), machine: machine(), searches: SEARCHES, samples: one.length,
    evaluationOnly: { p50Ms: percentile(evaluations, 0.5), p95Ms: percentile(evaluations, 0.95) },
    oneProfile: { p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), maxMs: Math.max(...times), meanAlerts: one.reduce((s, r) => s + r.alerts, 0) / one.length },
    batch: { profiles: Math.min(BATCH, ids.length - 5), totalMs: batchMs, perProfileMs: batchMs / Math.min(BATCH, ids.length - 5), alerts: batchAlerts },
    budget: BUDGET,
  };
  const rows: Row[] = [
    { figure: `evaluate 1 profile vs ${SEARCHES.toLocaleString('en-US')} searches, p50`, measured: fmt.ms(result.evaluationOnly.p50Ms), pass: null },
    { figure: `evaluate 1 profile vs ${SEARCHES.toLocaleString('en-US')} searches, p95`, measured: fmt.ms(result.evaluationOnly.p95Ms), budget: `< ${BUDGET.oneProfileP95Ms} ms`, pass: result.evaluationOnly.p95Ms < BUDGET.oneProfileP95Ms },
    { figure: `job statement (evaluate + record alerts), p50`, measured: fmt.ms(result.oneProfile.p50Ms), pass: null },
    { figure: `job statement (evaluate + record alerts), p95`, measured: fmt.ms(result.oneProfile.p95Ms), pass: null },
    { figure: `batch of ${result.batch.profiles} changed profiles`, measured: fmt.s(batchMs), pass: null },
    { figure: 'alerts per profile (mean)', measured: result.oneProfile.meanAlerts.toFixed(1), pass: null },
  ];
  printTable(rows);
  writeResult('saved-searches', result);
  if (result.evaluationOnly.p95Ms >= BUDGET.oneProfileP95Ms) process.exitCode = 1;
} finally {
  await cleanUp(db);
  await database.close();
}
