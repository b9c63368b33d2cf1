import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dealMessages, deals } from '../../../db/schema.ts';
import type { MailMessage } from '../../../mail/mailer.ts';
import { testContextForFile } from '../../../testing/test-fixture.ts';
import { introducedPair } from './deals.test-support.ts';
import { mailUnreadDeals } from './unread-mail.ts';

const sent: MailMessage[] = [];

const ctx = testContextForFile();
beforeAll(async () => {
  // Mail is a third party: a recording mailer stands in for SMTP.
  ctx.deps.mailer = { enabled: true, send: async (message) => void sent.push(message), close: () => {} };
});
beforeEach(() => {
  sent.length = 0;
});

/** Moves a deal's messages (and the deal's stamps) `minutes` into the past, as if time had passed. */
async function age(dealId: string, minutes: number) {
  const shift = sql.raw(`interval '${minutes} minutes'`);
  await ctx.deps.db.update(dealMessages).set({ createdAt: sql`${dealMessages.createdAt} - ${shift}` }).where(eq(dealMessages.dealId, dealId));
  await ctx.deps.db.update(deals).set({
    ownerReadAt: sql`${deals.ownerReadAt} - ${shift}`, investorReadAt: sql`${deals.investorReadAt} - ${shift}`,
    ownerMailedAt: sql`${deals.ownerMailedAt} - ${shift}`, investorMailedAt: sql`${deals.investorMailedAt} - ${shift}`,
  }).where(eq(deals.id, dealId));
}

const sweep = () => mailUnreadDeals(ctx.deps.db, ctx.deps.mailer, 'https://dealbridge.example');
// The introduction mails of each new pair go out in the background too; these tests count the others.
const INTRODUCTIONS = ['Dealbridge: you have been introduced', 'Dealbridge: تم التعارف مع طرف جديد'];
const unreadMails = () => sent.filter((m) => !INTRODUCTIONS.includes(m.subject));
const to = (email: string) => unreadMails().filter((m) => m.to === email);

describe('mail about unread messages', () => {
  it('sends one mail per deal and recipient for a batch left unread 15 minutes, in their language, and none again for it', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx, { ownerLanguage: 'ar' });
    for (const body of ['Hello', 'Our term sheet is ready', 'Could we talk on Tuesday?']) {
      expect((await investor.client.post(`/api/deals/${dealId}/messages`, { body })).status).toBe(201);
    }
    // Not yet 15 minutes old: nothing.
    await age(dealId, 14);
    expect(await sweep()).toEqual({ mailed: 0 });
    await age(dealId, 2);
    expect(await sweep()).toEqual({ mailed: 1 });
    expect(unreadMails()).toHaveLength(1);
    const [mail] = to(owner.email);
    expect(mail?.subject).toBe(`Dealbridge: لديك 3 رسائل غير مقروءة من ${investor.name}`);
    expect(mail?.text).toContain(`https://dealbridge.example/deals/${dealId}`);
    // The conversation stays in the room.
    expect(mail?.text).not.toContain('term sheet');
    // The same batch is never mailed twice, however often the sweep runs.
    expect(await sweep()).toEqual({ mailed: 0 });
    expect(unreadMails()).toHaveLength(1);

    // A new message after the mail starts a new batch: one more mail once it has waited 15 minutes.
    expect((await investor.client.post(`/api/deals/${dealId}/messages`, { body: 'Any news?' })).status).toBe(201);
    expect(await sweep()).toEqual({ mailed: 0 });
    await age(dealId, 16);
    expect(await sweep()).toEqual({ mailed: 1 });
    expect(to(owner.email)).toHaveLength(2);
    expect(to(investor.email)).toHaveLength(0);
  });

  it('sends nothing when the recipient reads first, and counts only what came after their last read or reply', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    expect((await owner.client.post(`/api/deals/${dealId}/messages`, { body: 'Welcome aboard' })).status).toBe(201);
    expect((await investor.client.post(`/api/deals/${dealId}/read`)).status).toBe(200);
    await age(dealId, 20);
    expect(await sweep()).toEqual({ mailed: 0 });

    // Replying marks the room read for the one who replies: the owner's reply is the only unread message left.
    expect((await investor.client.post(`/api/deals/${dealId}/messages`, { body: 'Thanks, here is our plan' })).status).toBe(201);
    expect((await owner.client.post(`/api/deals/${dealId}/messages`, { body: 'Great, reading it now' })).status).toBe(201);
    await age(dealId, 20);
    expect(await sweep()).toEqual({ mailed: 1 });
    expect(to(owner.email)).toHaveLength(0);
    expect(to(investor.email).map((m) => m.subject)).toEqual([`Dealbridge: 1 unread message from ${owner.name}`]);
  });

  it('runs as the deal-unread-mail job and queues through the outbox', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    expect((await investor.client.post(`/api/deals/${dealId}/messages`, { body: 'Hello from the job' })).status).toBe(201);
    await age(dealId, 16);
    const { HANDLERS } = await import('../../../job-handlers/handlers.ts');
    expect(await HANDLERS['deal-unread-mail']({ database: ctx.database, db: ctx.deps.db, mailer: ctx.deps.mailer }, {})).toEqual({ mailed: 1 });
    expect(to(owner.email)[0]?.text).toContain('Read and reply on Dealbridge, under Deals.');
  });
});
