import type { CurrentUser } from '#shared/account/users.ts';

export interface NavItem {
  to: string;
  labelKey: 'nav.home' | 'nav.investors' | 'nav.businesses' | 'nav.services' | 'nav.valuation' | 'nav.dashboard' | 'nav.matches' | 'nav.investorConnect' | 'nav.deals' | 'nav.admin';
  /** The pages under this one, in its menu (Services: the valuation estimator, issue 22). */
  menu?: NavItem[];
}

/** Spec, shared layout: the links each kind of visitor sees, in order. */
export function navItems(user: CurrentUser | null): NavItem[] {
  const items: NavItem[] = [
    { to: '/', labelKey: 'nav.home' },
    { to: '/investors', labelKey: 'nav.investors' },
    { to: '/businesses', labelKey: 'nav.businesses' },
    { to: '/services', labelKey: 'nav.services', menu: [{ to: '/valuation', labelKey: 'nav.valuation' }] },
  ];
  if (!user) return items;
  items.push({ to: '/dashboard', labelKey: 'nav.dashboard' });
  if (user.user_type === 'investor') items.push({ to: '/businessmatches', labelKey: 'nav.matches' });
  if (user.user_type === 'business_owner') items.push({ to: '/investorconnect', labelKey: 'nav.investorConnect' });
  // Issue 17: the deal rooms of an investor's or owner's introductions (admins have no user type).
  if (user.user_type) items.push({ to: '/deals', labelKey: 'nav.deals' });
  if (user.role === 'admin') items.push({ to: '/admin', labelKey: 'nav.admin' });
  return items;
}

/** Spec: the current page is the last path segment, case-insensitive, falling back to the first page (Home). */
export function isActivePath(pathname: string, to: string): boolean {
  const segment = (pathname.split('/').filter(Boolean).pop() ?? '').toLowerCase();
  const current = segment === '' || segment === 'home' ? '/' : `/${segment}`;
  return current === to;
}
