import type { CurrentUser } from '#shared/account/users.ts';
import NotificationBell from './notification-bell.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The header's controls for a signed-in user, the bell and the account menu: their own chunk, fetched only once
 * someone is signed in, so a visitor's first page carries none of it (home JS budget).
 */
export default function SignedInControls({ user }: { user: CurrentUser }) {
  return (
    <>
      <NotificationBell />
      <UserMenu user={user} />
    </>
  );
}
