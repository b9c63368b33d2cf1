import { createRoute, z } from '@hono/zod-openapi';
import { LANGUAGES } from '../../../../shared/enums.ts';
import { acceptNdaSchema, businessNdaSchema, ndaAcceptanceSchema, ndaSettingsSchema, standardNdaSchema, updateNdaSettingsSchema } from '../../../../shared/deals/nda.ts';
import { errorResponses, jsonBody, jsonContent } from '../../../http/openapi.ts';

const tags = ['nda'];
const pdf = (description: string) => ({ description, content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } });
const businessParams = z.object({ id: z.string().max(64).openapi({ param: { name: 'id', in: 'path' }, description: 'A business profile' }) });
const language = z.object({ language: z.enum(LANGUAGES).optional().openapi({ description: "The text's language; the account's by default" }) });

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

export const acceptNda = createRoute({
  method: 'post',
  path: '/api/matching/businesses/{id}/nda',
  tags,
  summary:
    'Accept the NDA shown (its sha256) by typing your full name and ticking the box. Records the name, time, address and browser; ' +
    'append-only. If both sides had already acted, the introduction opens now. Accepting again returns the existing record (200).',
  request: { params: businessParams, body: jsonBody(acceptNdaSchema), query: language },
  responses: {
    201: jsonContent(ndaAcceptanceSchema, 'Accepted'),
    200: jsonContent(ndaAcceptanceSchema, 'Already accepted'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

export const certificate = createRoute({
  method: 'get',
  path: '/api/deals/{id}/nda-certificate',
  tags,
  summary: "The NDA certificate of a deal, for its two parties: the acceptance record, both parties, the NDA's hash and text, a verification code",
  request: { params: z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The deal' }) }) },
  responses: { 200: pdf('The certificate'), ...errorResponses(401, 404) },
});
