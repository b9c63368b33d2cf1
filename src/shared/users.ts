import { z } from 'zod';
import { COUNTRIES, LANGUAGES, ROLES, USER_TYPES } from './enums.ts';

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
  created_at: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const sessionSchema = z.object({ user: currentUserSchema.nullable() });
export type SessionPayload = z.infer<typeof sessionSchema>;

/** First letter of the full name, or of the email when there is no name (spec: avatar). */
export function avatarInitial(user: Pick<CurrentUser, 'full_name' | 'email'>): string {
  const source = user.full_name.trim() || user.email.trim();
  return (source[0] ?? '?').toUpperCase();
}

/** Where a user lands after signing in (spec: admins go to /admin, others to /dashboard). */
export function homeAfterLogin(user: Pick<CurrentUser, 'role'>): '/admin' | '/dashboard' {
  return user.role === 'admin' ? '/admin' : '/dashboard';
}

/** The Profile entry of the avatar menu, by user type. */
export function profilePath(user: Pick<CurrentUser, 'user_type'>): string {
  if (user.user_type === 'investor') return '/investorprofile';
  if (user.user_type === 'business_owner') return '/businessprofile';
  return '/completeregistration';
}
