import { createRoute } from '@hono/zod-openapi';
import { ownListingFreshnessResponseSchema } from '#shared/trust/trust.ts';
import { errorResponses, jsonContent } from '../../http/openapi.ts';

const tags = ['profiles'];

export const getOwnFreshness = createRoute({
  method: 'get',
  path: '/api/listing-freshness/me',
  tags,
  summary: "How fresh the signed-in owner's or investor's listing is: last confirmed, when it is reminded and paused (issue 23)",
  description: 'listing is null before the profile is first saved, and for users who have no listing (admins).',
  responses: {
    200: jsonContent(ownListingFreshnessResponseSchema, 'The listing, or null'),
    ...errorResponses(401),
  },
});

export const confirmOwnListing = createRoute({
  method: 'post',
  path: '/api/listing-freshness/me/confirm',
  tags,
  summary: "Still current / Republish: confirms the signed-in user's listing now, and republishes it if it was paused for staleness",
  description: 'A rejected listing is confirmed but stays as it is; 404 before the profile is first saved.',
  responses: {
    200: jsonContent(ownListingFreshnessResponseSchema, 'The listing after the confirmation'),
    ...errorResponses(401, 404),
  },
});
