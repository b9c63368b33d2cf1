import { createRoute } from '@hono/zod-openapi';
import { adminUserPageSchema } from '../../../shared/admin/users.ts';
import { errorResponses, jsonContent } from '../../http/openapi.ts';
import { adminOnly, csvResponse, pageQuery, tags } from './admin-shared.ts';

export const listUsers = createRoute({
  method: 'get',
  path: '/api/admin/users',
  tags,
  summary: 'User Management: every account, newest first',
  middleware: [adminOnly] as const,
  request: { query: pageQuery },
  responses: { 200: jsonContent(adminUserPageSchema, 'One page of users'), ...errorResponses(401, 403, 422) },
});

export const exportUsers = createRoute({
  method: 'get',
  path: '/api/admin/exports/users.csv',
  tags,
  summary: 'All accounts as CSV (users.csv); never a password hash',
  middleware: [adminOnly] as const,
  responses: { 200: csvResponse('UTF-8 CSV with a header row'), ...errorResponses(401, 403) },
});
