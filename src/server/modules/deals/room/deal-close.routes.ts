import { createRoute, z } from '@hono/zod-openapi';
import { closeDealSchema, dealRoomSchema, exclusivityChoiceSchema } from '#shared/deals/room.ts';
import { errorResponses, jsonBody, jsonContent } from '../../../http/openapi.ts';
import { signedIn } from './deals.routes.ts';

const tags = ['deals'];
const dealParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The deal' }) });

export const proposeClose = createRoute({
  method: 'post',
  path: '/api/deals/{id}/close',
  tags,
  summary: 'Propose closing the deal as won (from Offer made or LOI signed), with the final price and date (required of the owner, optional for the investor); it takes effect when the other party confirms',
  middleware: [signedIn] as const,
  request: { params: dealParams, body: jsonBody(closeDealSchema) },
  responses: { 200: jsonContent(dealRoomSchema, 'The room, with the proposal'), ...errorResponses(401, 404, 409, 422) },
});

export const confirmClose = createRoute({
  method: 'post',
  path: '/api/deals/{id}/close/confirm',
  tags,
  summary: "Confirm the other party's proposal: the deal closes as won with the figures given here, else the proposal's; 409 if it was cancelled first",
  middleware: [signedIn] as const,
  request: { params: dealParams, body: jsonBody(closeDealSchema) },
  responses: { 200: jsonContent(dealRoomSchema, 'The closed room'), ...errorResponses(401, 404, 409, 422) },
});

export const cancelClose = createRoute({
  method: 'post',
  path: '/api/deals/{id}/close/cancel',
  tags,
  summary: 'Cancel a pending proposal to close as won (either party); 409 if none is pending or it was confirmed first',
  middleware: [signedIn] as const,
  request: { params: dealParams },
  responses: { 200: jsonContent(dealRoomSchema, 'The room, without the proposal'), ...errorResponses(401, 404, 409) },
});

export const chooseNewInterest = createRoute({
  method: 'put',
  path: '/api/deals/{id}/exclusivity',
  tags,
  summary: "The owner's choice while a signed letter of intent's exclusivity runs: whether other investors may still express interest",
  middleware: [signedIn] as const,
  request: { params: dealParams, body: jsonBody(exclusivityChoiceSchema) },
  responses: { 200: jsonContent(dealRoomSchema, 'The room'), ...errorResponses(401, 403, 404, 409, 422) },
});
