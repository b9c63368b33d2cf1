import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordChangedMail, passwordResetMail } from '#shared/locales/mail-texts.ts';
import { messages } from '#shared/messages/messages.ts';
import { RESET_TOKEN_MINUTES } from '#shared/account/password-reset.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, passwordResetTokens, users } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { enqueueMail, eraseSpentLinkMail } from '../../mail/outbox.ts';

// Forgot password (issue 19, docs/decisions/0117-password-reset.md). The token is 32 random bytes
// sent in the link only; the database keeps its SHA-256, so a leaked table opens no account.

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Queues a reset mail when `email` has an account, and does the same work (a token, a hash, a write
 * in a transaction) when it has none, so that neither the answer nor its timing tells them apart.
 * Returns whether a mail was queued (for the caller to request delivery), never shown to the client.
 */
export async function requestPasswordReset(db: Db, email: string, siteUrl: string): Promise<boolean> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashResetToken(token);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, fullName: users.fullName, email: users.email, language: users.language })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    if (!user) {
      // The same statements' cost without a row: a locking read of the (empty) token set.
      await tx.select({ n: sql<number>`count(*)::int` }).from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash));
      return false;
    }
    const [issued] = await tx.insert(passwordResetTokens).values({
      tokenHash,
      userId: user.id,
      expiresAt: sql`now() + ${sql.raw(`interval '${RESET_TOKEN_MINUTES} minutes'`)}`,
    }).returning({ expiresAt: passwordResetTokens.expiresAt });
    const link = `${siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
    const mail = passwordResetMail(user.language, { recipientName: user.fullName || user.email, link, minutes: RESET_TOKEN_MINUTES });
    await enqueueMail(tx, { to: user.email, ...mail, ...(issued && { secret: { hash: tokenHash, until: issued.expiresAt } }) });
    return true;
  });
}

/**
 * Spends a token: a new password, every session of the user ended, every other outstanding link of
 * theirs void, and a "your password was changed" mail. All or nothing; a token that is unknown,
 * expired or used answers 400 resetLinkInvalid (the same for each, nothing more to learn).
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<{ userId: string }> {
  const tokenHash = hashResetToken(token);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // The update is the claim: two requests with one token cannot both find used_at null.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw badRequest(messages.resetLinkInvalid);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, spent.userId))
      .returning({ id: users.id, email: users.email, fullName: users.fullName, language: users.language });
    if (!user) throw badRequest(messages.resetLinkInvalid);
    await revokeUserSessions(tx, user.id);
    await tx.insert(auditLog).values({ actorUserId: user.id, action: 'user.password_reset', targetType: 'user', targetId: user.id });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await enqueueMail(tx, { to: user.email, ...passwordChangedMail(user.language, { recipientName: user.fullName || user.email }) });
    await eraseSpentLinkMail(tx);
    return { userId: user.id };
  });
}
