import type { Context } from 'hono';
import type { RouteHandler } from '@hono/zod-openapi';
import { requireUserType } from '../../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../../http/context.ts';
import { existingId } from '../../../http/ids.ts';
import { act, decline, ensureMatchOf, introduceAfterNda, setFavourite, withdraw, type DealFlowDeps } from './introductions.service.ts';
import { businessCardFor, businessMatchesFor, connectingBusinessesFor, interestedInvestorsFor, investorCardFor, investorMatchesFor } from './match-pages.service.ts';
import { snapshotsFor } from '../../matching/index.ts';
import { keptPageJson, pageKey } from './page-cache.ts';
import { jsonText } from '../../../http/json-text.ts';
import type { BusinessMatchesPage, InvestorMatchesPage } from '#shared/deals/introductions.ts';
import type { Db } from '../../../db/client.ts';
import { readerLanguage } from '../nda/http-helpers.ts';
import { acceptNda } from '../nda/nda.service.ts';
import * as routes from './introductions.routes.ts';

const snapshotOf = (c: Context<AppEnv>) => snapshotsFor(c.var.deps.database).get(c.var.deps.db);

async function dealFlowDeps(c: Context<AppEnv>): Promise<DealFlowDeps> {
  return { db: c.var.deps.db, mailer: c.var.deps.mailer, jobs: c.var.deps.jobs, snapshot: await snapshotOf(c) };
}

// The two ranked pages are sent as kept while nothing they show has changed (page-cache.ts).
const businessMatches: RouteHandler<typeof routes.businessMatches, AppEnv> = async (c) => {
  const user = requireUserType(c, 'investor');
  const { db } = c.var.deps;
  const [snapshot, query] = [await snapshotOf(c), c.req.valid('query')];
  const json = await keptPageJson(snapshot, pageKey('businesses', user.id, query), c.var.matchPageVersion, () => businessMatchesFor(db, snapshot, user.id, query));
  return jsonText<BusinessMatchesPage>(c, json);
};

const investorMatches: RouteHandler<typeof routes.investorMatches, AppEnv> = async (c) => {
  const user = requireUserType(c, 'business_owner');
  const { db } = c.var.deps;
  const [snapshot, query] = [await snapshotOf(c), c.req.valid('query')];
  const json = await keptPageJson(snapshot, pageKey('investors', user.id, query), c.var.matchPageVersion, () => investorMatchesFor(db, snapshot, user.id, query));
  return jsonText<InvestorMatchesPage>(c, json);
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

const connectingBusinesses: RouteHandler<typeof routes.connectingBusinesses, AppEnv> = async (c) => {
  const user = requireUserType(c, 'investor');
  return c.json(await connectingBusinessesFor(c.var.deps.db, await snapshotOf(c), user.id, c.req.valid('query').page), 200);
};

const interestedInvestors: RouteHandler<typeof routes.interestedInvestors, AppEnv> = async (c) => {
  const user = requireUserType(c, 'business_owner');
  return c.json(await interestedInvestorsFor(c.var.deps.db, await snapshotOf(c), user.id, c.req.valid('query').page), 200);
};

const businessCard: RouteHandler<typeof routes.businessCard, AppEnv> = async (c) => {
  const user = requireUserType(c, 'investor');
  return c.json(await businessCardFor(c.var.deps.db, await snapshotOf(c), user.id, existingId(c.req.valid('param').id)), 200);
};

const investorCard: RouteHandler<typeof routes.investorCard, AppEnv> = async (c) => {
  const user = requireUserType(c, 'business_owner');
  return c.json(await investorCardFor(c.var.deps.db, await snapshotOf(c), user.id, existingId(c.req.valid('param').id)), 200);
};

const declineConnect: RouteHandler<typeof routes.declineConnect, AppEnv> = async (c) => {
  const user = requireUserType(c, 'investor');
  const id = existingId(c.req.valid('param').id);
  return c.json(await decline(await dealFlowDeps(c), 'investor', user.id, id, c.req.valid('json').reason), 200);
};

const declineInterest: RouteHandler<typeof routes.declineInterest, AppEnv> = async (c) => {
  const user = requireUserType(c, 'business_owner');
  const id = existingId(c.req.valid('param').id);
  return c.json(await decline(await dealFlowDeps(c), 'business', user.id, id, c.req.valid('json').reason), 200);
};

const withdrawInterest: RouteHandler<typeof routes.withdrawInterest, AppEnv> = async (c) => {
  const user = requireUserType(c, 'investor');
  return c.json(await withdraw(await dealFlowDeps(c), 'investor', user.id, existingId(c.req.valid('param').id)), 200);
};

const withdrawConnect: RouteHandler<typeof routes.withdrawConnect, AppEnv> = async (c) => {
  const user = requireUserType(c, 'business_owner');
  return c.json(await withdraw(await dealFlowDeps(c), 'business', user.id, existingId(c.req.valid('param').id)), 200);
};

const acceptNdaRoute: RouteHandler<typeof routes.acceptNda, AppEnv> = async (c) => {
  const user = requireUserType(c, 'investor');
  const { db, storage, database, mailer, jobs } = c.var.deps;
  const snapshot = await snapshotsFor(database).get(db);
  let mailQueued = false;
  const result = await acceptNda(
    db, storage, user.id, existingId(c.req.valid('param').id), c.req.valid('json'),
    { ip: c.var.clientIp, userAgent: c.req.header('user-agent') ?? null, language: readerLanguage(c, c.req.valid('query').language) },
    {
      ensureMatch: (tx: Db, investorProfileId: string, businessProfileId: string) => ensureMatchOf(tx, snapshot, investorProfileId, businessProfileId),
      onAccepted: async (tx: Db, matchId: string) => {
        mailQueued = await introduceAfterNda(tx, mailer, matchId);
      },
    },
  );
  if (mailQueued) await jobs.requestMailDelivery();
  return result.created ? c.json(result.acceptance, 201) : c.json(result.acceptance, 200);
};

// The groups' fixed paths come before the {id} routes, which would otherwise take them as ids.
export const introductionsRouter = createRouter()
  .openapi(routes.connectingBusinesses, connectingBusinesses)
  .openapi(routes.interestedInvestors, interestedInvestors)
  .openapi(routes.businessCard, businessCard)
  .openapi(routes.investorCard, investorCard)
  .openapi(routes.declineConnect, declineConnect)
  .openapi(routes.declineInterest, declineInterest)
  .openapi(routes.withdrawInterest, withdrawInterest)
  .openapi(routes.withdrawConnect, withdrawConnect)
  .openapi(routes.businessMatches, businessMatches)
  .openapi(routes.investorMatches, investorMatches)
  .openapi(routes.favouriteBusiness, favouriteBusiness)
  .openapi(routes.expressInterest, expressInterest)
  .openapi(routes.favouriteInvestor, favouriteInvestor)
  .openapi(routes.connectInvestor, connectInvestor)
  .openapi(routes.acceptNda, acceptNdaRoute);
