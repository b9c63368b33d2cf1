import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { deviceOf, type AccountSession } from '#shared/account/account.ts';
import { passwordChangedMail } from '#shared/locales/mail-texts.ts';
import { messages } from '#shared/messages/messages.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { endSessions } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, sessions, users } from '../../db/schema.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';

// Account settings (issue 19, docs/decisions/0139-account-settings.md): the password and the sessions.

/**
 * Sets a new password after checking the current one, and signs out every other session of the user in the same
 * transaction (the current one stays); the "your password was changed" mail is queued with it.
 */
export async function changePassword(db: Db, userId: string, currentTokenHash: string, current: string, password: string): Promise<number> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, current))) throw invalid({ current_password: messages.currentPasswordWrong });
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
    const ended = await endSessions(tx, and(eq(sessions.userId, userId), ne(sessions.tokenHash, currentTokenHash))!);
    await tx.insert(auditLog).values({ actorUserId: userId, action: 'user.password_changed', targetType: 'user', targetId: userId, after: { sessions_ended: ended.length } });
    await enqueueMail(tx, { to: user.email, ...passwordChangedMail(user.language, { recipientName: user.fullName || user.email }) });
    return ended.length;
  });
}

export async function sessionsOf(db: Db, userId: string, currentTokenHash: string): Promise<AccountSession[]> {
  const rows = await db
    .select({ id: sessions.id, tokenHash: sessions.tokenHash, userAgent: sessions.userAgent, ip: sessions.ip, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows
    .map((r) => ({
      id: r.id,
      ...deviceOf(r.userAgent),
      ip: r.ip,
      signed_in_at: r.createdAt.toISOString(),
      last_seen_at: r.lastSeenAt.toISOString(),
      current: r.tokenHash === currentTokenHash,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the user's own sessions; another user's id, or an unknown one, is a 404. */
export async function endSession(db: Db, userId: string, sessionId: string): Promise<void> {
  const ended = await endSessions(db, and(eq(sessions.id, sessionId), eq(sessions.userId, userId))!);
  if (ended.length === 0) throw notFound();
  await db.insert(auditLog).values({ actorUserId: userId, action: 'user.session_ended', targetType: 'user', targetId: userId, after: { sessions_ended: 1 } });
}

export async function endOtherSessions(db: Db, userId: string, currentTokenHash: string): Promise<number> {
  const ended = await endSessions(db, and(eq(sessions.userId, userId), ne(sessions.tokenHash, currentTokenHash))!);
  if (ended.length) await db.insert(auditLog).values({ actorUserId: userId, action: 'user.session_ended', targetType: 'user', targetId: userId, after: { sessions_ended: ended.length } });
  return ended.length;
}
