import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { message } from '#shared/messages/messages.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { matchStateVersions, sessions, users } from '../db/schema.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { endStreamsOf, endStreamsOfSessions } from '../events/live-hub.ts';
import type { AppEnv, SessionUser } from '../http/context.ts';

export const SESSION_COOKIE = 'dealbridge_session';
const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type { SessionUser };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** How stale a session's "last seen" may get before a request writes it again (Settings → Active sessions). */
const LAST_SEEN_MS = 5 * 60 * 1000;

/** The browser and address a session is shown with in Settings; the User-Agent is cut at 512 characters. */
export interface SessionOrigin { userAgent?: string | undefined; ip?: string | undefined }

export async function createSession(db: Db, userId: string, origin: SessionOrigin = {}): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt, userAgent: origin.userAgent?.slice(0, 512) ?? null, ip: origin.ip ?? null });
  return { token, expiresAt };
}

/** Where the request's browser is: its User-Agent and client address, for a new session. */
export const originOf = (c: Context<AppEnv>): SessionOrigin => ({ userAgent: c.req.header('user-agent'), ip: c.var.clientIp });

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await endSessions(db, eq(sessions.tokenHash, tokenHash));
}

/** Signs a user out everywhere (a suspension, a password reset, a deletion); the number of sessions ended. */
export async function revokeUserSessions(db: Db, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ tokenHash: sessions.tokenHash });
  // Streams the user opened with a session gone must not go on hearing of their deals (decision 0172).
  await endStreamsOf(db, userId);
  return ended.length;
}

/** Deletes the sessions `where` picks and ends their live streams once the caller's transaction commits; their ids. */
export async function endSessions(db: Db, where: SQL): Promise<string[]> {
  const ended = await db.delete(sessions).where(where).returning({ id: sessions.id });
  const ids = ended.map((session) => session.id);
  await endStreamsOfSessions(db, ids);
  return ids;
}

/** The id of the session whose token hashes to `tokenHash`, if it is still there (a live stream is filed under it). */
export async function sessionIdOf(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return row?.id ?? null;
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

/**
 * Read with the session, so that a kept match page costs no query of its own (deals/introductions/page-cache.ts): the listing
 * version and the user's match-state counter (migration 0022), as one string.
 */
const matchPageVersionColumn = sql<string | null>`(select version from listing_version where id = 1)::text || ':' ||
  coalesce((select ${matchStateVersions.version} from ${matchStateVersions} where ${matchStateVersions.userId} = ${users.id}), 0)::text`;

/**
 * The session lookup of every signed-in request, prepared once per database handle: neither the ORM's query
 * building nor the server's parsing is paid again per request (issue 25).
 */
function sessionLookup(db: Db) {
  return db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt, matchPageVersion: matchPageVersionColumn })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A suspended account's sessions stop working at once, even one that survived the suspension's clean-up.
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`), isNull(users.suspendedAt)))
    .limit(1)
    .prepare('session_lookup');
}
const lookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();

function lookupSession(db: Db, tokenHash: string) {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = sessionLookup(db);
    lookups.set(db, lookup);
  }
  return lookup.execute({ tokenHash });
}

/** Resolves the session cookie into c.var.user; never refuses by itself. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  c.set('sessionTokenHash', null);
  c.set('matchPageVersion', null);
  const token = getCookie(c, SESSION_COOKIE);
  if (token && token.length <= 128) {
    const tokenHash = hashToken(token);
    const { db } = c.var.deps;
    const [row] = await lookupSession(db, tokenHash);
    if (row) {
      c.set('user', row.user);
      c.set('sessionTokenHash', tokenHash);
      c.set('matchPageVersion', row.matchPageVersion);
      // Sliding expiry and "last seen", written at most once every few minutes per session.
      if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_MS) {
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

/** An administrator; in production one without two-factor sign-in is sent to set it up first (decision 0171). */
export function requireAdmin(c: Context<AppEnv>): SessionUser {
  const user = requireUser(c);
  if (user.role !== 'admin') throw forbidden();
  if (twoFactorRequired(c.var.deps.config, user) && !user.twoFactorEnabledAt) throw forbidden(message('twoFactorSetupRequired'));
  return user;
}

/** Whether `user` must have two-factor sign-in: administrators of a production server. */
export const twoFactorRequired = (config: Pick<Config, 'NODE_ENV'>, user: Pick<SessionUser, 'role'>): boolean =>
  user.role === 'admin' && config.NODE_ENV === 'production';

export function requireUserType(c: Context<AppEnv>, userType: NonNullable<SessionUser['userType']>): SessionUser {
  const user = requireUser(c);
  if (user.userType !== userType) throw forbidden();
  return user;
}
