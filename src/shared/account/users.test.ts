import { describe, expect, it } from 'vitest';
import { currentUserSchema, sessionSchema } from './users.ts';

const user = {
  id: '7d3f1c2e-52a4-4d53-9a38-0c3e2a7f9b10',
  email: 'nadia@example.com',
  full_name: 'Nadia Karim',
  user_type: 'investor',
  role: 'user',
  country: 'UAE',
  language: 'ar',
  profile_completed: false,
  email_verified: true,
  match_digest: true,
  created_at: '2026-11-23T10:00:00.000Z',
};

describe('the signed-in user as the API returns it', () => {
  it('reads a user with the specification’s field names, and a user who has not chosen a type yet', () => {
    expect(currentUserSchema.parse(user)).toEqual(user);
    expect(currentUserSchema.parse({ ...user, user_type: null }).user_type).toBeNull();
  });

  it('leaves out whatever else a row carries, such as the password hash or session data', () => {
    const parsed = currentUserSchema.parse({ ...user, password_hash: '$argon2id$v=19$…', session_token_hash: 'abc' });
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(user).sort());
  });

  it('refuses a role, user type, country or language outside the enumerations', () => {
    for (const wrong of [{ role: 'superuser' }, { user_type: 'broker' }, { country: 'XX' }, { language: 'fr' }, { profile_completed: 'yes' }]) {
      expect(currentUserSchema.safeParse({ ...user, ...wrong }).success, JSON.stringify(wrong)).toBe(false);
    }
  });
});

describe('the session answer', () => {
  it('carries the user when signed in and null when not, but never leaves the user out', () => {
    expect(sessionSchema.parse({ user })).toEqual({ user });
    expect(sessionSchema.parse({ user: null })).toEqual({ user: null });
    expect(sessionSchema.safeParse({}).success).toBe(false);
  });
});
