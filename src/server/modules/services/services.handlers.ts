import type { RouteHandler } from '@hono/zod-openapi';
import { SERVICE_REQUESTS_MAX_PAGE_SIZE } from '#shared/services/service-catalogue.ts';
import type { ServiceRequest } from '#shared/services/services.ts';
import { consume, type Limit } from '../../auth/rate-limit.ts';
import { requireUser } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { invalid } from '../../http/errors.ts';
import { existingId } from '../../http/ids.ts';
import { message } from '#shared/messages/messages.ts';
import { openDealForService } from '../deals/index.ts';
import { requestsOf, type ServiceRequestRow } from './services.queries.ts';
import * as routes from './services.routes.ts';
import { cancelOwnRequest, fileServiceRequest } from './services.service.ts';

/** Requests one user may file per window: generous for people, a wall for scripts filling the admin queue. */
export const SERVICE_REQUEST_LIMIT = { max: 20, windowSeconds: 60 * 60 } satisfies Limit;

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
  const row = await fileServiceRequest(
    db,
    user.id,
    { serviceType: input.service_type, description: input.description, urgency: input.urgency, valuationEstimateId: input.valuation_estimate_id ?? null },
    deal,
  );
  return c.json(toServiceRequest(row), 201);
};

const cancelServiceRequest: RouteHandler<typeof routes.cancelServiceRequest, AppEnv> = async (c) => {
  const user = requireUser(c);
  const id = existingId(c.req.valid('param').id);
  const { db } = c.var.deps;
  const row = await cancelOwnRequest(db, user.id, id);
  return c.json(toServiceRequest(row), 200);
};

const listMyServiceRequests: RouteHandler<typeof routes.listMyServiceRequests, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { page, page_size: requested } = c.req.valid('query');
  const pageSize = Math.min(requested, SERVICE_REQUESTS_MAX_PAGE_SIZE);
  const { db } = c.var.deps;
  const { rows, total } = await requestsOf(db, user.id, { limit: pageSize, offset: (page - 1) * pageSize });
  return c.json({ items: rows.map(toServiceRequest), total, page, page_size: pageSize }, 200);
};

export const servicesRouter = createRouter()
  .openapi(routes.createServiceRequest, createServiceRequest)
  .openapi(routes.listMyServiceRequests, listMyServiceRequests)
  .openapi(routes.cancelServiceRequest, cancelServiceRequest);
