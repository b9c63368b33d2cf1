import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { deliverPending, drainOutbox, enqueueMail, MAX_ATTEMPTS, startOutboxInterval } from './outbox.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.test-support.ts';

let ctx: TestContext;
let sink: SmtpSink;
let mailer: Mailer;
beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestContext({ SMTP_URL: sink.url });
  mailer = createMailer(sink.url, 'Dealbridge <no-reply@dealbridge.test>');
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

  it('puts a refused message back in the queue with its error, and gives up after five attempts', async () => {
    sink.refuse.add('bounce@example.com');
    const row = await enqueueMail(ctx.deps.db, { to: 'bounce@example.com', subject: 's', text: 't' });
    expect(await deliverPending(ctx.deps.db, mailer)).toMatchObject({ claimed: 1, sent: 0, retrying: 1 });
    const [retry] = await ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(retry).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(retry?.lastError).toMatch(/550|Mailbox unavailable/);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) await deliverPending(ctx.deps.db, mailer);
    const [last] = await ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(last).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect((await deliverPending(ctx.deps.db, mailer)).claimed).toBe(0);
  });

  it('never sends a message twice when several deliverers run at once', async () => {
    for (let i = 0; i < 12; i += 1) await enqueueMail(ctx.deps.db, { to: `c${i}@example.com`, subject: 's', text: 't' });
    const reports = await Promise.all([1, 2, 3].map(() => deliverPending(ctx.deps.db, mailer, { limit: 5 })));
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(12);
    expect(sink.messages).toHaveLength(12);
    expect(new Set(sink.messages.map((m) => m.to[0])).size).toBe(12);
  });

  it('delivers on an interval until stopped', async () => {
    const errors: unknown[] = [];
    const stop = startOutboxInterval(ctx.deps.db, mailer, 20, (error) => errors.push(error));
    await enqueueMail(ctx.deps.db, { to: 'tick@example.com', subject: 's', text: 't' });
    const deadline = Date.now() + 5000;
    while (sink.messages.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(sink.messages.map((m) => m.to[0])).toEqual(['tick@example.com']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await enqueueMail(ctx.deps.db, { to: 'late@example.com', subject: 's', text: 't' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.messages).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('leaves the queue alone when mail is not configured', async () => {
    await enqueueMail(ctx.deps.db, { to: 'x@example.com', subject: 's', text: 't' });
    expect(await deliverPending(ctx.deps.db, createMailer(undefined, 'x@example.com'))).toMatchObject({ claimed: 0 });
    expect((await rows())[0]?.status).toBe('queued');
  });
});
