import type { RouteHandler } from '@hono/zod-openapi';
import { SAVED_SEARCHES_MAX, savedSearchHref } from '#shared/saved-searches/saved-searches.ts';
import { requireUser } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { existingId } from '../../http/ids.ts';
import * as queries from './saved-searches.queries.ts';
import * as routes from './saved-searches.routes.ts';
import { changeSavedSearch, createSavedSearch, unsubscribe } from './saved-searches.service.ts';

const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const user = requireUser(c);
  return c.json({ items: await queries.listSavedSearches(c.var.deps.db, user.id), max: SAVED_SEARCHES_MAX }, 200);
};

const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  const user = requireUser(c);
  const row = await createSavedSearch(c.var.deps.db, user, c.req.valid('json'));
  return c.json(queries.toSavedSearch(row), 201);
};

const update: RouteHandler<typeof routes.update, AppEnv> = async (c) => {
  const user = requireUser(c);
  const id = existingId(c.req.valid('param').id);
  const row = await changeSavedSearch(c.var.deps.db, user.id, id, c.req.valid('json'));
  const fresh = await queries.alertsSince(c.var.deps.db, row.id, row.lastRunAt ?? row.createdAt);
  return c.json(queries.toSavedSearch(row, fresh), 200);
};

const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  const user = requireUser(c);
  const id = existingId(c.req.valid('param').id);
  if (!(await queries.deleteSavedSearch(c.var.deps.db, user.id, id))) throw notFound();
  return c.body(null, 204);
};

const run: RouteHandler<typeof routes.run, AppEnv> = async (c) => {
  const user = requireUser(c);
  const id = existingId(c.req.valid('param').id);
  const row = await queries.updateSavedSearch(c.var.deps.db, user.id, id, { lastRunAt: new Date() });
  if (!row) throw notFound();
  return c.json({ href: savedSearchHref(row.scope, row.filters) }, 200);
};

const unsubscribeHandler: RouteHandler<typeof routes.unsubscribe, AppEnv> = async (c) =>
  c.json(await unsubscribe(c.var.deps.db, c.req.valid('json').token), 200);

export const savedSearchesRouter = createRouter()
  .openapi(routes.list, list)
  .openapi(routes.create, create)
  // Declared before /{id}: the literal path wins over the parameter.
  .openapi(routes.unsubscribe, unsubscribeHandler)
  .openapi(routes.update, update)
  .openapi(routes.remove, remove)
  .openapi(routes.run, run);
