import type { Context } from 'hono';
import type { RouteHandler } from '@hono/zod-openapi';
import { HOME_LISTING_SIZE, type BusinessPage, type InvestorPage } from '#shared/listings/listings.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { existingId } from '../../http/ids.ts';
import { jsonBytes, jsonText } from '../../http/json-text.ts';
import { listingCacheFor, type ListingCache } from './listings.cache.ts';
import { findBusinessCard, findInvestorCard, homeListings, listBusinesses, listInvestors } from './listings.queries.ts';
import * as routes from './listings.routes.ts';

const isAdmin = (c: Context<AppEnv>) => c.var.user?.role === 'admin';
/** Admins see investor names and confidential businesses' names, so their pages bypass the cache that everyone else shares. */
const cacheFor = (c: Context<AppEnv>): ListingCache | null => (isAdmin(c) ? null : listingCacheFor(c.var.deps.database, c.var.deps.db));

/**
 * The public answer, serialised once per listing version and sent as is: at 100,000 profiles
 * JSON.stringify of the same page was a tenth of the server's time under load. Typed as `c.json`
 * of the page so that the route's response contract is still checked here.
 */
async function cachedJson<T>(c: Context<AppEnv>, cache: ListingCache, key: unknown, page: () => Promise<T>) {
  return jsonText<T>(c, await cache.get(JSON.stringify(['json', key]), async () => jsonBytes(await page())));
}

const investors: RouteHandler<typeof routes.investors, AppEnv> = async (c) => {
  const query = c.req.valid('query');
  const cache = cacheFor(c);
  if (!cache) return c.json(await listInvestors(c.var.deps.db, query, true), 200);
  return cachedJson<InvestorPage>(c, cache, ['investors', query], () => listInvestors(c.var.deps.db, query, false, cache));
};

const businesses: RouteHandler<typeof routes.businesses, AppEnv> = async (c) => {
  const query = c.req.valid('query');
  const cache = cacheFor(c);
  if (!cache) return c.json(await listBusinesses(c.var.deps.db, query, true), 200);
  return cachedJson<BusinessPage>(c, cache, ['businesses', query], () => listBusinesses(c.var.deps.db, query, false, cache));
};

const home: RouteHandler<typeof routes.home, AppEnv> = async (c) => {
  const cache = cacheFor(c);
  if (!cache) return c.json(await homeListings(c.var.deps.db, HOME_LISTING_SIZE, true), 200);
  return cachedJson(c, cache, ['home'], () => homeListings(c.var.deps.db, HOME_LISTING_SIZE, false, cache));
};

// A profile's page: one primary-key read, not worth a cache entry.
const investor: RouteHandler<typeof routes.investor, AppEnv> = async (c) => {
  const card = await findInvestorCard(c.var.deps.db, existingId(c.req.valid('param').id), isAdmin(c));
  if (!card) throw notFound();
  return c.json(card, 200);
};

const business: RouteHandler<typeof routes.business, AppEnv> = async (c) => {
  // The owner's "See as an investor" asks for the public view: no reader, so no name of a confidential business.
  const user = c.req.valid('query').view === 'public' ? null : c.var.user;
  const card = await findBusinessCard(c.var.deps.db, existingId(c.req.valid('param').id), user ? { userId: user.id, admin: user.role === 'admin' } : null);
  if (!card) throw notFound();
  return c.json(card, 200);
};

export const listingsRouter = createRouter()
  .openapi(routes.investors, investors)
  .openapi(routes.businesses, businesses)
  .openapi(routes.home, home)
  .openapi(routes.investor, investor)
  .openapi(routes.business, business);
