import { Navigate, useLocation } from 'react-router';
import { signInPathFor } from '#shared/account/user-paths.ts';

/** A signed-out reader of a page that needs an account: to sign-in, and back here afterwards (issue 52). */
export function SignInFirst() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={signInPathFor(`${pathname}${search}${hash}`)} replace />;
}
