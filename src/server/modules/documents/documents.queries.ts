import { and, desc, eq, sql } from 'drizzle-orm';
import { documentMessages, MAX_DOCUMENTS_PER_USER } from '#shared/documents.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, documents, users } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { isUuid } from '../../http/ids.ts';
import type { ReceivedUpload } from './receive-upload.ts';

export type DocumentRow = typeof documents.$inferSelect;

export const countDocuments = async (db: Db, userId: string) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(documents).where(eq(documents.userId, userId)))[0]?.n ?? 0;

/** Inserts under a lock on the user row, so two concurrent uploads cannot pass the cap together. */
export async function insertDocument(db: Db, userId: string, upload: ReceivedUpload): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if ((await countDocuments(tx as Db, userId)) >= MAX_DOCUMENTS_PER_USER) throw conflict(documentMessages.tooMany);
    const [row] = await tx.insert(documents).values({ userId, ...upload }).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

export async function findDocument(db: Db, id: string): Promise<DocumentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row;
}

/** The user's documents, newest first. */
export function documentsOf(db: Db, userId: string): Promise<DocumentRow[]> {
  return db.select().from(documents).where(eq(documents.userId, userId)).orderBy(desc(documents.createdAt), desc(documents.id));
}

/** Someone other than the owner (an admin) downloaded the document. */
export async function auditDownload(db: Db, viewerId: string, documentId: string): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: viewerId,
    action: 'document.download',
    targetType: 'document',
    targetId: documentId,
  });
}

/** Deletes the user's own document; answers its storage key, or undefined when the user has no such document. */
export async function deleteOwnDocument(db: Db, userId: string, id: string): Promise<{ storageKey: string } | undefined> {
  const [removed] = await db
    .delete(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .returning({ storageKey: documents.storageKey });
  return removed;
}

/** Sets whether the user's own document is shared with future deals; undefined when the user has no such document. */
export async function setShareWithFutureDeals(db: Db, userId: string, id: string, share: boolean): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(documents)
    .set({ shareWithFutureDeals: share })
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .returning();
  return row;
}
