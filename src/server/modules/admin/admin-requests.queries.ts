import { desc, eq, type SQL } from 'drizzle-orm';
import type { AdminServiceRequest } from '../../../shared/admin/requests.ts';
import type { Db } from '../../db/client.ts';
import { serviceRequests, users } from '../../db/schema.ts';
import { iso } from './admin-shared.ts';

export const columns = {
  request: serviceRequests,
  requester: { id: users.id, fullName: users.fullName, email: users.email },
};
export type RequestRow = { request: typeof serviceRequests.$inferSelect; requester: { id: string; fullName: string; email: string } };

export function toAdminServiceRequest({ request, requester }: RequestRow): AdminServiceRequest {
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
  };
}

/** Newest first; the id breaks ties between requests filed in the same instant. */
export function selectRequests(db: Db, where?: SQL) {
  return db
    .select(columns)
    .from(serviceRequests)
    .innerJoin(users, eq(users.id, serviceRequests.userId))
    .where(where)
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
}
