import { Readable } from 'node:stream';
import type { RouteHandler } from '@hono/zod-openapi';
import { documentMessages, MAX_DOCUMENTS_PER_USER, type DocumentDto } from '#shared/documents.ts';
import { message } from '#shared/messages/messages.ts';
import { consume } from '../../auth/rate-limit.ts';
import { requireUser } from '../../auth/sessions.ts';
import type { Config as AppConfig } from '../../config.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import { PdfLimitError } from '../../pdf/pdf-limits.ts';
import { stampingPoolOf } from '../../pdf/stamping-pool.ts';
import { toReadable, type Storage } from '../../storage/storage.ts';
import { removeStampedCopies, stampedCopyKeysOf } from './stamped-copies.ts';
import { contentDisposition } from './content-disposition.ts';
import {
  auditDownload, countDocuments, deleteOwnDocument, documentsOf, findDocument, insertDocument, setShareWithFutureDeals, type DocumentRow,
} from './documents.queries.ts';
import { receiveUpload, type ReceivedUpload } from './receive-upload.ts';
import * as routes from './documents.routes.ts';
import { existingId } from '../../http/ids.ts';

/** Generous for people, but stops a script from churning storage. */
const UPLOADS_PER_HOUR = { max: 100, windowSeconds: 60 * 60 };

export function toDocumentDto(row: DocumentRow): DocumentDto {
  return {
    id: row.id,
    type: row.type,
    file_name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    share_with_future_deals: row.shareWithFutureDeals,
    created_at: row.createdAt.toISOString(),
  };
}

const upload: RouteHandler<typeof routes.uploadDocument, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { db, storage, config } = c.var.deps;
  await consume(db, `upload:user:${user.id}`, UPLOADS_PER_HOUR);
  // Checked before reading the body as well, so a full account does not upload for nothing.
  if ((await countDocuments(db, user.id)) >= MAX_DOCUMENTS_PER_USER) throw conflict(documentMessages.tooMany);
  const received = await receiveUpload(c.req.raw, storage, config.UPLOAD_MAX_BYTES);
  let row: DocumentRow;
  try {
    if (received.contentType === 'application/pdf') await checkStampable(storage, config, received);
    row = await insertDocument(db, user.id, received);
  } catch (error) {
    await storage.delete(received.storageKey).catch(() => {});
    throw error;
  }
  return c.json(toDocumentDto(row), 201);
};

/** A PDF over the stamping limits is refused as it arrives (issue 47), not when a counterpart opens it; checked in the pool. */
async function checkStampable(storage: Storage, config: AppConfig, received: ReceivedUpload): Promise<void> {
  const body = await storage.get(received.storageKey);
  if (!body) throw new Error('the upload just stored is missing');
  const chunks: Buffer[] = [];
  for await (const chunk of body instanceof Readable ? body : toReadable(body)) chunks.push(Buffer.from(chunk as Uint8Array));
  try {
    await stampingPoolOf(config).checkPdf(Buffer.concat(chunks));
  } catch (error) {
    if (error instanceof PdfLimitError) throw invalid({ file: message('pdfTooComplex', { pages: config.STAMP_MAX_PAGES }) });
    throw error;
  }
}

const list: RouteHandler<typeof routes.listDocuments, AppEnv> = async (c) => {
  const user = requireUser(c);
  const rows = await documentsOf(c.var.deps.db, user.id);
  return c.json({ documents: rows.map(toDocumentDto) }, 200);
};

const download: RouteHandler<typeof routes.downloadDocument, AppEnv> = async (c) => {
  const viewer = requireUser(c);
  const { db, storage } = c.var.deps;
  const document = await findDocument(db, c.req.valid('param').id);
  // The owner and admins only: a counterpart reads a shared document through its deal, stamped (issue 18).
  if (!document || (viewer.id !== document.userId && viewer.role !== 'admin')) throw notFound();
  const body = await storage.get(document.storageKey);
  if (!body) throw notFound();
  if (viewer.id !== document.userId) await auditDownload(db, viewer.id, document.id);
  const stream = body instanceof Readable ? (Readable.toWeb(body) as ReadableStream<Uint8Array>) : body;
  return c.body(stream, 200, {
    'Content-Type': document.contentType,
    'Content-Length': String(document.sizeBytes),
    'Content-Disposition': contentDisposition('attachment', document.fileName),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
};

const remove: RouteHandler<typeof routes.deleteDocument, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { db, storage } = c.var.deps;
  const { id } = c.req.valid('param');
  existingId(id);
  // Read before the row goes, since its grants go with it: they are how its stamped copies are found.
  const copies = await stampedCopyKeysOf(db, id);
  const removed = await deleteOwnDocument(db, user.id, id);
  if (!removed) throw notFound();
  await storage.delete(removed.storageKey);
  await removeStampedCopies(storage, copies);
  return c.body(null, 204);
};

const updateSharing: RouteHandler<typeof routes.updateDocumentSharing, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { id } = c.req.valid('param');
  existingId(id);
  const row = await setShareWithFutureDeals(c.var.deps.db, user.id, id, c.req.valid('json').share_with_future_deals);
  if (!row) throw notFound();
  return c.json(toDocumentDto(row), 200);
};

export const documentsRouter = createRouter()
  .openapi(routes.uploadDocument, upload)
  .openapi(routes.listDocuments, list)
  .openapi(routes.downloadDocument, download)
  .openapi(routes.deleteDocument, remove)
  .openapi(routes.updateDocumentSharing, updateSharing);
