import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { RouteHandler } from '@hono/zod-openapi';
import { SERVICE_REQUESTS_MAX_PAGE_SIZE } from '../../../shared/service-catalogue.ts';
import type { ServiceRequest } from '../../../shared/services.ts';
import { REQUESTER_CANCELLABLE_STATUS } from '../../../shared/service-request-requester.ts';
import { consume, type Limit } from '../../auth/rate-limit.ts';
import { requireUser } from '../../auth/sessions.ts';
import { serviceRequests } from '../../db/schema.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import { existingId } from '../../http/ids.ts';
import { message } from '../../../shared/messages.ts';
import { audit } from '../../auth/staff.ts';
import { openDealForService, publishDeal } from '../deals/index.ts';
import { lockOwnEstimate } from '../valuation/index.ts';
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
    valuation_estimate_id: row.valuationEstimateId ?? null,
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
  // An estimate goes only with a Valuation request, and only the requester's own (issue 22).
  if (input.valuation_estimate_id && input.service_type !== 'valuation') throw invalid({ valuation_estimate_id: message('valuationOnlyForValuation') });
  await consume(db, `service-request:user:${user.id}`, SERVICE_REQUEST_LIMIT);
  const row = await db.transaction(async (tx) => {
    // Checked and locked in the transaction that refers to it: a delete at the same moment waits, then refuses.
    if (input.valuation_estimate_id && !(await lockOwnEstimate(tx, input.valuation_estimate_id, user.id))) {
      throw invalid({ valuation_estimate_id: message('valuationUnknown') });
    }
    const [inserted] = await tx
      .insert(serviceRequests)
      .values({
        userId: user.id, serviceType: input.service_type, description: input.description, urgency: input.urgency, status: 'pending',
        dealId: deal?.id ?? null, valuationEstimateId: input.valuation_estimate_id ?? null,
      })
      .returning();
    if (!inserted) throw new Error('insert returned no row');
    if (deal) await publishDeal(tx, deal, 'service');
    return inserted;
  });
  return c.json(toServiceRequest(row), 201);
};

const cancelServiceRequest: RouteHandler<typeof routes.cancelServiceRequest, AppEnv> = async (c) => {
  const user = requireUser(c);
  const id = existingId(c.req.valid('param').id);
  const { db } = c.var.deps;
  const mine = and(eq(serviceRequests.id, id), eq(serviceRequests.userId, user.id));
  const row = await db.transaction(async (tx) => {
    // One conditional UPDATE is the claim: an admin's Assign & Quote holds the row's lock, so this one waits,
    // then finds the request no longer pending and changes nothing. Only one of the two can win.
    const [cancelled] = await tx
      .update(serviceRequests)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(and(mine, eq(serviceRequests.status, REQUESTER_CANCELLABLE_STATUS)))
      .returning();
    if (!cancelled) {
      // Someone else's request is answered as if it did not exist; the caller's own is in no state for it.
      const [own] = await tx.select({ id: serviceRequests.id }).from(serviceRequests).where(mine);
      throw own ? conflict(message('serviceRequestNotCancellable')) : notFound();
    }
    await audit(tx, {
      actorUserId: user.id,
      action: 'service_request.cancel_by_requester',
      targetType: 'service_request',
      targetId: id,
      before: { status: REQUESTER_CANCELLABLE_STATUS, estimated_cost: cancelled.estimatedCost },
      after: { status: cancelled.status, estimated_cost: cancelled.estimatedCost },
    });
    return cancelled;
  });
  return c.json(toServiceRequest(row), 200);
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
  .openapi(routes.listMyServiceRequests, listMyServiceRequests)
  .openapi(routes.cancelServiceRequest, cancelServiceRequest);
