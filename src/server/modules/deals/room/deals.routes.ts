import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import {
  dealListSchema, dealMessageSchema, dealMessagesSchema, dealReadSchema, dealRoomSchema, messageReportedSchema, moveDealStageSchema,
  postDealMessageSchema, reportDealMessageSchema,
} from '#shared/deals/room.ts';
import { requireUser } from '../../../auth/sessions.ts';
import type { AppEnv } from '../../../http/context.ts';
import { errorResponses, jsonBody, jsonContent } from '../../../http/openapi.ts';

const tags = ['deals'];

// Runs before validation, so that an anonymous caller learns to sign in rather than how to fix a form.
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

const dealParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The deal' }) });
const messageParams = dealParams.extend({ messageId: z.string().openapi({ param: { name: 'messageId', in: 'path' }, description: 'A message of the deal' }) });

export const listDeals = createRoute({
  method: 'get',
  path: '/api/deals',
  tags,
  summary: "The signed-in investor's or owner's deals (one per introduction), last activity first, with the unread count of each",
  middleware: [signedIn] as const,
  request: { query: z.object({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) }) },
  responses: { 200: jsonContent(dealListSchema, 'One page of deals'), ...errorResponses(401, 403, 422) },
});

export const getDeal = createRoute({
  method: 'get',
  path: '/api/deals/{id}',
  tags,
  summary: 'A deal room, for its two parties only (anyone else: 404): counterpart contacts, stage timeline, allowed moves, read receipt, linked services',
  middleware: [signedIn] as const,
  request: { params: dealParams },
  responses: { 200: jsonContent(dealRoomSchema, 'The deal room'), ...errorResponses(401, 404) },
});

export const listMessages = createRoute({
  method: 'get',
  path: '/api/deals/{id}/messages',
  tags,
  summary: "A page of the deal's messages, oldest first: the latest 50, or the 50 before `before` (a message id or a time)",
  middleware: [signedIn] as const,
  request: {
    params: dealParams,
    query: z.object({
      before: z
        .string()
        .refine((value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) || !Number.isNaN(Date.parse(value)), 'Please enter a message id or a date.')
        .optional(),
    }),
  },
  responses: { 200: jsonContent(dealMessagesSchema, 'Messages'), ...errorResponses(401, 404, 422) },
});

export const postMessage = createRoute({
  method: 'post',
  path: '/api/deals/{id}/messages',
  tags,
  summary: 'Send a plain-text message (1–5,000 characters after trimming); 409 once the deal is closed, 429 beyond 30 a minute',
  middleware: [signedIn] as const,
  request: { params: dealParams, body: jsonBody(postDealMessageSchema) },
  responses: { 201: jsonContent(dealMessageSchema, 'The message'), ...errorResponses(401, 404, 409, 422, 429) },
});

export const deleteMessage = createRoute({
  method: 'delete',
  path: '/api/deals/{id}/messages/{messageId}',
  tags,
  summary: "Delete one's own message within 5 minutes of sending it (its text is hidden from both sides); 409 after that",
  middleware: [signedIn] as const,
  request: { params: messageParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404, 409) },
});

export const markRead = createRoute({
  method: 'post',
  path: '/api/deals/{id}/read',
  tags,
  summary: "Mark the deal's messages read up to now (the other side sees the read receipt)",
  middleware: [signedIn] as const,
  request: { params: dealParams },
  responses: { 200: jsonContent(dealReadSchema, 'Read'), ...errorResponses(401, 404) },
});

export const moveStage = createRoute({
  method: 'post',
  path: '/api/deals/{id}/stage',
  tags,
  summary:
    'Move the deal one stage on (Introduced → In discussion → Due diligence → Offer made → Closed (won)) or close it as lost / withdrawn, ' +
    'from the stage the caller saw; a skip, a closed deal or a stage that has moved since is a 409',
  middleware: [signedIn] as const,
  request: { params: dealParams, body: jsonBody(moveDealStageSchema) },
  responses: { 200: jsonContent(dealRoomSchema, 'The deal room after the move'), ...errorResponses(401, 404, 409, 422) },
});

export const reportMessage = createRoute({
  method: 'post',
  path: '/api/deals/{id}/messages/{messageId}/report',
  tags,
  summary: "Report the other side's message to the admins (once per message); one's own or a deleted message cannot be reported",
  middleware: [signedIn] as const,
  request: { params: messageParams, body: jsonBody(reportDealMessageSchema) },
  responses: { 201: jsonContent(messageReportedSchema, 'Reported'), ...errorResponses(401, 404, 409, 422) },
});
