import { createRoute, z } from '@hono/zod-openapi';
import {
  businessCardQuerySchema, businessCardSchema, businessListingQuerySchema, businessPageSchema, homeListingsSchema, investorCardSchema, investorListingQuerySchema, investorPageSchema,
} from '#shared/listings/listings.ts';
import { errorResponses, jsonContent } from '../../http/openapi.ts';

const tags = ['listings'];
const params = z.object({ id: z.string().max(64) });

export const investors = createRoute({
  method: 'get',
  path: '/api/listings/investors',
  tags,
  summary: 'Active investor profiles, newest first, filtered and searched; names only for admins',
  request: { query: investorListingQuerySchema },
  responses: { 200: jsonContent(investorPageSchema, 'One page of investors'), ...errorResponses(422) },
});

export const businesses = createRoute({
  method: 'get',
  path: '/api/listings/businesses',
  tags,
  summary: 'Active business profiles, newest first, filtered and searched',
  request: { query: businessListingQuerySchema },
  responses: { 200: jsonContent(businessPageSchema, 'One page of businesses'), ...errorResponses(422) },
});

export const home = createRoute({
  method: 'get',
  path: '/api/listings/home',
  tags,
  summary: 'The six newest active investors and businesses for the home page',
  responses: { 200: jsonContent(homeListingsSchema, 'Home page cards') },
});

export const investor = createRoute({
  method: 'get',
  path: '/api/listings/investors/{id}',
  tags,
  summary: "One active, listed investor's public card (its page); the name only for admins",
  request: { params },
  responses: { 200: jsonContent(investorCardSchema, 'The public card'), ...errorResponses(404, 422) },
});

export const business = createRoute({
  method: 'get',
  path: '/api/listings/businesses/{id}',
  tags,
  summary: "One active business's public card (its page); `view=public` shows it as the public sees it",
  request: { params, query: businessCardQuerySchema },
  responses: { 200: jsonContent(businessCardSchema, 'The public card'), ...errorResponses(404, 422) },
});
