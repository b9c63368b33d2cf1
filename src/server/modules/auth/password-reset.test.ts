import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESET_TOKEN_MINUTES } from '#shared/account/password-reset.ts';
import { auditLog, emailOutbox, passwordResetTokens, sessions, users } from '../../db/schema.ts';
import { createMailer } from '../../mail/mailer.ts';
import { drainOutbox, ERASED_BODY } from '../../mail/outbox.ts';
import { cleanupExpired } from '../../job-handlers/cleanup.ts';
import { TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { signedIn, type Caller } from '../admin/admin.test-support.ts';
import { hashResetToken } from './password-reset.service.ts';

// Each test starts with fresh reset budgets.
const ctx = testContextForFile({ freshRateLimits: true });

const INVALID = { code: 'resetLinkInvalid', message: 'This reset link is invalid, has expired or has already been used. Please ask for a new one.' };

const mailsTo = (email: string) =>
  ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email)).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id));

/** Asks for a link for `email` and returns the token of the newest reset mail to it. */
async function requestToken(email: string): Promise<string> {
  const res = await new TestClient(ctx.app).post('/api/auth/forgot-password', { email });
  expect(res.status).toBe(200);
  const [mail] = await mailsTo(email);
  const token = /\/reset-password\?token=([\w-]+)/.exec(mail?.bodyText ?? '')?.[1];
  expect(token).toBeTruthy();
  return token ?? '';
}

const reset = (token: string, password = 'brand-new-pass', passwordConfirm = password) =>
  new TestClient(ctx.app).post('/api/auth/reset-password', { token, password, passwordConfirm });

const login = (email: string, password: string) => new TestClient(ctx.app).post('/api/auth/login', { email, password });

describe('forgot password', () => {
  let owner: Caller;
  beforeAll(async () => {
    owner = await signedIn(ctx, 'investor');
  });

  it('mails a link to the account, in text and HTML, and keeps only a hash of its token', async () => {
    const token = await requestToken(owner.email);
    const [mail] = await mailsTo(owner.email);
    expect(mail?.subject).toBe('Dealbridge: reset your password');
    expect(mail?.bodyText).toContain(`http://localhost:3000/reset-password?token=${token}`);
    expect(mail?.bodyText).toContain(`expires in ${RESET_TOKEN_MINUTES} minutes`);
    expect(mail?.bodyText).toContain('You receive this message because a password reset was requested');
    expect(mail?.bodyHtml).toContain('<div style="font-size:20px;font-weight:bold;color:#0f766e;margin-bottom:16px">Dealbridge</div>');
    expect(mail?.bodyHtml).toContain(`<a href="http://localhost:3000/reset-password?token=${token}"`);
    const stored = await ctx.deps.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, owner.userId));
    expect(stored.map((t) => t.tokenHash)).toContain(hashResetToken(token));
    expect(stored.map((t) => t.tokenHash)).not.toContain(token);
    const row = stored.find((t) => t.tokenHash === hashResetToken(token));
    const minutes = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 60_000;
    expect(minutes).toBe(RESET_TOKEN_MINUTES);
  });

  it('builds the link from the configured origin only: a request to another Host with a matching Origin shapes nothing', async () => {
    const owner = await signedIn(ctx, 'investor');
    const res = await ctx.app.request('http://evil.example/api/auth/forgot-password', {
      method: 'POST',
      headers: { Host: 'evil.example', Origin: 'http://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: owner.email }),
    });
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(owner.email);
    expect(`${mail?.bodyText} ${mail?.bodyHtml}`).not.toContain('evil.example');
    expect(mail?.bodyText).toContain(`${ctx.config.siteUrl}/reset-password?token=`);
    expect(ctx.config.siteUrl).toBe('http://localhost:3000');
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const before = await ctx.deps.db.$count(emailOutbox);
    const known = await new TestClient(ctx.app).post('/api/auth/forgot-password', { email: owner.email.toUpperCase() });
    const unknown = await new TestClient(ctx.app).post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await ctx.deps.db.$count(emailOutbox)).toBe(before + 1);
    expect(await mailsTo('nobody-here@example.com')).toHaveLength(0);
  });

  it('writes the mail in the language of the account', async () => {
    const arabic = await signedIn(ctx, 'business_owner');
    await ctx.deps.db.update(users).set({ language: 'ar' }).where(eq(users.id, arabic.userId));
    await requestToken(arabic.email);
    const [mail] = await mailsTo(arabic.email);
    expect(mail?.subject).toBe('Dealbridge: إعادة تعيين كلمة المرور');
    expect(mail?.bodyHtml).toContain('<html lang="ar" dir="rtl">');
  });

  it('refuses a malformed address with the field message', async () => {
    const res = await new TestClient(ctx.app).post('/api/auth/forgot-password', { email: 'not-an-email' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { fields: Record<string, { code: string }> } };
    expect(body.error.fields.email?.code).toBe('invalidEmail');
  });

  it('slows down repeated requests for one address, known or not, with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await new TestClient(ctx.app).post('/api/auth/forgot-password', { email: 'flood@example.com' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('says mail is not configured in production without SMTP', async () => {
    const mailer = ctx.deps.mailer;
    ctx.deps.mailer = createMailer({ ...ctx.config, NODE_ENV: 'production' });
    try {
      const res = await new TestClient(ctx.app).post('/api/auth/forgot-password', { email: owner.email });
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('mailNotConfigured');
    } finally {
      ctx.deps.mailer = mailer;
    }
  });
});

describe('reset password', () => {
  it('sets the new password, signs out every session, voids other links, mails a notice and audits', async () => {
    const owner = await signedIn(ctx, 'investor');
    const elsewhere = new TestClient(ctx.app);
    expect((await elsewhere.post('/api/auth/login', { email: owner.email, password: 'secret-pass' })).status).toBe(200);
    const older = await requestToken(owner.email);
    const token = await requestToken(owner.email);

    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });

    expect(await ctx.deps.db.$count(sessions, eq(sessions.userId, owner.userId))).toBe(0);
    for (const client of [owner.client, elsewhere]) {
      expect(await (await client.get('/api/auth/session')).json()).toEqual({ user: null });
    }
    expect((await login(owner.email, 'secret-pass')).status).toBe(401);
    expect((await login(owner.email, 'brand-new-pass')).status).toBe(200);
    // Every other link of the user died with the reset.
    expect(await (await reset(older, 'another-pass')).json()).toEqual({ error: INVALID });
    const [notice] = await mailsTo(owner.email);
    expect(notice?.subject).toBe('Dealbridge: your password was changed');
    expect(notice?.bodyHtml).toContain('every session was signed out');
    expect(await ctx.deps.db.$count(auditLog, and(eq(auditLog.action, 'user.password_reset'), eq(auditLog.targetId, owner.userId)))).toBe(1);
  });

  it('erases the bodies of its mails once the link is used: no outbox row holds the used or the voided token, and recipient, subject and time stay', async () => {
    const owner = await signedIn(ctx, 'investor');
    const older = await requestToken(owner.email);
    const token = await requestToken(owner.email);
    expect((await reset(token)).status).toBe(200);
    const rows = await ctx.deps.db.select().from(emailOutbox);
    for (const secret of [token, older, encodeURIComponent(token), hashResetToken(token)]) {
      expect(rows.filter((row) => `${row.bodyText} ${row.bodyHtml ?? ''} ${row.secretHash ?? ''}`.includes(secret))).toEqual([]);
    }
    const resets = (await mailsTo(owner.email)).filter((mail) => mail.subject === 'Dealbridge: reset your password');
    expect(resets.map((mail) => [mail.bodyText, mail.bodyHtml])).toEqual([[ERASED_BODY, null], [ERASED_BODY, null]]);
    expect(resets.every((mail) => mail.toEmail === owner.email && mail.createdAt instanceof Date)).toBe(true);
  });

  it('keeps a live link readable in the mailbox, and erases it when it expires unused, at the daily clean-up', async () => {
    const owner = await signedIn(ctx, 'investor');
    const token = await requestToken(owner.email);
    expect(await cleanupExpired(ctx.deps.db)).toMatchObject({ spentLinkMail: 0 });
    expect((await mailsTo(owner.email))[0]?.bodyText).toContain(token);
    await ctx.deps.db.update(emailOutbox).set({ secretUntil: sql`now() - interval '1 second'` }).where(eq(emailOutbox.secretHash, hashResetToken(token)));
    expect(await cleanupExpired(ctx.deps.db)).toMatchObject({ spentLinkMail: 1 });
    expect((await mailsTo(owner.email))[0]).toMatchObject({ bodyText: ERASED_BODY, bodyHtml: null, subject: 'Dealbridge: reset your password' });
  });

  it('takes a token once only', async () => {
    const owner = await signedIn(ctx, 'investor');
    const token = await requestToken(owner.email);
    expect((await reset(token)).status).toBe(200);
    const again = await reset(token, 'second-try-pass');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: INVALID });
    expect((await login(owner.email, 'brand-new-pass')).status).toBe(200);
  });

  it('refuses a token past its 30 minutes', async () => {
    const owner = await signedIn(ctx, 'investor');
    const token = await requestToken(owner.email);
    await ctx.deps.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    const res = await reset(token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: INVALID });
    expect((await login(owner.email, 'secret-pass')).status).toBe(200);
  });

  it('refuses a token that was never issued, and a stored hash used as a token', async () => {
    const owner = await signedIn(ctx, 'investor');
    const token = await requestToken(owner.email);
    for (const wrong of ['x'.repeat(43), hashResetToken(token), `${token}x`]) {
      const res = await reset(wrong);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: INVALID });
    }
    // The real one still works afterwards.
    expect((await reset(token)).status).toBe(200);
  });

  it("changes only the token owner's password", async () => {
    const owner = await signedIn(ctx, 'investor');
    const bystander = await signedIn(ctx, 'business_owner');
    const token = await requestToken(owner.email);
    expect((await reset(token)).status).toBe(200);
    expect((await login(bystander.email, 'secret-pass')).status).toBe(200);
    expect(await (await bystander.client.get('/api/auth/session')).json()).toMatchObject({ user: { id: bystander.userId } });
  });

  it('keeps the spec rules for the new password and leaves the token usable', async () => {
    const owner = await signedIn(ctx, 'investor');
    const token = await requestToken(owner.email);
    const short = await reset(token, 'abc');
    expect(short.status).toBe(422);
    expect(await short.json()).toMatchObject({
      error: { fields: { password: { code: 'passwordTooShort', message: 'Password must be at least 5 characters long.' } } },
    });
    const mismatch = await reset(token, 'long-enough', 'different');
    expect(await mismatch.json()).toMatchObject({ error: { fields: { passwordConfirm: { code: 'passwordsDontMatch' } } } });
    const common = await reset(token, 'password123');
    expect(common.status).toBe(422);
    expect(await common.json()).toMatchObject({ error: { fields: { password: { code: 'passwordTooCommon' } } } });
    expect((await reset(token)).status).toBe(200);
  });
});

describe('the local mailbox', () => {
  it('delivers mail to the mailbox without SMTP_URL outside production, for admins to read', async () => {
    const owner = await signedIn(ctx, 'investor');
    const admin = await signedIn(ctx, 'investor');
    await ctx.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
    expect(ctx.deps.mailer.transport).toBe('mailbox');
    const token = await requestToken(owner.email);
    // The test context's mail worker may have claimed the message already ('sending'): drain until it is delivered.
    let [row] = await mailsTo(owner.email);
    for (const deadline = Date.now() + 10_000; row?.status !== 'sent' && Date.now() < deadline; [row] = await mailsTo(owner.email)) {
      await drainOutbox(ctx.deps.db, ctx.deps.mailer);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(row).toMatchObject({ status: 'sent', deliveredVia: 'mailbox' });

    const list = (await (await admin.client.get('/api/admin/mailbox')).json()) as { transport: string; items: { id: string; to: string; subject: string; sent_at: string }[] };
    expect(list.transport).toBe('mailbox');
    const item = list.items.find((i) => i.id === row?.id);
    expect(item).toEqual({ id: row?.id, to: owner.email, subject: 'Dealbridge: reset your password', sent_at: row?.sentAt?.toISOString() });

    const message = (await (await admin.client.get(`/api/admin/mailbox/${row?.id}`)).json()) as { text: string; html: string };
    expect(message.text).toContain(`/reset-password?token=${token}`);
    expect(message.html).toContain(`/reset-password?token=${token}`);

    expect((await owner.client.get('/api/admin/mailbox')).status).toBe(403);
    expect((await owner.client.get(`/api/admin/mailbox/${row?.id}`)).status).toBe(403);
    expect((await new TestClient(ctx.app).get('/api/admin/mailbox')).status).toBe(401);
    expect((await admin.client.get('/api/admin/mailbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('escapes what users wrote in the HTML part', async () => {
    const owner = await signedIn(ctx, 'investor', { full_name: '<img src=x onerror=alert(1)> & co' });
    await requestToken(owner.email);
    const [mail] = await mailsTo(owner.email);
    expect(mail?.bodyHtml).toContain('Hello <span>&lt;img src=x onerror=alert(1)&gt; &amp; co</span>,');
    expect(mail?.bodyHtml).not.toContain('<img');
  });
});
