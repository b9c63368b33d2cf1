import { createRoute } from '@hono/zod-openapi';
import { adminBusinessDetailSchema, adminBusinessPageSchema, adminBusinessSchema, adminInvestorDetailSchema, adminInvestorPageSchema, adminInvestorSchema, profileDecisionSchema } from '#shared/admin/profiles.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/openapi.ts';
import { adminOnly, csvResponse, idParams, pageQuery, tags } from './admin-shared.ts';

export const listBusinesses = createRoute({
  method: 'get',
  path: '/api/admin/businesses',
  tags,
  summary: 'Business Applications: every business profile in any status, newest first',
  middleware: [adminOnly] as const,
  request: { query: pageQuery },
  responses: { 200: jsonContent(adminBusinessPageSchema, 'One page of business profiles'), ...errorResponses(401, 403, 422) },
});

export const getBusiness = createRoute({
  method: 'get',
  path: '/api/admin/businesses/{id}',
  tags,
  summary: 'View Details: the full business profile, its owner and their documents',
  middleware: [adminOnly] as const,
  request: { params: idParams },
  responses: { 200: jsonContent(adminBusinessDetailSchema, 'The profile'), ...errorResponses(401, 403, 404) },
});

export const decideBusiness = createRoute({
  method: 'patch',
  path: '/api/admin/businesses/{id}',
  tags,
  summary: 'Approve (active) or Reject (inactive) a business profile, with an optional reason; the owner is notified and mailed',
  middleware: [adminOnly] as const,
  request: { params: idParams, body: jsonBody(profileDecisionSchema) },
  responses: { 200: jsonContent(adminBusinessSchema, 'The profile after the decision'), ...errorResponses(401, 403, 404, 422) },
});

export const listInvestors = createRoute({
  method: 'get',
  path: '/api/admin/investors',
  tags,
  summary: 'Investor Profiles: every investor profile in any status, newest first',
  middleware: [adminOnly] as const,
  request: { query: pageQuery },
  responses: { 200: jsonContent(adminInvestorPageSchema, 'One page of investor profiles'), ...errorResponses(401, 403, 422) },
});

export const getInvestor = createRoute({
  method: 'get',
  path: '/api/admin/investors/{id}',
  tags,
  summary: 'View Profile: the full investor profile, its owner and their documents',
  middleware: [adminOnly] as const,
  request: { params: idParams },
  responses: { 200: jsonContent(adminInvestorDetailSchema, 'The profile'), ...errorResponses(401, 403, 404) },
});

export const decideInvestor = createRoute({
  method: 'patch',
  path: '/api/admin/investors/{id}',
  tags,
  summary: 'Approve (active) or Reject (inactive) an investor profile, with an optional reason; the owner is notified and mailed',
  middleware: [adminOnly] as const,
  request: { params: idParams, body: jsonBody(profileDecisionSchema) },
  responses: { 200: jsonContent(adminInvestorSchema, 'The profile after the decision'), ...errorResponses(401, 403, 404, 422) },
});

export const exportBusinesses = createRoute({
  method: 'get',
  path: '/api/admin/exports/businesses.csv',
  tags,
  summary: 'All business profiles as CSV (businesses.csv)',
  middleware: [adminOnly] as const,
  responses: { 200: csvResponse('UTF-8 CSV with a header row'), ...errorResponses(401, 403) },
});

export const exportInvestors = createRoute({
  method: 'get',
  path: '/api/admin/exports/investors.csv',
  tags,
  summary: 'All investor profiles as CSV (investors.csv)',
  middleware: [adminOnly] as const,
  responses: { 200: csvResponse('UTF-8 CSV with a header row'), ...errorResponses(401, 403) },
});
