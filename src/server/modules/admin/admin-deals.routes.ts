import { createRoute } from '@hono/zod-openapi';
import { adminDealDetailSchema, adminDealPageSchema, adminDealQuerySchema } from '#shared/admin/deals.ts';
import { errorResponses, jsonContent } from '../../http/openapi.ts';
import { adminOnly, idParams, tags } from './admin-shared.ts';

export const listDeals = createRoute({
  method: 'get',
  path: '/api/admin/deals',
  tags,
  summary: 'Deals: the stage funnel and one page of deals, most recently active first',
  description:
    'Filters: stage, search (a business, owner or investor name, case-insensitive), from and to (days, UTC, of the last activity). ' +
    'The funnel counts the deals at each stage among those the search and days select, whatever the stage filter. Never a message text.',
  middleware: [adminOnly] as const,
  request: { query: adminDealQuerySchema },
  responses: {
    200: jsonContent(adminDealPageSchema, 'One page of deals with the funnel'),
    ...errorResponses(401, 403, 422),
  },
});

export const getDeal = createRoute({
  method: 'get',
  path: '/api/admin/deals/{id}',
  tags,
  summary: "One deal's metadata: parties, business, stage, timeline (who and when), message counts and linked service requests",
  description: 'An admin reads messages only when one is reported (the Reports section); this never carries a message text.',
  middleware: [adminOnly] as const,
  request: { params: idParams },
  responses: {
    200: jsonContent(adminDealDetailSchema, 'The deal'),
    ...errorResponses(401, 403, 404),
  },
});
