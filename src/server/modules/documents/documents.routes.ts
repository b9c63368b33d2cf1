import { createRoute, z } from '@hono/zod-openapi';
import { documentSharingSchema } from '#shared/deals/documents.ts';
import { DOCUMENT_EXTENSIONS, documentListSchema, documentSchema } from '#shared/documents.ts';
import { DOCUMENT_TYPES } from '#shared/enums.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/openapi.ts';

const tags = ['documents'];
const idParams = z.object({ id: z.string().openapi({ format: 'uuid' }) });

export const uploadDocument = createRoute({
  method: 'post',
  path: '/api/documents',
  tags,
  summary: 'Upload a document (pdf, jpg, jpeg, png, doc, docx) for the signed-in user',
  description:
    'The body is streamed to storage, so it is read by the handler rather than validated up front. ' +
    'The extension and the first bytes of the file must both be of an allowed kind and agree with each other. ' +
    'A PDF over the stamping limits (pages, decoded size of its compressed streams, nesting, time, memory) is refused with 422 on `file`.',
  request: {
    body: {
      required: true,
      content: {
        // A plain OpenAPI schema (not zod) documents the form without buffering it for validation.
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: { type: 'string', format: 'binary', description: `One of: ${DOCUMENT_EXTENSIONS.join(', ')}` },
              type: { type: 'string', enum: [...DOCUMENT_TYPES], default: 'other' },
            },
          },
        },
      },
    },
  },
  responses: {
    201: jsonContent(documentSchema, 'Stored'),
    ...errorResponses(400, 401, 409, 413, 422, 429),
  },
});

export const listDocuments = createRoute({
  method: 'get',
  path: '/api/documents',
  tags,
  summary: "The signed-in user's documents, newest first",
  responses: {
    200: jsonContent(documentListSchema, 'Own documents'),
    ...errorResponses(401),
  },
});

export const downloadDocument = createRoute({
  method: 'get',
  path: '/api/documents/{id}/download',
  tags,
  summary: 'Download a document as stored (its owner or an admin; a counterpart reads a shared document, stamped, through its deal)',
  request: { params: idParams },
  responses: {
    200: {
      description: 'The file, as an attachment',
      content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(401, 404),
  },
});

export const deleteDocument = createRoute({
  method: 'delete',
  path: '/api/documents/{id}',
  tags,
  summary: 'Remove one of your documents and its stored file',
  request: { params: idParams },
  responses: {
    204: { description: 'Removed' },
    ...errorResponses(401, 404),
  },
});

export const updateDocumentSharing = createRoute({
  method: 'patch',
  path: '/api/documents/{id}',
  tags,
  summary: 'Tick or untick "share with every future deal" on one of your documents (deals opened from now on receive it)',
  request: { params: idParams, body: jsonBody(documentSharingSchema) },
  responses: {
    200: jsonContent(documentSchema, 'The document'),
    ...errorResponses(401, 404, 422),
  },
});
