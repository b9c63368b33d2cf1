import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminBusiness, AdminInvestor, ProfileDecision } from '#shared/admin/profiles.ts';
import type { DocumentDto } from '#shared/documents.ts';
import type { ProfileStatus } from '#shared/enums.ts';
import { profileDecisionMail } from '#shared/locales/mail-texts.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, documents, investorProfiles, profiles, registrationVerifications, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { revokeForBusiness } from '../deals/index.ts';
import { notify } from '../notifications/index.ts';
import { isPaused } from '../profiles/index.ts';
import { audit, cursorAt, iso, olderThan } from './admin-shared.ts';
import type { Cursor } from './csv.ts';

export type ProfileKind = 'business' | 'investor';
const TABLES = { business: businessProfiles, investor: investorProfiles } as const;

const owner = { id: users.id, fullName: users.fullName, email: users.email };
const toPerson = (o: { id: string; fullName: string; email: string }) => ({ id: o.id, full_name: o.fullName, email: o.email });

const documentCount = sql<number>`(select count(*)::int from ${documents} where ${documents.userId} = ${businessProfiles.userId})`;

/** An admin's verification stands for the number the business has now (a changed number lapses it, issue 23). */
const registrationVerified = sql<boolean>`exists (select 1 from ${registrationVerifications} where ${registrationVerifications.businessProfileId} = ${businessProfiles.id} and ${registrationVerifications.registrationNumber} = ${businessProfiles.registrationNumber})`;

export const businessColumns = { profile: businessProfiles, owner, documentCount, registrationVerified };

export function selectBusinesses(db: Db, where?: SQL) {
  return db
    .select(businessColumns)
    .from(businessProfiles)
    .innerJoin(users, eq(users.id, businessProfiles.userId))
    .where(where)
    .orderBy(desc(businessProfiles.createdAt), desc(businessProfiles.id));
}

type BusinessRow = Awaited<ReturnType<typeof selectBusinesses>>[number];

/** When the owner last saved or confirmed the listing, and whether it is paused for want of that (issue 23). */
export const freshnessOf = (profile: { status: ProfileStatus; confirmedAt: Date; pausedAt: Date | null }) => ({
  confirmed_at: iso(profile.confirmedAt),
  paused: isPaused(profile),
});

export function toAdminBusiness({ profile, owner: o, documentCount: n, registrationVerified: verified }: BusinessRow): AdminBusiness {
  return {
    id: profile.id,
    company_name: profile.companyName,
    industry: profile.industry,
    business_stage: profile.businessStage,
    amount_required: profile.amountRequired,
    currency: profile.currency,
    document_count: n,
    status: profile.status,
    created_at: iso(profile.createdAt),
    ...freshnessOf(profile),
    registration_verified: verified,
    owner: toPerson(o),
  };
}

export const investorColumns = { profile: investorProfiles, owner, companyName: profiles.companyName };

export function selectInvestors(db: Db, where?: SQL) {
  return db
    .select(investorColumns)
    .from(investorProfiles)
    .innerJoin(users, eq(users.id, investorProfiles.userId))
    .leftJoin(profiles, eq(profiles.userId, investorProfiles.userId))
    .where(where)
    .orderBy(desc(investorProfiles.createdAt), desc(investorProfiles.id));
}

type InvestorRow = Awaited<ReturnType<typeof selectInvestors>>[number];

export function toAdminInvestor({ profile, owner: o, companyName }: InvestorRow): AdminInvestor {
  return {
    id: profile.id,
    min_amount: profile.minAmount,
    max_amount: profile.maxAmount,
    currency: profile.currency,
    preferred_industries: profile.preferredIndustries as AdminInvestor['preferred_industries'],
    involvement_type: profile.involvementType,
    status: profile.status,
    created_at: iso(profile.createdAt),
    ...freshnessOf(profile),
    owner: { ...toPerson(o), company_name: companyName ?? null },
  };
}

/** The owner as the detail views show them, with the phone and company of their registration record. */
export async function findOwner(db: Db, userId: string) {
  const [row] = await db
    .select({ ...owner, country: users.country, phone: profiles.phone, companyName: profiles.companyName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return { ...toPerson(row), country: row.country, phone: row.phone ?? null, company_name: row.companyName ?? null };
}

export async function ownerDocuments(db: Db, userId: string): Promise<DocumentDto[]> {
  const rows = await db.select().from(documents).where(eq(documents.userId, userId)).orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map((d) => ({
    id: d.id, type: d.type, file_name: d.fileName, content_type: d.contentType, size_bytes: d.sizeBytes,
    share_with_future_deals: d.shareWithFutureDeals, created_at: iso(d.createdAt),
  }));
}

/**
 * Approve (active) or Reject (inactive) a profile: audited every time (with the admin's reason, if any), and when
 * the status actually changes the owner is notified and, where mail is on, mailed in their language in the same
 * transaction. True when a mail was queued (the caller asks for delivery after the commit).
 *
 * A listing paused for want of an update (issue 23) is inactive but no rejection, so both decisions change it: Approve
 * republishes it, Reject turns it into a rejection (paused_at cleared either way). Any Approve that publishes a listing
 * also restarts its freshness clock (confirmed_at now, the reminder forgotten), or the next morning's run would pause
 * it again at once.
 */
export async function decideProfile(
  db: Db, admin: SessionUser, kind: ProfileKind, id: string, decision: ProfileDecision, { mail }: { mail: boolean },
): Promise<boolean> {
  const table = TABLES[kind];
  const { status, reason } = decision;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ userId: table.userId, status: table.status, pausedAt: table.pausedAt })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!current) throw notFound();
    const paused = isPaused(current);
    let mailQueued = false;
    if (current.status !== status || paused) {
      const republish = status === 'active' ? { confirmedAt: sql`now()`, staleRemindedAt: null } : {};
      await tx.update(table).set({ status, pausedAt: null, ...republish, updatedAt: sql`now()` }).where(eq(table.id, id));
      await notify(tx, current.userId, status === 'active' ? 'profile_approved' : 'profile_rejected', { profileType: kind });
      // A business taken off the platform shares nothing any more in its deals (issue 18).
      if (kind === 'business' && status === 'inactive') {
        await revokeForBusiness(tx, id, current.status === 'active' ? 'business_deactivated' : 'business_rejected', admin.id);
      }
      if (mail) mailQueued = await mailDecision(tx, kind, id, current.userId, status === 'active', reason ?? null);
    }
    await audit(tx, {
      actorUserId: admin.id,
      action: `${kind}_profile.${status === 'active' ? 'approve' : 'reject'}`,
      targetType: `${kind}_profile`,
      targetId: id,
      before: paused ? { status: current.status, paused: true } : { status: current.status },
      after: reason ? { status, reason } : { status },
    });
    return mailQueued;
  });
}

/** The decision mail to the profile's owner, in the language of their account. */
async function mailDecision(db: Db, kind: ProfileKind, id: string, userId: string, approved: boolean, reason: string | null): Promise<boolean> {
  const [recipient] = await db.select({ email: users.email, fullName: users.fullName, language: users.language }).from(users).where(eq(users.id, userId));
  if (!recipient) return false;
  const [business] = kind === 'business'
    ? await db.select({ companyName: businessProfiles.companyName }).from(businessProfiles).where(eq(businessProfiles.id, id))
    : [];
  const text = profileDecisionMail(recipient.language, {
    recipientName: recipient.fullName || recipient.email, profileType: kind, approved, companyName: business?.companyName ?? null, reason,
  });
  await enqueueMail(db, { to: recipient.email, ...text });
  return true;
}

export const countBusinesses = (db: Db) => db.$count(businessProfiles);
export const countInvestors = (db: Db) => db.$count(investorProfiles);

export async function findBusinessProfile(db: Db, id: string) {
  const [row] = await db.select().from(businessProfiles).where(eq(businessProfiles.id, id));
  return row;
}

export async function findInvestorProfile(db: Db, id: string) {
  const [row] = await db.select().from(investorProfiles).where(eq(investorProfiles.id, id));
  return row;
}

export async function adminBusiness(db: Db, id: string) {
  const [row] = await selectBusinesses(db, eq(businessProfiles.id, id));
  return row;
}

export async function adminInvestor(db: Db, id: string) {
  const [row] = await selectInvestors(db, eq(investorProfiles.id, id));
  return row;
}

/** One batch of the businesses export, newest first, after the cursor. */
export function businessExportBatch(db: Db, after: Cursor | undefined, size: number) {
  return db
    .select({ ...businessColumns, cursorAt: cursorAt(businessProfiles.createdAt), id: businessProfiles.id })
    .from(businessProfiles)
    .innerJoin(users, eq(users.id, businessProfiles.userId))
    .where(olderThan(businessProfiles.createdAt, businessProfiles.id, after))
    .orderBy(desc(businessProfiles.createdAt), desc(businessProfiles.id))
    .limit(size);
}

/** One batch of the investors export, newest first, after the cursor. */
export function investorExportBatch(db: Db, after: Cursor | undefined, size: number) {
  return db
    .select({ ...investorColumns, cursorAt: cursorAt(investorProfiles.createdAt), id: investorProfiles.id })
    .from(investorProfiles)
    .innerJoin(users, eq(users.id, investorProfiles.userId))
    .leftJoin(profiles, eq(profiles.userId, investorProfiles.userId))
    .where(olderThan(investorProfiles.createdAt, investorProfiles.id, after))
    .orderBy(desc(investorProfiles.createdAt), desc(investorProfiles.id))
    .limit(size);
}
