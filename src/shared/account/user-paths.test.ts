import { describe, expect, it } from 'vitest';
import { avatarInitial, homeAfterLogin, profilePath, returnPath, signInPathFor } from './user-paths.ts';

describe('avatar initial', () => {
  it('is the first letter of the full name, upper-cased', () => {
    expect(avatarInitial({ full_name: 'nadia karim', email: 'x@example.com' })).toBe('N');
  });
  it('falls back to the email when there is no name', () => {
    expect(avatarInitial({ full_name: '  ', email: 'zayed@example.com' })).toBe('Z');
  });
});

describe('where users go', () => {
  it('sends admins to /admin and everyone else to /dashboard after login', () => {
    expect(homeAfterLogin({ role: 'admin' })).toBe('/admin');
    expect(homeAfterLogin({ role: 'user' })).toBe('/dashboard');
  });
  it('opens the profile matching the user type', () => {
    expect(profilePath({ user_type: 'investor' })).toBe('/investorprofile');
    expect(profilePath({ user_type: 'business_owner' })).toBe('/businessprofile');
    expect(profilePath({ user_type: null })).toBe('/completeregistration');
  });
});

describe('the way back after signing in', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(returnPath('/deals/5b0c/x?tab=docs#m1')).toBe('/deals/5b0c/x?tab=docs#m1');
    expect(signInPathFor('/deals/abc?x=1')).toBe('/login?next=%2Fdeals%2Fabc%3Fx%3D1');
    expect(signInPathFor('/')).toBe('/login');
  });

  it('refuses anything a browser could take to another host, and overlong or control-laden input', () => {
    for (const hostile of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'evil', '', null, undefined, `/${'a'.repeat(600)}`, '/x\ny']) {
      expect(returnPath(hostile)).toBeNull();
    }
    expect(signInPathFor('//evil.example')).toBe('/login');
  });
});
