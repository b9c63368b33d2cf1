import { createRoute, z } from '@hono/zod-openapi';
import { LANGUAGES } from '#shared/enums.ts';
import { businessNdaSchema, ndaSettingsSchema, standardNdaSchema, updateNdaSettingsSchema } from '#shared/deals/nda.ts';
import { errorResponses, jsonBody, jsonContent } from '../../../http/openapi.ts';

const tags = ['nda'];
export const pdf = (description: string) => ({ description, content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } });
export const businessParams = z.object({ id: z.string().max(64).openapi({ param: { name: 'id', in: 'path' }, description: 'A business profile' }) });
export const language = z.object({ language: z.enum(LANGUAGES).optional().openapi({ description: "The text's language; the account's by default" }) });

export const standardText = createRoute({
  method: 'get',
  path: '/api/nda/standard',
  tags,
  summary: "The platform's standard mutual NDA in English or Arabic, with its version and SHA-256",
  request: { query: z.object({ language: z.enum(LANGUAGES).default('en') }) },
  responses: { 200: jsonContent(standardNdaSchema, 'The standard NDA'), ...errorResponses(422) },
});

export const getSettings = createRoute({
  method: 'get',
  path: '/api/profiles/business/me/nda',
  tags,
  summary: "The owner's NDA choice: required before introduction (default) or not, the standard NDA or one of their own PDFs",
  responses: { 200: jsonContent(ndaSettingsSchema, 'The NDA choice'), ...errorResponses(401, 403, 404) },
});

export const putSettings = createRoute({
  method: 'put',
  path: '/api/profiles/business/me/nda',
  tags,
  summary: "Set the owner's NDA choice; `document_id` names one of their uploaded PDFs for their own NDA, null the standard one",
  request: { body: jsonBody(updateNdaSettingsSchema) },
  responses: { 200: jsonContent(ndaSettingsSchema, 'The NDA choice'), ...errorResponses(401, 403, 404, 422) },
});

export const businessNda = createRoute({
  method: 'get',
  path: '/api/matching/businesses/{id}/nda',
  tags,
  summary: "The NDA an active business requires of the signed-in investor before Interested, and the investor's acceptance of it",
  request: { params: businessParams, query: language },
  responses: { 200: jsonContent(businessNdaSchema, 'The NDA'), ...errorResponses(401, 403, 404, 422) },
});

export const businessNdaDocument = createRoute({
  method: 'get',
  path: '/api/matching/businesses/{id}/nda/document',
  tags,
  summary: "The owner's own NDA (a PDF) for the signed-in investor to read before accepting it",
  request: { params: businessParams },
  responses: { 200: pdf('The NDA'), ...errorResponses(401, 403, 404, 422) },
});
