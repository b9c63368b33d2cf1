import type { Context } from 'hono';
import type { RouteHandler } from '@hono/zod-openapi';
import { message, messages } from '#shared/messages/messages.ts';
import { TOTP_CODE } from '#shared/account/two-factor.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { consume, LIMITS, refund, reserve, reset } from '../../auth/rate-limit.ts';
import { createSession, originOf, requireUser, revokeSession, setSessionCookie, twoFactorRequired } from '../../auth/sessions.ts';
import * as twoFactor from '../../auth/two-factor.ts';
import { conflict, forbidden, invalid, unauthorized } from '../../http/errors.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { toCurrentUser } from '../users/index.ts';
import * as cookies from './two-factor-cookies.ts';
import * as routes from './two-factor.routes.ts';

/**
 * Runs `check` under the code budgets of `userId` and the caller's address (decision 0118's reserve and refund):
 * a right code hands its reservation back, so only wrong ones count; past the budget, 429.
 */
async function underCodeBudget(c: Context<AppEnv>, userId: string, check: () => Promise<boolean>): Promise<void> {
  const { db } = c.var.deps;
  const userKey = `two-factor:user:${userId}`;
  const ipKey = `two-factor:ip:${c.var.clientIp}`;
  await reserve(db, userKey, LIMITS.twoFactorPerUser);
  try {
    await reserve(db, ipKey, LIMITS.twoFactorPerIp);
  } catch (error) {
    await refund(db, userKey);
    throw error;
  }
  if (!(await check())) throw invalid({ code: messages.twoFactorCodeWrong });
  await reset(db, userKey);
  await refund(db, ipKey);
}

const loginCode: RouteHandler<typeof routes.loginCode, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const { code, remember_device: remember } = c.req.valid('json');
  const token = cookies.pendingLoginToken(c);
  const user = token && token.length <= 128 ? await twoFactor.pendingLoginUser(db, token) : null;
  if (!token || !user) throw unauthorized(message('twoFactorSignInExpired'));
  await underCodeBudget(c, user.id, () => (TOTP_CODE.test(code) ? twoFactor.checkTotp(db, user.id, code) : twoFactor.spendRecoveryCode(db, user.id, code)));
  await twoFactor.endPendingLogin(db, token);
  cookies.clearPendingLoginCookie(c);
  // Suspended while the code was awaited: refused as at the password step.
  if (user.suspendedAt) throw forbidden(message('accountSuspended'));
  if (c.var.sessionTokenHash) await revokeSession(db, c.var.sessionTokenHash);
  const session = await createSession(db, user.id, originOf(c));
  setSessionCookie(c, session.token, session.expiresAt);
  if (remember) {
    const device = await twoFactor.rememberDevice(db, user.id, user.passwordHash);
    cookies.setDeviceCookie(c, device.token, device.expiresAt);
  }
  return c.json({ user: toCurrentUser(user) }, 200);
};

const status: RouteHandler<typeof routes.status, AppEnv> = async (c) => {
  const user = requireUser(c);
  const enabled = user.twoFactorEnabledAt !== null;
  return c.json({
    enabled,
    recovery_codes_left: enabled ? await twoFactor.recoveryCodesLeft(c.var.deps.db, user.id) : 0,
    required: twoFactorRequired(c.var.deps.config, user),
  }, 200);
};

/** Each change in Settings asks the current password; guesses at it are bounded per user. */
async function checkCurrentPassword(c: Context<AppEnv>, passwordHash: string, userId: string, password: string): Promise<void> {
  await consume(c.var.deps.db, `two-factor-password:${userId}`, LIMITS.twoFactorPasswordPerUser);
  if (!(await verifyPassword(passwordHash, password))) throw invalid({ current_password: messages.currentPasswordWrong });
}

const setup: RouteHandler<typeof routes.setup, AppEnv> = async (c) => {
  const user = requireUser(c);
  if (user.twoFactorEnabledAt) throw conflict(message('twoFactorAlreadyOn'));
  await checkCurrentPassword(c, user.passwordHash, user.id, c.req.valid('json').current_password);
  return c.json(await twoFactor.startSetup(c.var.deps.db, user.id, user.email), 200);
};

const enable: RouteHandler<typeof routes.enable, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  if (user.twoFactorEnabledAt) throw conflict(message('twoFactorAlreadyOn'));
  if (!(await twoFactor.hasSecret(db, user.id))) throw conflict(message('twoFactorNoSetup'));
  const { code } = c.req.valid('json');
  await underCodeBudget(c, user.id, () => twoFactor.checkTotp(db, user.id, code));
  return c.json({ recovery_codes: await twoFactor.enable(db, user.id) }, 200);
};

const regenerate: RouteHandler<typeof routes.regenerate, AppEnv> = async (c) => {
  const user = requireUser(c);
  if (!user.twoFactorEnabledAt) throw conflict(message('twoFactorNotOn'));
  await checkCurrentPassword(c, user.passwordHash, user.id, c.req.valid('json').current_password);
  return c.json({ recovery_codes: await twoFactor.replaceRecoveryCodes(c.var.deps.db, user.id) }, 200);
};

const disable: RouteHandler<typeof routes.disable, AppEnv> = async (c) => {
  const user = requireUser(c);
  if (!user.twoFactorEnabledAt) throw conflict(message('twoFactorNotOn'));
  await checkCurrentPassword(c, user.passwordHash, user.id, c.req.valid('json').current_password);
  await twoFactor.turnOff(c.var.deps.db, user.id);
  cookies.clearDeviceCookie(c);
  return c.json({ ok: true as const }, 200);
};

export const twoFactorRouter = createRouter()
  .openapi(routes.loginCode, loginCode)
  .openapi(routes.status, status)
  .openapi(routes.setup, setup)
  .openapi(routes.enable, enable)
  .openapi(routes.regenerate, regenerate)
  .openapi(routes.disable, disable);
