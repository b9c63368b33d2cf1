import { createRoute, z } from '@hono/zod-openapi';
import {
  createSavedSearchSchema, savedSearchListSchema, savedSearchRunSchema, savedSearchSchema, unsubscribeResultSchema, unsubscribeSchema,
  updateSavedSearchSchema,
} from '#shared/saved-searches/saved-searches.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/openapi.ts';

const tags = ['saved-searches'];
const params = z.object({ id: z.string().openapi({ format: 'uuid' }) });

export const list = createRoute({
  method: 'get',
  path: '/api/saved-searches',
  tags,
  summary: "The signed-in user's saved searches, newest first, each with how many profiles newly fitted since it was last run",
  responses: { 200: jsonContent(savedSearchListSchema, 'Saved searches'), ...errorResponses(401) },
});

export const create = createRoute({
  method: 'post',
  path: '/api/saved-searches',
  tags,
  summary: 'Save a page\'s filters and search text under a name, with an alert frequency',
  description: 'filters are checked as the page\'s query (422 on filters.<name>); the discovery scopes belong to one side each (403); at most 25 per user (409 tooManySavedSearches).',
  request: { body: jsonBody(createSavedSearchSchema) },
  responses: { 201: jsonContent(savedSearchSchema, 'Saved'), ...errorResponses(401, 403, 409, 422) },
});

export const update = createRoute({
  method: 'patch',
  path: '/api/saved-searches/{id}',
  tags,
  summary: 'Rename a saved search, change its frequency or replace its filters (own searches only; others answer 404)',
  request: { params, body: jsonBody(updateSavedSearchSchema) },
  responses: { 200: jsonContent(savedSearchSchema, 'Changed'), ...errorResponses(401, 404, 422) },
});

export const remove = createRoute({
  method: 'delete',
  path: '/api/saved-searches/{id}',
  tags,
  summary: 'Delete a saved search (own searches only; others answer 404)',
  request: { params },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
});

export const run = createRoute({
  method: 'post',
  path: '/api/saved-searches/{id}/run',
  tags,
  summary: 'Run a saved search: marks it run now (its "new" count restarts) and answers the page to open, with its filters',
  request: { params },
  responses: { 200: jsonContent(savedSearchRunSchema, 'The page to open'), ...errorResponses(401, 404) },
});

export const unsubscribe = createRoute({
  method: 'post',
  path: '/api/saved-searches/unsubscribe',
  tags,
  summary: 'An unsubscribe link from a digest mail, without signing in: turns off that one search\'s alerts, or the match digest',
  description: 'The token is signed, single-purpose and expires; a tampered, expired or other token answers 400 unsubscribeLinkInvalid.',
  request: { body: jsonBody(unsubscribeSchema) },
  responses: { 200: jsonContent(unsubscribeResultSchema, 'Turned off'), ...errorResponses(400, 422) },
});
