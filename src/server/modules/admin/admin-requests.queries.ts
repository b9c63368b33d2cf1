import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminServiceRequest } from '#shared/admin/requests.ts';
import type { Db } from '../../db/client.ts';
import { serviceRequests, users, valuationEstimates } from '../../db/schema.ts';
import { cursorAt, iso, olderThan } from './admin-shared.ts';
import type { Cursor } from './csv.ts';

export const columns = {
  request: serviceRequests,
  requester: { id: users.id, fullName: users.fullName, email: users.email },
};
/** The attached valuation estimate's range (issue 22), left joined: null without one. */
const estimateColumns = {
  id: valuationEstimates.id, low: valuationEstimates.low, mid: valuationEstimates.mid, high: valuationEstimates.high,
  currency: valuationEstimates.currency, createdAt: valuationEstimates.createdAt,
};
type EstimateRow = { id: string; low: number; mid: number; high: number; currency: (typeof valuationEstimates.$inferSelect)['currency']; createdAt: Date };
export type RequestRow = {
  request: typeof serviceRequests.$inferSelect;
  requester: { id: string; fullName: string; email: string };
  estimate?: EstimateRow | null;
};

export function toAdminServiceRequest({ request, requester, estimate }: RequestRow): AdminServiceRequest {
  return {
    id: request.id,
    service_type: request.serviceType,
    description: request.description,
    urgency: request.urgency,
    status: request.status,
    estimated_cost: request.estimatedCost ?? null,
    created_at: iso(request.createdAt),
    updated_at: iso(request.updatedAt),
    requester: { id: requester.id, full_name: requester.fullName, email: requester.email },
    deal_id: request.dealId ?? null,
    valuation_estimate_id: request.valuationEstimateId ?? null,
    valuation_estimate: estimate
      ? { id: estimate.id, low: estimate.low, mid: estimate.mid, high: estimate.high, currency: estimate.currency, created_at: iso(estimate.createdAt) }
      : null,
  };
}

/** Newest first; the id breaks ties between requests filed in the same instant. */
export function selectRequests(db: Db, where?: SQL) {
  return db
    .select({ ...columns, estimate: estimateColumns })
    .from(serviceRequests)
    .innerJoin(users, eq(users.id, serviceRequests.userId))
    .leftJoin(valuationEstimates, eq(valuationEstimates.id, serviceRequests.valuationEstimateId))
    .where(where)
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
}

export async function countRequests(db: Db): Promise<number> {
  const [totals] = await db.select({ total: count() }).from(serviceRequests);
  return totals?.total ?? 0;
}

export async function adminRequest(db: Db, id: string) {
  const [row] = await selectRequests(db, eq(serviceRequests.id, id));
  return row;
}

/** One batch of the service requests export, newest first, after the cursor. */
export function requestExportBatch(db: Db, after: Cursor | undefined, size: number) {
  return db
    .select({ ...columns, cursorAt: cursorAt(serviceRequests.createdAt), id: serviceRequests.id })
    .from(serviceRequests)
    .innerJoin(users, eq(users.id, serviceRequests.userId))
    .where(olderThan(serviceRequests.createdAt, serviceRequests.id, after))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(size);
}
