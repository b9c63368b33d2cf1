import type { CurrentUser } from './users.ts';

// Kept apart from users.ts so the header does not pull zod into the first page load.

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
