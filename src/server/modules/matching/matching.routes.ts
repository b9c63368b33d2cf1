import { createRoute, z } from '@hono/zod-openapi';
import {
  businessMatchesPageSchema, businessMatchesQuerySchema, favouriteSchema, investorMatchesPageSchema, investorMatchesQuerySchema,
  matchActionResultSchema,
} from '../../../shared/deal-flow.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/openapi.ts';

const tags = ['matching'];
const params = z.object({ id: z.string().max(64) });
const actionResponses = { 200: jsonContent(matchActionResultSchema, 'The match as the caller sees it'), ...errorResponses(401, 403, 404, 422) };

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
