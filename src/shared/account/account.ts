import { z } from 'zod';
import { messages } from '../messages/messages.ts';
import { checkPasswordConfirmed, emailSchema, passwordSchema } from '../messages/validation.ts';

// Account settings (issue 19): the signed-in user's password and sessions (docs/decisions/0139-account-settings.md).

export const changePasswordSchema = z
  .strictObject({
    current_password: z.string().min(1, messages.required).max(200),
    password: passwordSchema,
    passwordConfirm: z.string(),
  })
  .superRefine(checkPasswordConfirmed);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
/** How many other sessions the change signed out. */
export const changePasswordResultSchema = z.object({ ok: z.literal(true), signed_out: z.number().int() });
export type ChangePasswordResult = z.infer<typeof changePasswordResultSchema>;

/** How long the links of decision 0140 work. */
export const VERIFY_LINK_DAYS = 7;
export const CHANGE_LINK_HOURS = 24;
/** base64url of 32 random bytes; anything longer is not one of ours. */
const EMAIL_TOKEN_MAX_LENGTH = 128;

export const changeEmailSchema = z.strictObject({
  new_email: emailSchema,
  current_password: z.string().min(1, messages.required).max(200),
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;
export const changeEmailResultSchema = z.object({ ok: z.literal(true), pending_email: z.string() });
export type ChangeEmailResult = z.infer<typeof changeEmailResultSchema>;

export const confirmEmailSchema = z.strictObject({ token: z.string().min(1, messages.required).max(EMAIL_TOKEN_MAX_LENGTH) });
export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;
/** What the link did: confirmed the account's address, or changed it to `email`. */
export const confirmEmailResultSchema = z.object({ purpose: z.enum(['verify', 'change']), email: z.string() });
export type ConfirmEmailResult = z.infer<typeof confirmEmailResultSchema>;
export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;


export const deleteAccountSchema = z.strictObject({
  password: z.string().min(1, messages.required).max(200),
  confirm: z.literal(true, { message: messages.deleteUnconfirmed }),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** One signed-in browser of the user: what it is, where it signed in from, and when it was last seen. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** Read from the browser's User-Agent at sign-in; null when it did not say. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string().nullable(),
  signed_in_at: z.string(),
  last_seen_at: z.string(),
  /** The session of this very request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.object({ items: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;
export const signedOutSchema = z.object({ signed_out: z.number().int() });
export type SignedOutCount = z.infer<typeof signedOutSchema>;

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome" and "Windows" from a User-Agent, the way account pages name a device; null for what it does not say. */
export function deviceOf(userAgent: string | null | undefined): { browser: string | null; os: string | null } {
  const ua = userAgent ?? '';
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    os: SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
  };
}
