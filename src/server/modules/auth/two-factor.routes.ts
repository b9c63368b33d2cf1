import { createRoute } from '@hono/zod-openapi';
import {
  loginResultSchema, recoveryCodesSchema, twoFactorEnableSchema, twoFactorLoginSchema, twoFactorPasswordSchema, twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '#shared/account/two-factor.ts';
import { okSchema } from '#shared/account/account.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/openapi.ts';

const tags = ['auth'];

export const loginCode = createRoute({
  method: 'post',
  path: '/api/auth/login/two-factor',
  tags,
  summary: "Sign-in's second step: the authenticator's code or a recovery code, after the password (its pending cookie)",
  request: { body: jsonBody(twoFactorLoginSchema) },
  responses: {
    200: jsonContent(loginResultSchema, 'Signed in; the session cookie is set (and the device cookie when remembered)'),
    // 401 twoFactorSignInExpired: no pending sign-in, or it expired; 422 twoFactorCodeWrong on `code`.
    ...errorResponses(401, 403, 422, 429),
  },
});

export const status = createRoute({
  method: 'get',
  path: '/api/auth/two-factor',
  tags,
  summary: 'Whether two-factor sign-in is on for the signed-in user, its recovery codes left, and whether it is required',
  responses: { 200: jsonContent(twoFactorStatusSchema, 'Two-factor status'), ...errorResponses(401) },
});

export const setup = createRoute({
  method: 'post',
  path: '/api/auth/two-factor/setup',
  tags,
  summary: 'Start the set-up (the current password): a new secret, as text and as a QR code; nothing is on until confirmed',
  request: { body: jsonBody(twoFactorPasswordSchema) },
  responses: { 200: jsonContent(twoFactorSetupSchema, 'The secret to add to an authenticator app'), ...errorResponses(401, 409, 422, 429) },
});

export const enable = createRoute({
  method: 'post',
  path: '/api/auth/two-factor/enable',
  tags,
  summary: "Turn on with a code of the app just set up; answers the ten recovery codes, once",
  request: { body: jsonBody(twoFactorEnableSchema) },
  responses: { 200: jsonContent(recoveryCodesSchema, 'On; the recovery codes'), ...errorResponses(401, 409, 422, 429) },
});

export const regenerate = createRoute({
  method: 'post',
  path: '/api/auth/two-factor/recovery-codes',
  tags,
  summary: 'Ten new recovery codes (the current password); the old ones stop working',
  request: { body: jsonBody(twoFactorPasswordSchema) },
  responses: { 200: jsonContent(recoveryCodesSchema, 'The new recovery codes'), ...errorResponses(401, 409, 422, 429) },
});

export const disable = createRoute({
  method: 'post',
  path: '/api/auth/two-factor/disable',
  tags,
  summary: 'Turn off (the current password): the secret, recovery codes and remembered devices are deleted',
  request: { body: jsonBody(twoFactorPasswordSchema) },
  responses: { 200: jsonContent(okSchema, 'Off'), ...errorResponses(401, 409, 422, 429) },
});
