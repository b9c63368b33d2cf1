import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { IndicativeValuation, SavedValuation } from '#shared/valuation/api.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, serviceRequests, valuationEstimates } from '../../db/schema.ts';

// The one place that reads and writes valuation_estimates (issue 22), and what the listings and the admin's
// requests join of it: the range and the date, never the inputs.

export type EstimateRow = typeof valuationEstimates.$inferSelect;
type EstimateValues = typeof valuationEstimates.$inferInsert;

/**
 * Whether the owner's listing shows this estimate (a partial index finds the profile). Spelled out with its tables:
 * drizzle writes a lone table's columns unqualified, and the subquery's "id" would be the profile's.
 */
const shownOnListing = sql<boolean>`exists (select 1 from ${businessProfiles} where ${businessProfiles}.${sql.identifier(businessProfiles.shownValuationId.name)} = ${valuationEstimates}.${sql.identifier(valuationEstimates.id.name)})`;
const estimateColumns = { estimate: valuationEstimates, shown: shownOnListing };

export function toSavedValuation({ estimate, shown }: { estimate: EstimateRow; shown: boolean }): SavedValuation {
  return {
    id: estimate.id,
    input: estimate.input,
    // The schema's loose object: the ValuationEstimate interface has no index signature to widen to.
    result: estimate.result as unknown as SavedValuation['result'],
    low: estimate.low,
    mid: estimate.mid,
    high: estimate.high,
    currency: estimate.currency,
    note: estimate.note,
    shown_on_listing: shown,
    created_at: estimate.createdAt.toISOString(),
  };
}

export async function countEstimates(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(valuationEstimates).where(eq(valuationEstimates.userId, userId));
  return row?.n ?? 0;
}

export async function insertEstimate(db: Db, values: EstimateValues): Promise<SavedValuation> {
  const [row] = await db.insert(valuationEstimates).values(values).returning();
  if (!row) throw new Error('valuation estimate insert returned no row');
  return toSavedValuation({ estimate: row, shown: false });
}

/** The user's estimates, newest first (the id breaks ties between two saved in the same instant). */
export async function listEstimates(db: Db, userId: string): Promise<SavedValuation[]> {
  const rows = await db
    .select(estimateColumns)
    .from(valuationEstimates)
    .where(eq(valuationEstimates.userId, userId))
    .orderBy(desc(valuationEstimates.createdAt), desc(valuationEstimates.id));
  return rows.map(toSavedValuation);
}

/** One estimate with its owner's id, or null; the caller decides who may see it. */
export async function findEstimate(db: Db, id: string): Promise<{ saved: SavedValuation; row: EstimateRow } | null> {
  const [row] = await db.select(estimateColumns).from(valuationEstimates).where(eq(valuationEstimates.id, id)).limit(1);
  return row ? { saved: toSavedValuation(row), row: row.estimate } : null;
}

/** Deletes the user's own estimate; a listing showing it shows none (the foreign key sets it null). */
export async function deleteOwnEstimate(db: Db, id: string, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(valuationEstimates)
    .where(and(eq(valuationEstimates.id, id), eq(valuationEstimates.userId, userId)))
    .returning({ id: valuationEstimates.id });
  return deleted.length > 0;
}

/**
 * Whether `id` names one of the user's own estimates (a service request may attach only those), locking it until the
 * transaction ends so that a delete cannot slip between the check and the write that refers to it.
 */
export async function lockOwnEstimate(db: Db, id: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: valuationEstimates.id })
    .from(valuationEstimates)
    .where(and(eq(valuationEstimates.id, id), eq(valuationEstimates.userId, userId)))
    .limit(1)
    .for('update');
  return Boolean(row);
}

/** Whether a service request (any, in any state) carries the estimate: what lets an admin read it. */
export async function isAttachedToRequest(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.valuationEstimateId, id)).limit(1);
  return Boolean(row);
}

/** Whether a request the staff are still working on (pending, assigned, in progress) carries the estimate. */
export async function isAttachedToOpenRequest(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.valuationEstimateId, id), inArray(serviceRequests.status, ['pending', 'assigned', 'in_progress'])))
    .limit(1);
  return Boolean(row);
}

/** The owner's business profile: its id, the estimate it shows, and the fields the estimator can take from it. */
export async function ownBusinessProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: businessProfiles.id,
      shownValuationId: businessProfiles.shownValuationId,
      industry: businessProfiles.industry,
      headquarters: businessProfiles.headquarters,
      currency: businessProfiles.currency,
      annualRevenue: businessProfiles.annualRevenue,
      yearEstablished: businessProfiles.yearEstablished,
      businessStage: businessProfiles.businessStage,
      profitMargin: businessProfiles.profitMargin,
      growthRate: businessProfiles.growthRate,
    })
    .from(businessProfiles)
    .where(eq(businessProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Points the profile's listing at an estimate, or at none. */
export async function setShownValuation(db: Db, businessProfileId: string, estimateId: string | null): Promise<void> {
  await db.update(businessProfiles).set({ shownValuationId: estimateId }).where(eq(businessProfiles.id, businessProfileId));
}

/**
 * What a listing card joins of the estimate its owner shows: left join valuation_estimates on
 * business_profiles.shown_valuation_id (its primary key, one row per card).
 */
export const shownValuationColumns = {
  low: valuationEstimates.low,
  high: valuationEstimates.high,
  currency: valuationEstimates.currency,
  createdAt: valuationEstimates.createdAt,
};
export const shownValuationJoin = eq(valuationEstimates.id, businessProfiles.shownValuationId);

type ShownRow = { [K in keyof typeof shownValuationColumns]: (typeof valuationEstimates.$inferSelect)[K] | null };

export function indicativeValuationOf(row: ShownRow | null): IndicativeValuation | null {
  if (!row || row.low === null || row.high === null || row.currency === null || row.createdAt === null) return null;
  return { low: row.low, high: row.high, currency: row.currency, estimated_at: row.createdAt.toISOString() };
}
