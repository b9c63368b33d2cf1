import { count, desc, eq } from 'drizzle-orm';
import type { RouteHandler } from '@hono/zod-openapi';
import { SERVICE_REQUESTS_MAX_PAGE_SIZE } from '../../../shared/service-catalogue.ts';
import type { ServiceRequest } from '../../../shared/services.ts';
import { consume, type Limit } from '../../auth/rate-limit.ts';
import { requireUser } from '../../auth/sessions.ts';
import { serviceRequests } from '../../db/schema.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { invalid } from '../../http/errors.ts';
import { message } from '../../../shared/messages.ts';
import { openDealForService, publishDeal } from '../deals/deals.service.ts';
import * as routes from './services.routes.ts';

/** Requests one user may file per window: generous for people, a wall for scripts filling the admin queue. */
export const SERVICE_REQUEST_LIMIT = { max: 20, windowSeconds: 60 * 60 } satisfies Limit;

type ServiceRequestRow = typeof serviceRequests.$inferSelect;

function toServiceRequest(row: ServiceRequestRow): ServiceRequest {
  return {
    id: row.id,
    service_type: row.serviceType,
    description: row.description,
    urgency: row.urgency,
    status: row.status,
    estimated_cost: row.estimatedCost ?? null,
    deal_id: row.dealId ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const createServiceRequest: RouteHandler<typeof routes.createServiceRequest, AppEnv> = async (c) => {
  const user = requireUser(c);
  const input = c.req.valid('json');
  const { db } = c.var.deps;
  // A deal named in the body must be one of the caller's, and open (a closed deal is read-only: 409).
  const deal = input.deal_id ? await openDealForService(db, input.deal_id, user.id) : null;
  if (input.deal_id && !deal) throw invalid({ deal_id: message('dealUnknown') });
  await consume(db, `service-request:user:${user.id}`, SERVICE_REQUEST_LIMIT);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(serviceRequests)
      .values({ userId: user.id, serviceType: input.service_type, description: input.description, urgency: input.urgency, status: 'pending', dealId: deal?.id ?? null })
      .returning();
    if (!inserted) throw new Error('insert returned no row');
    if (deal) await publishDeal(tx, deal, 'service');
    return inserted;
  });
  return c.json(toServiceRequest(row), 201);
};

const listMyServiceRequests: RouteHandler<typeof routes.listMyServiceRequests, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { page, page_size: requested } = c.req.valid('query');
  const pageSize = Math.min(requested, SERVICE_REQUESTS_MAX_PAGE_SIZE);
  const { db } = c.var.deps;
  const mine = eq(serviceRequests.userId, user.id);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(serviceRequests)
      .where(mine)
      .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(serviceRequests).where(mine),
  ]);
  return c.json({ items: rows.map(toServiceRequest), total: totals[0]?.total ?? 0, page, page_size: pageSize }, 200);
};

export const servicesRouter = createRouter()
  .openapi(routes.createServiceRequest, createServiceRequest)
  .openapi(routes.listMyServiceRequests, listMyServiceRequests);
