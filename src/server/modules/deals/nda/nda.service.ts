import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import type { Language } from '#shared/enums.ts';
import { message } from '#shared/messages/messages.ts';
import {
  typedNameMatches, type AcceptNdaInput, type BusinessNda, type DealNda, type NdaAcceptance, type NdaSettings, type UpdateNdaSettingsInput,
} from '#shared/deals/nda.ts';
import type { Db } from '../../../db/client.ts';
import { businessProfiles, documents, investorProfiles, matches, ndaAcceptances, users } from '../../../db/schema.ts';
import { conflict, invalid, notFound } from '../../../http/errors.ts';
import type { Storage } from '../../../storage/storage.ts';
import { toReadable } from '../../../storage/storage.ts';
import { standardNda, STANDARD_NDA_VERSION } from './standard-nda.ts';

// The NDA before the introduction (issue 18, decision 0143): what an owner requires, what an investor is shown and
// accepts, and the record both parties can have a certificate of.

type AcceptanceRow = typeof ndaAcceptances.$inferSelect;
type BusinessNdaColumns = { id: string; userId: string; ndaRequired: boolean; ndaDocumentId: string | null };

export const CUSTOM_NDA_VERSION = 'custom';

export function acceptanceDto(row: AcceptanceRow): NdaAcceptance {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    sha256: row.sha256,
    language: row.language,
    typed_name: row.typedName,
    accepted_at: row.createdAt.toISOString(),
    verification_code: row.verificationCode,
  };
}

/** Reads a stored file whole and hashes it (an owner's own NDA is accepted by its SHA-256). */
async function sha256Of(storage: Storage, storageKey: string): Promise<string | null> {
  const body = await storage.get(storageKey);
  if (!body) return null;
  const hash = createHash('sha256');
  for await (const chunk of body instanceof Readable ? body : toReadable(body)) hash.update(chunk as Uint8Array);
  return hash.digest('hex');
}

/** The owner's own NDA document (theirs, a PDF), with its hash stored on first use. */
async function customNdaDocument(db: Db, storage: Storage, ownerUserId: string, documentId: string) {
  const [document] = await db.select().from(documents).where(and(eq(documents.id, documentId), eq(documents.userId, ownerUserId))).limit(1);
  if (!document || document.contentType !== 'application/pdf') return null;
  if (document.sha256) return document;
  const sha256 = await sha256Of(storage, document.storageKey);
  if (!sha256) return null;
  await db.update(documents).set({ sha256 }).where(eq(documents.id, document.id));
  return { ...document, sha256 };
}

/** The NDA a business requires as one reader sees it (the standard text in their language, or the owner's PDF). */
export async function ndaOfBusiness(db: Db, storage: Storage, business: BusinessNdaColumns, language: Language): Promise<Omit<BusinessNda, 'acceptance'>> {
  const custom = business.ndaDocumentId ? await customNdaDocument(db, storage, business.userId, business.ndaDocumentId) : null;
  if (custom?.sha256) {
    return {
      required: business.ndaRequired, kind: 'custom', version: CUSTOM_NDA_VERSION, sha256: custom.sha256, language,
      title: custom.fileName, text: null, document: { file_name: custom.fileName, size_bytes: custom.sizeBytes },
    };
  }
  const standard = standardNda(language);
  return {
    required: business.ndaRequired, kind: 'standard', version: standard.version, sha256: standard.sha256, language,
    title: standard.title, text: standard.text, document: null,
  };
}

export async function latestAcceptance(db: Db, matchId: string): Promise<AcceptanceRow | undefined> {
  const [row] = await db.select().from(ndaAcceptances).where(eq(ndaAcceptances.matchId, matchId)).orderBy(desc(ndaAcceptances.createdAt)).limit(1);
  return row;
}

/** Whether the pair may be introduced: the business asks for no NDA, or the investor accepted one for this pair. */
export async function ndaSatisfied(db: Db, businessProfileId: string, matchId: string): Promise<boolean> {
  const [business] = await db.select({ required: businessProfiles.ndaRequired }).from(businessProfiles).where(eq(businessProfiles.id, businessProfileId));
  if (!business?.required) return true;
  return (await latestAcceptance(db, matchId)) !== undefined;
}

/** The business an investor is about to act on, if it is active; otherwise 404 as if it did not exist. */
export async function activeBusinessNdaColumns(db: Db, businessProfileId: string): Promise<BusinessNdaColumns> {
  const [business] = await db
    .select({ id: businessProfiles.id, userId: businessProfiles.userId, ndaRequired: businessProfiles.ndaRequired, ndaDocumentId: businessProfiles.ndaDocumentId })
    .from(businessProfiles)
    .where(and(eq(businessProfiles.id, businessProfileId), eq(businessProfiles.status, 'active')))
    .limit(1);
  if (!business) throw notFound();
  return business;
}

export async function investorProfileIdOf(db: Db, userId: string): Promise<string> {
  const [own] = await db.select({ id: investorProfiles.id }).from(investorProfiles).where(eq(investorProfiles.userId, userId)).limit(1);
  if (!own) throw notFound(message('completeInvestorProfile'));
  return own.id;
}

async function matchIdOf(db: Db, investorProfileId: string, businessProfileId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.investorProfileId, investorProfileId), eq(matches.businessProfileId, businessProfileId)))
    .limit(1);
  return row?.id ?? null;
}

/** What the investor is shown before Interested: the business's NDA and their acceptance of it, if any. */
export async function businessNdaFor(db: Db, storage: Storage, userId: string, businessProfileId: string, language: Language): Promise<BusinessNda> {
  const investorProfileId = await investorProfileIdOf(db, userId);
  const business = await activeBusinessNdaColumns(db, businessProfileId);
  const nda = await ndaOfBusiness(db, storage, business, language);
  const matchId = await matchIdOf(db, investorProfileId, businessProfileId);
  const acceptance = matchId ? await latestAcceptance(db, matchId) : undefined;
  return { ...nda, acceptance: acceptance ? acceptanceDto(acceptance) : null };
}

/** Eight characters a person can read out and type back (no 0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newVerificationCode(): string {
  const bytes = randomBytes(12);
  const chars = Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `NDA-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

export interface AcceptContext {
  ip: string | null;
  userAgent: string | null;
  language: Language;
}

/**
 * Records the investor's acceptance of the NDA they were shown (its sha256 must still be the business's), once per pair
 * and version: accepting again returns the existing record. `ensureMatch` creates the pair's match row (the deal flow's).
 */
export async function acceptNda(
  db: Db, storage: Storage, userId: string, businessProfileId: string, input: AcceptNdaInput, context: AcceptContext,
  flow: {
    /** Creates the pair's match if needed (the deal flow's) and returns its id. */
    ensureMatch: (tx: Db, investorProfileId: string, businessProfileId: string) => Promise<string>;
    /** Runs in the acceptance's transaction: introduces the pair if both sides had already acted. */
    onAccepted: (tx: Db, matchId: string) => Promise<void>;
  },
): Promise<{ acceptance: NdaAcceptance; created: boolean; matchId: string }> {
  const investorProfileId = await investorProfileIdOf(db, userId);
  const business = await activeBusinessNdaColumns(db, businessProfileId);
  if (!business.ndaRequired) throw conflict(message('ndaNotRequired'));
  const [account] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  if (!account || !typedNameMatches(input.typed_name, account.fullName)) throw invalid({ typed_name: message('ndaNameMismatch') });
  // The text is hashed in the language the reader was shown; the owner's PDF has one hash in every language.
  const shown = await ndaOfBusiness(db, storage, business, context.language);
  const other = shown.kind === 'standard' ? await ndaOfBusiness(db, storage, business, context.language === 'en' ? 'ar' : 'en') : shown;
  const accepted = input.sha256 === shown.sha256 ? shown : input.sha256 === other.sha256 ? other : null;
  if (!accepted) throw conflict(message('ndaChanged'));
  return db.transaction(async (tx) => {
    const matchId = await flow.ensureMatch(tx as Db, investorProfileId, businessProfileId);
    // Locks the pair like the deal flow's actions do: an acceptance racing the owner's Connect cannot leave both
    // committed and the pair not introduced (each sees the other's write once it holds the row).
    await tx.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId)).for('update');
    const [created] = await tx
      .insert(ndaAcceptances)
      .values({
        matchId, businessProfileId, investorProfileId, userId, kind: accepted.kind, version: accepted.version, sha256: accepted.sha256,
        language: accepted.language, typedName: input.typed_name.trim(), ip: context.ip, userAgent: context.userAgent?.slice(0, 500) ?? null,
        verificationCode: newVerificationCode(),
      })
      .onConflictDoNothing({ target: [ndaAcceptances.matchId, ndaAcceptances.sha256] })
      .returning();
    if (created) {
      await flow.onAccepted(tx as Db, matchId);
      return { acceptance: acceptanceDto(created), created: true, matchId };
    }
    const [existing] = await tx.select().from(ndaAcceptances).where(and(eq(ndaAcceptances.matchId, matchId), eq(ndaAcceptances.sha256, accepted.sha256)));
    if (!existing) throw new Error('acceptance vanished');
    return { acceptance: acceptanceDto(existing), created: false, matchId };
  });
}

/** The NDA line of a deal room (and the admin's deal detail): accepted, or introduced without one. */
export async function dealNdaOf(db: Db, matchId: string): Promise<DealNda> {
  const [row] = await db
    .select({ acceptance: ndaAcceptances, name: users.fullName })
    .from(ndaAcceptances)
    .innerJoin(users, eq(users.id, ndaAcceptances.userId))
    .where(eq(ndaAcceptances.matchId, matchId))
    .orderBy(desc(ndaAcceptances.createdAt))
    .limit(1);
  if (!row) return { status: 'not_required', acceptance: null };
  return { status: 'accepted', acceptance: { ...acceptanceDto(row.acceptance), accepted_by: row.name } };
}

// The owner's choice on the business profile.

async function ownBusiness(db: Db, userId: string) {
  const [business] = await db
    .select({ id: businessProfiles.id, ndaRequired: businessProfiles.ndaRequired, ndaDocumentId: businessProfiles.ndaDocumentId, documentName: documents.fileName })
    .from(businessProfiles)
    .leftJoin(documents, eq(documents.id, businessProfiles.ndaDocumentId))
    .where(eq(businessProfiles.userId, userId))
    .limit(1);
  if (!business) throw notFound(message('completeBusinessProfile'));
  return business;
}

export async function ndaSettingsOf(db: Db, userId: string): Promise<NdaSettings> {
  const business = await ownBusiness(db, userId);
  return { required: business.ndaRequired, document_id: business.ndaDocumentId, document_name: business.documentName };
}

export async function updateNdaSettings(db: Db, storage: Storage, userId: string, input: UpdateNdaSettingsInput): Promise<NdaSettings> {
  const business = await ownBusiness(db, userId);
  const documentId = input.document_id === undefined ? business.ndaDocumentId : input.document_id;
  if (documentId && !(await customNdaDocument(db, storage, userId, documentId))) throw invalid({ document_id: message('ndaDocumentNotPdf') });
  await db.update(businessProfiles).set({ ndaRequired: input.required, ndaDocumentId: documentId }).where(eq(businessProfiles.id, business.id));
  return ndaSettingsOf(db, userId);
}

/** The owner's own NDA file, for an investor to read before accepting. */
export async function customNdaFile(db: Db, storage: Storage, businessProfileId: string) {
  const business = await activeBusinessNdaColumns(db, businessProfileId);
  if (!business.ndaDocumentId) throw notFound();
  const [document] = await db.select().from(documents).where(and(eq(documents.id, business.ndaDocumentId), eq(documents.userId, business.userId)));
  if (!document) throw notFound();
  const body = await storage.get(document.storageKey);
  if (!body) throw notFound();
  return { document, body };
}

export { STANDARD_NDA_VERSION };
