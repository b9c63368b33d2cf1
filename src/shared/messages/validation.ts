import { z } from 'zod';
import { COUNTRIES, LANGUAGES, USER_TYPES } from '../enums.ts';
import { messages } from './messages.ts';

// Limits of spec section 5, shared by the forms and the API.
export const PASSWORD_MIN_LENGTH = 5;
export const PASSWORD_MAX_LENGTH = 200;

const trimmed = (max: number) => z.string().trim().max(max);

export const emailSchema = z
  .string()
  .trim()
  .min(1, messages.required)
  .max(254)
  .pipe(z.email(messages.invalidEmail));

/**
 * A web address or an email address inside a name: a scheme (`https://`, `mailto:`), `www.`, `someone@host.tld`, or a
 * host such as `evil.example` (two letters or more each side of the last dot). Mails show names to counterparts, and
 * a client would make any of these a link (issue 47).
 */
const LINK_IN_NAME = /[a-z][a-z0-9+.-]*:\/\/|\bmailto:|\bwww\.|\S@\S/iu;
// A bare host ("evil.example"): its top-level part in lower case, so that "Mr.Smith" or "St.John" stays a name; mail
// renders every name so that no client links it either way (mail-texts.ts).
const HOST_IN_NAME = /[\p{L}\p{N}-]{2,}\.[a-z]{2,}\b/u;

/** A person's full name (registration, Settings): required, at most 120 characters, no links. */
export const fullNameSchema = trimmed(120)
  .min(1, messages.required)
  .refine((value) => !LINK_IN_NAME.test(value) && !HOST_IN_NAME.test(value), messages.nameHasLink);

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH);

export const registerSchema = z
  .strictObject({
    email: emailSchema,
    password: passwordSchema,
    passwordConfirm: z.string(),
    full_name: fullNameSchema,
    user_type: z.enum(USER_TYPES),
    company_name: trimmed(160).optional(),
    phone: trimmed(40)
      .regex(/^[+0-9 ()-]*$/, messages.invalidPhone)
      .optional(),
    country: z.enum(COUNTRIES).default('UAE'),
  })
  .superRefine((value, ctx) => {
    checkPasswordConfirmed(value, ctx);
    if (value.user_type === 'business_owner' && !value.company_name) {
      ctx.addIssue({ code: 'custom', path: ['company_name'], message: messages.required });
    }
  });
/** Every form that sets a password asks for it twice: a mismatch is the confirmation field's error (spec). */
export function checkPasswordConfirmed(value: { password: string; passwordConfirm: string }, ctx: z.RefinementCtx): void {
  if (value.password !== value.passwordConfirm) {
    ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: messages.passwordsDontMatch });
  }
}
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.strictObject({
  email: z.string().trim().min(1, messages.required).max(254),
  password: z.string().min(1, messages.required).max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const updateMeSchema = z
  .strictObject({
    full_name: fullNameSchema.optional(),
    country: z.enum(COUNTRIES).optional(),
    language: z.enum(LANGUAGES).optional(),
    /** The weekly "New matches for you" mail (issue 23). */
    match_digest: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: messages.nothingToUpdate });
export type UpdateMeInput = z.infer<typeof updateMeSchema>;
