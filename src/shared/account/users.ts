import { z } from 'zod';
import { COUNTRIES, LANGUAGES, ROLES, USER_TYPES } from '../enums.ts';

/** The signed-in user as the API returns it (never a password hash or session data). */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  user_type: z.enum(USER_TYPES).nullable(),
  role: z.enum(ROLES),
  country: z.enum(COUNTRIES),
  language: z.enum(LANGUAGES),
  profile_completed: z.boolean(),
  /** Whether the user opened a verification link sent to this address (issue 19). */
  email_verified: z.boolean(),
  /** Whether the weekly "New matches for you" mail is on (issue 23); Settings turns it off and on. */
  match_digest: z.boolean(),
  created_at: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const sessionSchema = z.object({ user: currentUserSchema.nullable() });
export type SessionPayload = z.infer<typeof sessionSchema>;

export const signedOutSchema = z.object({ ok: z.literal(true) });
export type SignedOut = z.infer<typeof signedOutSchema>;
