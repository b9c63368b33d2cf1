import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ACCESS_LOG_PAGE_SIZE, type RevokeReason } from '#shared/deals/documents.ts';
import { CLOSED_DEAL_STAGES, type DealStage } from '#shared/deals/room.ts';
import type { Db } from '../../../db/client.ts';
import { businessProfiles, deals, documentAccessLog, documentGrants, documents, users } from '../../../db/schema.ts';
import type { DealRow } from './deals.queries.ts';

// Grants of documents into deals and the log of their views and downloads (issue 18, decision 0144). A grant is live
// while revoked_at is null; revoking keeps the row (who, when, why) for the owner's and the admin's record.

export type DocumentRow = typeof documents.$inferSelect;
export type GrantRow = typeof documentGrants.$inferSelect;

const live = isNull(documentGrants.revokedAt);
const closedStages = [...CLOSED_DEAL_STAGES] as DealStage[];

/** The caller's own documents, each with its live grant in this deal (if any), newest first. */
export async function ownDocumentsIn(db: Db, dealId: string, userId: string) {
  return db
    .select({ document: documents, grantedAt: documentGrants.grantedAt })
    .from(documents)
    .leftJoin(documentGrants, and(eq(documentGrants.documentId, documents.id), eq(documentGrants.dealId, dealId), live))
    .where(eq(documents.userId, userId))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

/** The documents the other party shares live in this deal, most recently shared first. */
export async function sharedWith(db: Db, deal: DealRow, viewerUserId: string) {
  const owner = deal.investorUserId === viewerUserId ? deal.ownerUserId : deal.investorUserId;
  return db
    .select({ document: documents, grantedAt: documentGrants.grantedAt })
    .from(documentGrants)
    .innerJoin(documents, eq(documents.id, documentGrants.documentId))
    .where(and(eq(documentGrants.dealId, deal.id), live, eq(documents.userId, owner)))
    .orderBy(desc(documentGrants.grantedAt), desc(documents.id));
}

/** A document the counterpart shares live in this deal, or undefined: the only way a counterpart reaches a file. */
export async function grantedDocument(db: Db, deal: DealRow, viewerUserId: string, documentId: string): Promise<DocumentRow | undefined> {
  const owner = deal.investorUserId === viewerUserId ? deal.ownerUserId : deal.investorUserId;
  const [row] = await db
    .select({ document: documents })
    .from(documentGrants)
    .innerJoin(documents, eq(documents.id, documentGrants.documentId))
    .innerJoin(deals, eq(deals.id, documentGrants.dealId))
    .innerJoin(businessProfiles, eq(businessProfiles.id, deals.businessProfileId))
    .where(and(
      eq(documentGrants.dealId, deal.id), live, eq(documents.id, documentId), eq(documents.userId, owner),
      sql`${deals.stage} not in (${sql.join(closedStages.map((s) => sql`${s}`), sql`, `)})`,
      // A business taken off the platform shares nothing, even if someone shares again (decision 0144).
      eq(businessProfiles.status, 'active'),
    ))
    .limit(1);
  return row?.document;
}

/** The latest views and downloads of the owner's documents in this deal, with the viewer's name. */
export async function accessLogOf(db: Db, dealId: string, ownerUserId: string) {
  return db
    .select({ entry: documentAccessLog, viewerName: users.fullName })
    .from(documentAccessLog)
    .leftJoin(users, eq(users.id, documentAccessLog.viewerUserId))
    .where(and(eq(documentAccessLog.dealId, dealId), eq(documentAccessLog.ownerUserId, ownerUserId)))
    .orderBy(desc(documentAccessLog.createdAt), desc(documentAccessLog.id))
    .limit(ACCESS_LOG_PAGE_SIZE);
}

/** Whether documents can be shared in the deal: it is open and its business is active on the platform. */
export async function canShareIn(db: Db, deal: Pick<DealRow, 'stage' | 'businessProfileId'>): Promise<boolean> {
  if ((CLOSED_DEAL_STAGES as readonly DealStage[]).includes(deal.stage)) return false;
  const [business] = await db.select({ status: businessProfiles.status }).from(businessProfiles).where(eq(businessProfiles.id, deal.businessProfileId));
  return business?.status === 'active';
}

/** Revokes every live grant of the deals that match `where`; returns the deals touched (for their live events). */
async function revokeWhere(db: Db, dealIds: string[], reason: RevokeReason, actorUserId: string | null): Promise<string[]> {
  if (dealIds.length === 0) return [];
  const rows = await db
    .update(documentGrants)
    .set({ revokedAt: sql`now()`, revokedByUserId: actorUserId, revokeReason: reason })
    .where(and(inArray(documentGrants.dealId, dealIds), live))
    .returning({ dealId: documentGrants.dealId });
  return [...new Set(rows.map((r) => r.dealId))];
}

export const revokeDealGrants = (db: Db, dealId: string, reason: RevokeReason, actorUserId: string | null) =>
  revokeWhere(db, [dealId], reason, actorUserId);

/** Every grant of every deal of a business (an admin rejected or deactivated it). */
export async function revokeBusinessGrants(db: Db, businessProfileId: string, reason: RevokeReason, actorUserId: string | null): Promise<DealRow[]> {
  const rows = await db.select().from(deals).where(eq(deals.businessProfileId, businessProfileId));
  const touched = await revokeWhere(db, rows.map((d) => d.id), reason, actorUserId);
  return rows.filter((d) => touched.includes(d.id));
}

/** Every grant of every deal a user is a party to (a suspension). */
export async function revokeUserGrants(db: Db, userId: string, reason: RevokeReason, actorUserId: string | null): Promise<DealRow[]> {
  const rows = await db.select().from(deals).where(or(eq(deals.ownerUserId, userId), eq(deals.investorUserId, userId)));
  const touched = await revokeWhere(db, rows.map((d) => d.id), reason, actorUserId);
  return rows.filter((d) => touched.includes(d.id));
}

/** For the admin's deal detail: every grant, live or revoked, with its file and its owner's side. */
export async function grantsOf(db: Db, dealId: string) {
  return db
    .select({ grant: documentGrants, fileName: documents.fileName, ownerUserId: documents.userId })
    .from(documentGrants)
    .innerJoin(documents, eq(documents.id, documentGrants.documentId))
    .where(eq(documentGrants.dealId, dealId))
    .orderBy(desc(documentGrants.grantedAt), desc(documentGrants.id));
}

/** For the admin's deal detail: every view and download, newest first, with the address. */
export async function fullAccessLogOf(db: Db, dealId: string) {
  return db
    .select({ entry: documentAccessLog, viewerName: users.fullName })
    .from(documentAccessLog)
    .leftJoin(users, eq(users.id, documentAccessLog.viewerUserId))
    .where(eq(documentAccessLog.dealId, dealId))
    .orderBy(desc(documentAccessLog.createdAt), desc(documentAccessLog.id))
    .limit(500);
}
