import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/server/auth/rate-limit.ts';
import { SESSION_COOKIE } from '../../src/server/auth/sessions.ts';
import { users } from '../../src/server/db/schema.ts';
import { createTestContext, newUser, TestClient, type TestContext } from '../../src/server/testing/test-app.ts';
import { fingerprint } from './support/context.ts';

// Attacks on sign-in and sessions (docs/security/attacks.md, section Auth) not already covered by
// src/server/modules/auth/auth.test.ts.

let direct: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  direct = await createTestContext();
  // Behind a trusted proxy the address comes from X-Forwarded-For, so tests can play several callers.
  proxied = await createTestContext({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

const from = (ctx: TestContext, ip: string) => new TestClient(ctx.app, { 'X-Forwarded-For': ip });
const wrongLogin = (client: TestClient, n: number) => client.post('/api/auth/login', { email: `nobody${n}@example.com`, password: 'guess-guess' });

describe('attacks on sign-in', () => {
  it('limits login attempts per address across many accounts with 429 and Retry-After, while another address still gets in line', async () => {
    const attacker = from(proxied, '203.0.113.7');
    for (let n = 0; n < LIMITS.loginPerIp.max; n += 1) expect((await wrongLogin(attacker, n)).status).toBe(401);
    const blocked = await wrongLogin(attacker, 999);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await wrongLogin(from(proxied, '203.0.113.8'), 1000)).status).toBe(401);
  });

  it('ignores X-Forwarded-For without a trusted proxy, so rotating it does not reset the per-address budget', async () => {
    const spoofed = await createTestContext();
    try {
      for (let n = 0; n < LIMITS.loginPerIp.max; n += 1) expect((await wrongLogin(from(spoofed, `198.51.100.${n}`), n)).status).toBe(401);
      expect((await wrongLogin(from(spoofed, '198.51.100.250'), 999)).status).toBe(429);
    } finally {
      await spoofed.close();
    }
  });

  it('limits registrations per address with 429 and creates no account beyond the budget', async () => {
    const bot = from(proxied, '203.0.113.50');
    for (let n = 0; n < LIMITS.registerPerIp.max; n += 1) expect((await bot.post('/api/auth/register', newUser('investor'))).status).toBe(201);
    const accounts = await proxied.deps.db.$count(users);
    expect((await bot.post('/api/auth/register', newUser('investor'))).status).toBe(429);
    expect(await proxied.deps.db.$count(users)).toBe(accounts);
  });
});

describe('attacks on sessions', () => {
  it('treats a forged, overlong or hostile session cookie as no session, without a 5xx and without writing', async () => {
    const before = await fingerprint(direct.deps.db);
    for (const value of ['x'.repeat(43), 'a'.repeat(10_000), "%00'; drop table sessions; --", '../../etc/passwd', 'ﾟ✓ unicode']) {
      const forged = new TestClient(direct.app, { Cookie: `${SESSION_COOKIE}=${encodeURIComponent(value)}` });
      const session = await forged.get('/api/auth/session');
      expect(session.status).toBe(200);
      expect(await session.json()).toEqual({ user: null });
      expect((await forged.patch('/api/me', { language: 'ar' })).status).toBe(401);
    }
    expect(await fingerprint(direct.deps.db)).toEqual(before);
  });

  it('issues a fresh session at login even when the browser brings a planted one, and the planted value signs nobody in', async () => {
    const fields = newUser('investor');
    expect((await new TestClient(direct.app).post('/api/auth/register', fields)).status).toBe(201);
    const victim = new TestClient(direct.app);
    victim.setCookie(SESSION_COOKIE, 'attacker-chosen-value-aaaaaaaaaaaaaaaaaaaaaaaa');
    expect((await victim.post('/api/auth/login', { email: fields.email, password: fields.password })).status).toBe(200);
    expect(victim.sessionCookie).toBeDefined();
    expect(victim.sessionCookie).not.toBe('attacker-chosen-value-aaaaaaaaaaaaaaaaaaaaaaaa');
    const attacker = new TestClient(direct.app);
    attacker.setCookie(SESSION_COOKIE, 'attacker-chosen-value-aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(await (await attacker.get('/api/auth/session')).json()).toEqual({ user: null });
  });

  it('sets the session cookie HttpOnly, SameSite=Lax and path-wide, and clears it at logout', async () => {
    const client = new TestClient(direct.app);
    const res = await client.post('/api/auth/register', newUser('business_owner'));
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//i);
    const out = await client.post('/api/auth/logout');
    expect(out.headers.getSetCookie().join(';')).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`, 'i'));
  });

  // The scheme is not compared: TLS ends at the proxy, so the app sees http while browsers send https.
  it('refuses writes whose Origin is null, a look-alike host or another port, and a cross-site fetch without one', async () => {
    const fields = newUser('investor');
    const client = new TestClient(direct.app);
    expect((await client.post('/api/auth/register', fields)).status).toBe(201);
    const before = await fingerprint(direct.deps.db);
    for (const origin of ['null', 'http://localhost.evil.example', 'http://evil.example', 'http://localhost:8080', 'not a url']) {
      const res = await client.patch('/api/me', { full_name: 'Hijacked' }, { Origin: origin });
      expect({ origin, status: res.status }).toEqual({ origin, status: 403 });
    }
    const noOrigin = await client.request('PATCH', '/api/me', { full_name: 'Hijacked' }, { Origin: '', 'Sec-Fetch-Site': 'cross-site' });
    expect(noOrigin.status).toBe(403);
    expect(await fingerprint(direct.deps.db)).toEqual(before);
  });
});
