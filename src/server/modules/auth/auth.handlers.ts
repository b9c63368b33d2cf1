import { eq, sql } from 'drizzle-orm';
import type { RouteHandler } from '@hono/zod-openapi';
import { message, messages } from '../../../shared/messages.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords.ts';
import { consume, LIMITS, reset } from '../../auth/rate-limit.ts';
import { clearSessionCookie, createSession, revokeSession, setSessionCookie } from '../../auth/sessions.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { profiles, users } from '../../db/schema.ts';
import { conflict, forbidden, unauthorized } from '../../http/errors.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { toCurrentUser } from '../users/user-dto.ts';
import * as routes from './auth.routes.ts';

const register: RouteHandler<typeof routes.register, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  await consume(db, `register:ip:${c.var.clientIp}`, LIMITS.registerPerIp);
  const input = c.req.valid('json');
  const passwordHash = await hashPassword(input.password);
  const companyName = input.company_name || null;
  let user;
  try {
    user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ email: input.email, passwordHash, fullName: input.full_name, userType: input.user_type, country: input.country })
        .returning();
      if (!created) throw new Error('insert returned no row');
      await tx.insert(profiles).values({
        userId: created.id,
        phone: input.phone || null,
        companyName,
        userType: input.user_type,
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.emailTaken, { email: messages.emailTaken });
    throw error;
  }
  const session = await createSession(db, user.id);
  setSessionCookie(c, session.token, session.expiresAt);
  return c.json({ user: toCurrentUser(user) }, 201);
};

const login: RouteHandler<typeof routes.login, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const { email, password } = c.req.valid('json');
  const emailKey = `login:email:${email.toLowerCase()}`;
  await consume(db, `login:ip:${c.var.clientIp}`, LIMITS.loginPerIp);
  await consume(db, emailKey, LIMITS.loginPerEmail);
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  if (!user) {
    await verifyAgainstDummy(password);
    throw unauthorized(messages.invalidLogin);
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw unauthorized(messages.invalidLogin);
  // Only after the password: a suspension is not disclosed to someone who does not know it.
  if (user.suspendedAt) throw forbidden(message('accountSuspended'));
  await reset(db, emailKey);
  // A new token at every sign-in; the one the browser held before is revoked.
  if (c.var.sessionTokenHash) await revokeSession(db, c.var.sessionTokenHash);
  const session = await createSession(db, user.id);
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
