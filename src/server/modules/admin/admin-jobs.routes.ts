import { createRoute } from '@hono/zod-openapi';
import {
  failedWorkListSchema, retriedWorkSchema, scheduledJobListSchema, scheduledJobParamsSchema, scheduledRunSchema,
} from '#shared/jobs.ts';
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

export const listScheduled = createRoute({
  method: 'get',
  path: '/api/admin/jobs/scheduled',
  tags,
  summary: 'The jobs that run on a schedule, with their cron expressions (UTC)',
  middleware: [adminOnly] as const,
  responses: { 200: jsonContent(scheduledJobListSchema, 'Scheduled jobs'), ...errorResponses(401, 403) },
});

export const runScheduled = createRoute({
  method: 'post',
  path: '/api/admin/jobs/scheduled/{queue}/run',
  tags,
  summary: 'Queue a scheduled job now (audited); a run already waiting takes this request',
  middleware: [adminOnly] as const,
  request: { params: scheduledJobParamsSchema },
  responses: { 202: jsonContent(scheduledRunSchema, 'Queued'), ...errorResponses(401, 403, 404) },
});
