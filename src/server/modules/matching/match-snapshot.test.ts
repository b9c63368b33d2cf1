import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusinessIndex } from '../../../shared/matching/business-index.ts';
import { createMatchModel } from '../../../shared/matching/features.ts';
import { buildInvestorIndex } from '../../../shared/matching/investor-index.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, investorProfiles } from '../../db/schema.ts';
import { seedDemo } from '../demo/seed.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { loadRates } from '../rates/rates.queries.ts';
import { buildSnapshot, MatchSnapshots } from './match-snapshot.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.deps.db, { adminPassword: 'admin-secret' });
});
afterAll(async () => {
  await ctx.close();
});

/** The model and indexes as the shared matching code builds them from every active profile at once. */
async function wholeTables(db: Db) {
  const rates = await loadRates(db);
  const businesses = (await db.select().from(businessProfiles).where(eq(businessProfiles.status, 'active')).orderBy(asc(businessProfiles.id)))
    .map((r) => ({
      id: r.id,
      basic_info: { industry: r.industry, business_stage: r.businessStage },
      business_activities: r.businessActivities,
      geographical_presence: { headquarters: r.headquarters, branches: r.branches },
      funding_requirements: { amount_required: r.amountRequired, currency: r.currency, purpose: r.purpose },
      financial_highlights: { profit_margin: r.profitMargin, growth_rate: r.growthRate },
    }));
  const investors = (await db.select().from(investorProfiles).where(eq(investorProfiles.status, 'active')).orderBy(asc(investorProfiles.id)))
    .map((r) => ({
      id: r.id,
      investment_capacity: { min_amount: r.minAmount, max_amount: r.maxAmount, currency: r.currency },
      preferred_industries: r.preferredIndustries,
      return_expectations: { min_roi: r.minRoi },
      geographical_preference: r.geographicalPreference,
      investment_stage: r.investmentStage,
      about: r.about,
      portfolio_highlights: r.portfolioHighlights,
    }));
  const model = createMatchModel({ rates, businesses, investors });
  return { model, businesses: buildBusinessIndex(businesses, model), investors: buildInvestorIndex(investors, model) };
}

describe('match snapshot', () => {
  it('built page by page equals the model and indexes of all profiles at once, whatever the page size', async () => {
    const whole = await wholeTables(ctx.deps.db);
    const onePage = await buildSnapshot(ctx.deps.db, 'stamp');
    expect(onePage.businesses.size).toBeGreaterThan(40);
    expect({ model: onePage.model, businesses: onePage.businesses, investors: onePage.investors }).toEqual(whole);
    for (const pageRows of [1, 7, onePage.investors.size]) {
      const paged = await buildSnapshot(ctx.deps.db, 'stamp', pageRows);
      expect(paged).toEqual(onePage);
      expect(paged.businesses.text.start).toBeInstanceOf(Int32Array);
    }
  });

  it('is the same whether built on a worker thread (PostgreSQL server) or in the calling thread', async () => {
    const inThread = await buildSnapshot(ctx.deps.db, 'stamp');
    // From 0 profiles on, every build that can go to a worker does: on PostgreSQL it does, on PGlite it cannot.
    const snapshots = new MatchSnapshots(ctx.deps.database, 0);
    const built = await snapshots.get(ctx.deps.db);
    expect(ctx.deps.database.url !== undefined).toBe(ctx.deps.database.kind === 'postgres');
    expect(built.businesses.size).toBeGreaterThan(40);
    expect(built.investors.size).toBeGreaterThan(30);
    expect({ ...built, stamp: 'stamp' }).toEqual(inThread);
    // Typed columns arrive as typed arrays, usable by the ranking loops.
    expect(built.businesses.logAmount).toBeInstanceOf(Float64Array);
    expect(built.investors.text.weights).toBeInstanceOf(Float32Array);
  });

  it('passes a database outage on as the database error, so that requests answer 503', async () => {
    const snapshots = new MatchSnapshots({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' }, 0);
    await expect(snapshots.get(ctx.deps.db)).rejects.toThrow(/ECONNREFUSED/);
  });
});
