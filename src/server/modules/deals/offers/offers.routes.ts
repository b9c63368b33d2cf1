import { createRoute, z } from '@hono/zod-openapi';
import { acceptOfferSchema, dealOfferSchema, dealOffersSchema, declineOfferSchema, offerTermsSchema } from '#shared/deals/offers.ts';
import { errorResponses, jsonBody, jsonContent } from '../../../http/openapi.ts';
import { signedIn } from '../room/deals.routes.ts';
import { pdf } from '../nda/nda.routes.ts';

const tags = ['deals'];
const dealParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The deal' }) });
const offerParams = dealParams.extend({ offerId: z.string().openapi({ param: { name: 'offerId', in: 'path' }, description: 'A version of an offer in the deal' }) });
// The expiry is checked against the day of each request, not the day the server started.
const terms = offerTermsSchema();

export const listOffers = createRoute({
  method: 'get',
  path: '/api/deals/{id}/offers',
  tags,
  summary: "The deal's offers, every version newest first, for its two parties only (anyone else: 404)",
  middleware: [signedIn] as const,
  request: { params: dealParams },
  responses: { 200: jsonContent(dealOffersSchema, 'The versions'), ...errorResponses(401, 404) },
});

export const makeOffer = createRoute({
  method: 'post',
  path: '/api/deals/{id}/offers',
  tags,
  summary: 'Make an offer (an indication of interest or a letter of intent); moves a deal in discussion or due diligence to "Offer made"; 409 while another version waits for an answer',
  middleware: [signedIn] as const,
  request: { params: dealParams, body: jsonBody(terms) },
  responses: { 201: jsonContent(dealOfferSchema, 'The new version'), ...errorResponses(401, 404, 409, 422) },
});

export const counterOffer = createRoute({
  method: 'post',
  path: '/api/deals/{id}/offers/{offerId}/counter',
  tags,
  summary: "Counter the other party's open version with new terms: it becomes countered and these the next version; 409 if it was answered first",
  middleware: [signedIn] as const,
  request: { params: offerParams, body: jsonBody(terms) },
  responses: { 201: jsonContent(dealOfferSchema, 'The new version'), ...errorResponses(401, 404, 409, 422) },
});

export const acceptOffer = createRoute({
  method: 'post',
  path: '/api/deals/{id}/offers/{offerId}/accept',
  tags,
  summary: "Accept the other party's open version: an indication with a click, a letter of intent signed with one's full name and the box ticked; 409 when expired or answered first",
  middleware: [signedIn] as const,
  request: { params: offerParams, body: jsonBody(acceptOfferSchema) },
  responses: { 200: jsonContent(dealOfferSchema, 'The accepted version'), ...errorResponses(401, 404, 409, 422) },
});

export const declineOffer = createRoute({
  method: 'post',
  path: '/api/deals/{id}/offers/{offerId}/decline',
  tags,
  summary: "Decline the other party's open version, with an optional reason",
  middleware: [signedIn] as const,
  request: { params: offerParams, body: jsonBody(declineOfferSchema) },
  responses: { 200: jsonContent(dealOfferSchema, 'The declined version'), ...errorResponses(401, 404, 409, 422) },
});

export const withdrawOffer = createRoute({
  method: 'post',
  path: '/api/deals/{id}/offers/{offerId}/withdraw',
  tags,
  summary: 'Withdraw one’s own version while nobody has answered it',
  middleware: [signedIn] as const,
  request: { params: offerParams },
  responses: { 200: jsonContent(dealOfferSchema, 'The withdrawn version'), ...errorResponses(401, 403, 404, 409) },
});

export const signedLoi = createRoute({
  method: 'get',
  path: '/api/deals/{id}/offers/{offerId}/loi',
  tags,
  summary: 'A signed letter of intent as a PDF, in English or Arabic, for the deal\'s two parties: the terms, both acceptance records and the verification code',
  middleware: [signedIn] as const,
  request: { params: offerParams, query: z.object({ lang: z.enum(['en', 'ar']).default('en').openapi({ description: 'The language of the letter' }) }) },
  responses: { 200: pdf('The signed letter of intent'), ...errorResponses(401, 404, 422) },
});
