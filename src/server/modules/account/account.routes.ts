import { createRoute, z } from '@hono/zod-openapi';
import { accountSessionsSchema, changePasswordResultSchema, changePasswordSchema, signedOutSchema } from '../../../shared/account.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/openapi.ts';

const tags = ['account'];

export const changePassword = createRoute({
  method: 'post',
  path: '/api/account/password',
  tags,
  summary: 'Change the password with the current one; every other session of the user is signed out, and a notice is mailed',
  request: { body: jsonBody(changePasswordSchema) },
  responses: {
    200: jsonContent(changePasswordResultSchema, 'Changed'),
    ...errorResponses(401, 422, 429),
  },
});

export const listSessions = createRoute({
  method: 'get',
  path: '/api/account/sessions',
  tags,
  summary: "The signed-in user's sessions: browser, system, address, when signed in and last seen; this one marked current",
  responses: {
    200: jsonContent(accountSessionsSchema, 'Newest first, the current one first of all'),
    ...errorResponses(401),
  },
});

export const endSession = createRoute({
  method: 'delete',
  path: '/api/account/sessions/{id}',
  tags,
  summary: 'Sign out one of the signed-in user’s sessions (404 for another user’s or an unknown id)',
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: jsonContent(signedOutSchema, 'Signed out'),
    ...errorResponses(401, 404, 422),
  },
});

export const endOtherSessions = createRoute({
  method: 'post',
  path: '/api/account/sessions/sign-out-others',
  tags,
  summary: 'Sign out every session of the signed-in user except this one',
  responses: {
    200: jsonContent(signedOutSchema, 'How many were signed out'),
    ...errorResponses(401),
  },
});
