import type { Context } from 'hono';
import type { RouteHandler } from '@hono/zod-openapi';
import { requireUserType } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { existingId } from '../../http/ids.ts';
import { act, setFavourite, type DealFlowDeps } from './deal-flow.service.ts';
import { businessMatchesFor, investorMatchesFor } from './discovery.service.ts';
import { snapshotsFor } from './match-snapshot.ts';
import * as routes from './matching.routes.ts';

const snapshotOf = (c: Context<AppEnv>) => snapshotsFor(c.var.deps.database).get(c.var.deps.db);

async function dealFlowDeps(c: Context<AppEnv>): Promise<DealFlowDeps> {
  return { db: c.var.deps.db, mailer: c.var.deps.mailer, jobs: c.var.deps.jobs, snapshot: await snapshotOf(c) };
}



const businessMatches: RouteHandler<typeof routes.businessMatches, AppEnv> = async (c) => {
  const user = requireUserType(c, 'investor');
  return c.json(await businessMatchesFor(c.var.deps.db, await snapshotOf(c), user.id, c.req.valid('query')), 200);
};

const investorMatches: RouteHandler<typeof routes.investorMatches, AppEnv> = async (c) => {
  const user = requireUserType(c, 'business_owner');
  return c.json(await investorMatchesFor(c.var.deps.db, await snapshotOf(c), user.id, c.req.valid('query')), 200);
};

const favouriteBusiness: RouteHandler<typeof routes.favouriteBusiness, AppEnv> = async (c) => {
  const user = requireUserType(c, 'investor');
  const id = existingId(c.req.valid('param').id);
  return c.json(await setFavourite(await dealFlowDeps(c), 'investor', user.id, id, c.req.valid('json').favourite), 200);
};

const expressInterest: RouteHandler<typeof routes.expressInterest, AppEnv> = async (c) => {
  const user = requireUserType(c, 'investor');
  return c.json(await act(await dealFlowDeps(c), 'investor', user.id, existingId(c.req.valid('param').id)), 200);
};

const favouriteInvestor: RouteHandler<typeof routes.favouriteInvestor, AppEnv> = async (c) => {
  const user = requireUserType(c, 'business_owner');
  const id = existingId(c.req.valid('param').id);
  return c.json(await setFavourite(await dealFlowDeps(c), 'business', user.id, id, c.req.valid('json').favourite), 200);
};

const connectInvestor: RouteHandler<typeof routes.connectInvestor, AppEnv> = async (c) => {
  const user = requireUserType(c, 'business_owner');
  return c.json(await act(await dealFlowDeps(c), 'business', user.id, existingId(c.req.valid('param').id)), 200);
};

export const matchingRouter = createRouter()
  .openapi(routes.businessMatches, businessMatches)
  .openapi(routes.investorMatches, investorMatches)
  .openapi(routes.favouriteBusiness, favouriteBusiness)
  .openapi(routes.expressInterest, expressInterest)
  .openapi(routes.favouriteInvestor, favouriteInvestor)
  .openapi(routes.connectInvestor, connectInvestor);
