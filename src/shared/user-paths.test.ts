import { describe, expect, it } from 'vitest';
import { avatarInitial, homeAfterLogin, profilePath } from './user-paths.ts';

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
