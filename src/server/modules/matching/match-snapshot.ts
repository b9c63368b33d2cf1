import { count, eq, max } from 'drizzle-orm';
import { CAPACITY_BUCKETS, CATEGORIES, DERIVED_STAGES, capacityBucketOf, categoryOf, derivedStageOf } from '../../../shared/deal-flow.ts';
import { INVOLVEMENT_TYPES } from '../../../shared/enums.ts';
import { buildBusinessIndex, type BusinessIndex } from '../../../shared/matching/business-index.ts';
import { createMatchModel, type MatchModel } from '../../../shared/matching/features.ts';
import { buildInvestorIndex, type InvestorIndex } from '../../../shared/matching/investor-index.ts';
import { toUsd, withRates, type RatesToUsd } from '../../../shared/matching/rates.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, currencyRates, investorProfiles } from '../../db/schema.ts';
import { toBusinessDto, toInvestorDto } from '../profiles/profiles.mappers.ts';

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

async function readStamp(db: Db): Promise<string> {
  const [[b], [i], [r]] = await Promise.all([
    db.select({ n: count(), at: max(businessProfiles.updatedAt) }).from(businessProfiles).where(eq(businessProfiles.status, 'active')),
    db.select({ n: count(), at: max(investorProfiles.updatedAt) }).from(investorProfiles).where(eq(investorProfiles.status, 'active')),
    db.select({ at: max(currencyRates.updatedAt) }).from(currencyRates),
  ]);
  return [b?.n, b?.at?.toISOString(), i?.n, i?.at?.toISOString(), r?.at?.toISOString()].join('|');
}

export async function loadRates(db: Db): Promise<RatesToUsd> {
  const rows = await db.select().from(currencyRates);
  return withRates(Object.fromEntries(rows.map((r) => [r.currency, r.usdPerUnit])));
}

async function build(db: Db, stamp: string): Promise<MatchSnapshot> {
  const [rates, businessRows, investorRows] = await Promise.all([
    loadRates(db),
    db.select().from(businessProfiles).where(eq(businessProfiles.status, 'active')),
    db.select().from(investorProfiles).where(eq(investorProfiles.status, 'active')),
  ]);
  const businesses = businessRows.map(toBusinessDto);
  const investors = investorRows.map(toInvestorDto);
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

/** One per process: the snapshot is rebuilt lazily, at most one build at a time. */
export class MatchSnapshots {
  private current: MatchSnapshot | null = null;
  private checkedAt = 0;
  private pending: Promise<MatchSnapshot> | null = null;

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
    const stamp = await readStamp(db);
    if (!this.current || this.current.stamp !== stamp) this.current = await build(db, stamp);
    this.checkedAt = Date.now();
    return this.current;
  }
}

const perDatabase = new WeakMap<object, MatchSnapshots>();

/** The snapshot cache of one database connection (one per process in production, one per test app). */
export function snapshotsFor(database: object): MatchSnapshots {
  let snapshots = perDatabase.get(database);
  if (!snapshots) {
    snapshots = new MatchSnapshots();
    perDatabase.set(database, snapshots);
  }
  return snapshots;
}
