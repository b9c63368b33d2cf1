import { Readable } from 'node:stream';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  stampKindOf, type AccessAction, type DealDocuments, type OwnDealDocument, type RevokeReason, type SharedDealDocument,
} from '#shared/deals/documents.ts';
import { isClosedStage } from '#shared/deals/room.ts';
import { message } from '#shared/messages/messages.ts';
import type { Db } from '../../../db/client.ts';
import { businessProfiles, deals, documentAccessLog, documentGrants, documents, users } from '../../../db/schema.ts';
import { conflict, invalid, notFound } from '../../../http/errors.ts';
import { existingId } from '../../../http/ids.ts';
import type { Storage } from '../../../storage/storage.ts';
import { publish } from '../../../events/live-hub.ts';
import { dealNdaOf } from '../nda/nda.service.ts';
import { notify } from '../../notifications/index.ts';
import {
  accessLogOf, canShareIn, grantedDocument, ownDocumentsIn, revokeBusinessGrants, revokeDealGrants, revokeUserGrants, sharedWith, type DocumentRow,
} from './deal-documents.queries.ts';
import { stampedCopyKey } from '../../documents/index.ts';
import { stampedCopy, type StampedCopyConfig } from './deal-documents.stamping.ts';
import { partyDeal, type DealRow } from './deals.queries.ts';

// Documents shared per deal (issue 18, decision 0144). Every write runs in a transaction that also publishes the
// deal's 'documents' live event, so the other side's room refreshes when it commits.

const iso = (date: Date) => date.toISOString();

const documentFields = (document: DocumentRow) => ({
  id: document.id,
  type: document.type,
  file_name: document.fileName,
  content_type: document.contentType,
  size_bytes: document.sizeBytes,
  created_at: iso(document.createdAt),
  stamp: stampKindOf(document.contentType),
});

const publishDocuments = (db: Db, deal: Pick<DealRow, 'id' | 'ownerUserId' | 'investorUserId'>) =>
  publish(db, [deal.ownerUserId, deal.investorUserId], { type: 'deal', deal_id: deal.id, what: 'documents' });

/** The documents panel of a deal room: the NDA, the caller's documents and what is shared, what the counterpart shares, the log. */
export async function dealDocumentsOf(db: Db, dealId: string, userId: string): Promise<DealDocuments> {
  const deal = await partyDeal(db, dealId, userId);
  const [nda, open, mine, shared, log] = await Promise.all([
    dealNdaOf(db, deal.matchId),
    canShareIn(db, deal),
    ownDocumentsIn(db, deal.id, userId),
    sharedWith(db, deal, userId),
    accessLogOf(db, deal.id, userId),
  ]);
  return {
    nda,
    open,
    mine: mine.map(({ document, grantedAt }): OwnDealDocument => ({
      ...documentFields(document),
      shared: grantedAt !== null,
      shared_at: grantedAt ? iso(grantedAt) : null,
      share_with_future_deals: document.shareWithFutureDeals,
    })),
    shared_with_me: shared.map(({ document, grantedAt }): SharedDealDocument => ({ ...documentFields(document), shared_at: iso(grantedAt) })),
    access_log: log.map(({ entry, viewerName }) => ({
      id: entry.id,
      document_id: entry.documentId,
      file_name: entry.fileName,
      viewer_name: viewerName ?? 'Deleted user',
      action: entry.action,
      created_at: iso(entry.createdAt),
    })),
  };
}

/** Shares one of the caller's documents into the deal; sharing it again changes nothing. 409 once the deal is closed. */
export async function shareDocument(db: Db, dealId: string, userId: string, documentId: string): Promise<OwnDealDocument> {
  const deal = await partyDeal(db, dealId, userId);
  return db.transaction(async (tx) => {
    // Locks the deal row: a share and a close never both win.
    const [locked] = await tx.select().from(deals).where(eq(deals.id, deal.id)).for('update');
    if (!locked || isClosedStage(locked.stage)) throw conflict(message('dealClosed'));
    if (!(await canShareIn(tx as Db, locked))) throw conflict(message('dealBusinessInactive'));
    const [document] = await tx.select().from(documents).where(and(eq(documents.id, documentId), eq(documents.userId, userId))).limit(1);
    if (!document) throw invalid({ document_id: message('documentNotYours') });
    const [created] = await tx
      .insert(documentGrants)
      .values({ documentId: document.id, dealId: deal.id, grantedByUserId: userId })
      .onConflictDoNothing({ target: [documentGrants.documentId, documentGrants.dealId], where: isNull(documentGrants.revokedAt) })
      .returning();
    const [grant] = created
      ? [created]
      : await tx.select().from(documentGrants).where(and(eq(documentGrants.documentId, document.id), eq(documentGrants.dealId, deal.id), isNull(documentGrants.revokedAt)));
    if (!grant) throw new Error('grant vanished');
    if (created) {
      const [sharer] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
      const other = deal.investorUserId === userId ? deal.ownerUserId : deal.investorUserId;
      await notify(tx as Db, other, 'document_shared', { dealId: deal.id, fileName: document.fileName, counterpartName: sharer?.name });
      await publishDocuments(tx as Db, deal);
    }
    return { ...documentFields(document), shared: true, shared_at: iso(grant.grantedAt), share_with_future_deals: document.shareWithFutureDeals };
  });
}

/**
 * The owner unshares: the counterpart's next request for the file is a 404. Unsharing what is not shared is a 404.
 * Answers the keys of the stamped copies this grant may have left, for the handler to remove.
 */
export async function unshareDocument(db: Db, dealId: string, userId: string, documentId: string): Promise<string[]> {
  const deal = await partyDeal(db, dealId, userId);
  existingId(documentId);
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(documentGrants)
      .set({ revokedAt: sql`now()`, revokedByUserId: userId, revokeReason: 'unshared' })
      .where(and(
        eq(documentGrants.dealId, deal.id), eq(documentGrants.documentId, documentId), isNull(documentGrants.revokedAt),
        inArray(documentGrants.documentId, tx.select({ id: documents.id }).from(documents).where(eq(documents.userId, userId))),
      ))
      .returning({ id: documentGrants.id });
    if (revoked.length === 0) throw notFound();
    await publishDocuments(tx as Db, deal);
  });
  return [deal.ownerUserId, deal.investorUserId].map((viewer) => stampedCopyKey(documentId, deal.id, viewer));
}

/** A new deal receives the grants of its parties' documents ticked "share with every future deal". */
export async function grantFutureDocuments(db: Db, dealId: string, partyUserIds: string[]): Promise<void> {
  const ticked = await db
    .select({ id: documents.id, userId: documents.userId })
    .from(documents)
    .where(and(inArray(documents.userId, partyUserIds), eq(documents.shareWithFutureDeals, true)));
  if (ticked.length === 0) return;
  await db
    .insert(documentGrants)
    .values(ticked.map((d) => ({ documentId: d.id, dealId, grantedByUserId: d.userId })))
    .onConflictDoNothing();
}

/** Closing, rejection, deactivation, suspension: every live grant of the deals concerned ends, and their rooms refresh. */
export async function revokeForDeal(db: Db, deal: DealRow, reason: RevokeReason, actorUserId: string | null): Promise<void> {
  if ((await revokeDealGrants(db, deal.id, reason, actorUserId)).length > 0) await publishDocuments(db, deal);
}

export async function revokeForBusiness(db: Db, businessProfileId: string, reason: RevokeReason, actorUserId: string | null): Promise<void> {
  for (const deal of await revokeBusinessGrants(db, businessProfileId, reason, actorUserId)) await publishDocuments(db, deal);
}

export async function revokeForUser(db: Db, userId: string, reason: RevokeReason, actorUserId: string | null): Promise<void> {
  for (const deal of await revokeUserGrants(db, userId, reason, actorUserId)) await publishDocuments(db, deal);
}

export interface AccessRequest {
  ip: string | null;
  userAgent: string | null;
  /** 'view' opens a PDF or an image in the browser; everything else is a download. */
  action: AccessAction;
}

export interface StampedFile {
  body: Uint8Array | ReadableStream<Uint8Array>;
  length: number | null;
  contentType: string;
  fileName: string;
  inline: boolean;
}

/**
 * The counterpart's copy of a shared document: PDFs stamped on every page and images with a footer band (the viewer's
 * name and email, the deal, the time of their first download: deal-documents.stamping.ts), Word files as they are; each
 * access is logged before the bytes leave. A file that cannot be stamped is refused (422), never served unstamped.
 */
export async function openSharedFile(
  db: Db, storage: Storage, config: StampedCopyConfig, dealId: string, viewerUserId: string, documentId: string, request: AccessRequest,
): Promise<StampedFile> {
  const deal = await partyDeal(db, dealId, viewerUserId);
  const document = await grantedDocument(db, deal, viewerUserId, existingId(documentId));
  if (!document) throw notFound();
  const kind = stampKindOf(document.contentType);
  // A Word file cannot be shown in the browser: asked to view it, the server sends it as a download, and logs that.
  const action: AccessAction = request.action === 'view' && kind !== 'as_is' ? 'view' : 'download';
  let body: Uint8Array | ReadableStream<Uint8Array>;
  if (kind === 'as_is') {
    const stored = await storage.get(document.storageKey);
    if (!stored) throw notFound();
    body = stored instanceof Readable ? (Readable.toWeb(stored) as ReadableStream<Uint8Array>) : stored;
  } else {
    const [viewer] = await db.select({ name: users.fullName, email: users.email }).from(users).where(eq(users.id, viewerUserId));
    const [business] = await db.select({ name: businessProfiles.companyName }).from(businessProfiles).where(eq(businessProfiles.id, deal.businessProfileId));
    body = await stampedCopy(db, storage, config, deal, document, viewerUserId, {
      viewerName: viewer?.name ?? '', viewerEmail: viewer?.email ?? '', dealLabel: business?.name ?? 'Dealbridge deal',
    });
  }
  const length = body instanceof ReadableStream ? document.sizeBytes : body.byteLength;
  // The grant may have been revoked while the file was being stamped: the log and the answer follow the grant.
  const logged = await db.transaction(async (tx) => {
    if (!(await grantedDocument(tx as Db, deal, viewerUserId, document.id))) return false;
    await tx.insert(documentAccessLog).values({
      documentId: document.id, dealId: deal.id, ownerUserId: document.userId, viewerUserId, fileName: document.fileName,
      action, ip: request.ip, userAgent: request.userAgent?.slice(0, 500) ?? null,
    });
    await publishDocuments(tx as Db, deal);
    return true;
  });
  if (!logged) {
    if (body instanceof ReadableStream) await body.cancel();
    throw notFound();
  }
  return { body, length, contentType: document.contentType, fileName: document.fileName, inline: action === 'view' };
}
