import type { RouteHandler } from '@hono/zod-openapi';
import { requireAdmin } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { existingId, paging } from './admin-shared.ts';
import { reportById, reportPage } from './admin-reports.queries.ts';
import { dismissReport, suspendReportedSender } from './admin-reports.service.ts';
import * as routes from './admin-reports.routes.ts';

const list: RouteHandler<typeof routes.listReports, AppEnv> = async (c) => {
  requireAdmin(c);
  const query = c.req.valid('query');
  const { page, pageSize, offset } = paging(query);
  const { items, total } = await reportPage(c.var.deps.db, query.status, pageSize, offset);
  return c.json({ items, total, page, page_size: pageSize }, 200);
};

const dismiss: RouteHandler<typeof routes.dismissReport, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const id = existingId(c.req.valid('param').id);
  const { db } = c.var.deps;
  await dismissReport(db, admin.id, id);
  const report = await reportById(db, id);
  if (!report) throw notFound();
  return c.json(report, 200);
};

const suspend: RouteHandler<typeof routes.suspendSender, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const id = existingId(c.req.valid('param').id);
  const { db } = c.var.deps;
  const resolved = await suspendReportedSender(db, admin.id, id);
  const report = await reportById(db, id);
  if (!report) throw notFound();
  return c.json({ report, resolved_reports: resolved }, 200);
};

export const adminReportsRouter = createRouter()
  .openapi(routes.listReports, list)
  .openapi(routes.dismissReport, dismiss)
  .openapi(routes.suspendSender, suspend);
