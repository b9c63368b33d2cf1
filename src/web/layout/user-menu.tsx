import { useTranslation } from '../lib/i18n/i18n.ts';
import { useNavigate } from 'react-router';
import { avatarInitial, profilePath } from '#shared/account/user-paths.ts';
import type { CurrentUser } from '#shared/account/users.ts';
import { Menu } from '../components/ui/menu.tsx';
import { useAuth } from '../lib/session/auth.tsx';

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <Menu
      trigger={avatarInitial(user)}
      triggerLabel={t('nav.accountMenu', { name: user.full_name || user.email })}
      triggerClassName="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white hover:bg-brand-700"
      testId="avatar"
      menuClassName="min-w-40"
      items={[
        { key: 'dashboard', label: t('nav.dashboard'), onSelect: () => void navigate('/dashboard') },
        { key: 'profile', label: t('nav.profile'), onSelect: () => void navigate(profilePath(user)) },
        { key: 'saved-searches', label: t('nav.savedSearches'), onSelect: () => void navigate('/saved-searches') },
        { key: 'settings', label: t('nav.settings'), onSelect: () => void navigate('/settings') },
        {
          key: 'logout',
          label: t('nav.logout'),
          separated: true,
          onSelect: () => logout(),
        },
      ]}
    />
  );
}
