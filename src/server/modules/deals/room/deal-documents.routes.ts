import { createRoute, z } from '@hono/zod-openapi';
import { dealDocumentsSchema, ownDealDocumentSchema, shareDocumentSchema } from '#shared/deals/documents.ts';
import { errorResponses, jsonBody, jsonContent } from '../../../http/openapi.ts';
import { signedIn } from './deals.routes.ts';

const tags = ['deals'];

const dealParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The deal' }) });
const documentParams = dealParams.extend({
  documentId: z.string().openapi({ param: { name: 'documentId', in: 'path' }, description: 'A document shared in the deal' }),
});

export const listDealDocuments = createRoute({
  method: 'get',
  path: '/api/deals/{id}/documents',
  tags,
  summary:
    "A deal's documents as one party sees them: the NDA, the caller's own documents (shared here or not), what the counterpart " +
    "shares, and the latest views and downloads of the caller's documents",
  middleware: [signedIn] as const,
  request: { params: dealParams },
  responses: { 200: jsonContent(dealDocumentsSchema, 'Documents of the deal'), ...errorResponses(401, 404) },
});

export const shareDealDocument = createRoute({
  method: 'post',
  path: '/api/deals/{id}/documents',
  tags,
  summary: 'Share one of your documents with the counterpart of this deal (only this deal); sharing it twice changes nothing; 409 once closed',
  middleware: [signedIn] as const,
  request: { params: dealParams, body: jsonBody(shareDocumentSchema) },
  responses: { 201: jsonContent(ownDealDocumentSchema, 'Shared'), ...errorResponses(401, 404, 409, 422) },
});

export const unshareDealDocument = createRoute({
  method: 'delete',
  path: '/api/deals/{id}/documents/{documentId}',
  tags,
  summary: 'Stop sharing your document in this deal: the counterpart gets a 404 for it from now on',
  middleware: [signedIn] as const,
  request: { params: documentParams },
  responses: { 204: { description: 'Unshared' }, ...errorResponses(401, 404) },
});

export const openDealDocument = createRoute({
  method: 'get',
  path: '/api/deals/{id}/documents/{documentId}/file',
  tags,
  summary:
    "The counterpart's copy of a shared document: a PDF stamped on every page, an image with a footer band (the viewer's name and " +
    'email, the deal, the time), a Word file as it is; every access logged. `view=1` opens a PDF or image inline (logged as a view). ' +
    'A file that cannot be stamped is refused (422), never served unstamped. Revoked, closed or unknown: 404.',
  middleware: [signedIn] as const,
  request: { params: documentParams, query: z.object({ view: z.enum(['0', '1']).optional() }) },
  responses: {
    200: { description: 'The stamped file', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(401, 404, 422),
  },
});
