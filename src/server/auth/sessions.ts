import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { AppEnv, SessionUser } from '../http/context.ts';

export const SESSION_COOKIE = 'dealbridge_session';
const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type { SessionUser };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Signs a user out everywhere (a suspension); the number of sessions ended. */
export async function revokeUserSessions(db: Db, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.deps.config.secureCookies,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: c.var.deps.config.secureCookies });
}

/** Resolves the session cookie into c.var.user; never refuses by itself. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  c.set('sessionTokenHash', null);
  const token = getCookie(c, SESSION_COOKIE);
  if (token && token.length <= 128) {
    const tokenHash = hashToken(token);
    const { db } = c.var.deps;
    const [row] = await db
      .select({ user: users, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // A suspended account's sessions stop working at once, even one that survived the suspension's clean-up.
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`), isNull(users.suspendedAt)))
      .limit(1);
    if (row) {
      c.set('user', row.user);
      c.set('sessionTokenHash', tokenHash);
      // Sliding expiry, written at most once a day per session.
      if (row.expiresAt.getTime() - Date.now() < (SESSION_DAYS - 1) * DAY_MS) {
        await db
          .update(sessions)
          .set({ expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS), lastSeenAt: new Date() })
          .where(eq(sessions.tokenHash, tokenHash));
      }
    }
  }
  await next();
};

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw unauthorized();
  return user;
}

export function requireAdmin(c: Context<AppEnv>): SessionUser {
  const user = requireUser(c);
  if (user.role !== 'admin') throw forbidden();
  return user;
}

export function requireUserType(c: Context<AppEnv>, userType: NonNullable<SessionUser['userType']>): SessionUser {
  const user = requireUser(c);
  if (user.userType !== userType) throw forbidden();
  return user;
}
