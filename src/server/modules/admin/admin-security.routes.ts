import { createRoute } from '@hono/zod-openapi';
import { adminSecurityQuerySchema, securityEventPageSchema } from '#shared/admin/security.ts';
import { errorResponses, jsonContent } from '../../http/openapi.ts';
import { adminOnly, tags } from './admin-shared.ts';

export const listSecurityLog = createRoute({
  method: 'get',
  path: '/api/admin/security-log',
  tags,
  summary: 'Refused calls to admin routes (401/403), newest first: route, caller, address, time',
  description: 'Bounded: at most 10 rows per address and 300 in all per minute are written; kept 90 days, 50,000 rows at most.',
  middleware: [adminOnly] as const,
  request: { query: adminSecurityQuerySchema },
  responses: {
    200: jsonContent(securityEventPageSchema, 'One page of refused calls'),
    ...errorResponses(401, 403, 422),
  },
});
