import { createRoute } from '@hono/zod-openapi';
import { failedWorkListSchema, retriedWorkSchema } from '../../../shared/jobs.ts';
import { errorResponses, jsonContent } from '../../http/openapi.ts';
import { adminOnly, idParams, tags } from './admin-shared.ts';

export const listFailed = createRoute({
  method: 'get',
  path: '/api/admin/jobs/failed',
  tags,
  summary: 'Background jobs and outbox messages that failed their last try, newest first',
  middleware: [adminOnly] as const,
  responses: { 200: jsonContent(failedWorkListSchema, 'Failed jobs and messages'), ...errorResponses(401, 403) },
});

export const retryFailed = createRoute({
  method: 'post',
  path: '/api/admin/jobs/failed/{id}/retry',
  tags,
  summary: 'Put a failed job or message back in its queue, with its full number of tries',
  middleware: [adminOnly] as const,
  request: { params: idParams },
  responses: { 200: jsonContent(retriedWorkSchema, 'Queued again'), ...errorResponses(401, 403, 404) },
});
