import type { RouteHandler } from '@hono/zod-openapi';
import { requireAdmin } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { existingId, paging } from './admin-shared.ts';
import { allOf, countDeals, dealDetail, dealFilters, dealFunnel, selectDeals, stageIs, toAdminDeal } from './admin-deals.queries.ts';
import * as routes from './admin-deals.routes.ts';

const list: RouteHandler<typeof routes.listDeals, AppEnv> = async (c) => {
  requireAdmin(c);
  const { db } = c.var.deps;
  const query = c.req.valid('query');
  const { page, pageSize, offset } = paging(query);
  const filters = dealFilters(query);
  const where = allOf(query.stage ? [...filters, stageIs(query.stage)] : filters);
  const [rows, total, funnel] = await Promise.all([
    selectDeals(db, where).limit(pageSize).offset(offset),
    countDeals(db, where),
    dealFunnel(db, allOf(filters)),
  ]);
  return c.json({ items: rows.map(toAdminDeal), total, page, page_size: pageSize, funnel }, 200);
};

const detail: RouteHandler<typeof routes.getDeal, AppEnv> = async (c) => {
  requireAdmin(c);
  const deal = await dealDetail(c.var.deps.db, existingId(c.req.valid('param').id));
  if (!deal) throw notFound();
  return c.json(deal, 200);
};

export const adminDealsRouter = createRouter().openapi(routes.listDeals, list).openapi(routes.getDeal, detail);
