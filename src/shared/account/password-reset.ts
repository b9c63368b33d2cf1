import { z } from 'zod';
import { messages } from '../messages/messages.ts';
import { checkPasswordConfirmed, emailSchema, passwordSchema } from '../messages/validation.ts';

// Forgot password (issue 19): the request answers the same whether or not the address has an
// account; the link carries a single-use token that expires after RESET_TOKEN_MINUTES.

export const RESET_TOKEN_MINUTES = 30;
/** base64url of 32 random bytes; anything longer is not one of ours. */
export const RESET_TOKEN_MAX_LENGTH = 128;

export const forgotPasswordSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .strictObject({
    token: z.string().min(1, messages.required).max(RESET_TOKEN_MAX_LENGTH),
    password: passwordSchema,
    passwordConfirm: z.string(),
  })
  .superRefine(checkPasswordConfirmed);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The answer to a reset request, whatever the address: a link was mailed if it has an account. */
export const forgotPasswordResultSchema = z.object({ ok: z.literal(true) });
export const resetPasswordResultSchema = z.object({ ok: z.literal(true) });
