import { createRoute } from '@hono/zod-openapi';
import { loginSchema, registerSchema } from '#shared/messages/validation.ts';
import { loginResultSchema } from '#shared/account/two-factor.ts';
import { sessionSchema, signedOutSchema } from '#shared/account/users.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/openapi.ts';

const tags = ['auth'];

export const register = createRoute({
  method: 'post',
  path: '/api/auth/register',
  tags,
  summary: 'Create an account (users and profiles records) and sign in',
  request: { body: jsonBody(registerSchema) },
  responses: {
    201: jsonContent(sessionSchema, 'Registered and signed in'),
    ...errorResponses(409, 422, 429),
  },
});

export const login = createRoute({
  method: 'post',
  path: '/api/auth/login',
  tags,
  summary: 'Sign in with email and password',
  request: { body: jsonBody(loginSchema) },
  responses: {
    // With two-factor on (and no remembered device): `two_factor_required`, no session, a pending cookie for the code step.
    200: jsonContent(loginResultSchema, 'Signed in; the session cookie is set'),
    // 403 accountSuspended: right password, but an admin suspended the account.
    ...errorResponses(401, 403, 422, 429),
  },
});

export const logout = createRoute({
  method: 'post',
  path: '/api/auth/logout',
  tags,
  summary: 'Sign out and revoke the session on the server',
  responses: { 200: jsonContent(signedOutSchema, 'Signed out') },
});

export const session = createRoute({
  method: 'get',
  path: '/api/auth/session',
  tags,
  summary: 'The signed-in user, or null',
  responses: { 200: jsonContent(sessionSchema, 'Current session') },
});
