import type { CurrentUser } from '#shared/account/users.ts';
import type { SessionUser } from '../../auth/sessions.ts';

export function toCurrentUser(user: SessionUser): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    user_type: user.userType ?? null,
    role: user.role,
    country: user.country,
    language: user.language,
    profile_completed: user.profileCompleted,
    email_verified: user.emailVerifiedAt !== null,
    match_digest: user.matchDigest,
    created_at: user.createdAt.toISOString(),
  };
}
