import type { RouteHandler } from '@hono/zod-openapi';
import { requireUser } from '../../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../../http/context.ts';
import { contentDisposition } from '../../documents/index.ts';
import * as routes from './deal-documents.routes.ts';
import { removeStampedCopies } from '../../documents/index.ts';
import * as service from './deal-documents.service.ts';

const list: RouteHandler<typeof routes.listDealDocuments, AppEnv> = async (c) => {
  const user = requireUser(c);
  return c.json(await service.dealDocumentsOf(c.var.deps.db, c.req.valid('param').id, user.id), 200);
};

const share: RouteHandler<typeof routes.shareDealDocument, AppEnv> = async (c) => {
  const user = requireUser(c);
  return c.json(await service.shareDocument(c.var.deps.db, c.req.valid('param').id, user.id, c.req.valid('json').document_id), 201);
};

const unshare: RouteHandler<typeof routes.unshareDealDocument, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { id, documentId } = c.req.valid('param');
  const copies = await service.unshareDocument(c.var.deps.db, id, user.id, documentId);
  await removeStampedCopies(c.var.deps.storage, copies);
  return c.body(null, 204);
};

const open: RouteHandler<typeof routes.openDealDocument, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { db, storage, config } = c.var.deps;
  const { id, documentId } = c.req.valid('param');
  const file = await service.openSharedFile(db, storage, config, id, user.id, documentId, {
    ip: c.var.clientIp, userAgent: c.req.header('user-agent') ?? null, action: c.req.valid('query').view === '1' ? 'view' : 'download',
  });
  return c.body(file.body as ReadableStream<Uint8Array>, 200, {
    'Content-Type': file.contentType,
    ...(file.length === null ? {} : { 'Content-Length': String(file.length) }),
    'Content-Disposition': contentDisposition(file.inline ? 'inline' : 'attachment', file.fileName),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
};

export const dealDocumentsRouter = createRouter()
  .openapi(routes.listDealDocuments, list)
  .openapi(routes.shareDealDocument, share)
  .openapi(routes.unshareDealDocument, unshare)
  .openapi(routes.openDealDocument, open);
