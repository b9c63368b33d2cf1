import type { RouteHandler } from '@hono/zod-openapi';
import { refuseCommonPassword } from '../../auth/passwords.ts';
import { consume, type Limit } from '../../auth/rate-limit.ts';
import { requireUser } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { unauthorized } from '../../http/errors.ts';
import { endStreamsOf } from '../live/live-hub.ts';
import * as routes from './account.routes.ts';
import * as account from './account.service.ts';

/** Guesses at the current password are bounded per user (decision 0139). */
export const ACCOUNT_LIMITS = { passwordChangePerUser: { max: 10, windowSeconds: 15 * 60 } } satisfies Record<string, Limit>;

/** The signed-in user and the hash of this request's session token. */
function caller(c: Parameters<RouteHandler<typeof routes.listSessions, AppEnv>>[0]) {
  const user = requireUser(c);
  const tokenHash = c.var.sessionTokenHash;
  if (!tokenHash) throw unauthorized();
  return { user, tokenHash };
}

const changePassword: RouteHandler<typeof routes.changePassword, AppEnv> = async (c) => {
  const { user, tokenHash } = caller(c);
  const { db, jobs } = c.var.deps;
  const input = c.req.valid('json');
  await consume(db, `password-change:${user.id}`, ACCOUNT_LIMITS.passwordChangePerUser);
  refuseCommonPassword(input.password);
  const signedOut = await account.changePassword(db, user.id, tokenHash, input.current_password, input.password);
  // The other tabs' live streams end; this browser's reconnect with its session, the others' are refused.
  await endStreamsOf(db, user.id);
  await jobs.requestMailDelivery();
  return c.json({ ok: true as const, signed_out: signedOut }, 200);
};

const listSessions: RouteHandler<typeof routes.listSessions, AppEnv> = async (c) => {
  const { user, tokenHash } = caller(c);
  return c.json({ items: await account.sessionsOf(c.var.deps.db, user.id, tokenHash) }, 200);
};

const endSession: RouteHandler<typeof routes.endSession, AppEnv> = async (c) => {
  const { user } = caller(c);
  await account.endSession(c.var.deps.db, user.id, c.req.valid('param').id);
  await endStreamsOf(c.var.deps.db, user.id);
  return c.json({ signed_out: 1 }, 200);
};

const endOtherSessions: RouteHandler<typeof routes.endOtherSessions, AppEnv> = async (c) => {
  const { user, tokenHash } = caller(c);
  const signedOut = await account.endOtherSessions(c.var.deps.db, user.id, tokenHash);
  if (signedOut) await endStreamsOf(c.var.deps.db, user.id);
  return c.json({ signed_out: signedOut }, 200);
};

export const accountRouter = createRouter()
  .openapi(routes.changePassword, changePassword)
  .openapi(routes.listSessions, listSessions)
  .openapi(routes.endSession, endSession)
  .openapi(routes.endOtherSessions, endOtherSessions);
