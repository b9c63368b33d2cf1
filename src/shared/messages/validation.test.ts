import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { registerSchema, updateMeSchema } from './validation.ts';

const valid = {
  email: 'amira@example.com',
  password: 'secret',
  passwordConfirm: 'secret',
  full_name: 'Amira Saleh',
  user_type: 'investor',
};

const fieldErrors = (input: unknown) => {
  const result = registerSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('registration rules (spec section 5)', () => {
  it('accepts a minimal investor and defaults the region to UAE', () => {
    const parsed = registerSchema.parse(valid);
    expect(parsed.country).toBe('UAE');
  });

  it('needs at least 5 password characters, with the spec message', () => {
    expect(fieldErrors({ ...valid, password: 'abcd', passwordConfirm: 'abcd' }).password).toBe(messages.passwordTooShort);
    expect(fieldErrors({ ...valid, password: 'abcde', passwordConfirm: 'abcde' }).password).toBeUndefined();
  });

  it('needs the confirmation to equal the password, with the spec message', () => {
    expect(fieldErrors({ ...valid, passwordConfirm: 'secreT' }).passwordConfirm).toBe(messages.passwordsDontMatch);
  });

  it('requires a company name from business owners but not from investors', () => {
    expect(fieldErrors({ ...valid, user_type: 'business_owner' }).company_name).toBe(messages.required);
    expect(fieldErrors({ ...valid, user_type: 'business_owner', company_name: 'Gulf Dates Co.' })).toEqual({});
    expect(fieldErrors(valid)).toEqual({});
  });

  it('requires a full name and a valid email', () => {
    const errors = fieldErrors({ ...valid, full_name: '   ', email: 'not-an-email' });
    expect(errors.full_name).toBe(messages.required);
    expect(errors.email).toBe(messages.invalidEmail);
  });

  it('refuses fields a client may not set', () => {
    for (const extra of [{ role: 'admin' }, { profile_completed: true }, { status: 'active' }]) {
      const result = registerSchema.safeParse({ ...valid, ...extra });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toContainEqual(expect.objectContaining({ code: 'unrecognized_keys', keys: Object.keys(extra) }));
    }
  });

  it('takes only the nine regions and the two user types', () => {
    expect(fieldErrors({ ...valid, country: 'France' }).country).toBeDefined();
    expect(fieldErrors({ ...valid, user_type: 'admin' }).user_type).toBeDefined();
  });
});

describe('updating the current user', () => {
  it('accepts a country or a name and refuses an empty update', () => {
    expect(updateMeSchema.safeParse({ country: 'Kuwait' }).success).toBe(true);
    expect(updateMeSchema.safeParse({}).success).toBe(false);
    expect(updateMeSchema.safeParse({ user_type: 'investor' }).success).toBe(false);
  });
});
