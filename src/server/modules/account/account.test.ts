import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, sessions } from '../../db/schema.ts';
import { newUser, TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';

const ctx = testContextForFile({ freshRateLimits: true });

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** A registered user and a second browser signed in as them. */
async function twoBrowsers() {
  const fields = newUser('investor');
  const first = new TestClient(ctx.app);
  const registered = await first.request('POST', '/api/auth/register', fields, { 'user-agent': CHROME_WINDOWS });
  expect(registered.status).toBe(201);
  const second = new TestClient(ctx.app);
  expect((await second.request('POST', '/api/auth/login', { email: fields.email, password: fields.password }, { 'user-agent': SAFARI_IPHONE })).status).toBe(200);
  return { fields, first, second };
}

const signedIn = async (client: TestClient) => ((await (await client.get('/api/auth/session')).json()) as { user: unknown }).user !== null;

describe('change password', () => {
  it('needs the current password, keeps this session, signs out the others, mails a notice and audits', async () => {
    const { fields, first, second } = await twoBrowsers();
    const wrong = await first.post('/api/account/password', { current_password: 'not-it', password: 'brand-new-pass', passwordConfirm: 'brand-new-pass' });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ error: { fields: { current_password: { code: 'currentPasswordWrong', message: 'Your current password is not correct.' } } } });
    expect(await signedIn(second)).toBe(true);

    const changed = await first.post('/api/account/password', { current_password: fields.password, password: 'brand-new-pass', passwordConfirm: 'brand-new-pass' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ ok: true, signed_out: 1 });
    expect(await signedIn(first)).toBe(true);
    expect(await signedIn(second)).toBe(false);
    expect((await new TestClient(ctx.app).post('/api/auth/login', { email: fields.email, password: fields.password })).status).toBe(401);
    expect((await new TestClient(ctx.app).post('/api/auth/login', { email: fields.email, password: 'brand-new-pass' })).status).toBe(200);
    const [mail] = await ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, fields.email)).orderBy(desc(emailOutbox.createdAt));
    expect(mail?.subject).toMatch(/password was changed/i);
    const [audit] = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.action, 'user.password_changed')).orderBy(desc(auditLog.createdAt));
    expect(audit?.after).toEqual({ sessions_ended: 1 });
  });

  it('keeps the rules of a new password: length, confirmation, the common list', async () => {
    const { fields, first } = await twoBrowsers();
    const body = (password: string, passwordConfirm = password) => ({ current_password: fields.password, password, passwordConfirm });
    expect(await (await first.post('/api/account/password', body('abc'))).json()).toMatchObject({ error: { fields: { password: { code: 'passwordTooShort' } } } });
    expect(await (await first.post('/api/account/password', body('long-enough', 'other'))).json()).toMatchObject({ error: { fields: { passwordConfirm: { code: 'passwordsDontMatch' } } } });
    expect(await (await first.post('/api/account/password', body('password123'))).json()).toMatchObject({ error: { fields: { password: { code: 'passwordTooCommon' } } } });
  });

  it('bounds guesses at the current password per user with 429', async () => {
    const { first } = await twoBrowsers();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await first.post('/api/account/password', { current_password: `guess-${i}`, password: 'brand-new-pass', passwordConfirm: 'brand-new-pass' })).status);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses anonymous callers', async () => {
    expect((await new TestClient(ctx.app).post('/api/account/password', { current_password: 'x', password: 'brand-new-pass', passwordConfirm: 'brand-new-pass' })).status).toBe(401);
  });
});

describe('active sessions', () => {
  it("lists the user's sessions with browser, system, address and times, this one first and marked", async () => {
    const { first, second } = await twoBrowsers();
    const res = await first.get('/api/account/sessions');
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: Record<string, unknown>[] };
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ current: true, browser: 'Chrome', os: 'Windows' });
    expect(items[1]).toMatchObject({ current: false, browser: 'Safari', os: 'iOS' });
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['browser', 'current', 'id', 'ip', 'last_seen_at', 'os', 'signed_in_at']);
      expect(JSON.stringify(item)).not.toMatch(/token/i);
    }
    // The second browser sees the same two, itself marked.
    const seen = (await (await second.get('/api/account/sessions')).json()) as { items: { current: boolean; browser: string }[] };
    expect(seen.items[0]).toMatchObject({ current: true, browser: 'Safari' });
  });

  it('signs out one session by its id; another user’s session id is a 404 and stays', async () => {
    const { first, second } = await twoBrowsers();
    const stranger = await twoBrowsers();
    const strangers = (await (await stranger.first.get('/api/account/sessions')).json()) as { items: { id: string }[] };
    const theirs = strangers.items[0]?.id ?? '';
    expect((await first.request('DELETE', `/api/account/sessions/${theirs}`)).status).toBe(404);
    expect(await signedIn(stranger.first)).toBe(true);
    expect((await first.request('DELETE', '/api/account/sessions/not-a-uuid')).status).toBe(422);

    const mine = (await (await first.get('/api/account/sessions')).json()) as { items: { id: string; current: boolean }[] };
    const other = mine.items.find((s) => !s.current)?.id ?? '';
    const ended = await first.request('DELETE', `/api/account/sessions/${other}`);
    expect(ended.status).toBe(200);
    expect(await signedIn(second)).toBe(false);
    expect(await signedIn(first)).toBe(true);
    expect((await first.request('DELETE', `/api/account/sessions/${other}`)).status).toBe(404);
  });

  it('signs out every other session, and none twice', async () => {
    const { fields, first, second } = await twoBrowsers();
    const third = new TestClient(ctx.app);
    await third.post('/api/auth/login', { email: fields.email, password: fields.password });
    const res = await first.post('/api/account/sessions/sign-out-others', {});
    expect(await res.json()).toEqual({ signed_out: 2 });
    expect([await signedIn(first), await signedIn(second), await signedIn(third)]).toEqual([true, false, false]);
    expect(await (await first.post('/api/account/sessions/sign-out-others', {})).json()).toEqual({ signed_out: 0 });
  });

  it('keeps "last seen" within minutes: a request after five minutes writes it', async () => {
    const { first } = await twoBrowsers();
    const before = (await (await first.get('/api/account/sessions')).json()) as { items: { id: string; last_seen_at: string }[] };
    const id = before.items[0]?.id ?? '';
    await ctx.deps.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 6 * 60_000) }).where(eq(sessions.id, id));
    await first.get('/api/auth/session');
    const [row] = await ctx.deps.db.select().from(sessions).where(eq(sessions.id, id));
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});
