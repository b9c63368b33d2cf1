import { Readable } from 'node:stream';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { message } from '#shared/messages/messages.ts';
import type { Db } from '../../../db/client.ts';
import { notifications } from '../../../db/schema.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import { PdfLimitError } from '../../../pdf/pdf-limits.ts';
import { UnstampableError } from '../../../pdf/stamp-errors.ts';
import type { StampableType } from '../../../pdf/stamping-jobs.ts';
import { stampingPoolOf, type StampingConfig } from '../../../pdf/stamping-pool.ts';
import type { Storage } from '../../../storage/storage.ts';
import { toReadable } from '../../../storage/storage.ts';
import { notify } from '../../notifications/index.ts';
import type { DocumentRow } from './deal-documents.queries.ts';
import { keepCopy, keptCopy, stampedCopyKey, stampTextHash, type StampIdentity } from '../../documents/index.ts';
import type { DealRow } from './deals.queries.ts';

// The stamped copy a counterpart downloads: the kept one while its stamp would read the same, otherwise made in the
// stamping pool (never on the server's main thread) and kept. A file the pool refuses is never served unstamped.

export type StampedCopyConfig = StampingConfig & { UPLOAD_MAX_BYTES: number };

async function readWhole(body: Readable | ReadableStream<Uint8Array>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body instanceof Readable ? body : toReadable(body)) {
    size += (chunk as Buffer).length;
    // A stored file is never larger than the upload limit.
    if (size > limit) throw new Error(`stored file larger than the upload limit (${limit} bytes)`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Tells the owner once (while the notice is unread) that a document of theirs could not be stamped. */
async function tellOwnerUnstampable(db: Db, deal: DealRow, document: DocumentRow): Promise<void> {
  const [unread] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(
      eq(notifications.userId, document.userId), eq(notifications.kind, 'document_unstampable'), isNull(notifications.readAt),
      sql`${notifications.data}->>'dealId' = ${deal.id}`, sql`${notifications.data}->>'fileName' = ${document.fileName}`,
    ))
    .limit(1);
  if (!unread) await notify(db, document.userId, 'document_unstampable', { dealId: deal.id, fileName: document.fileName });
}

/**
 * The viewer's stamped copy of a PDF or image (the viewer's name and email, the deal, the time of their first download).
 * 422 with `documentTooComplexToStamp` (over a limit) or `documentNotStampable` (damaged, encrypted), the owner told.
 */
export async function stampedCopy(
  db: Db, storage: Storage, config: StampedCopyConfig, deal: DealRow, document: DocumentRow, viewerUserId: string, identity: Omit<StampIdentity, 'contentType'>,
): Promise<Uint8Array> {
  const key = stampedCopyKey(document.id, deal.id, viewerUserId);
  const textHash = stampTextHash({ ...identity, contentType: document.contentType });
  const kept = await keptCopy(storage, key, textHash);
  if (kept) return kept.bytes;
  const stored = await storage.get(document.storageKey);
  if (!stored) throw notFound();
  const original = await readWhole(stored, config.UPLOAD_MAX_BYTES);
  // The time of the first download, kept with the copy: the same viewer gets the same bytes until the stamp's text changes.
  const stamp = { ...identity, at: new Date() };
  let stamped: Uint8Array;
  try {
    stamped = await stampingPoolOf(config).stamp(document.contentType as StampableType, original, stamp);
  } catch (error) {
    // Whatever the worker cannot stamp is the file's fault, not the request's: refused, never served unstamped.
    if (!(error instanceof PdfLimitError) && !(error instanceof UnstampableError)) {
      console.warn(`Document ${document.id} could not be stamped:`, error instanceof Error ? error.message : error);
    }
    await db.transaction((tx) => tellOwnerUnstampable(tx as Db, deal, document));
    throw new ApiError(422, message(error instanceof PdfLimitError ? 'documentTooComplexToStamp' : 'documentNotStampable'));
  }
  // A copy that cannot be kept is still served; the next download makes it again.
  await keepCopy(storage, key, textHash, stamp.at, stamped).catch((error: unknown) => console.warn(`Could not keep the stamped copy of ${document.id}:`, error));
  return stamped;
}
