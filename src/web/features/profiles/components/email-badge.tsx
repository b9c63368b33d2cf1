import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Link } from 'react-router';
import type { CurrentUser } from '#shared/account/users.ts';

/** Beside the owner's own profile title: "Verified email", or a way to Settings to confirm it (issue 19). */
export function EmailBadge({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return user.email_verified ? (
    <span data-testid="email-badge" className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-semibold text-emerald-700">
      <span aria-hidden="true">✓</span>
      {t('profiles.emailVerified')}
    </span>
  ) : (
    <Link to="/settings" data-testid="email-badge" className="rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-medium text-amber-800 hover:underline">
      {t('profiles.emailUnverified')}
    </Link>
  );
}
