import { createRoute } from '@hono/zod-openapi';
import { forgotPasswordResultSchema, forgotPasswordSchema, resetPasswordResultSchema, resetPasswordSchema } from '#shared/account/password-reset.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/openapi.ts';

const tags = ['auth'];

export const forgotPassword = createRoute({
  method: 'post',
  path: '/api/auth/forgot-password',
  tags,
  summary: 'Mail a password reset link; the same answer whether or not the address has an account',
  request: { body: jsonBody(forgotPasswordSchema) },
  responses: {
    200: jsonContent(forgotPasswordResultSchema, 'A link was mailed if the address has an account'),
    // 409 mailNotConfigured: production without SMTP_URL (or without PUBLIC_URL for the link).
    ...errorResponses(409, 422, 429),
  },
});

export const resetPassword = createRoute({
  method: 'post',
  path: '/api/auth/reset-password',
  tags,
  summary: 'Set a new password with a reset link’s token; signs out every session of the user',
  request: { body: jsonBody(resetPasswordSchema) },
  responses: {
    200: jsonContent(resetPasswordResultSchema, 'Password changed'),
    // 400 resetLinkInvalid: unknown, expired or used token.
    ...errorResponses(400, 422, 429),
  },
});
