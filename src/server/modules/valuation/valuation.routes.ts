import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { BUSINESS_INDUSTRIES, BUSINESS_STAGES, CURRENCIES } from '#shared/enums.ts';
import { message } from '#shared/messages/messages.ts';
import { COUNTRIES } from '#shared/preferences.ts';
import {
  savedValuationListSchema, savedValuationSchema, saveValuationSchema, showValuationSchema, valuationReportQuerySchema,
} from '#shared/valuation/api.ts';
import { valuationInputSchema } from '#shared/valuation/inputs.ts';
import { requireUser } from '../../auth/sessions.ts';
import type { AppEnv } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/openapi.ts';

const tags = ['valuation'];
const pdf = (description: string) => ({ description, content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } });
const estimateParams = z.object({ id: z.string().max(64).openapi({ param: { name: 'id', in: 'path' }, description: 'A saved estimate' }) });

// Run before body validation, so that a visitor learns to sign in and an investor that saving is for owners,
// rather than how to fix a form.
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};
const ownersOnly = (refusal = message('noAccess')): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (requireUser(c).userType !== 'business_owner') throw forbidden(refusal);
  await next();
};

/** What an owner's business profile fills in of the estimator (ValuationPrefill); absent fields the owner types. */
export const valuationPrefillSchema = z.object({
  industry: z.enum(BUSINESS_INDUSTRIES).optional(),
  country: z.enum(COUNTRIES).optional(),
  currency: z.enum(CURRENCIES).optional(),
  revenue: z.number().optional(),
  years_trading: z.number().int().optional(),
  business_stage: z.enum(BUSINESS_STAGES).optional(),
  /** The profile's profit margin, offered as the EBITDA margin (the owner may type the amount instead). */
  ebitda_margin: z.number().optional(),
  /** The profile's growth rate, percent a year. */
  revenue_growth: z.number().optional(),
});

export const report = createRoute({
  method: 'post',
  path: '/api/valuation/report',
  tags,
  summary: 'The PDF report of an estimate from the inputs sent (no sign-in): recomputed by the server with the current rates, in English or Arabic',
  description: 'Budgeted per address, as other public work that costs the server. Invalid inputs answer 422 field by field.',
  request: { query: valuationReportQuerySchema, body: jsonBody(valuationInputSchema) },
  responses: { 200: pdf('The report'), ...errorResponses(422, 429) },
});

export const prefill = createRoute({
  method: 'get',
  path: '/api/valuation/prefill',
  tags,
  summary: "The estimator's fields the signed-in owner's business profile can fill in; {} without a profile",
  middleware: [ownersOnly()] as const,
  responses: { 200: jsonContent(valuationPrefillSchema, 'The fields known'), ...errorResponses(401, 403) },
});

export const saveEstimate = createRoute({
  method: 'post',
  path: '/api/valuation/estimates',
  tags,
  summary: "Save an estimate of the owner's business: the server recomputes it from the inputs (never a client's figure)",
  description: 'Business owners only (403 valuationOwnersOnly). At most 50 per owner: the 51st answers 409 tooManyValuations.',
  middleware: [ownersOnly(message('valuationOwnersOnly'))] as const,
  request: { body: jsonBody(saveValuationSchema) },
  responses: { 201: jsonContent(savedValuationSchema, 'The saved estimate'), ...errorResponses(401, 403, 409, 422) },
});

export const listEstimates = createRoute({
  method: 'get',
  path: '/api/valuation/estimates',
  tags,
  summary: "The signed-in owner's saved estimates, newest first",
  middleware: [ownersOnly()] as const,
  responses: { 200: jsonContent(savedValuationListSchema, 'The saved estimates'), ...errorResponses(401, 403) },
});

export const getEstimate = createRoute({
  method: 'get',
  path: '/api/valuation/estimates/{id}',
  tags,
  summary: 'One saved estimate, for its owner or an admin; anyone else is answered as if it did not exist (404)',
  middleware: [signedIn] as const,
  request: { params: estimateParams },
  responses: { 200: jsonContent(savedValuationSchema, 'The estimate'), ...errorResponses(401, 404, 422) },
});

export const deleteEstimate = createRoute({
  method: 'delete',
  path: '/api/valuation/estimates/{id}',
  tags,
  summary: "Delete one of the owner's estimates; shown on the listing, it leaves the listing too",
  middleware: [signedIn] as const,
  request: { params: estimateParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404, 422) },
});

export const showEstimate = createRoute({
  method: 'patch',
  path: '/api/valuation/estimates/{id}',
  tags,
  summary: "Show this estimate's range on the owner's listing (replacing any other shown) or hide it",
  description: 'Needs a business profile (404 completeBusinessProfile without one). Hiding an estimate that is not the one shown changes nothing.',
  middleware: [signedIn] as const,
  request: { params: estimateParams, body: jsonBody(showValuationSchema) },
  responses: { 200: jsonContent(savedValuationSchema, 'The estimate'), ...errorResponses(401, 404, 422) },
});

export const estimateReport = createRoute({
  method: 'get',
  path: '/api/valuation/estimates/{id}/report.pdf',
  tags,
  summary: 'The PDF report of a saved estimate (its stored inputs and the result the server computed when saving), for its owner or an admin',
  middleware: [signedIn] as const,
  request: {
    params: estimateParams,
    query: z.object({ lang: z.enum(['en', 'ar']).optional().openapi({ description: "The report's language; the account's by default" }) }),
  },
  responses: { 200: pdf('The report'), ...errorResponses(401, 404, 422) },
});
