import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '#shared/account/users.ts';
import { isActivePath, navItems } from './nav-items.ts';

const user = (overrides: Partial<CurrentUser>): CurrentUser => ({
  id: 'u1', email: 'a@example.com', full_name: 'A', user_type: 'investor', role: 'user', country: 'UAE',
  language: 'en', profile_completed: false, email_verified: false, match_digest: true, created_at: '2026-01-01T00:00:00.000Z', ...overrides,
});
const paths = (u: CurrentUser | null) => navItems(u).map((i) => i.to);

describe('navigation by role (spec, shared layout)', () => {
  it('shows the four public pages to everyone', () => {
    expect(paths(null)).toEqual(['/', '/investors', '/businesses', '/services']);
  });
  it('adds Dashboard, Matches and Deals for investors', () => {
    expect(paths(user({}))).toEqual(['/', '/investors', '/businesses', '/services', '/dashboard', '/businessmatches', '/deals']);
  });
  it('adds Dashboard and Investor Connect for business owners', () => {
    expect(paths(user({ user_type: 'business_owner' }))).toContain('/investorconnect');
    expect(paths(user({ user_type: 'business_owner' }))).not.toContain('/businessmatches');
    expect(paths(user({ user_type: 'business_owner' })).at(-1)).toBe('/deals');
  });
  it('adds Admin for admins', () => {
    expect(paths(user({ role: 'admin', user_type: null }))).toEqual(['/', '/investors', '/businesses', '/services', '/dashboard', '/admin']);
  });
});

describe('the Services menu', () => {
  it('offers the valuation estimator to everyone', () => {
    const services = navItems(null).find((item) => item.to === '/services');
    expect(services?.menu?.map((entry) => entry.to)).toEqual(['/valuation']);
  });
});

describe('active page', () => {
  it('is the last path segment, case-insensitive', () => {
    expect(isActivePath('/Investors', '/investors')).toBe(true);
    expect(isActivePath('/x/services', '/services')).toBe(true);
    expect(isActivePath('/investors', '/businesses')).toBe(false);
  });
  it('falls back to Home for / and /home', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/home', '/')).toBe(true);
  });
});
