import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { avatarInitial, profilePath } from '../../shared/user-paths.ts';
import type { CurrentUser } from '../../shared/users.ts';
import { useAuth } from '../lib/auth.tsx';

const itemClasses = 'block cursor-pointer rounded px-3 py-1.5 text-sm outline-none data-[highlighted]:bg-slate-100';

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white hover:bg-brand-700"
        aria-label={t('nav.accountMenu', { name: user.full_name || user.email })}
        data-testid="avatar"
      >
        {avatarInitial(user)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate('/dashboard')}>
            {t('nav.dashboard')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate(profilePath(user))}>
            {t('nav.profile')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={itemClasses}
            onSelect={async () => {
              // Leave the current (possibly signed-in only) page first, so it cannot redirect elsewhere.
              await navigate('/');
              await logout();
            }}
          >
            {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
