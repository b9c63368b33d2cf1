import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages/messages.ts';
import { LIMITS } from '../../auth/rate-limit.ts';
import { profiles, sessions, users } from '../../db/schema.ts';
import { createTestContext, newUser, TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';

const ctx = testContextForFile();

const countUsers = async () => (await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n ?? 0;

describe('registration', () => {
  it('creates the user and the profiles record together and signs the user in', async () => {
    const client = new TestClient(ctx.app);
    const input = newUser('business_owner', { phone: '+971 50 123 4567', country: 'Qatar' });
    const res = await client.post('/api/auth/register', input);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.user).toMatchObject({ email: input.email, user_type: 'business_owner', role: 'user', country: 'Qatar', profile_completed: false });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);

    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('dealbridge_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);

    const [profile] = await ctx.deps.db.select().from(profiles).where(eq(profiles.userId, body.user.id));
    expect(profile).toMatchObject({ userType: 'business_owner', companyName: input.company_name, phone: '+971 50 123 4567' });

    const session = await (await client.get('/api/auth/session')).json();
    expect(session.user.email).toBe(input.email);
  });

  it('refuses a common password at registration with a clear field message, and creates nothing', async () => {
    const before = await countUsers();
    const res = await new TestClient(ctx.app).post('/api/auth/register', newUser('investor', { password: 'Password123', passwordConfirm: 'Password123' }));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error.fields.password).toMatchObject({ code: 'passwordTooCommon', message: messages.passwordTooCommon });
    expect(await countUsers()).toBe(before);
    // The spec's minimum length and its message are unchanged.
    const short = await new TestClient(ctx.app).post('/api/auth/register', newUser('investor', { password: 'abcd', passwordConfirm: 'abcd' }));
    expect((await short.json()).error.fields.password.message).toBe(messages.passwordTooShort);
  });

  it('defaults the region to UAE and stores only a hash of the session token', async () => {
    const client = new TestClient(ctx.app);
    const res = await client.post('/api/auth/register', newUser('investor'));
    expect((await res.json()).user.country).toBe('UAE');
    const stored = await ctx.deps.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === client.sessionCookie)).toBe(false);
  });

  it('answers the spec messages for a short password and a mismatched confirmation', async () => {
    const client = new TestClient(ctx.app);
    const res = await client.post('/api/auth/register', newUser('investor', { password: 'abcd', passwordConfirm: 'abcx' }));
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.fields.password).toEqual({ code: 'passwordTooShort', message: messages.passwordTooShort });
    expect(error.fields.passwordConfirm).toEqual({ code: 'passwordsDontMatch', message: messages.passwordsDontMatch });
  });

  it('requires a company name from business owners only', async () => {
    const client = new TestClient(ctx.app);
    const owner = await client.post('/api/auth/register', newUser('business_owner', { company_name: '' }));
    expect(owner.status).toBe(422);
    expect((await owner.json()).error.fields.company_name).toEqual({ code: 'required', message: messages.required });
    const investor = await client.post('/api/auth/register', newUser('investor', { company_name: undefined }));
    expect(investor.status).toBe(201);
  });

  it('refuses a second account with the same email in another case and keeps one row', async () => {
    const input = newUser('investor');
    expect((await new TestClient(ctx.app).post('/api/auth/register', input)).status).toBe(201);
    const before = await countUsers();
    const again = await new TestClient(ctx.app).post('/api/auth/register', { ...input, email: input.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect((await again.json()).error.fields.email).toEqual({ code: 'emailTaken', message: messages.emailTaken });
    expect(await countUsers()).toBe(before);
  });

  it('ignores no attempt to become admin: a role in the payload is refused and nothing is written', async () => {
    const before = await countUsers();
    const res = await new TestClient(ctx.app).post('/api/auth/register', { ...newUser('investor'), role: 'admin' });
    expect(res.status).toBe(422);
    expect((await res.json()).error.fields.role).toBeDefined();
    expect(await countUsers()).toBe(before);
  });

  it('rejects prototype-pollution keys and malformed JSON with a 4xx', async () => {
    const client = new TestClient(ctx.app);
    const polluted = await client.post('/api/auth/register', `{"__proto__":{"role":"admin"},${JSON.stringify(newUser('investor')).slice(1)}`);
    expect(polluted.status).toBe(422);
    const malformed = await client.post('/api/auth/register', '{"email":');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe('invalidJson');
  });
});

describe('login and logout', () => {
  const account = newUser('investor');
  beforeAll(async () => {
    await new TestClient(ctx.app).post('/api/auth/register', account);
  });

  it('answers the same for an unknown email and a wrong password', async () => {
    const unknown = await new TestClient(ctx.app).post('/api/auth/login', { email: 'nobody@example.com', password: 'whatever' });
    const wrong = await new TestClient(ctx.app).post('/api/auth/login', { email: account.email, password: 'wrong-password' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it('signs in case-insensitively with a new session token each time, revoking the previous one', async () => {
    const client = new TestClient(ctx.app);
    const first = await client.post('/api/auth/login', { email: account.email.toUpperCase(), password: account.password });
    expect(first.status).toBe(200);
    const firstToken = client.sessionCookie;
    await client.post('/api/auth/login', { email: account.email, password: account.password });
    const secondToken = client.sessionCookie;
    expect(secondToken).toBeDefined();
    expect(secondToken).not.toBe(firstToken);

    const stale = new TestClient(ctx.app);
    stale.setCookie('dealbridge_session', firstToken ?? '');
    expect((await (await stale.get('/api/auth/session')).json()).user).toBeNull();
  });

  it('revokes the session on the server at logout', async () => {
    const client = new TestClient(ctx.app);
    await client.post('/api/auth/login', { email: account.email, password: account.password });
    const token = client.sessionCookie ?? '';
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    const replay = new TestClient(ctx.app);
    replay.setCookie('dealbridge_session', token);
    expect((await (await replay.get('/api/auth/session')).json()).user).toBeNull();
    expect((await replay.patch('/api/me', { country: 'UK' })).status).toBe(401);
  });

  it('limits failed sign-ins per email and address with a clear 429, which the right password from there does not lift', async () => {
    const target = newUser('investor');
    await new TestClient(ctx.app).post('/api/auth/register', target);
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.loginPerEmailAndIp.max + 1; i++) {
      const res = await new TestClient(ctx.app).post('/api/auth/login', { email: target.email, password: 'wrong' });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        expect((await res.json()).error.message).toBe(messages.tooManyAttempts);
      }
    }
    expect(statuses).toEqual([...Array<number>(LIMITS.loginPerEmailAndIp.max).fill(401), 429]);
    // From the same address even the right password waits for the window to pass.
    const right = await new TestClient(ctx.app).post('/api/auth/login', { email: target.email, password: target.password });
    expect(right.status).toBe(429);
  });
});

describe('cross-origin protection', () => {
  it('refuses a write from another origin or without any origin signal, and changes nothing', async () => {
    const before = await countUsers();
    const foreign = await new TestClient(ctx.app).post('/api/auth/register', newUser('investor'), { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const bare = await ctx.app.request('http://localhost/api/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(newUser('investor')),
    });
    expect(bare.status).toBe(403);
    expect(await countUsers()).toBe(before);
  });
});

describe('current user', () => {
  it('updates the country and name of the signed-in user only', async () => {
    const client = new TestClient(ctx.app);
    const created = await (await client.post('/api/auth/register', newUser('investor'))).json();
    const res = await client.patch('/api/me', { country: 'Singapore', full_name: 'Aisha Rahman' });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ country: 'Singapore', full_name: 'Aisha Rahman' });
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, created.user.id));
    expect(row?.country).toBe('Singapore');
  });

  it('never lets a client change user_type, role or profile_completed', async () => {
    const client = new TestClient(ctx.app);
    const created = await (await client.post('/api/auth/register', newUser('investor'))).json();
    for (const body of [{ user_type: 'business_owner' }, { role: 'admin' }, { profile_completed: true }, { country: 'UK', role: 'admin' }]) {
      const res = await client.patch('/api/me', body);
      expect(res.status).toBe(422);
    }
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, created.user.id));
    expect(row).toMatchObject({ userType: 'investor', role: 'user', profileCompleted: false, country: 'UAE' });
  });

  it('rejects an unknown country and answers 401 without a session', async () => {
    const client = new TestClient(ctx.app);
    await client.post('/api/auth/register', newUser('investor'));
    expect((await client.patch('/api/me', { country: 'Atlantis' })).status).toBe(422);
    expect((await new TestClient(ctx.app).patch('/api/me', { country: 'UK' })).status).toBe(401);
  });
});

describe('production cookies', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https, even outside production', async () => {
    const https = await createTestContext({ PUBLIC_URL: 'https://localhost' });
    try {
      const res = await new TestClient(https.app).post('/api/auth/register', newUser('investor'), { Origin: 'https://localhost' });
      expect(res.status).toBe(201);
      expect(res.headers.getSetCookie().find((c) => c.startsWith('dealbridge_session='))).toMatch(/Secure/);
    } finally {
      await https.close();
    }
  });

  it('marks the session cookie Secure when NODE_ENV is production', async () => {
    const prod = await createTestContext({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost' });
    try {
      const res = await new TestClient(prod.app).post('/api/auth/register', newUser('investor'));
      expect(res.headers.getSetCookie().find((c) => c.startsWith('dealbridge_session='))).toMatch(/Secure/);
    } finally {
      await prod.close();
    }
  });
});
