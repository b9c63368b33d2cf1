import { z } from 'zod';
import { messages } from '../messages/messages.ts';
import { currentUserSchema } from './users.ts';

// Two-factor sign-in (issue 47, decision 0171): an authenticator app's 6-digit code, or a single-use recovery code.

export const RECOVERY_CODE_COUNT = 10;
/** How long "remember this device" spares the code. */
export const REMEMBER_DEVICE_DAYS = 30;
/** How long the code step waits after the password was right. */
export const PENDING_LOGIN_MINUTES = 10;

/** A TOTP code: 6 digits. */
export const TOTP_CODE = /^\d{6}$/;
/** A recovery code as shown: two groups of five from a 32-letter alphabet, the dash optional when typed. */
export const RECOVERY_CODE = /^[a-z2-9]{5}-?[a-z2-9]{5}$/;

/** Spaces and case are the reader's, not part of the code. */
export const normaliseCode = (code: string): string => code.replace(/\s+/g, '').toLowerCase();

const codeSchema = z
  .string()
  .max(40, messages.twoFactorCodeFormat)
  .transform(normaliseCode)
  .refine((code) => TOTP_CODE.test(code) || RECOVERY_CODE.test(code), messages.twoFactorCodeFormat);

const currentPassword = z.string().min(1, messages.required).max(200);

export const twoFactorLoginSchema = z.strictObject({ code: codeSchema, remember_device: z.boolean().default(false) });
export type TwoFactorLoginInput = z.input<typeof twoFactorLoginSchema>;

export const twoFactorPasswordSchema = z.strictObject({ current_password: currentPassword });
export type TwoFactorPasswordInput = z.input<typeof twoFactorPasswordSchema>;

/** Turning on takes a code of the app just set up (never a recovery code: there are none yet). */
export const twoFactorEnableSchema = z.strictObject({
  code: z.string().max(40, messages.twoFactorCodeFormat).transform(normaliseCode).refine((code) => TOTP_CODE.test(code), messages.twoFactorCodeFormat),
});
export type TwoFactorEnableInput = z.input<typeof twoFactorEnableSchema>;

/** The sign-in's answer: the user, or (password right, code awaited) no session yet. */
export const loginResultSchema = z.object({ user: currentUserSchema.nullable(), two_factor_required: z.literal(true).optional() });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left. */
  recovery_codes_left: z.number().int(),
  /** An administrator on a production server must turn it on before the admin panel opens. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** The secret as text (typed in by hand) beside the QR code drawn on the server, and the otpauth link they both carry. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string(), qr_data_url: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
