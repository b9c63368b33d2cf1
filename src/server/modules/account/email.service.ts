import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { CHANGE_LINK_HOURS, VERIFY_LINK_DAYS, type ConfirmEmailResult } from '#shared/account/account.ts';
import { confirmNewEmailMail, emailChangeRequestedMail, verifyEmailMail } from '#shared/locales/mail-texts.ts';
import { messages } from '#shared/messages/messages.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { auditLog, emailTokens, users } from '../../db/schema.ts';
import { badRequest, conflict, invalid } from '../../http/errors.ts';
import { enqueueMail, eraseSpentLinkMail } from '../../mail/outbox.ts';

// Email verification and change of address (issue 19, docs/decisions/0140-email-verification.md). As with password
// resets, the link carries 32 random bytes and the table keeps their SHA-256.

const HOUR_MS = 60 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const linkTo = (siteUrl: string, token: string) => `${siteUrl}/verify-email?token=${encodeURIComponent(token)}`;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
interface Recipient { id: string; email: string; fullName: string; language: 'en' | 'ar' }

/** Queues the account's verification mail (at registration, and on request); earlier links stop working. */
export async function queueVerification(db: Db | Tx, user: Recipient, siteUrl: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const secret = { hash: hashToken(token), until: new Date(Date.now() + VERIFY_LINK_DAYS * 24 * HOUR_MS) };
  await db.update(emailTokens).set({ usedAt: sql`now()` }).where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'verify'), isNull(emailTokens.usedAt)));
  await db.insert(emailTokens).values({ tokenHash: secret.hash, userId: user.id, purpose: 'verify', email: user.email, expiresAt: secret.until });
  await enqueueMail(db, { to: user.email, ...verifyEmailMail(user.language, { recipientName: user.fullName || user.email, link: linkTo(siteUrl, token), days: VERIFY_LINK_DAYS }), secret });
  await eraseSpentLinkMail(db as Db);
}

/**
 * A change of address asked for in Settings: the current password, an address of nobody's, then a link to the new
 * address and a notice to the old one. Nothing changes until the link is opened.
 */
export async function requestEmailChange(db: Db, userId: string, newEmail: string, currentPassword: string, siteUrl: string): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) throw invalid({ current_password: messages.currentPasswordWrong });
  if (user.email.toLowerCase() === newEmail.toLowerCase()) throw invalid({ new_email: messages.sameEmail });
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, newEmail.toLowerCase())).limit(1);
  if (taken) throw conflict(messages.emailTaken, { new_email: messages.emailTaken });
  const token = randomBytes(32).toString('base64url');
  const recipientName = user.fullName || user.email;
  await db.transaction(async (tx) => {
    const secret = { hash: hashToken(token), until: new Date(Date.now() + CHANGE_LINK_HOURS * HOUR_MS) };
    await tx.update(emailTokens).set({ usedAt: sql`now()` }).where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'change'), isNull(emailTokens.usedAt)));
    await tx.insert(emailTokens).values({ tokenHash: secret.hash, userId: user.id, purpose: 'change', email: newEmail, expiresAt: secret.until });
    await enqueueMail(tx, { to: newEmail, ...confirmNewEmailMail(user.language, { recipientName, link: linkTo(siteUrl, token), hours: CHANGE_LINK_HOURS }), secret });
    await eraseSpentLinkMail(tx);
    await enqueueMail(tx, { to: user.email, ...emailChangeRequestedMail(user.language, { recipientName, newEmail }) });
    await tx.insert(auditLog).values({ actorUserId: user.id, action: 'user.email_change_requested', targetType: 'user', targetId: user.id });
  });
}

/**
 * Opens a link: spends its token and confirms the account's address (verify) or moves the account to the new one
 * (change, which also counts as confirmed). A link for an address the account no longer has, spent, expired or
 * never issued is one answer: 400 emailLinkInvalid. Whoever holds the link may open it, signed in or not.
 */
export async function confirmEmail(db: Db, token: string): Promise<ConfirmEmailResult> {
  try {
    return await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(emailTokens.tokenHash, hashToken(token)), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, sql`now()`)))
        .returning();
      if (!spent) throw badRequest(messages.emailLinkInvalid);
      const [user] = await tx.select().from(users).where(eq(users.id, spent.userId)).limit(1);
      if (!user) throw badRequest(messages.emailLinkInvalid);
      if (spent.purpose === 'verify') {
        if (user.email.toLowerCase() !== spent.email.toLowerCase()) throw badRequest(messages.emailLinkInvalid);
        await tx.update(users).set({ emailVerifiedAt: user.emailVerifiedAt ?? sql`now()`, updatedAt: sql`now()` }).where(eq(users.id, user.id));
        await eraseSpentLinkMail(tx);
        return { purpose: 'verify' as const, email: user.email };
      }
      await tx.update(users).set({ email: spent.email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(users.id, user.id));
      // Links to the old address prove nothing any more.
      await tx.update(emailTokens).set({ usedAt: sql`now()` }).where(and(eq(emailTokens.userId, user.id), isNull(emailTokens.usedAt)));
      await tx.insert(auditLog).values({ actorUserId: user.id, action: 'user.email_changed', targetType: 'user', targetId: user.id, before: { email: user.email }, after: { email: spent.email } });
      await eraseSpentLinkMail(tx);
      return { purpose: 'change' as const, email: spent.email };
    });
  } catch (error) {
    // Someone registered the new address between the request and the click.
    if (isUniqueViolation(error)) throw conflict(messages.emailTaken);
    throw error;
  }
}
