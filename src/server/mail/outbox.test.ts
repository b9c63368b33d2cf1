import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { createMailer, type Mailer } from './mailer.ts';
import {
  backoffMinutes, CLAIM_LEASE_SECONDS, deliverPending, drainOutbox, enqueueMail, INTERRUPTED_ERROR, MAX_ATTEMPTS, requeueFailed,
} from './outbox.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.test-support.ts';

let ctx: TestContext;
let sink: SmtpSink;
let mailer: Mailer;
beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestContext({ SMTP_URL: sink.url });
  mailer = createMailer({ SMTP_URL: sink.url, MAIL_FROM: 'Dealbridge <no-reply@dealbridge.test>', NODE_ENV: 'test' });
});
afterEach(async () => {
  await ctx.deps.db.delete(emailOutbox);
  sink.messages.length = 0;
  sink.refuse.clear();
});
afterAll(async () => {
  mailer.close();
  await ctx.close();
  await sink.close();
});

const rows = () => ctx.deps.db.select().from(emailOutbox).orderBy(emailOutbox.toEmail);

describe('the email outbox', () => {
  it('queues a message without sending it', async () => {
    const row = await enqueueMail(ctx.deps.db, { to: 'a@example.com', subject: 'Hello', text: 'Body' });
    expect(row).toMatchObject({ toEmail: 'a@example.com', status: 'queued', attempts: 0, sentAt: null, broadcastId: null });
    expect(sink.messages).toHaveLength(0);
  });

  it('delivers queued messages over SMTP and marks them sent', async () => {
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await enqueueMail(ctx.deps.db, { to, subject: 'Quarterly update — مرحبا', text: `Hello ${to}` });
    }
    const report = await deliverPending(ctx.deps.db, mailer, { limit: 10 });
    expect(report).toEqual({ claimed: 3, sent: 3, failed: 0, retrying: 0 });
    expect(sink.messages.map((m) => m.to[0]).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect(sink.messages[0]?.from).toBe('no-reply@dealbridge.test');
    expect(sink.messages[0]?.raw).toContain('Subject: =?UTF-8?');
    for (const row of await rows()) {
      expect(row.status).toBe('sent');
      expect(row.sentAt).toBeInstanceOf(Date);
    }
  });

  it('claims at most `limit` messages per run', async () => {
    for (let i = 0; i < 5; i += 1) await enqueueMail(ctx.deps.db, { to: `n${i}@example.com`, subject: 's', text: 't' });
    expect((await deliverPending(ctx.deps.db, mailer, { limit: 2 })).sent).toBe(2);
    expect((await rows()).filter((r) => r.status === 'queued')).toHaveLength(3);
    expect((await drainOutbox(ctx.deps.db, mailer, 2)).sent).toBe(3);
    expect(sink.messages).toHaveLength(5);
  });

  it('puts a refused message back in the queue with its error, waits longer after each failure, and gives up after five attempts', async () => {
    sink.refuse.add('bounce@example.com');
    const row = await enqueueMail(ctx.deps.db, { to: 'bounce@example.com', subject: 's', text: 't' });
    expect(await deliverPending(ctx.deps.db, mailer)).toMatchObject({ claimed: 1, sent: 0, retrying: 1 });
    const [retry] = await ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(retry).toMatchObject({ status: 'queued', attempts: 1, sentAt: null, claimedAt: null });
    expect(retry?.lastError).toMatch(/550|Mailbox unavailable/);
    // Not due yet: the next run leaves it alone.
    expect((await deliverPending(ctx.deps.db, mailer)).claimed).toBe(0);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const [{ wait } = { wait: 0 }] = await ctx.deps.db
        .select({ wait: sql<number>`extract(epoch from ${emailOutbox.nextAttemptAt} - now())::float` })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, row.id));
      // The wait after failure n is backoffMinutes(n), counted from the failure (a moment ago).
      expect(wait).toBeGreaterThan(backoffMinutes(attempt - 1) * 60 - 30);
      expect(wait).toBeLessThanOrEqual(backoffMinutes(attempt - 1) * 60);
      await ctx.deps.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.id, row.id));
      await deliverPending(ctx.deps.db, mailer);
    }
    const [last] = await ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(last).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    await ctx.deps.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.id, row.id));
    expect((await deliverPending(ctx.deps.db, mailer)).claimed).toBe(0);
  });

  it('grows the backoff from one minute by doubling', () => {
    expect([1, 2, 3, 4].map(backoffMinutes)).toEqual([1, 2, 4, 8]);
  });

  it('takes back messages left sending by a deliverer that died, but not ones still within their lease', async () => {
    const lease = sql.raw(`interval '${CLAIM_LEASE_SECONDS} seconds'`);
    const abandoned = await enqueueMail(ctx.deps.db, { to: 'abandoned@example.com', subject: 's', text: 't' });
    const leased = await enqueueMail(ctx.deps.db, { to: 'leased@example.com', subject: 's', text: 't' });
    await ctx.deps.db.update(emailOutbox).set({ status: 'sending', claimedAt: sql`now() - ${lease} - interval '1 minute'` }).where(eq(emailOutbox.id, abandoned.id));
    await ctx.deps.db.update(emailOutbox).set({ status: 'sending', claimedAt: sql`now() - interval '1 minute'` }).where(eq(emailOutbox.id, leased.id));

    expect(await deliverPending(ctx.deps.db, mailer)).toMatchObject({ claimed: 1, sent: 1 });
    expect(sink.messages.map((m) => m.to[0])).toEqual(['abandoned@example.com']);
    const byId = new Map((await rows()).map((r) => [r.id, r]));
    // The interruption counts as an attempt, so a message that crashes its sender cannot loop for ever.
    expect(byId.get(abandoned.id)).toMatchObject({ status: 'sent', attempts: 1, claimedAt: null });
    expect(byId.get(leased.id)).toMatchObject({ status: 'sending', attempts: 0 });
  });

  it('marks a taken-back message failed once the interruption used up its last attempt', async () => {
    const row = await enqueueMail(ctx.deps.db, { to: 'crashy@example.com', subject: 's', text: 't' });
    await ctx.deps.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: MAX_ATTEMPTS - 1, claimedAt: sql`now() - interval '1 day'` })
      .where(eq(emailOutbox.id, row.id));
    expect((await deliverPending(ctx.deps.db, mailer)).claimed).toBe(0);
    const [after] = await ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(after).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: INTERRUPTED_ERROR });
    expect(sink.messages).toHaveLength(0);
  });

  it("requeues a failed message with its full attempts on an admin's retry, and nothing else", async () => {
    const failed = await enqueueMail(ctx.deps.db, { to: 'again@example.com', subject: 's', text: 't' });
    const queued = await enqueueMail(ctx.deps.db, { to: 'waiting@example.com', subject: 's', text: 't' });
    await ctx.deps.db.update(emailOutbox).set({ status: 'failed', attempts: MAX_ATTEMPTS }).where(eq(emailOutbox.id, failed.id));
    expect(await requeueFailed(ctx.deps.db, failed.id)).toBe(true);
    expect(await requeueFailed(ctx.deps.db, queued.id)).toBe(false);
    expect(await deliverPending(ctx.deps.db, mailer)).toMatchObject({ claimed: 2, sent: 2 });
  });

  it('never sends a message twice when several deliverers run at once', async () => {
    for (let i = 0; i < 12; i += 1) await enqueueMail(ctx.deps.db, { to: `c${i}@example.com`, subject: 's', text: 't' });
    const reports = await Promise.all([1, 2, 3].map(() => deliverPending(ctx.deps.db, mailer, { limit: 5 })));
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(12);
    expect(sink.messages).toHaveLength(12);
    expect(new Set(sink.messages.map((m) => m.to[0])).size).toBe(12);
  });

  it('leaves the queue alone when mail is not configured (production without SMTP)', async () => {
    await enqueueMail(ctx.deps.db, { to: 'x@example.com', subject: 's', text: 't' });
    expect(await deliverPending(ctx.deps.db, createMailer({ MAIL_FROM: 'x@example.com', NODE_ENV: 'production' }))).toMatchObject({ claimed: 0 });
    expect((await rows())[0]?.status).toBe('queued');
  });
});
