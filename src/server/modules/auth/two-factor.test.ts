import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../auth/rate-limit.ts';
import { auditLog, sessions, twoFactorDevices, twoFactorPendingLogins, twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema.ts';
import { newUser, TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';

const ctx = testContextForFile();

const PASSWORD = 'secret-pass';
/** The code of the step after the current one: accepted (one step of drift), and newer than a code just spent. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
/** A code that is not `right`. */
const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

async function registered() {
  const client = new TestClient(ctx.app);
  const input = newUser('investor');
  const res = await client.post('/api/auth/register', input);
  expect(res.status).toBe(201);
  return { client, email: input.email, userId: ((await res.json()) as { user: { id: string } }).user.id };
}

/** A user with two-factor on: its secret and recovery codes. */
async function withTwoFactor() {
  const account = await registered();
  const setup = await account.client.post('/api/auth/two-factor/setup', { current_password: PASSWORD });
  expect(setup.status).toBe(200);
  const { secret, qr_data_url: qr, otpauth_url: url } = (await setup.json()) as { secret: string; qr_data_url: string; otpauth_url: string };
  expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(url).toContain(`secret=${secret}`);
  const enabled = await account.client.post('/api/auth/two-factor/enable', { code: await generate({ secret }) });
  expect(enabled.status).toBe(200);
  const { recovery_codes: codes } = (await enabled.json()) as { recovery_codes: string[] };
  return { ...account, secret, codes };
}

/** The password step in a new browser: no session, a pending sign-in for the code step. */
async function passwordStep(email: string, client = new TestClient(ctx.app)) {
  const res = await client.post('/api/auth/login', { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return { client, body: (await res.json()) as { user: unknown; two_factor_required?: boolean } };
}

describe('setting up two-factor sign-in', () => {
  it('asks the current password, stores the secret and hashed recovery codes, and shows the codes once', async () => {
    const account = await registered();
    const wrong = await account.client.post('/api/auth/two-factor/setup', { current_password: 'not-it' });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).error.fields.current_password.code).toBe('currentPasswordWrong');

    const setup = await account.client.post('/api/auth/two-factor/setup', { current_password: PASSWORD });
    const { secret } = (await setup.json()) as { secret: string };
    // Not on until a code of the app proves it was added.
    expect(await (await account.client.get('/api/auth/two-factor')).json()).toEqual({ enabled: false, recovery_codes_left: 0, required: false });
    const badCode = await account.client.post('/api/auth/two-factor/enable', { code: wrongCode(await generate({ secret })) });
    expect(badCode.status).toBe(422);

    const enabled = await account.client.post('/api/auth/two-factor/enable', { code: await generate({ secret }) });
    const { recovery_codes: codes } = (await enabled.json()) as { recovery_codes: string[] };
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await ctx.deps.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, account.userId));
    expect(stored).toHaveLength(10);
    expect(stored.some((row) => codes.some((code) => row.codeHash.includes(code) || row.codeHash.includes(code.replace('-', ''))))).toBe(false);
    expect(await (await account.client.get('/api/auth/two-factor')).json()).toEqual({ enabled: true, recovery_codes_left: 10, required: false });
    // A second set-up would replace the secret under the user's app: refused while on.
    expect((await account.client.post('/api/auth/two-factor/setup', { current_password: PASSWORD })).status).toBe(409);
    const audit = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.targetId, account.userId));
    expect(audit.map((row) => row.action)).toContain('user.two_factor_enabled');
  });

  it('refuses a code without a set-up begun, and a malformed code with the field named', async () => {
    const account = await registered();
    expect((await account.client.post('/api/auth/two-factor/enable', { code: '123456' })).status).toBe(409);
    const malformed = await account.client.post('/api/auth/two-factor/enable', { code: '12ab' });
    expect(malformed.status).toBe(422);
    expect((await malformed.json()).error.fields.code.code).toBe('twoFactorCodeFormat');
    expect((await new TestClient(ctx.app).get('/api/auth/two-factor')).status).toBe(401);
  });
});

describe('signing in with two-factor on', () => {
  it('answers that a code is needed without creating a session, then signs in with the code', async () => {
    const { email, secret, userId } = await withTwoFactor();
    const before = (await ctx.deps.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
    const { client, body } = await passwordStep(email);
    expect(body).toEqual({ user: null, two_factor_required: true });
    expect(client.sessionCookie).toBeUndefined();
    expect((await ctx.deps.db.select().from(sessions).where(eq(sessions.userId, userId))).length).toBe(before);
    expect((await (await client.get('/api/auth/session')).json()).user).toBeNull();
    // The pending sign-in is kept as a hash only.
    const [pending] = await ctx.deps.db.select().from(twoFactorPendingLogins).where(eq(twoFactorPendingLogins.userId, userId));
    expect(pending?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 1000);

    const signedIn = await client.post('/api/auth/login/two-factor', { code: await nextCode(secret) });
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).user.email).toBe(email);
    expect((await (await client.get('/api/auth/session')).json()).user.email).toBe(email);
    expect(await ctx.deps.db.select().from(twoFactorPendingLogins).where(eq(twoFactorPendingLogins.userId, userId))).toEqual([]);
  });

  it('does not take the same code twice within its window', async () => {
    const { email, secret } = await withTwoFactor();
    const code = await nextCode(secret);
    const first = await passwordStep(email);
    expect((await first.client.post('/api/auth/login/two-factor', { code })).status).toBe(200);
    const second = await passwordStep(email);
    const replay = await second.client.post('/api/auth/login/two-factor', { code });
    expect(replay.status).toBe(422);
    expect((await replay.json()).error.fields.code.code).toBe('twoFactorCodeWrong');
    expect(second.client.sessionCookie).toBeUndefined();
  });

  it('signs in with a recovery code once; the same code is refused after', async () => {
    const { email, codes, userId } = await withTwoFactor();
    const [code] = codes;
    const first = await passwordStep(email);
    // Typed in capitals without the dash: the same code.
    expect((await first.client.post('/api/auth/login/two-factor', { code: code?.replace('-', '').toUpperCase() })).status).toBe(200);
    const second = await passwordStep(email);
    expect((await second.client.post('/api/auth/login/two-factor', { code })).status).toBe(422);
    expect(second.client.sessionCookie).toBeUndefined();
    const [used] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(twoFactorRecoveryCodes)
      .where(sql`${twoFactorRecoveryCodes.userId} = ${userId} and ${twoFactorRecoveryCodes.usedAt} is not null`);
    expect(used?.n).toBe(1);
    expect((await (await first.client.get('/api/auth/two-factor')).json()).recovery_codes_left).toBe(9);
  });

  it('throttles wrong codes like wrong passwords: 429 past the budget, even for the right code', async () => {
    const { email, secret } = await withTwoFactor();
    const { client } = await passwordStep(email);
    const right = await nextCode(secret);
    const wrong = wrongCode(right);
    for (let i = 0; i < LIMITS.twoFactorPerUser.max; i++) {
      expect((await client.post('/api/auth/login/two-factor', { code: wrong })).status).toBe(422);
    }
    const refused = await client.post('/api/auth/login/two-factor', { code: right });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(client.sessionCookie).toBeUndefined();
  });

  it('answers 401 to a code step without a pending sign-in, or with an expired one', async () => {
    const { email, secret, userId } = await withTwoFactor();
    expect((await new TestClient(ctx.app).post('/api/auth/login/two-factor', { code: '123456' })).status).toBe(401);
    const { client } = await passwordStep(email);
    await ctx.deps.db.update(twoFactorPendingLogins).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(twoFactorPendingLogins.userId, userId));
    const expired = await client.post('/api/auth/login/two-factor', { code: await nextCode(secret) });
    expect(expired.status).toBe(401);
    expect((await expired.json()).error.code).toBe('twoFactorSignInExpired');
  });

  it('remembers a device for 30 days when asked, until the password changes', async () => {
    const { email, secret, userId } = await withTwoFactor();
    const { client } = await passwordStep(email);
    expect((await client.post('/api/auth/login/two-factor', { code: await nextCode(secret), remember_device: true })).status).toBe(200);
    const [device] = await ctx.deps.db.select().from(twoFactorDevices).where(eq(twoFactorDevices.userId, userId));
    expect(device?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    await client.post('/api/auth/logout');
    // The same browser: the password alone signs in.
    const again = await client.post('/api/auth/login', { email, password: PASSWORD });
    expect((await again.json()).user.email).toBe(email);
    // Another browser still needs the code.
    expect((await passwordStep(email)).body.two_factor_required).toBe(true);

    // A new password (changed in Settings or reset) ends what the old one remembered.
    const changed = await client.post('/api/account/password', { current_password: PASSWORD, password: 'another-pass', passwordConfirm: 'another-pass' });
    expect(changed.status).toBe(200);
    await client.post('/api/auth/logout');
    const afterChange = await client.post('/api/auth/login', { email, password: 'another-pass' });
    expect(await afterChange.json()).toEqual({ user: null, two_factor_required: true });
  });
});

describe('changing two-factor in Settings', () => {
  it('regenerates the recovery codes with the current password: the old ones stop working', async () => {
    const { client, email, codes } = await withTwoFactor();
    expect((await client.post('/api/auth/two-factor/recovery-codes', { current_password: 'not-it' })).status).toBe(422);
    const res = await client.post('/api/auth/two-factor/recovery-codes', { current_password: PASSWORD });
    expect(res.status).toBe(200);
    const fresh = ((await res.json()) as { recovery_codes: string[] }).recovery_codes;
    expect(fresh).toHaveLength(10);
    const old = await passwordStep(email);
    expect((await old.client.post('/api/auth/login/two-factor', { code: codes[0] })).status).toBe(422);
    expect((await old.client.post('/api/auth/login/two-factor', { code: fresh[0] })).status).toBe(200);
  });

  it('turns off with the current password, deleting the secret, codes and remembered devices', async () => {
    const { client, email, secret, userId } = await withTwoFactor();
    const step = await passwordStep(email);
    await step.client.post('/api/auth/login/two-factor', { code: await nextCode(secret), remember_device: true });
    expect((await client.post('/api/auth/two-factor/disable', { current_password: 'not-it' })).status).toBe(422);
    expect((await client.post('/api/auth/two-factor/disable', { current_password: PASSWORD })).status).toBe(200);
    for (const table of [twoFactorSecrets, twoFactorRecoveryCodes, twoFactorDevices]) {
      expect(await ctx.deps.db.select().from(table).where(eq(table.userId, userId))).toEqual([]);
    }
    expect((await passwordStep(email)).body.user).toMatchObject({ email });
    expect((await client.post('/api/auth/two-factor/disable', { current_password: PASSWORD })).status).toBe(409);
    expect((await client.post('/api/auth/two-factor/recovery-codes', { current_password: PASSWORD })).status).toBe(409);
  });
});
