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

const MAX_RETURN_PATH = 500;

/**
 * The page to come back to after signing in, from a `next` parameter: a path of this site only (one leading slash,
 * no scheme, no second slash or backslash that a browser would read as another host), or null.
 */
export function returnPath(next: string | null | undefined): string | null {
  if (!next || next.length > MAX_RETURN_PATH || !next.startsWith('/') || /^\/[/\\]/.test(next) || [...next].some((c) => c < ' ')) return null;
  return next;
}

/** /login with the page a signed-out reader was on, to be taken back there after signing in. */
export function signInPathFor(current: string): string {
  const next = returnPath(current);
  return next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}
