import type { RouteHandler } from '@hono/zod-openapi';
import { refuseWeakPassword } from '../../auth/passwords.ts';
import { consume, type Limit } from '../../auth/rate-limit.ts';
import { clearSessionCookie, requireUser } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { message } from '#shared/messages/messages.ts';
import { conflict, unauthorized } from '../../http/errors.ts';
import * as routes from './account.routes.ts';
import * as account from './account.service.ts';
import * as email from './email.service.ts';
import * as removal from './delete.service.ts';
import * as exported from './export.service.ts';

/** Guesses at the current password are bounded per user (decision 0139). */
export const ACCOUNT_LIMITS = {
  passwordChangePerUser: { max: 10, windowSeconds: 15 * 60 },
  emailChangePerUser: { max: 5, windowSeconds: 60 * 60 },
  verificationPerUser: { max: 3, windowSeconds: 60 * 60 },
  confirmPerIp: { max: 30, windowSeconds: 15 * 60 },
  exportPerUser: { max: 5, windowSeconds: 60 * 60 },
  deletePerUser: { max: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>;

/** Links need mail: without it, say mail is not configured (decision 0116). Their origin is the configured one. */
function siteUrlOrRefuse(c: Parameters<RouteHandler<typeof routes.changeEmail, AppEnv>>[0]): string {
  if (!c.var.deps.mailer.enabled) throw conflict(message('mailNotConfigured'));
  return c.var.deps.config.siteUrl;
}

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
  refuseWeakPassword(input.password, user.role);
  const signedOut = await account.changePassword(db, user.id, tokenHash, input.current_password, input.password);
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
  return c.json({ signed_out: 1 }, 200);
};

const endOtherSessions: RouteHandler<typeof routes.endOtherSessions, AppEnv> = async (c) => {
  const { user, tokenHash } = caller(c);
  const signedOut = await account.endOtherSessions(c.var.deps.db, user.id, tokenHash);
  return c.json({ signed_out: signedOut }, 200);
};

const changeEmail: RouteHandler<typeof routes.changeEmail, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { db, jobs } = c.var.deps;
  const input = c.req.valid('json');
  const siteUrl = siteUrlOrRefuse(c);
  await consume(db, `email-change:${user.id}`, ACCOUNT_LIMITS.emailChangePerUser);
  await email.requestEmailChange(db, user.id, input.new_email, input.current_password, siteUrl);
  await jobs.requestMailDelivery();
  return c.json({ ok: true as const, pending_email: input.new_email }, 200);
};

const resendVerification: RouteHandler<typeof routes.resendVerification, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { db, jobs } = c.var.deps;
  if (user.emailVerifiedAt) throw conflict(message('emailAlreadyVerified'));
  const siteUrl = siteUrlOrRefuse(c);
  await consume(db, `verification:${user.id}`, ACCOUNT_LIMITS.verificationPerUser);
  await email.queueVerification(db, user, siteUrl);
  await jobs.requestMailDelivery();
  return c.json({ ok: true as const }, 200);
};

const confirmEmail: RouteHandler<typeof routes.confirmEmail, AppEnv> = async (c) => {
  await consume(c.var.deps.db, `confirm-email:ip:${c.var.clientIp}`, ACCOUNT_LIMITS.confirmPerIp);
  return c.json(await email.confirmEmail(c.var.deps.db, c.req.valid('json').token), 200);
};

const exportName = (extension: string) => `dealbridge-export-${new Date().toISOString().slice(0, 10)}.${extension}`;

const exportData: RouteHandler<typeof routes.exportData, AppEnv> = async (c) => {
  const user = requireUser(c);
  await consume(c.var.deps.db, `export:${user.id}`, ACCOUNT_LIMITS.exportPerUser);
  const data = await exported.exportOf(c.var.deps.db, user.id);
  return c.json(data, 200, { 'Content-Disposition': `attachment; filename="${exportName('json')}"`, 'Cache-Control': 'no-store' });
};

const exportZip: RouteHandler<typeof routes.exportZip, AppEnv> = async (c) => {
  const user = requireUser(c);
  await consume(c.var.deps.db, `export:${user.id}`, ACCOUNT_LIMITS.exportPerUser);
  const zip = await exported.exportZipOf(c.var.deps.db, c.var.deps.storage, user.id);
  return c.body(zip.buffer as ArrayBuffer, 200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${exportName('zip')}"`,
    'Cache-Control': 'no-store',
  });
};

const deleteAccount: RouteHandler<typeof routes.deleteAccount, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { db, storage, jobs } = c.var.deps;
  await consume(db, `delete:${user.id}`, ACCOUNT_LIMITS.deletePerUser);
  const files = await removal.deleteAccount(db, user.id, c.req.valid('json').password);
  await removal.removeFiles(storage, files, (text, error) => console.error(text, error));
  await jobs.requestMailDelivery();
  clearSessionCookie(c);
  return c.json({ ok: true as const }, 200);
};

export const accountRouter = createRouter()
  .openapi(routes.changePassword, changePassword)
  .openapi(routes.listSessions, listSessions)
  .openapi(routes.endSession, endSession)
  .openapi(routes.endOtherSessions, endOtherSessions)
  .openapi(routes.changeEmail, changeEmail)
  .openapi(routes.resendVerification, resendVerification)
  .openapi(routes.confirmEmail, confirmEmail)
  .openapi(routes.exportData, exportData)
  .openapi(routes.exportZip, exportZip)
  .openapi(routes.deleteAccount, deleteAccount);
