import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { SERVICE_REQUESTS_PAGE_SIZE } from '#shared/services/service-catalogue.ts';
import { createServiceRequestSchema, serviceRequestPageSchema, serviceRequestSchema } from '#shared/services/services.ts';
import { requireUser } from '../../auth/sessions.ts';
import type { AppEnv } from '../../http/context.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/openapi.ts';

const tags = ['services'];

// Runs before body validation, so that an anonymous caller learns to sign in rather than how to fix a form.
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

export const createServiceRequest = createRoute({
  method: 'post',
  path: '/api/service-requests',
  tags,
  summary: 'Request a professional service as the signed-in user, optionally for one of their open deals (deal_id); it starts pending, without a cost',
  middleware: [signedIn] as const,
  request: { body: jsonBody(createServiceRequestSchema) },
  responses: {
    201: jsonContent(serviceRequestSchema, 'The new request'),
    ...errorResponses(401, 409, 422, 429),
  },
});

export const cancelServiceRequest = createRoute({
  method: 'post',
  path: '/api/service-requests/{id}/cancel',
  tags,
  summary: "Cancel one of the signed-in user's own requests while it is still pending; audited with the requester as actor",
  description:
    'Only while pending: a request an admin has assigned (or moved on) answers 409 serviceRequestNotCancellable and stays as it is. ' +
    "Another user's request, or an unknown id, answers 404.",
  middleware: [signedIn] as const,
  request: { params: z.object({ id: z.string().openapi({ format: 'uuid' }) }) },
  responses: {
    200: jsonContent(serviceRequestSchema, 'The request, now cancelled'),
    ...errorResponses(401, 404, 409),
  },
});

export const listMyServiceRequests = createRoute({
  method: 'get',
  path: '/api/service-requests/mine',
  tags,
  summary: "The signed-in user's own service requests, newest first",
  middleware: [signedIn] as const,
  request: {
    query: z.object({
      page: z.coerce.number().int().min(1).max(1_000_000).default(1),
      // Larger sizes are accepted and capped, not refused.
      page_size: z.coerce.number().int().min(1).default(SERVICE_REQUESTS_PAGE_SIZE),
    }),
  },
  responses: {
    200: jsonContent(serviceRequestPageSchema, 'One page of requests'),
    ...errorResponses(401, 422),
  },
});
