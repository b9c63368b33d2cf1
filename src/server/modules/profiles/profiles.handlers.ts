import type { Context } from 'hono';
import type { RouteHandler } from '@hono/zod-openapi';
import type { UserType } from '#shared/enums.ts';
import { message } from '#shared/messages/messages.ts';
import { toBusinessDto, toInvestorDto } from '#shared/profiles/profile-model.ts';
import { requireUser, type SessionUser } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import * as routes from './profiles.routes.ts';
import * as freshnessRoutes from './freshness.routes.ts';
import { confirmOwnListing, getOwnFreshness } from './freshness.handlers.ts';
import { announceMatchDataChanged } from '../../events/match-data.ts';
import {
  effectiveUserType, findBusinessProfile, findInvestorProfile, findProfileRecord, findProfileState, saveBusinessProfile,
  saveInvestorProfile, statusAfterSave,
} from './profiles.service.ts';

const NO_PROFILE = message('noProfileYet');

/** The caller, who must be of this user type (from the user record, else from the profiles record). */
async function requireType(c: Context<AppEnv>, userType: UserType): Promise<SessionUser> {
  const user = requireUser(c);
  if ((await effectiveUserType(c.var.deps.db, user)) !== userType) throw forbidden();
  return user;
}

const getRecord: RouteHandler<typeof routes.getRecord, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { db, config } = c.var.deps;
  const row = await findProfileRecord(db, user.id);
  if (!row) throw notFound(message('noProfilesRecord'));
  // What the next save leads to, so the screens promise what will happen (issue 21).
  const current = await findProfileState(db, (user.userType ?? row.userType) === 'investor' ? 'investor' : 'business', user.id);
  return c.json({
    user_type: row.userType, phone: row.phone, company_name: row.companyName, country: row.country,
    status_after_save: statusAfterSave(config.PROFILE_REVIEW, current?.status, current?.paused),
  }, 200);
};

const getInvestor: RouteHandler<typeof routes.getInvestor, AppEnv> = async (c) => {
  const user = await requireType(c, 'investor');
  const row = await findInvestorProfile(c.var.deps.db, user.id);
  if (!row) throw notFound(NO_PROFILE);
  return c.json(toInvestorDto(row), 200);
};

const putInvestor: RouteHandler<typeof routes.putInvestor, AppEnv> = async (c) => {
  const user = await requireType(c, 'investor');
  const { db, config } = c.var.deps;
  const row = await saveInvestorProfile(db, user.id, c.req.valid('json'), config.PROFILE_REVIEW);
  // This instance ranks with the new profile at once; others notice within seconds (match-snapshot.ts).
  announceMatchDataChanged(c.var.deps.database);
  await c.var.deps.jobs.requestSuggestions(user.id);
  await c.var.deps.jobs.requestSavedSearchAlerts('investor', row.id);
  return c.json(toInvestorDto(row), 200);
};

const getBusiness: RouteHandler<typeof routes.getBusiness, AppEnv> = async (c) => {
  const user = await requireType(c, 'business_owner');
  const row = await findBusinessProfile(c.var.deps.db, user.id);
  if (!row) throw notFound(NO_PROFILE);
  return c.json(toBusinessDto(row), 200);
};

const putBusiness: RouteHandler<typeof routes.putBusiness, AppEnv> = async (c) => {
  const user = await requireType(c, 'business_owner');
  const { db, config } = c.var.deps;
  const row = await saveBusinessProfile(db, user.id, c.req.valid('json'), config.PROFILE_REVIEW);
  announceMatchDataChanged(c.var.deps.database);
  await c.var.deps.jobs.requestSuggestions(user.id);
  await c.var.deps.jobs.requestSavedSearchAlerts('business', row.id);
  return c.json(toBusinessDto(row), 200);
};

export const profilesRouter = createRouter()
  .openapi(routes.getRecord, getRecord)
  .openapi(routes.getInvestor, getInvestor)
  .openapi(routes.putInvestor, putInvestor)
  .openapi(routes.getBusiness, getBusiness)
  .openapi(routes.putBusiness, putBusiness)
  // The listing's freshness (issue 23): declared in freshness.routes.ts, served with the profiles.
  .openapi(freshnessRoutes.getOwnFreshness, getOwnFreshness)
  .openapi(freshnessRoutes.confirmOwnListing, confirmOwnListing);
