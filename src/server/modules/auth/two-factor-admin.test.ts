import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD_FLOOR, adminPasswordProblem } from '../../auth/passwords.ts';
import { users } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { signedInAdmin } from '../admin/admin.test-support.ts';

let production: TestContext;
let development: TestContext;
beforeAll(async () => {
  [production, development] = await Promise.all([createTestContext({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost' }), createTestContext({ NODE_ENV: 'development' })]);
});
afterAll(async () => {
  await Promise.all([production.close(), development.close()]);
});

describe('administrators and two-factor sign-in', () => {
  it('in production, refuses an admin without it on admin routes with the set-up code, and lets them in once it is on', async () => {
    const admin = await signedInAdmin(production);
    const refused = await admin.client.get('/api/admin/stats');
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('twoFactorSetupRequired');
    expect(await (await admin.client.get('/api/auth/two-factor')).json()).toEqual({ enabled: false, recovery_codes_left: 0, required: true });

    // The set-up itself stays open to them.
    const setup = await admin.client.post('/api/auth/two-factor/setup', { current_password: 'secret-pass' });
    const { secret } = (await setup.json()) as { secret: string };
    expect((await admin.client.post('/api/auth/two-factor/enable', { code: await generate({ secret }) })).status).toBe(200);
    expect((await admin.client.get('/api/admin/stats')).status).toBe(200);
  });

  it('outside production, lets an admin without it in (the panel shows a banner instead)', async () => {
    const admin = await signedInAdmin(development);
    expect((await admin.client.get('/api/admin/stats')).status).toBe(200);
    expect(await (await admin.client.get('/api/auth/two-factor')).json()).toEqual({ enabled: false, recovery_codes_left: 0, required: false });
  });

  it('never requires it of other users, in production either', async () => {
    const admin = await signedInAdmin(production);
    await production.deps.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.userId));
    expect((await (await admin.client.get('/api/auth/two-factor')).json()).required).toBe(false);
  });
});

describe("an administrator's password", () => {
  it(`is refused under ${ADMIN_PASSWORD_FLOOR} characters when an admin changes it, and allowed for other users`, async () => {
    const admin = await signedInAdmin(development);
    const short = await admin.client.post('/api/account/password', { current_password: 'secret-pass', password: 'seven77', passwordConfirm: 'seven77' });
    expect(short.status).toBe(422);
    expect((await short.json()).error.fields.password).toMatchObject({ code: 'adminPasswordTooShort', params: { min: ADMIN_PASSWORD_FLOOR } });
    const common = await admin.client.post('/api/account/password', { current_password: 'secret-pass', password: 'password123', passwordConfirm: 'password123' });
    expect((await common.json()).error.fields.password.code).toBe('passwordTooCommon');
    const enough = await admin.client.post('/api/account/password', { current_password: 'secret-pass', password: 'eight-ch', passwordConfirm: 'eight-ch' });
    expect(enough.status).toBe(200);

    await development.deps.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.userId));
    const user = await admin.client.post('/api/account/password', { current_password: 'eight-ch', password: 'seven77', passwordConfirm: 'seven77' });
    expect(user.status).toBe(200);
  });

  it('needs 12 characters and no common password at create-admin', () => {
    expect(adminPasswordProblem('seven77')).toMatch(/at least 12 characters/);
    expect(adminPasswordProblem('password1234')).toBe('This password is too common. Please choose another.');
    expect(adminPasswordProblem('a long secret phrase')).toBeNull();
  });
});
