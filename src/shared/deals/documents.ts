import { z } from 'zod';
import { DOCUMENT_TYPES } from '../enums.ts';
import { messageText } from '../messages/messages.ts';
import { dealNdaSchema } from './nda.ts';

// Documents shared into one deal (issue 18, docs/decisions/0144-documents-shared-per-deal.md). Nothing is shared by
// default: a party shares chosen documents of their own with this deal (or ticks "share with every future deal" on a
// document); the counterpart sees only those, downloads them stamped with their identity, and every view and
// download is logged for the document's owner. Unsharing, closing the deal, an admin rejecting or deactivating the
// business, and a suspension revoke grants.

/** How a counterpart's copy is served: PDFs stamped on every page, images with a footer band, Word files as they are (logged). */
export const STAMP_KINDS = ['pdf', 'image', 'as_is'] as const;
export type StampKind = (typeof STAMP_KINDS)[number];

export function stampKindOf(contentType: string): StampKind {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType === 'image/png' || contentType === 'image/jpeg') return 'image';
  return 'as_is';
}

export const ACCESS_ACTIONS = ['view', 'download'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

const documentFields = {
  /** The document's id (the same as in the owner's document list). */
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  created_at: z.string(),
  stamp: z.enum(STAMP_KINDS),
};

/** One of the caller's own documents, and whether it is shared into this deal. */
export const ownDealDocumentSchema = z.object({
  ...documentFields,
  shared: z.boolean(),
  shared_at: z.string().nullable(),
  share_with_future_deals: z.boolean(),
});
export type OwnDealDocument = z.infer<typeof ownDealDocumentSchema>;

/** A document the counterpart shared with the caller in this deal. */
export const sharedDealDocumentSchema = z.object({ ...documentFields, shared_at: z.string() });
export type SharedDealDocument = z.infer<typeof sharedDealDocumentSchema>;

/** A view or download of one of the caller's documents by the counterpart ("Ines Investor downloaded Financials-2025.pdf · 14:02"). */
export const documentAccessSchema = z.object({
  id: z.string(),
  document_id: z.string().nullable(),
  file_name: z.string(),
  viewer_name: z.string(),
  action: z.enum(ACCESS_ACTIONS),
  created_at: z.string(),
});
export type DocumentAccess = z.infer<typeof documentAccessSchema>;

export const ACCESS_LOG_PAGE_SIZE = 50;

export const dealDocumentsSchema = z.object({
  nda: dealNdaSchema,
  /** False once the deal is closed: nothing can be shared, and every grant is revoked. */
  open: z.boolean(),
  mine: z.array(ownDealDocumentSchema),
  shared_with_me: z.array(sharedDealDocumentSchema),
  /** The latest views and downloads of the caller's documents in this deal, newest first. */
  access_log: z.array(documentAccessSchema),
});
export type DealDocuments = z.infer<typeof dealDocumentsSchema>;

export const shareDocumentSchema = z.strictObject({
  document_id: z.uuid(messageText('documentNotYours')),
});
export type ShareDocumentInput = z.input<typeof shareDocumentSchema>;

/** PATCH /api/documents/{id}: the per-document "share with every future deal" tick. */
export const documentSharingSchema = z.strictObject({
  share_with_future_deals: z.boolean({ error: messageText('required') }),
});
export type DocumentSharingInput = z.input<typeof documentSharingSchema>;

/** Why a grant ended (kept on the grant; the owner's unshare is 'unshared'). */
export const REVOKE_REASONS = ['unshared', 'deal_closed', 'business_rejected', 'business_deactivated', 'user_suspended', 'account_deleted'] as const;
export type RevokeReason = (typeof REVOKE_REASONS)[number];
