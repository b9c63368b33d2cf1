import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, count, eq, gt, max } from 'drizzle-orm';
import { figureBand } from '#shared/money/bands.ts';
import { CAPACITY_BUCKETS, CATEGORIES, SIZE_BANDS, capacityBucketOf, categoryOf, sizeBandOf } from '#shared/matching/derived.ts';
import { INVOLVEMENT_TYPES } from '#shared/enums.ts';
import { buildBusinessIndex, type BusinessIndex } from '#shared/matching/business-index.ts';
import { businessDocument, investorDocument, type MatchModel } from '#shared/matching/features.ts';
import { buildInvestorIndex, type InvestorIndex } from '#shared/matching/investor-index.ts';
import { joinIdColumns, type IdColumn } from '#shared/matching/id-column.ts';
import { toUsd } from '#shared/money/convert.ts';
import { TextCorpus, type TermRows } from '#shared/matching/text-affinity.ts';
import type { Database, Db } from '../../db/client.ts';
import { businessProfiles, currencyRates, investorProfiles } from '../../db/schema.ts';
import { loadRates } from '../rates/index.ts';
import { readSnapshot } from './snapshot-transfer.ts';
import { businessMatchColumns, businessProfileColumns, businessProfileOf, investorMatchColumns, investorProfileColumns, investorProfileOf } from '../profiles/index.ts';
import { onMatchDataChanged } from '../../events/match-data.ts';

/**
 * Every active profile of both sides, indexed for ranking, plus the columns the discovery filters
 * read. Built from the database and rebuilt when its stamp (counts, last change, rates) moves, so
 * each instance converges on the same data without sharing memory.
 */
export interface MatchSnapshot {
  stamp: string;
  model: MatchModel;
  businesses: BusinessIndex;
  investors: InvestorIndex;
  /**
   * Per business row: index in CATEGORIES (255 when none), SIZE_BANDS; revenue in USD (NaN when unknown) as the
   * bounds a revenue filter may compare: the figure twice, or for a confidential listing its band's (issue 49), so
   * that filtering cannot narrow a hidden figure below the band its card shows.
   */
  businessCategory: Uint8Array;
  businessSize: Uint8Array;
  businessRevenueLowUsd: Float64Array;
  businessRevenueHighUsd: Float64Array;
  /** Per investor row: index+1 in INVOLVEMENT_TYPES and CAPACITY_BUCKETS (0 when unknown). */
  investorInvolvement: Uint8Array;
  investorCapacity: Uint8Array;
}

const STAMP_CHECK_INTERVAL_MS = 2000;
const APART_FROM_PROFILES = 5000;

/** What the snapshot was built from: counts, last changes and rates, and how many profiles that is. */
async function readStamp(db: Db): Promise<{ stamp: string; profiles: number }> {
  const [[b], [i], [r]] = await Promise.all([
    db.select({ n: count(), at: max(businessProfiles.updatedAt) }).from(businessProfiles).where(eq(businessProfiles.status, 'active')),
    db.select({ n: count(), at: max(investorProfiles.updatedAt) }).from(investorProfiles).where(and(eq(investorProfiles.status, 'active'), eq(investorProfiles.listed, true))),
    db.select({ at: max(currencyRates.updatedAt) }).from(currencyRates),
  ]);
  const stamp = [b?.n, b?.at?.toISOString(), i?.n, i?.at?.toISOString(), r?.at?.toISOString()].join('|');
  return { stamp, profiles: (b?.n ?? 0) + (i?.n ?? 0) };
}

const PAGE_ROWS = 5000;

/**
 * Every active row of a table, a page at a time (keyset on id) and only the columns ranking reads,
 * each page handed to `each` and dropped: no array of every row is ever alive (at 100,000 profiles
 * whole rows loaded at once took the process from 100 MB to 800 MB resident).
 */
async function forEachPage<Row extends { id: string }>(
  page: (after: string, limit: number) => Promise<Row[]>,
  pageRows: number,
  each: (rows: Row[]) => void,
): Promise<void> {
  for (let after = ''; ;) {
    const rows = await page(after, pageRows);
    if (rows.length) each(rows);
    if (rows.length < pageRows) return;
    after = (rows.at(-1) as Row).id;
  }
}

// Rows come out in the profile model's own shape (profile-rows.ts), so they go to the index builders as
// they are: no object per row beyond the driver's own.
const businessText = { id: businessProfileColumns.id, businessActivities: businessProfileColumns.businessActivities, purpose: businessProfileColumns.purpose };
const investorText = { id: investorProfileColumns.id, about: investorProfileColumns.about, portfolioHighlights: investorProfileColumns.portfolioHighlights };
/** What ranking reads, plus what the discovery filters read. */
const businessRanking = { ...businessMatchColumns, annualRevenue: businessProfileColumns.annualRevenue, confidential: businessProfileColumns.confidential };
const investorRanking = { ...investorMatchColumns, involvementType: investorProfileColumns.involvementType };

const MIN_UUID = '00000000-0000-0000-0000-000000000000';
const activeBusinessesAfter = (after: string) => and(eq(businessProfiles.status, 'active'), gt(businessProfiles.id, after || MIN_UUID));
/** Only listed investors (holding the minimum mandate, issue 20) are matched. */
const activeInvestorsAfter = (after: string) =>
  and(eq(investorProfiles.status, 'active'), eq(investorProfiles.listed, true), gt(investorProfiles.id, after || MIN_UUID));

async function businessPage(db: Db, after: string, limit: number) {
  const rows = await db.select(businessRanking).from(businessProfiles).where(activeBusinessesAfter(after)).orderBy(asc(businessProfiles.id)).limit(limit);
  return rows.map(businessProfileOf);
}
async function investorPage(db: Db, after: string, limit: number) {
  const rows = await db.select(investorRanking).from(investorProfiles).where(activeInvestorsAfter(after)).orderBy(asc(investorProfiles.id)).limit(limit);
  return rows.map(investorProfileOf);
}
async function businessTextPage(db: Db, after: string, limit: number) {
  const rows = await db.select(businessText).from(businessProfiles).where(activeBusinessesAfter(after)).orderBy(asc(businessProfiles.id)).limit(limit);
  return rows.map(businessProfileOf);
}
async function investorTextPage(db: Db, after: string, limit: number) {
  const rows = await db.select(investorText).from(investorProfiles).where(activeInvestorsAfter(after)).orderBy(asc(investorProfiles.id)).limit(limit);
  return rows.map(investorProfileOf);
}

/** Typed arrays of the same kind, end to end. */
function concatTyped<T extends Uint8Array | Uint16Array | Int32Array | Float32Array | Float64Array>(parts: readonly T[]): T {
  const first = parts[0] as T;
  const out = new (first.constructor as new (length: number) => T)(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part as never, at);
    at += part.length;
  }
  return out;
}

/** Compressed rows one after the other: each part's row starts move by the terms before it. */
function concatTermRows(parts: readonly TermRows[]): TermRows {
  const rows = parts.reduce((n, part) => n + part.start.length - 1, 0);
  const start = new Int32Array(rows + 1);
  let row = 0;
  let offset = 0;
  for (const part of parts) {
    for (let r = 1; r < part.start.length; r++) start[++row] = (part.start[r] as number) + offset;
    offset += part.terms.length;
  }
  return { start, terms: concatTyped(parts.map((part) => part.terms)), weights: concatTyped(parts.map((part) => part.weights)) };
}

/**
 * Indexes built page by page (rows of an index depend on their own profile and the model only)
 * joined into the index of all their rows. Every field is joined by its kind, and a field of a kind
 * not known here stops the build rather than being passed on wrong.
 */
function concatIndexes<Index extends BusinessIndex | InvestorIndex>(parts: readonly Index[], empty: Index): Index {
  if (parts.length === 0) return empty;
  if (parts.length === 1) return parts[0] as Index;
  const first = parts[0] as Index;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(first)) {
    const all = parts.map((part) => (part as unknown as Record<string, unknown>)[key]);
    if (key === 'model') out[key] = value;
    else if (key === 'size') out[key] = parts.reduce((n, part) => n + part.size, 0);
    else if (key === 'ids') out[key] = joinIdColumns(all as IdColumn[]);
    else if (ArrayBuffer.isView(value)) out[key] = concatTyped(all as Uint8Array[]);
    else if (key === 'text') out[key] = concatTermRows(all as TermRows[]);
    else throw new Error(`match snapshot: no way to join the index field ${key}`);
  }
  return out as unknown as Index;
}

export async function buildSnapshot(db: Db, stamp: string, pageRows = PAGE_ROWS): Promise<MatchSnapshot> {
  const rates = await loadRates(db);
  // First pass: the text statistics of every profile (the model of createMatchModel), from the text columns alone.
  const corpus = new TextCorpus();
  await forEachPage((after, limit) => businessTextPage(db, after, limit), pageRows, (rows) => {
    for (const row of rows) corpus.add(businessDocument(row));
  });
  await forEachPage((after, limit) => investorTextPage(db, after, limit), pageRows, (rows) => {
    for (const row of rows) corpus.add(investorDocument(row));
  });
  const model: MatchModel = { rates, text: corpus.model() };

  // Second pass: each page becomes index rows and filter columns at once; its row objects die with it.
  const businessParts: BusinessIndex[] = [];
  const categories: Uint8Array[] = [];
  const sizes: Uint8Array[] = [];
  const lows: Float64Array[] = [];
  const highs: Float64Array[] = [];
  await forEachPage((after, limit) => businessPage(db, after, limit), pageRows, (businesses) => {
    businessParts.push(buildBusinessIndex(businesses, model));
    const category = new Uint8Array(businesses.length);
    const size = new Uint8Array(businesses.length);
    const low = new Float64Array(businesses.length);
    const high = new Float64Array(businesses.length);
    businesses.forEach((b, row) => {
      const usd = b.annualRevenue === null ? Number.NaN : toUsd(b.annualRevenue, b.currency, rates);
      // 255 for a business without a sector (no category filter picks it).
      category[row] = (CATEGORIES as readonly string[]).indexOf(categoryOf(b.industry) ?? '') & 0xff;
      size[row] = SIZE_BANDS.indexOf(sizeBandOf(Number.isNaN(usd) ? null : usd));
      const band = b.confidential ? figureBand(b.annualRevenue) : null;
      low[row] = band ? toUsd(band.min, b.currency, rates) : usd;
      high[row] = band ? (band.max === null ? Number.POSITIVE_INFINITY : toUsd(band.max, b.currency, rates)) : usd;
    });
    categories.push(category);
    sizes.push(size);
    lows.push(low);
    highs.push(high);
  });
  const investorParts: InvestorIndex[] = [];
  const involvements: Uint8Array[] = [];
  const capacities: Uint8Array[] = [];
  await forEachPage((after, limit) => investorPage(db, after, limit), pageRows, (investors) => {
    investorParts.push(buildInvestorIndex(investors, model));
    const involvement = new Uint8Array(investors.length);
    const capacity = new Uint8Array(investors.length);
    investors.forEach((i, row) => {
      involvement[row] = i.involvementType === null ? 0 : INVOLVEMENT_TYPES.indexOf(i.involvementType) + 1;
      const bucket = capacityBucketOf(i.maxAmount === null ? null : toUsd(i.maxAmount, i.currency, rates));
      capacity[row] = bucket ? CAPACITY_BUCKETS.indexOf(bucket) + 1 : 0;
    });
    involvements.push(involvement);
    capacities.push(capacity);
  });

  const joined = <T extends Uint8Array | Float64Array>(parts: T[], empty: T) => (parts.length ? concatTyped(parts) : empty);
  return {
    stamp,
    model,
    businesses: concatIndexes(businessParts, buildBusinessIndex([], model)),
    investors: concatIndexes(investorParts, buildInvestorIndex([], model)),
    businessCategory: joined(categories, new Uint8Array(0)),
    businessSize: joined(sizes, new Uint8Array(0)),
    businessRevenueLowUsd: joined(lows, new Float64Array(0)),
    businessRevenueHighUsd: joined(highs, new Float64Array(0)),
    investorInvolvement: joined(involvements, new Uint8Array(0)),
    investorCapacity: joined(capacities, new Uint8Array(0)),
  };
}

/**
 * The builder next to this module, in a process of its own: JavaScript in the build (started with this
 * process's node flags); under tsx and the tests its TypeScript, through tsx's loader.
 */
function startBuilder(): ChildProcess {
  const typescript = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(new URL(typescript ? './snapshot-worker.ts' : './snapshot-worker.js', import.meta.url));
  return fork(entry, [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    ...(typescript ? { execArgv: ['--import', 'tsx'] } : {}),
  });
}

/**
 * Builds the snapshot in a child process with its own connection to the PostgreSQL server at `url`; see
 * snapshot-worker.ts. The snapshot comes back in a file, read at once and removed.
 */
export async function buildInChildProcess(url: string, stamp: string): Promise<MatchSnapshot> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'dealbridge-snapshot-'));
  try {
    const file = path.join(folder, 'snapshot');
    await new Promise<void>((resolve, reject) => {
      const child = startBuilder();
      let settled = false;
      child.once('message', (message: { file?: string; error?: { message: string; code?: string } }) => {
        settled = true;
        if (message.file) return resolve();
        // The database's own code and words travel back, so an outage still answers 503.
        reject(Object.assign(new Error(message.error?.message ?? 'snapshot build failed'), { code: message.error?.code }));
      });
      child.once('error', (error) => {
        if (settled) return;
        settled = true;
        reject(error);
      });
      child.once('exit', (code, signal) => {
        if (!settled) reject(new Error(`snapshot builder exited with ${signal ?? `code ${code}`}`));
      });
      // The address (with its password) goes over the channel, not the command line that `ps` shows.
      child.send({ url, stamp, file });
    });
    return await readSnapshot(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * One per process: the snapshot is rebuilt lazily, at most one build at a time. A request after a write
 * announced on this instance (invalidate) waits for a snapshot read after it; otherwise the stamp is checked
 * every STAMP_CHECK_INTERVAL_MS behind the requests, so another instance's write is ranked here within
 * about that interval plus a build.
 */
export class MatchSnapshots {
  private current: MatchSnapshot | null = null;
  private checkedAt = 0;
  private pending: Promise<MatchSnapshot> | null = null;
  /** Bumped by invalidate(): a refresh begun before the bump may have read the data as it was. */
  private generation = 0;
  private pendingGeneration = -1;

  /**
   * From this many active profiles on, a PostgreSQL server's snapshot is built in a child process:
   * below it the short-lived objects are few, and starting a process would cost more than it saves.
   */
  constructor(
    private readonly database: Pick<Database, 'kind' | 'url'>,
    private readonly apartFromProfiles = APART_FROM_PROFILES,
  ) {
    onMatchDataChanged(database, () => this.invalidate());
  }

  async get(db: Db): Promise<MatchSnapshot> {
    if (this.current && this.checkedAt > 0) {
      if (Date.now() - this.checkedAt < STAMP_CHECK_INTERVAL_MS) return this.current;
      // The interval is over but no write on this instance was announced: the stamp is read (and a new
      // snapshot built if it moved) behind the requests, which keep the current one meanwhile. Waiting for
      // it held every request of the moment for the stamp's three aggregates over all profiles (~100 ms at
      // 100,000 businesses on a loaded machine), every 2 s; a new snapshot's build, for seconds.
      if (!this.pending) this.refreshBehind(db);
      return this.current;
    }
    if (!this.pending || this.pendingGeneration !== this.generation) {
      // A refresh under way from before a write is not joined: one more runs after it, so a request that
      // follows the write never gets a snapshot read before it.
      const generation = this.generation;
      const pending: Promise<MatchSnapshot> = (this.pending ?? Promise.resolve())
        .catch(() => undefined)
        .then(() => this.refresh(db, generation))
        .finally(() => {
          if (this.pending === pending) this.pending = null;
        });
      this.pending = pending;
      this.pendingGeneration = generation;
    }
    return this.pending;
  }

  /** A refresh no request waits for; its failure (a database outage) leaves the current snapshot, tried again after the interval. */
  private refreshBehind(db: Db): void {
    const generation = this.generation;
    const pending: Promise<MatchSnapshot> = this.refresh(db, generation).finally(() => {
      if (this.pending === pending) this.pending = null;
    });
    pending.catch(() => {
      if (generation === this.generation && this.checkedAt > 0) this.checkedAt = Date.now();
    });
    this.pending = pending;
    this.pendingGeneration = generation;
  }

  /** Forget the snapshot so the next request rebuilds (a write on this instance changed the data). */
  invalidate(): void {
    this.checkedAt = 0;
    this.generation += 1;
  }

  private async refresh(db: Db, generation: number): Promise<MatchSnapshot> {
    const { stamp, profiles } = await readStamp(db);
    if (!this.current || this.current.stamp !== stamp) {
      // A PostgreSQL server can be read from another process; the embedded database lives in this one.
      const { url } = this.database;
      const apart = url !== undefined && profiles >= this.apartFromProfiles;
      this.current = apart ? await buildInChildProcess(url, stamp) : await buildSnapshot(db, stamp);
    }
    // Checked data stays fresh for the interval, unless a write was announced meanwhile.
    this.checkedAt = generation === this.generation ? Date.now() : 0;
    return this.current;
  }
}

const perDatabase = new WeakMap<object, MatchSnapshots>();

/** The snapshot cache of one database connection (one per process in production, one per test app). */
export function snapshotsFor(database: Pick<Database, 'kind' | 'url'>): MatchSnapshots {
  let snapshots = perDatabase.get(database);
  if (!snapshots) {
    snapshots = new MatchSnapshots(database);
    perDatabase.set(database, snapshots);
  }
  return snapshots;
}
