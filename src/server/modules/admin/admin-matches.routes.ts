import { createRoute } from '@hono/zod-openapi';
import { adminMatchPageSchema } from '#shared/admin/matches.ts';
import { errorResponses, jsonContent } from '../../http/openapi.ts';
import { adminOnly, pageQuery, tags } from './admin-shared.ts';

export const listMatches = createRoute({
  method: 'get',
  path: '/api/admin/matches',
  tags,
  summary: 'AI Matches & Connections: every match, newest first (read-only)',
  middleware: [adminOnly] as const,
  request: { query: pageQuery },
  responses: { 200: jsonContent(adminMatchPageSchema, 'One page of matches'), ...errorResponses(401, 403, 422) },
});
