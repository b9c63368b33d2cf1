import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, LOGIN_SLOWDOWN, slowDownMs } from '../../src/server/auth/rate-limit.ts';
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

describe('throttling that cannot be turned against a user (decision 0118)', () => {
  const login = (ip: string, email: string, password: string) => from(proxied, ip).post('/api/auth/login', { email, password });

  it('refuses the address that sent 20 wrong passwords for a victim, while the victim signs in from another address', async () => {
    const victim = newUser('investor');
    expect((await new TestClient(proxied.app).post('/api/auth/register', victim)).status).toBe(201);
    const statuses: number[] = [];
    for (let n = 0; n < 20; n += 1) statuses.push((await login('203.0.113.66', victim.email, `wrong-${n}`)).status);
    expect(statuses.slice(0, LIMITS.loginPerEmailAndIp.max).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(LIMITS.loginPerEmailAndIp.max).every((s) => s === 429)).toBe(true);
    expect((await login('198.51.100.23', victim.email, victim.password)).status).toBe(200);
    // The attacker's address is still the one refused, even with the right password.
    expect((await login('203.0.113.66', victim.email, victim.password)).status).toBe(429);
  });

  it('only slows a victim down when failures for the email come from many addresses', async () => {
    const victim = newUser('business_owner');
    expect((await new TestClient(proxied.app).post('/api/auth/register', victim)).status).toBe(201);
    for (let n = 0; n < LIMITS.loginPerEmailAndIp.max; n += 1) expect((await login('192.0.2.10', victim.email, 'wrong-password')).status).toBe(401);
    for (let n = 0; n < 3; n += 1) expect((await login('192.0.2.11', victim.email, 'wrong-password')).status).toBe(401);
    // 13 failures for the email: past the free ones, so the victim's next check waits (slowDownMs), yet is not refused.
    expect(slowDownMs(LIMITS.loginPerEmailAndIp.max + 3)).toBeGreaterThan(0);
    expect((await login('198.51.100.77', victim.email, victim.password)).status).toBe(200);
  });

  it('never locks anyone out for succeeding: 15 sign-ins in a row all answer 200', async () => {
    const user = newUser('investor');
    expect((await new TestClient(proxied.app).post('/api/auth/register', user)).status).toBe(201);
    for (let n = 0; n < 15; n += 1) expect((await login('203.0.113.90', user.email, user.password)).status).toBe(200);
  });

  it('a success clears the failures of its email and address: nine typos, a sign-in, nine more typos, a sign-in', async () => {
    const user = newUser('investor');
    expect((await new TestClient(proxied.app).post('/api/auth/register', user)).status).toBe(201);
    for (let round = 0; round < 2; round += 1) {
      for (let n = 0; n < LIMITS.loginPerEmailAndIp.max - 1; n += 1) expect((await login('203.0.113.91', user.email, 'typo-typo')).status).toBe(401);
      expect((await login('203.0.113.91', user.email, user.password)).status).toBe(200);
    }
  });
});

describe('the per-email slow-down', () => {
  it('is free for the first failures, then grows by a step up to a cap of a few seconds', () => {
    expect(slowDownMs(0)).toBe(0);
    expect(slowDownMs(LOGIN_SLOWDOWN.freeFailures)).toBe(0);
    expect(slowDownMs(LOGIN_SLOWDOWN.freeFailures + 1)).toBe(LOGIN_SLOWDOWN.stepMs);
    expect(slowDownMs(LOGIN_SLOWDOWN.freeFailures + 4)).toBe(4 * LOGIN_SLOWDOWN.stepMs);
    expect(slowDownMs(10_000)).toBe(LOGIN_SLOWDOWN.maxDelayMs);
    expect(LOGIN_SLOWDOWN.maxDelayMs).toBeLessThanOrEqual(5000);
  });
});
