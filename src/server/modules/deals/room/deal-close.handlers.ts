import type { RouteHandler } from '@hono/zod-openapi';
import { requireUser } from '../../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../../http/context.ts';
import * as routes from './deal-close.routes.ts';
import * as service from './deal-close.service.ts';
import { delivered, mailSiteUrl } from './deal-events.ts';

const propose: RouteHandler<typeof routes.proposeClose, AppEnv> = async (c) => {
  const user = requireUser(c);
  return c.json(await delivered(c, await service.proposeClose(c.var.deps.db, c.req.valid('param').id, user.id, c.req.valid('json'), mailSiteUrl(c))), 200);
};

const confirm: RouteHandler<typeof routes.confirmClose, AppEnv> = async (c) => {
  const user = requireUser(c);
  return c.json(await service.confirmClose(c.var.deps.db, c.req.valid('param').id, user.id, c.req.valid('json')), 200);
};

const cancel: RouteHandler<typeof routes.cancelClose, AppEnv> = async (c) => {
  const user = requireUser(c);
  return c.json(await delivered(c, await service.cancelClose(c.var.deps.db, c.req.valid('param').id, user.id, mailSiteUrl(c))), 200);
};

const interest: RouteHandler<typeof routes.chooseNewInterest, AppEnv> = async (c) => {
  const user = requireUser(c);
  return c.json(await service.chooseNewInterest(c.var.deps.db, c.req.valid('param').id, user.id, c.req.valid('json').accepts_new_interest), 200);
};

export const dealCloseRouter = createRouter()
  .openapi(routes.proposeClose, propose)
  .openapi(routes.confirmClose, confirm)
  .openapi(routes.cancelClose, cancel)
  .openapi(routes.chooseNewInterest, interest);
