import type { RouteHandler } from '@hono/zod-openapi';
import { message, messages } from '#shared/messages/messages.ts';
import { hashPassword, refuseCommonPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords.ts';
import { consume, counted, LIMITS, LOGIN_SLOWDOWN, record, refund, reserve, reset, slowDownMs } from '../../auth/rate-limit.ts';
import { clearSessionCookie, createSession, originOf, revokeSession, setSessionCookie } from '../../auth/sessions.ts';
import { createPendingLogin, isRememberedDevice } from '../../auth/two-factor.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, forbidden, unauthorized } from '../../http/errors.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { toCurrentUser } from '../users/index.ts';
import { findUserByEmail } from './auth.queries.ts';
import * as routes from './auth.routes.ts';
import { createAccount } from './auth.service.ts';
import { deviceToken, setPendingLoginCookie } from './two-factor-cookies.ts';

const register: RouteHandler<typeof routes.register, AppEnv> = async (c) => {
  const { db, mailer, jobs, config } = c.var.deps;
  // The account works at once (spec); a link to confirm the address is mailed with it when mail can be sent.
  const siteUrl = mailer.enabled ? config.siteUrl : null;
  await consume(db, `register:ip:${c.var.clientIp}`, LIMITS.registerPerIp);
  const input = c.req.valid('json');
  refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  let user;
  try {
    user = await createAccount(
      db,
      {
        email: input.email, passwordHash, fullName: input.full_name, userType: input.user_type, country: input.country,
        phone: input.phone || null, companyName: input.company_name || null,
      },
      siteUrl,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.emailTaken, { email: messages.emailTaken });
    throw error;
  }
  if (siteUrl) await jobs.requestMailDelivery();
  const session = await createSession(db, user.id, originOf(c));
  setSessionCookie(c, session.token, session.expiresAt);
  return c.json({ user: toCurrentUser(user) }, 201);
};

const login: RouteHandler<typeof routes.login, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const { email, password } = c.req.valid('json');
  const address = c.var.clientIp;
  const normalised = email.toLowerCase();
  // Decision 0118: only failures count. The tight budget is per (email, address) and the broad one per
  // address — both refuse only the caller who failed; per email alone failures only slow the check down.
  const pairKey = `login:email-ip:${normalised}|${address}`;
  const ipKey = `login:ip:${address}`;
  const emailKey = `login:email:${normalised}`;
  await reserve(db, pairKey, LIMITS.loginPerEmailAndIp);
  try {
    await reserve(db, ipKey, LIMITS.loginPerIp);
  } catch (error) {
    await refund(db, pairKey);
    throw error;
  }
  const succeeded = async () => {
    await reset(db, pairKey);
    await reset(db, emailKey);
    await refund(db, ipKey);
  };
  const failed = async () => {
    await record(db, emailKey, LOGIN_SLOWDOWN.windowSeconds);
    throw unauthorized(messages.invalidLogin);
  };
  const delay = slowDownMs(await counted(db, emailKey, LOGIN_SLOWDOWN.windowSeconds));
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const user = await findUserByEmail(db, normalised);
  if (!user) {
    await verifyAgainstDummy(password);
    return failed();
  }
  if (!(await verifyPassword(user.passwordHash, password))) return failed();
  await succeeded();
  // Only after the password: a suspension is not disclosed to someone who does not know it.
  if (user.suspendedAt) throw forbidden(message('accountSuspended'));
  // Two-factor (decision 0171): no session until the code, unless this browser was remembered for this password.
  if (user.twoFactorEnabledAt && !(await isRememberedDevice(db, user, deviceToken(c)))) {
    const pending = await createPendingLogin(db, user.id);
    setPendingLoginCookie(c, pending.token, pending.expiresAt);
    return c.json({ user: null, two_factor_required: true as const }, 200);
  }
  // A new token at every sign-in; the one the browser held before is revoked.
  if (c.var.sessionTokenHash) await revokeSession(db, c.var.sessionTokenHash);
  const session = await createSession(db, user.id, originOf(c));
  setSessionCookie(c, session.token, session.expiresAt);
  return c.json({ user: toCurrentUser(user) }, 200);
};

const logout: RouteHandler<typeof routes.logout, AppEnv> = async (c) => {
  if (c.var.sessionTokenHash) await revokeSession(c.var.deps.db, c.var.sessionTokenHash);
  clearSessionCookie(c);
  return c.json({ ok: true as const }, 200);
};

const session: RouteHandler<typeof routes.session, AppEnv> = (c) => {
  const user = c.var.user;
  return c.json({ user: user ? toCurrentUser(user) : null }, 200);
};

export const authRouter = createRouter()
  .openapi(routes.register, register)
  .openapi(routes.login, login)
  .openapi(routes.logout, logout)
  .openapi(routes.session, session);
