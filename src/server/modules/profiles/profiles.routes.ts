import { createRoute } from '@hono/zod-openapi';
import {
  businessProfileDtoSchema, businessProfileSchema, investorProfileDtoSchema, investorProfileSchema, profileRecordSchema,
} from '#shared/profiles/profiles.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/openapi.ts';

const tags = ['profiles'];

export const getRecord = createRoute({
  method: 'get',
  path: '/api/profiles/me',
  tags,
  summary: "The signed-in user's registration record (profiles): user type, phone, company name, country",
  description: "status_after_save: what saving the user's profile leads to now (active at once, or under_review).",
  responses: {
    200: jsonContent(profileRecordSchema, 'The profiles record'),
    ...errorResponses(401, 404),
  },
});

export const getInvestor = createRoute({
  method: 'get',
  path: '/api/profiles/investor/me',
  tags,
  summary: "The signed-in investor's profile; 404 until it is first saved",
  responses: {
    200: jsonContent(investorProfileDtoSchema, 'The investor profile'),
    ...errorResponses(401, 403, 404),
  },
});

export const putInvestor = createRoute({
  method: 'put',
  path: '/api/profiles/investor/me',
  tags,
  summary: "Create or replace the signed-in investor's profile",
  description: 'Sets status active, or under_review when profiles are reviewed by staff; marks the user profile_completed.',
  request: { body: jsonBody(investorProfileSchema) },
  responses: {
    200: jsonContent(investorProfileDtoSchema, 'The saved profile'),
    ...errorResponses(401, 403, 422),
  },
});

export const getBusiness = createRoute({
  method: 'get',
  path: '/api/profiles/business/me',
  tags,
  summary: "The signed-in business owner's profile; 404 until it is first saved",
  responses: {
    200: jsonContent(businessProfileDtoSchema, 'The business profile'),
    ...errorResponses(401, 403, 404),
  },
});

export const putBusiness = createRoute({
  method: 'put',
  path: '/api/profiles/business/me',
  tags,
  summary: "Create or replace the signed-in business owner's profile",
  description: 'Company name and industry are required. Sets status active, or under_review when profiles are reviewed by staff.',
  request: { body: jsonBody(businessProfileSchema) },
  responses: {
    200: jsonContent(businessProfileDtoSchema, 'The saved profile'),
    ...errorResponses(401, 403, 422),
  },
});
