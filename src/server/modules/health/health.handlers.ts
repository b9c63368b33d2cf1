import { createRoute, z } from '@hono/zod-openapi';
import type { RouteHandler } from '@hono/zod-openapi';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { jsonContent } from '../../http/openapi.ts';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

export const health = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['health'],
  summary: 'Whether the app and its database answer',
  responses: {
    200: jsonContent(statusSchema, 'The database answers'),
    503: jsonContent(statusSchema, 'The database does not answer'),
  },
});

const handler: RouteHandler<typeof health, AppEnv> = async (c) =>
  (await c.var.deps.database.ping(2000)) ? c.json({ status: 'ok' as const }, 200) : c.json({ status: 'unavailable' as const }, 503);

export const healthRouter = createRouter().openapi(health, handler);
