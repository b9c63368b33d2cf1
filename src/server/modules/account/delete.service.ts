import { randomBytes } from 'node:crypto';
import { and, eq, ne, notInArray, or, sql } from 'drizzle-orm';
import { DELETED_USER_NAME } from '#shared/account/deleted-user.ts';
import { CLOSED_DEAL_STAGES } from '#shared/deals/room.ts';
import { accountDeletedMail } from '#shared/locales/mail-texts.ts';
import { messages } from '#shared/messages/messages.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import {
  auditLog, businessProfiles, dealStageEvents, deals, documents, emailTokens, investorProfiles, notifications, profiles, users,
  savedSearches, twoFactorDevices, twoFactorPendingLogins, twoFactorRecoveryCodes, twoFactorSecrets, valuationEstimates,
} from '../../db/schema.ts';
import { conflict, invalid } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { revokeForUser } from '../deals/index.ts';
import { stampedCopyKeysOfUser } from '../documents/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { eraseTracesOf } from './erase-traces.ts';

// Delete account (issue 19, docs/decisions/0142-delete-account.md). The users row stays, anonymised, so that the
// counterparts' deals, messages and matches keep their history with "Deleted user"; everything that identifies the
// person goes: name, address, phone, password, sessions, links, notifications, documents (rows and files), the
// counterparts' notices and mails about them (erase-traces.ts), and the free text of their profiles, which leave the
// listings. Open deals close as lost.

export const ACCOUNT_DELETED_REASON = 'Account deleted';

/** Deletes the account after checking its password; returns the storage keys whose files the caller removes. */
export async function deleteAccount(db: Db, userId: string, password: string): Promise<string[]> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, password))) throw invalid({ password: messages.currentPasswordWrong });
  if (user.role === 'admin') {
    const others = await db.$count(users, and(eq(users.role, 'admin'), ne(users.id, userId), sql`${users.deletedAt} is null`));
    if (others === 0) throw conflict(messages.lastAdmin);
  }
  // Nobody knows this password: the account cannot be signed in to again, whatever its address.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    await eraseTracesOf(tx, userId);
    await enqueueMail(tx, { to: user.email, ...accountDeletedMail(user.language, { recipientName: user.fullName || user.email }) });

    const open = await tx
      .update(deals)
      .set({ stage: 'closed_lost', closedReason: ACCOUNT_DELETED_REASON, updatedAt: sql`now()` })
      .where(and(or(eq(deals.ownerUserId, userId), eq(deals.investorUserId, userId)), notInArray(deals.stage, [...CLOSED_DEAL_STAGES])))
      .returning({ id: deals.id });
    for (const deal of open) {
      await tx.insert(dealStageEvents).values({ dealId: deal.id, fromStage: null, toStage: 'closed_lost', actorUserId: userId, reason: ACCOUNT_DELETED_REASON });
    }
    // The counterparts' documents shared into these deals are no longer shared (issue 18); the user's own go below.
    await revokeForUser(tx, userId, 'account_deleted', userId);

    await tx.update(businessProfiles).set({
      status: 'inactive', companyName: DELETED_USER_NAME, subIndustry: null, registrationNumber: null, website: null, businessActivities: [],
      branches: [], keyPersonnel: [], organizationHierarchy: null, majorSuppliers: [], majorCustomers: [], updatedAt: sql`now()`,
    }).where(eq(businessProfiles.userId, userId));
    await tx.update(investorProfiles).set({ status: 'inactive', about: null, portfolioHighlights: null, updatedAt: sql`now()` }).where(eq(investorProfiles.userId, userId));
    await tx.update(profiles).set({ phone: null, companyName: null, updatedAt: sql`now()` }).where(eq(profiles.userId, userId));

    // Listed before the documents (and their grants) go: the stamped copies in the user's deals name them or were theirs.
    const copies = await stampedCopyKeysOfUser(tx, userId);
    const files = await tx.delete(documents).where(eq(documents.userId, userId)).returning({ key: documents.storageKey });
    await revokeUserSessions(tx, userId);
    await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
    // Two-factor sign-in's secret, recovery codes, pending sign-ins and remembered devices go with the account.
    for (const table of [twoFactorSecrets, twoFactorRecoveryCodes, twoFactorPendingLogins, twoFactorDevices]) await tx.delete(table).where(eq(table.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    // The owner's valuation estimates (issue 22) are their figures: they go, and leave the listing and any request.
    await tx.delete(valuationEstimates).where(eq(valuationEstimates.userId, userId));
    // Their saved searches (issue 23) and, with them, their recorded alerts: nothing more is matched or mailed.
    await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
    await tx.update(users).set({
      email: `deleted-${userId}@deleted.invalid`, fullName: DELETED_USER_NAME, passwordHash: unusable, emailVerifiedAt: null,
      deletedAt: sql`now()`, suspendedAt: sql`now()`, twoFactorEnabledAt: null, updatedAt: sql`now()`,
    }).where(eq(users.id, userId));
    await tx.insert(auditLog).values({ actorUserId: userId, action: 'user.deleted', targetType: 'user', targetId: userId, after: { deals_closed: open.length, documents_removed: files.length } });
    return [...files.map((f) => f.key), ...copies];
  });
}

/** Removes the deleted account's files; one that cannot be removed now is left for the storage's own clean-up. */
export async function removeFiles(storage: Storage, keys: string[], log: (message: string, error: unknown) => void): Promise<void> {
  for (const key of keys) await storage.delete(key).catch((error: unknown) => log(`Could not remove a deleted account's document ${key}:`, error));
}
