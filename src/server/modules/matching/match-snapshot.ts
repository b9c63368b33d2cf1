import { Worker } from 'node:worker_threads';
import { and, asc, count, eq, gt, max } from 'drizzle-orm';
import { CAPACITY_BUCKETS, CATEGORIES, DERIVED_STAGES, capacityBucketOf, categoryOf, derivedStageOf } from '../../../shared/deal-flow.ts';
import { INVOLVEMENT_TYPES } from '../../../shared/enums.ts';
import { buildBusinessIndex, type BusinessIndex } from '../../../shared/matching/business-index.ts';
import { createMatchModel, type BusinessMatchInput, type InvestorMatchInput, type MatchModel } from '../../../shared/matching/features.ts';
import { buildInvestorIndex, type InvestorIndex } from '../../../shared/matching/investor-index.ts';
import { toUsd, withRates, type RatesToUsd } from '../../../shared/matching/rates.ts';
import type { Database, Db } from '../../db/client.ts';
import { businessProfiles, currencyRates, investorProfiles } from '../../db/schema.ts';

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
  /** Per business row: index in CATEGORIES, DERIVED_STAGES; revenue in USD (NaN when unknown). */
  businessCategory: Uint8Array;
  businessStage: Uint8Array;
  businessRevenueUsd: Float64Array;
  /** Per investor row: index+1 in INVOLVEMENT_TYPES and CAPACITY_BUCKETS (0 when unknown). */
  investorInvolvement: Uint8Array;
  investorCapacity: Uint8Array;
}

const STAMP_CHECK_INTERVAL_MS = 2000;
const WORKER_FROM_PROFILES = 5000;

/** What the snapshot was built from: counts, last changes and rates, and how many profiles that is. */
async function readStamp(db: Db): Promise<{ stamp: string; profiles: number }> {
  const [[b], [i], [r]] = await Promise.all([
    db.select({ n: count(), at: max(businessProfiles.updatedAt) }).from(businessProfiles).where(eq(businessProfiles.status, 'active')),
    db.select({ n: count(), at: max(investorProfiles.updatedAt) }).from(investorProfiles).where(eq(investorProfiles.status, 'active')),
    db.select({ at: max(currencyRates.updatedAt) }).from(currencyRates),
  ]);
  const stamp = [b?.n, b?.at?.toISOString(), i?.n, i?.at?.toISOString(), r?.at?.toISOString()].join('|');
  return { stamp, profiles: (b?.n ?? 0) + (i?.n ?? 0) };
}

export async function loadRates(db: Db): Promise<RatesToUsd> {
  const rows = await db.select().from(currencyRates);
  return withRates(Object.fromEntries(rows.map((r) => [r.currency, r.usdPerUnit])));
}

const PAGE_ROWS = 5000;

/**
 * Every active row of a table, a page at a time (keyset on id) and only the columns ranking reads:
 * at 100,000 profiles, whole rows loaded at once took the process from 100 MB to 800 MB resident.
 */
async function readAll<Row extends { id: string }, Item>(
  page: (after: string) => Promise<Row[]>,
  convert: (row: Row) => Item,
): Promise<Item[]> {
  const out: Item[] = [];
  for (let after = ''; ;) {
    const rows = await page(after);
    for (const row of rows) out.push(convert(row));
    if (rows.length < PAGE_ROWS) return out;
    after = (rows.at(-1) as Row).id;
  }
}

const businessRanking = {
  id: businessProfiles.id, industry: businessProfiles.industry, businessStage: businessProfiles.businessStage,
  businessActivities: businessProfiles.businessActivities, headquarters: businessProfiles.headquarters, branches: businessProfiles.branches,
  amountRequired: businessProfiles.amountRequired, currency: businessProfiles.currency, purpose: businessProfiles.purpose,
  annualRevenue: businessProfiles.annualRevenue, profitMargin: businessProfiles.profitMargin, growthRate: businessProfiles.growthRate,
};
const investorRanking = {
  id: investorProfiles.id, minAmount: investorProfiles.minAmount, maxAmount: investorProfiles.maxAmount, currency: investorProfiles.currency,
  preferredIndustries: investorProfiles.preferredIndustries, minRoi: investorProfiles.minRoi, involvementType: investorProfiles.involvementType,
  geographicalPreference: investorProfiles.geographicalPreference, investmentStage: investorProfiles.investmentStage,
  about: investorProfiles.about, portfolioHighlights: investorProfiles.portfolioHighlights,
};

type BusinessInput = BusinessMatchInput & { id: string; financial_highlights: { annual_revenue: number | null } };
type InvestorInput = InvestorMatchInput & { id: string; involvement_type: string | null };

const readBusinesses = (db: Db) =>
  readAll(
    (after) => db.select(businessRanking).from(businessProfiles)
      .where(and(eq(businessProfiles.status, 'active'), gt(businessProfiles.id, after || MIN_UUID)))
      .orderBy(asc(businessProfiles.id)).limit(PAGE_ROWS),
    (r): BusinessInput => ({
      id: r.id,
      basic_info: { industry: r.industry, business_stage: r.businessStage },
      business_activities: r.businessActivities,
      geographical_presence: { headquarters: r.headquarters, branches: r.branches },
      funding_requirements: { amount_required: r.amountRequired, currency: r.currency, purpose: r.purpose },
      financial_highlights: { annual_revenue: r.annualRevenue, profit_margin: r.profitMargin, growth_rate: r.growthRate },
    }),
  );

const readInvestors = (db: Db) =>
  readAll(
    (after) => db.select(investorRanking).from(investorProfiles)
      .where(and(eq(investorProfiles.status, 'active'), gt(investorProfiles.id, after || MIN_UUID)))
      .orderBy(asc(investorProfiles.id)).limit(PAGE_ROWS),
    (r): InvestorInput => ({
      id: r.id,
      investment_capacity: { min_amount: r.minAmount, max_amount: r.maxAmount, currency: r.currency },
      preferred_industries: r.preferredIndustries,
      return_expectations: { min_roi: r.minRoi },
      involvement_type: r.involvementType,
      geographical_preference: r.geographicalPreference,
      investment_stage: r.investmentStage,
      about: r.about,
      portfolio_highlights: r.portfolioHighlights,
    }),
  );

const MIN_UUID = '00000000-0000-0000-0000-000000000000';

export async function buildSnapshot(db: Db, stamp: string): Promise<MatchSnapshot> {
  // One after the other: the pages of both tables alive at once would double the transient memory.
  const rates = await loadRates(db);
  const businesses = await readBusinesses(db);
  const investors = await readInvestors(db);
  const model = createMatchModel({ rates, businesses, investors });

  const businessCategory = new Uint8Array(businesses.length);
  const businessStage = new Uint8Array(businesses.length);
  const businessRevenueUsd = new Float64Array(businesses.length);
  businesses.forEach((b, row) => {
    const revenue = b.financial_highlights?.annual_revenue;
    const revenueUsd = revenue === null || revenue === undefined ? Number.NaN : toUsd(revenue, b.funding_requirements?.currency, rates);
    businessCategory[row] = CATEGORIES.indexOf(categoryOf(b.basic_info?.industry));
    businessStage[row] = DERIVED_STAGES.indexOf(derivedStageOf(b.basic_info?.business_stage, Number.isNaN(revenueUsd) ? null : revenueUsd));
    businessRevenueUsd[row] = revenueUsd;
  });
  const investorInvolvement = new Uint8Array(investors.length);
  const investorCapacity = new Uint8Array(investors.length);
  investors.forEach((i, row) => {
    investorInvolvement[row] = INVOLVEMENT_TYPES.indexOf(i.involvement_type as (typeof INVOLVEMENT_TYPES)[number]) + 1;
    const max = i.investment_capacity?.max_amount;
    const bucket = capacityBucketOf(max === null || max === undefined ? null : toUsd(max, i.investment_capacity?.currency, rates));
    investorCapacity[row] = bucket ? CAPACITY_BUCKETS.indexOf(bucket) + 1 : 0;
  });

  return {
    stamp,
    model,
    businesses: buildBusinessIndex(businesses, model),
    investors: buildInvestorIndex(investors, model),
    businessCategory,
    businessStage,
    businessRevenueUsd,
    investorInvolvement,
    investorCapacity,
  };
}

/**
 * The worker next to this module: JavaScript in the build; under tsx and the tests its TypeScript,
 * loaded through tsx's loader registered inside the worker.
 */
function startWorker(workerData: { url: string; stamp: string }): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./snapshot-worker.js', import.meta.url), { workerData });
  const source = new URL('./snapshot-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/** Builds the snapshot on a worker thread with its own connection; see snapshot-worker.ts. */
function buildInWorker(url: string, stamp: string): Promise<MatchSnapshot> {
  return new Promise((resolve, reject) => {
    const worker = startWorker({ url, stamp });
    let settled = false;
    worker.once('message', (message: { snapshot?: MatchSnapshot; error?: { message: string; code?: string } }) => {
      settled = true;
      if (message.snapshot) return resolve(message.snapshot);
      // The database's own code and words travel back, so an outage still answers 503.
      reject(Object.assign(new Error(message.error?.message ?? 'snapshot build failed'), { code: message.error?.code }));
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`snapshot worker exited with code ${code}`));
    });
  });
}

/** One per process: the snapshot is rebuilt lazily, at most one build at a time. */
export class MatchSnapshots {
  private current: MatchSnapshot | null = null;
  private checkedAt = 0;
  private pending: Promise<MatchSnapshot> | null = null;

  /**
   * From this many active profiles on, a PostgreSQL server's snapshot is built on a worker thread:
   * below it the short-lived objects are few, and starting a thread would cost more than it saves.
   */
  constructor(
    private readonly database: Pick<Database, 'kind' | 'url'>,
    private readonly workerFromProfiles = WORKER_FROM_PROFILES,
  ) {}

  async get(db: Db): Promise<MatchSnapshot> {
    if (this.current && Date.now() - this.checkedAt < STAMP_CHECK_INTERVAL_MS) return this.current;
    this.pending ??= this.refresh(db).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Forget the snapshot so the next request rebuilds (a write on this instance changed the data). */
  invalidate(): void {
    this.checkedAt = 0;
  }

  private async refresh(db: Db): Promise<MatchSnapshot> {
    const { stamp, profiles } = await readStamp(db);
    if (!this.current || this.current.stamp !== stamp) {
      // A PostgreSQL server can be read from another thread; the embedded database lives in this one.
      const { url } = this.database;
      const onWorker = url !== undefined && profiles >= this.workerFromProfiles;
      this.current = onWorker ? await buildInWorker(url, stamp) : await buildSnapshot(db, stamp);
    }
    this.checkedAt = Date.now();
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
