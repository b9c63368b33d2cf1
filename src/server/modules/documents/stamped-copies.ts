import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deals, documentGrants } from '../../db/schema.ts';
import { toReadable, type Storage } from '../../storage/storage.ts';

// A counterpart's stamped copy is kept in storage and served again while its stamp would read the same (issue 47,
// decision 0170). One copy per document, deal and viewer, under a key derived from the three, so that deleting a
// document finds every copy from its grants; the stamp's text (hashed) and its time travel in a header before the bytes.

/** Bumped when the stamper's output changes, so that copies made by an older one are made again. */
const STAMPER_VERSION = 1;
const MAGIC = Buffer.from('DBSTAMP1');
const HEADER_BYTES = MAGIC.length + 32 + 8;

export interface StampIdentity {
  contentType: string;
  viewerName: string;
  viewerEmail: string;
  dealLabel: string;
}

/** The storage key of one viewer's copy: a UUID made from the three ids, as the drivers want their keys. */
export function stampedCopyKey(documentId: string, dealId: string, viewerUserId: string): string {
  const hex = createHash('sha256').update(`stamped-copy\0${documentId}\0${dealId}\0${viewerUserId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What the stamp says apart from its time: a copy whose hash differs (a new name, a renamed business) is made again. */
export function stampTextHash(identity: StampIdentity): Buffer {
  const text = JSON.stringify([STAMPER_VERSION, identity.contentType, identity.viewerName, identity.viewerEmail, identity.dealLabel]);
  return createHash('sha256').update(text).digest();
}

async function readAll(body: Readable | ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body instanceof Readable ? body : toReadable(body)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The kept copy and the time its stamp shows, or null when there is none or it says something else now. */
export async function keptCopy(storage: Storage, key: string, textHash: Buffer): Promise<{ bytes: Uint8Array; at: Date } | null> {
  const body = await storage.get(key);
  if (!body) return null;
  const whole = await readAll(body);
  if (whole.length < HEADER_BYTES || !whole.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  if (!whole.subarray(MAGIC.length, MAGIC.length + 32).equals(textHash)) return null;
  const at = new Date(whole.readDoubleBE(MAGIC.length + 32));
  return { bytes: whole.subarray(HEADER_BYTES), at };
}

export async function keepCopy(storage: Storage, key: string, textHash: Buffer, at: Date, bytes: Uint8Array): Promise<void> {
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header);
  textHash.copy(header, MAGIC.length);
  header.writeDoubleBE(at.getTime(), MAGIC.length + 32);
  await storage.put(key, Buffer.concat([header, bytes]));
}

/** Every copy a document may have: one per party of each deal it was ever granted into (revoked grants keep their rows). */
export async function stampedCopyKeysOf(db: Db, documentId: string): Promise<string[]> {
  const rows = await db
    .select({ dealId: deals.id, ownerUserId: deals.ownerUserId, investorUserId: deals.investorUserId })
    .from(documentGrants)
    .innerJoin(deals, eq(deals.id, documentGrants.dealId))
    .where(eq(documentGrants.documentId, documentId));
  return rows.flatMap((row) => [row.ownerUserId, row.investorUserId].map((viewer) => stampedCopyKey(documentId, row.dealId, viewer)));
}

/**
 * Every copy in the deals of a user who is leaving: their documents stamped for counterparts, and the counterparts'
 * documents stamped with this user's name and email (deleted with the account, decision 0170).
 */
export async function stampedCopyKeysOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ documentId: documentGrants.documentId, dealId: deals.id, ownerUserId: deals.ownerUserId, investorUserId: deals.investorUserId })
    .from(documentGrants)
    .innerJoin(deals, eq(deals.id, documentGrants.dealId))
    .where(or(eq(deals.ownerUserId, userId), eq(deals.investorUserId, userId)));
  return rows.flatMap((row) => [row.ownerUserId, row.investorUserId].map((viewer) => stampedCopyKey(row.documentId, row.dealId, viewer)));
}

/** Removes copies; one that cannot be removed now stays unreachable (no grant leads to it) until its document goes. */
export async function removeStampedCopies(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch((error: unknown) => console.warn(`Could not remove stamped copy ${key}:`, error))));
}
