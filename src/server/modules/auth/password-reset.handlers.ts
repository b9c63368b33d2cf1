import type { RouteHandler } from '@hono/zod-openapi';
import { message } from '#shared/messages/messages.ts';
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


const forgotPassword: RouteHandler<typeof routes.forgotPassword, AppEnv> = async (c) => {
  const { db, mailer, jobs } = c.var.deps;
  const { email } = c.req.valid('json');
  if (!mailer.enabled) throw conflict(message('mailNotConfigured'));
  const { siteUrl } = c.var.deps.config;
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
