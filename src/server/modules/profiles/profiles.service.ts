import { and, eq, sql } from 'drizzle-orm';
import type { ProfileStatus, UserType } from '#shared/enums.ts';
import { businessFromValues, investorFromValues, type BusinessProfile, type InvestorProfile } from '#shared/profiles/profile-model.ts';
import type { BusinessProfileValues, InvestorProfileValues, StatusAfterSave } from '#shared/profiles/profiles.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, investorProfiles, profiles, registrationVerifications, users } from '../../db/schema.ts';
import { notify } from '../notifications/index.ts';
import { businessProfileColumns, businessProfileOf, investorProfileColumns, investorProfileOf } from './profile-rows.ts';

export type ProfileKind = 'investor' | 'business';
const TABLES = { investor: investorProfiles, business: businessProfiles } as const;

/** The profiles record, with the user's country (users.country is the one country a user has). */
export async function findProfileRecord(db: Db, userId: string) {
  const [row] = await db
    .select({ userType: profiles.userType, phone: profiles.phone, companyName: profiles.companyName, country: users.country })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row;
}

/** Spec (Dashboard): a user_type missing on the user record is read from the profiles record. */
export async function effectiveUserType(db: Db, user: SessionUser): Promise<UserType | null> {
  return user.userType ?? (await findProfileRecord(db, user.id))?.userType ?? null;
}

/** The status of the user's profile of one kind and whether it is paused for want of an update (issue 23); undefined before its first save. */
export async function findProfileState(db: Db, kind: ProfileKind, userId: string): Promise<{ status: ProfileStatus; paused: boolean } | undefined> {
  const table = TABLES[kind];
  const [row] = await db.select({ status: table.status, pausedAt: table.pausedAt }).from(table).where(eq(table.userId, userId)).limit(1);
  return row && { status: row.status, paused: isPaused(row) };
}

/**
 * Paused for staleness (issue 23): inactive with paused_at set. An inactive profile without paused_at is a rejection.
 * Every path that changes the status clears paused_at, so the pair is one state.
 */
export function isPaused(row: { status: ProfileStatus; pausedAt: Date | null }): boolean {
  return row.status === 'inactive' && row.pausedAt !== null;
}

export async function findInvestorProfile(db: Db, userId: string): Promise<InvestorProfile | undefined> {
  const [row] = await db.select(investorProfileColumns).from(investorProfiles).where(eq(investorProfiles.userId, userId)).limit(1);
  return row && investorProfileOf(row);
}

export async function findBusinessProfile(db: Db, userId: string): Promise<BusinessProfile | undefined> {
  const [row] = await db.select(businessProfileColumns).from(businessProfiles).where(eq(businessProfiles.userId, userId)).limit(1);
  return row && businessProfileOf(row);
}

/**
 * The status a save leads to. Auto review publishes at once (the spec); manual review sends every
 * save back to review. A profile an admin rejected is not republished by its owner's next save:
 * it goes back to review instead, so a rejection cannot be undone without an admin. A profile paused
 * for want of an update (issue 23) is no rejection: its save is treated as that of an active one.
 */
export function statusAfterSave(review: Config['PROFILE_REVIEW'], current: ProfileStatus | undefined, paused = false): StatusAfterSave {
  if (review === 'manual' || (current === 'inactive' && !paused)) return 'under_review';
  return 'active';
}

async function save(db: Db, kind: ProfileKind, userId: string, columns: object, review: Config['PROFILE_REVIEW']) {
  const table = TABLES[kind];
  return db.transaction(async (tx) => {
    // Lock the owner's row so concurrent saves cannot compute the status from a stale read.
    const [current] = await tx.select({ status: table.status, pausedAt: table.pausedAt }).from(table).where(eq(table.userId, userId)).for('update');
    const status = statusAfterSave(review, current?.status, current ? isPaused(current) : false);
    const values = { ...columns, userId, status };
    // Every save confirms the listing is current (issue 23): the freshness clock restarts and a pause ends.
    const fresh = { confirmedAt: sql`now()`, staleRemindedAt: null, pausedAt: null };
    const [row] = await tx
      .insert(table)
      .values(values as typeof table.$inferInsert)
      .onConflictDoUpdate({ target: table.userId, set: { ...columns, status, ...fresh, updatedAt: sql`now()` } })
      .returning();
    if (!row) throw new Error('profile upsert returned no row');
    if (kind === 'business') {
      // An admin's registration verification holds for the number it verified: a changed number lapses it.
      const business = row as typeof businessProfiles.$inferSelect;
      await tx.delete(registrationVerifications).where(and(
        eq(registrationVerifications.businessProfileId, business.id),
        sql`${registrationVerifications.registrationNumber} is distinct from ${business.registrationNumber}`,
      ));
    }
    await tx.update(users).set({ profileCompleted: true, updatedAt: sql`now()` }).where(eq(users.id, userId));
    await notify(tx, userId, status === 'active' ? 'profile_saved' : 'profile_submitted_for_review', { profileType: kind });
    return row;
  });
}

export async function saveInvestorProfile(db: Db, userId: string, values: InvestorProfileValues, review: Config['PROFILE_REVIEW']): Promise<InvestorProfile> {
  return investorProfileOf((await save(db, 'investor', userId, investorFromValues(values), review)) as typeof investorProfiles.$inferSelect);
}

export async function saveBusinessProfile(db: Db, userId: string, values: BusinessProfileValues, review: Config['PROFILE_REVIEW']): Promise<BusinessProfile> {
  return businessProfileOf((await save(db, 'business', userId, businessFromValues(values), review)) as typeof businessProfiles.$inferSelect);
}
