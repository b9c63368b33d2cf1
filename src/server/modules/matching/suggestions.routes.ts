import { createRoute } from '@hono/zod-openapi';
import { suggestionsSchema } from '#shared/matching/suggestions.ts';
import { errorResponses, jsonContent } from '../../http/openapi.ts';

const tags = ['matching'];

export const suggestions = createRoute({
  method: 'get',
  path: '/api/matching/suggestions',
  tags,
  summary: '"New matches for you": the top suggestions as they stand now (nothing is written), new since the last visit first',
  responses: { 200: jsonContent(suggestionsSchema, 'The suggestions'), ...errorResponses(401) },
});

export const suggestionsSeen = createRoute({
  method: 'post',
  path: '/api/matching/suggestions/seen',
  tags,
  summary: 'The user saw their suggestions: the current ones are stored, and none of them is new on the next visit',
  responses: { 204: { description: 'Marked as seen' }, ...errorResponses(401) },
});
