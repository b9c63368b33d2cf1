import { and, asc, count, eq, gt, max } from 'drizzle-orm';
import { CAPACITY_BUCKETS, CATEGORIES, DERIVED_STAGES, capacityBucketOf, categoryOf, derivedStageOf } from '../../../shared/deal-flow.ts';
import { INVOLVEMENT_TYPES } from '../../../shared/enums.ts';
import { buildBusinessIndex, type BusinessIndex } from '../../../shared/matching/business-index.ts';
import { createMatchModel, type BusinessMatchInput, type InvestorMatchInput, type MatchModel } from '../../../shared/matching/features.ts';
import { buildInvestorIndex, type InvestorIndex } from '../../../shared/matching/investor-index.ts';
import { toUsd, withRates, type RatesToUsd } from '../../../shared/matching/rates.ts';
import type { Db } from '../../db/client.ts';
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

async function build(db: Db, stamp: string): Promise<MatchSnapshot> {
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
