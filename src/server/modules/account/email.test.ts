import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, emailTokens, rateLimits } from '../../db/schema.ts';
import { createMailer } from '../../mail/mailer.ts';
import { ERASED_BODY } from '../../mail/outbox.ts';
import { newUser, TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';

const ctx = testContextForFile({ freshRateLimits: true });

const INVALID = { code: 'emailLinkInvalid', message: 'This confirmation link is invalid, has expired or has already been used. Ask for a new one in Settings.' };

const mailsTo = (email: string) =>
  ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email)).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id));

/** The token of the newest mail to `email` whose subject matches. */
async function tokenMailedTo(email: string, subject: RegExp): Promise<string> {
  const mail = (await mailsTo(email)).find((m) => subject.test(m.subject));
  const token = /\/verify-email\?token=([\w-]+)/.exec(mail?.bodyText ?? '')?.[1];
  expect(token, `a link mailed to ${email}`).toBeTruthy();
  return token ?? '';
}

async function registered() {
  const fields = newUser('investor');
  const client = new TestClient(ctx.app);
  expect((await client.post('/api/auth/register', fields)).status).toBe(201);
  return { fields, client };
}

const me = async (client: TestClient) => ((await (await client.get('/api/auth/session')).json()) as { user: { email: string; email_verified: boolean } }).user;
const confirm = (token: string) => new TestClient(ctx.app).post('/api/account/confirm-email', { token });

describe('email verification', () => {
  it('mails a link at registration; the account works at once, and opening the link, signed out, confirms the address', async () => {
    const { fields, client } = await registered();
    expect(await me(client)).toMatchObject({ email: fields.email, email_verified: false });
    const [mail] = await mailsTo(fields.email);
    expect(mail?.subject).toBe('Dealbridge: confirm your email address');
    expect(mail?.bodyHtml).toContain('/verify-email?token=');
    const token = await tokenMailedTo(fields.email, /confirm your email/);
    // Only a hash is kept.
    expect(JSON.stringify(await ctx.deps.db.select().from(emailTokens))).not.toContain(token);

    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ purpose: 'verify', email: fields.email });
    expect((await me(client)).email_verified).toBe(true);
    // Single use.
    expect(await (await confirm(token)).json()).toEqual({ error: INVALID });
    // The spent link's mail keeps its recipient and subject, not its body.
    const [spent] = await mailsTo(fields.email);
    expect(spent).toMatchObject({ subject: 'Dealbridge: confirm your email address', bodyText: ERASED_BODY, bodyHtml: null });
    expect(JSON.stringify(await ctx.deps.db.select().from(emailOutbox))).not.toContain(token);
  });

  it('refuses an expired, unknown or malformed link with one answer', async () => {
    const { fields } = await registered();
    const token = await tokenMailedTo(fields.email, /confirm your email/);
    await ctx.deps.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.email, fields.email));
    const expired = await confirm(token);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ error: INVALID });
    expect(await (await confirm('never-issued-token')).json()).toEqual({ error: INVALID });
    expect((await confirm('')).status).toBe(422);
  });

  it('resends on request, three times an hour, the newest link the only one that works; never once confirmed', async () => {
    const { fields, client } = await registered();
    const first = await tokenMailedTo(fields.email, /confirm your email/);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.post('/api/account/verification-email', {})).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await confirm(first)).status).toBe(400);
    const newest = await tokenMailedTo(fields.email, /confirm your email/);
    expect((await confirm(newest)).status).toBe(200);
    await ctx.deps.db.delete(rateLimits);
    const again = await client.post('/api/account/verification-email', {});
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'emailAlreadyVerified' } });
  });
});

describe('change of email address', () => {
  it('needs the current password and a new address of nobody’s', async () => {
    const { fields, client } = await registered();
    const other = await registered();
    const ask = (body: object) => client.post('/api/account/email', body);
    expect(await (await ask({ new_email: 'fresh@example.com', current_password: 'wrong' })).json()).toMatchObject({ error: { fields: { current_password: { code: 'currentPasswordWrong' } } } });
    expect(await (await ask({ new_email: fields.email.toUpperCase(), current_password: fields.password })).json()).toMatchObject({ error: { fields: { new_email: { code: 'sameEmail' } } } });
    const taken = await ask({ new_email: other.fields.email, current_password: fields.password });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: { code: 'emailTaken' } });
    expect((await ask({ new_email: 'not-an-address', current_password: fields.password })).status).toBe(422);
  });

  it('mails a link to the new address and a notice to the old; the address changes only when the link is opened', async () => {
    const { fields, client } = await registered();
    const oldLink = await tokenMailedTo(fields.email, /confirm your email/);
    const newEmail = `moved-${crypto.randomUUID()}@example.com`;
    const asked = await client.post('/api/account/email', { new_email: newEmail, current_password: fields.password });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ ok: true, pending_email: newEmail });
    const [notice] = await mailsTo(fields.email);
    expect(notice?.subject).toBe('Dealbridge: a change of your email address was requested');
    expect(notice?.bodyText).toContain(newEmail);
    expect(notice?.bodyText).not.toContain('/verify-email');
    expect((await me(client)).email).toBe(fields.email);

    const token = await tokenMailedTo(newEmail, /confirm your new email/);
    const res = await confirm(token);
    expect(await res.json()).toEqual({ purpose: 'change', email: newEmail });
    expect(await me(client)).toMatchObject({ email: newEmail, email_verified: true });
    // The old address's verification link proves nothing now, and the new address signs in.
    expect((await confirm(oldLink)).status).toBe(400);
    expect((await new TestClient(ctx.app).post('/api/auth/login', { email: newEmail, password: fields.password })).status).toBe(200);
    expect((await new TestClient(ctx.app).post('/api/auth/login', { email: fields.email, password: fields.password })).status).toBe(401);
    const rows = await ctx.deps.db.select().from(emailTokens).where(and(eq(emailTokens.email, newEmail), eq(emailTokens.purpose, 'change')));
    expect(rows.every((r) => r.usedAt !== null)).toBe(true);
  });

  it('refuses the link when someone took the new address meanwhile', async () => {
    const { fields, client } = await registered();
    const newEmail = `contested-${crypto.randomUUID()}@example.com`;
    await client.post('/api/account/email', { new_email: newEmail, current_password: fields.password });
    const token = await tokenMailedTo(newEmail, /confirm your new email/);
    expect((await new TestClient(ctx.app).post('/api/auth/register', newUser('investor', { email: newEmail }))).status).toBe(201);
    const res = await confirm(token);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 'emailTaken' } });
    expect((await me(client)).email).toBe(fields.email);
  });
});

describe('without mail', () => {
  it('in production without SMTP, registration works without a link, and the link features say mail is not configured', async () => {
    const mailer = ctx.deps.mailer;
    ctx.deps.mailer = createMailer({ ...ctx.config, NODE_ENV: 'production' });
    try {
      const fields = newUser('investor');
      const client = new TestClient(ctx.app);
      expect((await client.post('/api/auth/register', fields)).status).toBe(201);
      expect(await mailsTo(fields.email)).toEqual([]);
      const resend = await client.post('/api/account/verification-email', {});
      expect(resend.status).toBe(409);
      expect(await resend.json()).toMatchObject({ error: { code: 'mailNotConfigured' } });
      expect((await client.post('/api/account/email', { new_email: 'elsewhere@example.com', current_password: fields.password })).status).toBe(409);
    } finally {
      ctx.deps.mailer = mailer;
    }
  });
});
