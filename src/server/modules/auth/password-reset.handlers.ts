import type { RouteHandler } from '@hono/zod-openapi';
import { message } from '../../../shared/messages.ts';
import { refuseCommonPassword } from '../../auth/passwords.ts';
import { consume, type Limit } from '../../auth/rate-limit.ts';
import { conflict } from '../../http/errors.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import * as routes from './password-reset.routes.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';

/** Budgets of the reset flow (docs/decisions/0117-password-reset.md); the shared limiter counts them. */
export const RESET_LIMITS = {
  requestPerIp: { max: 10, windowSeconds: 15 * 60 },
  requestPerEmail: { max: 5, windowSeconds: 60 * 60 },
  resetPerIp: { max: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>;

/**
 * The address links point at: PUBLIC_URL, or outside production the address the request came to.
 * In production without PUBLIC_URL a Host header could aim the link anywhere, so there is none.
 */
function siteUrlOf(c: Parameters<RouteHandler<typeof routes.forgotPassword, AppEnv>>[0]): string | null {
  const { config } = c.var.deps;
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  return config.NODE_ENV === 'production' ? null : new URL(c.req.url).origin;
}

const forgotPassword: RouteHandler<typeof routes.forgotPassword, AppEnv> = async (c) => {
  const { db, mailer, jobs } = c.var.deps;
  const { email } = c.req.valid('json');
  const siteUrl = siteUrlOf(c);
  if (!mailer.enabled || !siteUrl) throw conflict(message('mailNotConfigured'));
  await consume(db, `reset:ip:${c.var.clientIp}`, RESET_LIMITS.requestPerIp);
  await consume(db, `reset:email:${email.toLowerCase()}`, RESET_LIMITS.requestPerEmail);
  await requestPasswordReset(db, email, siteUrl);
  // Asked for either way, so that the answer's timing does not tell whether a mail was queued.
  await jobs.requestMailDelivery();
  return c.json({ ok: true as const }, 200);
};

const resetPasswordHandler: RouteHandler<typeof routes.resetPassword, AppEnv> = async (c) => {
  const { db, jobs } = c.var.deps;
  await consume(db, `reset:token-ip:${c.var.clientIp}`, RESET_LIMITS.resetPerIp);
  const { token, password } = c.req.valid('json');
  refuseCommonPassword(password);
  await resetPassword(db, token, password);
  await jobs.requestMailDelivery();
  return c.json({ ok: true as const }, 200);
};

export const passwordResetRouter = createRouter()
  .openapi(routes.forgotPassword, forgotPassword)
  .openapi(routes.resetPassword, resetPasswordHandler);
