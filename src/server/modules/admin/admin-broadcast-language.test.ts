import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../mail/mailer.ts';
import { emailOutbox } from '../../db/schema.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { eventually, signedIn, signedInAdmin } from './admin.test-support.ts';

const sent: MailMessage[] = [];

const ctx = testContextForFile();
beforeAll(async () => {
  // Mail is a third party: a recording mailer stands in for SMTP.
  ctx.deps.mailer = { enabled: true, send: async (message) => void sent.push(message), close: () => {} };
});
afterAll(async () => {
  await eventually(async () => (await ctx.deps.db.$count(emailOutbox, eq(emailOutbox.status, 'sending'))) === 0);
});

describe('a Communication Center broadcast', () => {
  it("keeps the admin's text and closes each mail in the recipient's language", async () => {
    const admin = await signedInAdmin(ctx);
    const arabic = await signedIn(ctx, 'business_owner');
    expect((await arabic.client.patch('/api/me', { language: 'ar' })).status).toBe(200);
    const english = await signedIn(ctx, 'business_owner');
    const res = await admin.client.post('/api/admin/broadcasts', { recipient_type: 'businesses', subject: 'Platform news', message: 'New opportunities this week.' });
    expect(res.status).toBe(202);
    // Registration mailed each a verification link too: only the broadcast is read here.
    const news = () => sent.filter((m) => m.subject === 'Platform news');
    await eventually(async () => news().length === 2);
    const to = (email: string) => news().find((m) => m.to === email);
    expect(to(arabic.email)).toMatchObject({ subject: 'Platform news' });
    expect(to(arabic.email)?.text).toBe('New opportunities this week.\n\n—\nتصلك هذه الرسالة لأن لديك حسابًا في Dealbridge.');
    expect(to(english.email)?.text).toBe('New opportunities this week.\n\n—\nYou receive this message because you have a Dealbridge account.');
  });
});
