import { createRoute, z } from '@hono/zod-openapi';
import { businessGroupSchema, businessMatchCardSchema, businessMatchesPageSchema, declineSchema, favouriteSchema, groupQuerySchema, investorGroupSchema, investorMatchCardSchema, investorMatchesPageSchema, matchActionResultSchema } from '#shared/deals/introductions.ts';
import { businessMatchesQuerySchema, investorMatchesQuerySchema } from '#shared/matching/match-query.ts';
import { acceptNdaSchema, ndaAcceptanceSchema } from '#shared/deals/nda.ts';
import { errorResponses, jsonBody, jsonContent } from '../../../http/openapi.ts';
import { businessParams, language } from '../nda/nda.routes.ts';

const tags = ['matching'];
const params = z.object({ id: z.string().max(64) });
const actionResponses = { 200: jsonContent(matchActionResultSchema, 'The match as the caller sees it'), ...errorResponses(401, 403, 404, 409, 422) };

export const businessMatches = createRoute({
  method: 'get',
  path: '/api/matching/businesses',
  tags,
  summary: 'Active businesses ranked for the signed-in investor, with scores, reasons and match state',
  request: { query: businessMatchesQuerySchema },
  responses: { 200: jsonContent(businessMatchesPageSchema, 'One page of ranked businesses'), ...errorResponses(401, 403, 404, 422) },
});

export const investorMatches = createRoute({
  method: 'get',
  path: '/api/matching/investors',
  tags,
  summary: 'Active investors ranked for the signed-in business owner; identities only once introduced',
  request: { query: investorMatchesQuerySchema },
  responses: { 200: jsonContent(investorMatchesPageSchema, 'One page of ranked investors'), ...errorResponses(401, 403, 404, 422) },
});

export const favouriteBusiness = createRoute({
  method: 'put',
  path: '/api/matching/businesses/{id}/favourite',
  tags,
  summary: "Set or clear the investor's heart on a business",
  request: { params, body: jsonBody(favouriteSchema) },
  responses: actionResponses,
});

export const expressInterest = createRoute({
  method: 'post',
  path: '/api/matching/businesses/{id}/interest',
  tags,
  summary: 'The investor is interested (one-way); introduces the pair if the business has connected',
  request: { params },
  responses: actionResponses,
});

export const favouriteInvestor = createRoute({
  method: 'put',
  path: '/api/matching/investors/{id}/favourite',
  tags,
  summary: "Set or clear the business owner's heart on an investor",
  request: { params, body: jsonBody(favouriteSchema) },
  responses: actionResponses,
});

export const connectInvestor = createRoute({
  method: 'post',
  path: '/api/matching/investors/{id}/connect',
  tags,
  summary: 'The business connects (one-way); introduces the pair if the investor is interested',
  request: { params },
  responses: actionResponses,
});

export const connectingBusinesses = createRoute({
  method: 'get',
  path: '/api/matching/businesses/wants-to-connect',
  tags,
  summary: '"Wants to connect": businesses whose owner pressed Connect on the signed-in investor, unanswered, newest first',
  request: { query: groupQuerySchema },
  responses: { 200: jsonContent(businessGroupSchema, 'One page of the group'), ...errorResponses(401, 403, 404, 422) },
});

export const interestedInvestors = createRoute({
  method: 'get',
  path: '/api/matching/investors/interested-in-you',
  tags,
  summary: '"Interested in you": investors (masked) who pressed Interested on the owner\'s business, unanswered, newest first',
  request: { query: groupQuerySchema },
  responses: { 200: jsonContent(investorGroupSchema, 'One page of the group'), ...errorResponses(401, 403, 404, 422) },
});

export const businessCard = createRoute({
  method: 'get',
  path: '/api/matching/businesses/{id}',
  tags,
  summary: "One active business's match card for the signed-in investor (where a notification leads)",
  request: { params },
  responses: { 200: jsonContent(businessMatchCardSchema, 'The card'), ...errorResponses(401, 403, 404, 422) },
});

export const investorCard = createRoute({
  method: 'get',
  path: '/api/matching/investors/{id}',
  tags,
  summary: "One active investor's masked match card for the signed-in owner (where a notification leads)",
  request: { params },
  responses: { 200: jsonContent(investorMatchCardSchema, 'The card'), ...errorResponses(401, 403, 404, 422) },
});

export const declineConnect = createRoute({
  method: 'post',
  path: '/api/matching/businesses/{id}/decline',
  tags,
  summary: "The investor declines the business's Connect (one-way; closes the pair); the owner is told, with the reason if written",
  request: { params, body: jsonBody(declineSchema) },
  responses: actionResponses,
});

export const declineInterest = createRoute({
  method: 'post',
  path: '/api/matching/investors/{id}/decline',
  tags,
  summary: "The owner declines the investor's interest (one-way; closes the pair); the investor is told, with the reason if written",
  request: { params, body: jsonBody(declineSchema) },
  responses: actionResponses,
});

export const withdrawInterest = createRoute({
  method: 'delete',
  path: '/api/matching/businesses/{id}/interest',
  tags,
  summary: "The investor withdraws Interested while it is unanswered (not introduced, not declined)",
  request: { params },
  responses: actionResponses,
});

export const withdrawConnect = createRoute({
  method: 'delete',
  path: '/api/matching/investors/{id}/connect',
  tags,
  summary: 'The owner withdraws Connect while it is unanswered (not introduced, not declined)',
  request: { params },
  responses: actionResponses,
});

export const acceptNda = createRoute({
  method: 'post',
  path: '/api/matching/businesses/{id}/nda',
  tags: ['nda'],
  summary:
    'Accept the NDA shown (its sha256) by typing your full name and ticking the box. Records the name, time, address and browser; ' +
    'append-only. If both sides had already acted, the introduction opens now. Accepting again returns the existing record (200).',
  request: { params: businessParams, body: jsonBody(acceptNdaSchema), query: language },
  responses: {
    201: jsonContent(ndaAcceptanceSchema, 'Accepted'),
    200: jsonContent(ndaAcceptanceSchema, 'Already accepted'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});
