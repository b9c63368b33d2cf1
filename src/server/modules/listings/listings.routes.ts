import { createRoute } from '@hono/zod-openapi';
import {
  businessListingQuerySchema, businessPageSchema, homeListingsSchema, investorListingQuerySchema, investorPageSchema,
} from '../../../shared/listings.ts';
import { errorResponses, jsonContent } from '../../http/openapi.ts';

const tags = ['listings'];

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
