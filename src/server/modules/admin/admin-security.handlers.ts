import type { RouteHandler } from '@hono/zod-openapi';
import { requireAdmin } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { paging } from './admin-shared.ts';
import { securityEventPage } from './admin-security.queries.ts';
import * as routes from './admin-security.routes.ts';

const list: RouteHandler<typeof routes.listSecurityLog, AppEnv> = async (c) => {
  requireAdmin(c);
  const { page, pageSize, offset } = paging(c.req.valid('query'));
  const { items, total } = await securityEventPage(c.var.deps.db, pageSize, offset);
  return c.json({ items, total, page, page_size: pageSize }, 200);
};

export const adminSecurityRouter = createRouter().openapi(routes.listSecurityLog, list);
