import type { RouteHandler } from '@hono/zod-openapi';
import { requireUser } from '../../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../../http/context.ts';
import * as routes from './offers.routes.ts';
import * as service from './offers.service.ts';
import { pdfHeaders } from '../nda/http-helpers.ts';
import { delivered, mailSiteUrl } from '../room/deal-events.ts';

const list: RouteHandler<typeof routes.listOffers, AppEnv> = async (c) => {
  const user = requireUser(c);
  return c.json({ items: await service.offersOf(c.var.deps.db, c.req.valid('param').id, user.id) }, 200);
};

const make: RouteHandler<typeof routes.makeOffer, AppEnv> = async (c) => {
  const user = requireUser(c);
  return c.json(await delivered(c, await service.makeOffer(c.var.deps.db, c.req.valid('param').id, user.id, c.req.valid('json'), mailSiteUrl(c))), 201);
};

const counter: RouteHandler<typeof routes.counterOffer, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { id, offerId } = c.req.valid('param');
  return c.json(await delivered(c, await service.counterOffer(c.var.deps.db, id, offerId, user.id, c.req.valid('json'), mailSiteUrl(c))), 201);
};

const accept: RouteHandler<typeof routes.acceptOffer, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { id, offerId } = c.req.valid('param');
  const context = { ip: c.var.clientIp, userAgent: c.req.header('user-agent') ?? null };
  return c.json(await delivered(c, await service.acceptOffer(c.var.deps.db, id, offerId, user.id, c.req.valid('json'), context, mailSiteUrl(c))), 200);
};

const decline: RouteHandler<typeof routes.declineOffer, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { id, offerId } = c.req.valid('param');
  return c.json(await delivered(c, await service.declineOffer(c.var.deps.db, id, offerId, user.id, c.req.valid('json').reason, mailSiteUrl(c))), 200);
};

const withdraw: RouteHandler<typeof routes.withdrawOffer, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { id, offerId } = c.req.valid('param');
  return c.json(await delivered(c, await service.withdrawOffer(c.var.deps.db, id, offerId, user.id, mailSiteUrl(c))), 200);
};

const loi: RouteHandler<typeof routes.signedLoi, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { id, offerId } = c.req.valid('param');
  const { bytes, fileName } = await service.signedLoiOf(c.var.deps.db, id, offerId, user.id, c.req.valid('query').lang);
  return c.body(bytes as unknown as ReadableStream<Uint8Array>, 200, pdfHeaders(fileName, bytes.byteLength));
};

export const offersRouter = createRouter()
  .openapi(routes.listOffers, list)
  .openapi(routes.makeOffer, make)
  .openapi(routes.counterOffer, counter)
  .openapi(routes.acceptOffer, accept)
  .openapi(routes.declineOffer, decline)
  .openapi(routes.withdrawOffer, withdraw)
  .openapi(routes.signedLoi, loi);
