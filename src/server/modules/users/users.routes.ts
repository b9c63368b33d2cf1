import { createRoute } from '@hono/zod-openapi';
import { updateMeSchema } from '#shared/messages/validation.ts';
import { sessionSchema } from '#shared/account/users.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/openapi.ts';

export const updateMe = createRoute({
  method: 'patch',
  path: '/api/me',
  tags: ['users'],
  summary: "Update the signed-in user's name, country or language",
  request: { body: jsonBody(updateMeSchema) },
  responses: {
    200: jsonContent(sessionSchema, 'The updated user'),
    ...errorResponses(401, 422),
  },
});
