import type { RouteHandler } from '@hono/zod-openapi';
import { DEALS_PAGE_SIZE } from '#shared/deals/room.ts';
import { requireUser } from '../../../auth/sessions.ts';
import { forbidden } from '../../../http/errors.ts';
import { createRouter, type AppEnv } from '../../../http/context.ts';
import { listDeals as listDealRows, messagePage, partyDeal } from './deals.queries.ts';
import * as routes from './deals.routes.ts';
import * as service from './deals.service.ts';

const list: RouteHandler<typeof routes.listDeals, AppEnv> = async (c) => {
  const user = requireUser(c);
  // Deals belong to investors and owners; admins read them through their own section.
  if (user.userType !== 'investor' && user.userType !== 'business_owner') throw forbidden();
  const { page } = c.req.valid('query');
  const { rows, total } = await listDealRows(c.var.deps.db, user.id, user.userType === 'investor' ? 'investor' : 'business', page);
  return c.json({ items: rows.map((row) => service.summaryOf(row, user.id)), total, page, page_size: DEALS_PAGE_SIZE }, 200);
};

const get: RouteHandler<typeof routes.getDeal, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const deal = await partyDeal(db, c.req.valid('param').id, user.id);
  return c.json(await service.roomOf(db, deal, user.id), 200);
};

const messages: RouteHandler<typeof routes.listMessages, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const deal = await partyDeal(db, c.req.valid('param').id, user.id);
  const { rows, hasMore } = await messagePage(db, deal.id, user.id, c.req.valid('query').before);
  return c.json({ items: rows.map((row) => service.pageMessageOf(row, user.id)), has_more: hasMore }, 200);
};

const post: RouteHandler<typeof routes.postMessage, AppEnv> = async (c) => {
  const user = requireUser(c);
  return c.json(await service.postMessage(c.var.deps.db, c.req.valid('param').id, user, c.req.valid('json').body), 201);
};

const remove: RouteHandler<typeof routes.deleteMessage, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { id, messageId } = c.req.valid('param');
  await service.deleteMessage(c.var.deps.db, id, messageId, user.id);
  return c.body(null, 204);
};

const read: RouteHandler<typeof routes.markRead, AppEnv> = async (c) => {
  const user = requireUser(c);
  return c.json({ read_at: await service.markDealRead(c.var.deps.db, c.req.valid('param').id, user.id) }, 200);
};

const stage: RouteHandler<typeof routes.moveStage, AppEnv> = async (c) => {
  const user = requireUser(c);
  return c.json(await service.moveStage(c.var.deps.db, c.req.valid('param').id, user.id, c.req.valid('json')), 200);
};

const report: RouteHandler<typeof routes.reportMessage, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { id, messageId } = c.req.valid('param');
  return c.json(await service.reportMessage(c.var.deps.db, id, messageId, user.id, c.req.valid('json').reason), 201);
};

export const dealsRouter = createRouter()
  .openapi(routes.listDeals, list)
  .openapi(routes.getDeal, get)
  .openapi(routes.listMessages, messages)
  .openapi(routes.postMessage, post)
  .openapi(routes.deleteMessage, remove)
  .openapi(routes.markRead, read)
  .openapi(routes.moveStage, stage)
  .openapi(routes.reportMessage, report);
