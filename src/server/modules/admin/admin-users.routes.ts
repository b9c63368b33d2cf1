import { createRoute } from '@hono/zod-openapi';
import { adminUserPageSchema, adminUserSchema } from '#shared/admin/users.ts';
import { errorResponses, jsonContent } from '../../http/openapi.ts';
import { adminOnly, csvResponse, idParams, pageQuery, tags } from './admin-shared.ts';

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

export const unsuspendUser = createRoute({
  method: 'post',
  path: '/api/admin/users/{id}/unsuspend',
  tags,
  summary: 'Lift a suspension: the user may sign in again (audited); an account that is not suspended answers 409',
  middleware: [adminOnly] as const,
  request: { params: idParams },
  responses: { 200: jsonContent(adminUserSchema, 'The account after the change'), ...errorResponses(401, 403, 404, 409) },
});
