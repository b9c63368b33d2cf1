import { createRoute } from '@hono/zod-openapi';
import { adminStatsSchema } from '#shared/admin/stats.ts';
import { errorResponses, jsonContent } from '../../http/openapi.ts';
import { adminOnly, csvResponse, tags } from './admin-shared.ts';

export const stats = createRoute({
  method: 'get',
  path: '/api/admin/stats',
  tags,
  summary: 'Dashboard figures, the five most recent service requests and weekly requests and registrations',
  middleware: [adminOnly] as const,
  responses: {
    200: jsonContent(adminStatsSchema, 'Dashboard'),
    ...errorResponses(401, 403),
  },
});

export const exportDashboard = createRoute({
  method: 'get',
  path: '/api/admin/exports/dashboard.csv',
  tags,
  summary: 'The dashboard figures and weekly counts as CSV (dashboard.csv)',
  middleware: [adminOnly] as const,
  responses: {
    200: csvResponse('UTF-8 CSV with a header row'),
    ...errorResponses(401, 403),
  },
});
