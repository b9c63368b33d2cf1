import { createRoute } from '@hono/zod-openapi';
import { adminServiceRequestPageSchema, adminServiceRequestSchema, updateServiceRequestSchema } from '#shared/admin/requests.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/openapi.ts';
import { adminOnly, csvResponse, idParams, pageQuery, tags } from './admin-shared.ts';

export const listServiceRequests = createRoute({
  method: 'get',
  path: '/api/admin/service-requests',
  tags,
  summary: 'Every service request with its requester, newest first',
  middleware: [adminOnly] as const,
  request: { query: pageQuery },
  responses: {
    200: jsonContent(adminServiceRequestPageSchema, 'One page of requests'),
    ...errorResponses(401, 403, 422),
  },
});

export const updateServiceRequest = createRoute({
  method: 'patch',
  path: '/api/admin/service-requests/{id}',
  tags,
  summary: 'Move a request along its workflow (Assign & Quote, In Progress, Complete, Cancel); the requester is notified',
  description:
    'pending → assigned (with estimated_cost) → in_progress → completed; cancelled from any state that is not final. ' +
    'completed and cancelled are final. Any other move answers 409 and changes nothing.',
  middleware: [adminOnly] as const,
  request: { params: idParams, body: jsonBody(updateServiceRequestSchema) },
  responses: {
    200: jsonContent(adminServiceRequestSchema, 'The request after the change'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

export const exportServiceRequests = createRoute({
  method: 'get',
  path: '/api/admin/exports/service-requests.csv',
  tags,
  summary: 'All service requests as CSV (service-requests.csv)',
  middleware: [adminOnly] as const,
  responses: {
    200: csvResponse('UTF-8 CSV with a header row'),
    ...errorResponses(401, 403),
  },
});
