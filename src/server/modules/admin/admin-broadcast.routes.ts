import { createRoute } from '@hono/zod-openapi';
import {
  broadcastAudienceSchema, broadcastDeliveriesSchema, broadcastListSchema, broadcastQueuedSchema, broadcastSchema,
} from '#shared/admin/broadcasts.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/openapi.ts';
import { adminOnly, idParams, pageQuery, tags } from './admin-shared.ts';

export const audience = createRoute({
  method: 'get',
  path: '/api/admin/broadcasts/audience',
  tags,
  summary: 'Communication Center: how many users each recipient type reaches, and whether mail is configured',
  middleware: [adminOnly] as const,
  responses: { 200: jsonContent(broadcastAudienceSchema, 'Recipient counts'), ...errorResponses(401, 403) },
});

export const sendBroadcast = createRoute({
  method: 'post',
  path: '/api/admin/broadcasts',
  tags,
  summary: 'Queue a message to all users, investors only or businesses only; delivery starts at once in the background',
  description: "Without SMTP_URL the answer is 409 with code emailDisabled and the message 'Email functionality is currently disabled.'",
  middleware: [adminOnly] as const,
  request: { body: jsonBody(broadcastSchema) },
  responses: {
    202: jsonContent(broadcastQueuedSchema, 'Queued'),
    ...errorResponses(401, 403, 409, 422, 429),
  },
});

export const listBroadcasts = createRoute({
  method: 'get',
  path: '/api/admin/broadcasts',
  tags,
  summary: 'The most recent broadcasts with their delivery totals, newest first',
  middleware: [adminOnly] as const,
  responses: { 200: jsonContent(broadcastListSchema, 'Recent broadcasts'), ...errorResponses(401, 403) },
});

export const deliveries = createRoute({
  method: 'get',
  path: '/api/admin/broadcasts/{id}/deliveries',
  tags,
  summary: 'The delivery status of each recipient of one broadcast',
  middleware: [adminOnly] as const,
  request: { params: idParams, query: pageQuery },
  responses: { 200: jsonContent(broadcastDeliveriesSchema, 'One page of recipients'), ...errorResponses(401, 403, 404, 422) },
});
