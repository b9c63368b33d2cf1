import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages/messages.ts';
import { commonPasswords, isCommonPassword } from './common-passwords.ts';
import { ADMIN_PASSWORD_MIN_LENGTH, adminPasswordProblem } from './passwords.ts';

describe('the common passwords list', () => {
  it('holds a few thousand entries and refuses the usual ones, with their endings and in any case', () => {
    expect(commonPasswords().size).toBeGreaterThan(3000);
    for (const password of ['password', 'Password1', 'QWERTY123', '12345678', 'iloveyou!', 'dubai2026', 'letmein', 'Welcome123']) {
      expect({ password, common: isCommonPassword(password) }).toEqual({ password, common: true });
    }
  });

  it('lets an ordinary passphrase through, and the demo and test passwords too', () => {
    for (const password of ['secret-pass', 'demo-investor-2026', 'demo-owner-2026', 'correct horse battery staple', 'e2e-admin-pass']) {
      expect({ password, common: isCommonPassword(password) }).toEqual({ password, common: false });
    }
  });
});

describe('create-admin passwords', () => {
  it(`need ${ADMIN_PASSWORD_MIN_LENGTH} characters and must not be common`, () => {
    expect(adminPasswordProblem('short-pass1')).toMatch(/at least 12 characters/);
    expect(adminPasswordProblem('password1234')).toBe(messages.passwordTooCommon);
    expect(adminPasswordProblem('a long secret phrase')).toBeNull();
    expect(adminPasswordProblem('x'.repeat(ADMIN_PASSWORD_MIN_LENGTH))).toBeNull();
  });
});
