import type { RouteHandler } from '@hono/zod-openapi';
import { HOME_LISTING_SIZE } from '../../../shared/listings.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { homeListings, listBusinesses, listInvestors } from './listings.queries.ts';
import * as routes from './listings.routes.ts';

const isAdmin = (c: Parameters<RouteHandler<typeof routes.home, AppEnv>>[0]) => c.var.user?.role === 'admin';

const investors: RouteHandler<typeof routes.investors, AppEnv> = async (c) =>
  c.json(await listInvestors(c.var.deps.db, c.req.valid('query'), isAdmin(c)), 200);

const businesses: RouteHandler<typeof routes.businesses, AppEnv> = async (c) =>
  c.json(await listBusinesses(c.var.deps.db, c.req.valid('query')), 200);

const home: RouteHandler<typeof routes.home, AppEnv> = async (c) =>
  c.json(await homeListings(c.var.deps.db, HOME_LISTING_SIZE, isAdmin(c)), 200);

export const listingsRouter = createRouter()
  .openapi(routes.investors, investors)
  .openapi(routes.businesses, businesses)
  .openapi(routes.home, home);
