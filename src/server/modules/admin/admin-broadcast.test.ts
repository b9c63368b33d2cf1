import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BroadcastAudience, BroadcastDeliveries, BroadcastList } from '#shared/admin/broadcasts.ts';
import { emailOutbox, users } from '../../db/schema.ts';
import { createMailer } from '../../mail/mailer.ts';
import { startSmtpSink, type SmtpSink } from '../../mail/smtp-sink.test-support.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { auditRows, eventually, signedIn, signedInAdmin, type Caller } from './admin.test-support.ts';

const DISABLED = 'Email functionality is currently disabled.';
const message = { recipient_type: 'investors', subject: 'Platform news', message: 'New opportunities this week.' };

describe('Communication Center without mail configured (production without SMTP_URL)', () => {
  let ctx: TestContext;
  let admin: Caller;
  beforeAll(async () => {
    ctx = await createTestContext();
    // Outside production the local mailbox takes the mail; production without SMTP has none.
    ctx.deps.mailer = createMailer({ ...ctx.config, NODE_ENV: 'production' });
    admin = await signedInAdmin(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("answers 409 emailDisabled with the spec's exact message, and queues nothing", async () => {
    const res = await admin.client.post('/api/admin/broadcasts', message);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: 'emailDisabled', message: DISABLED } });
    expect(await ctx.deps.db.$count(emailOutbox)).toBe(0);
  });

  it('reports mail as disabled next to the recipient counts', async () => {
    const audience = (await (await admin.client.get('/api/admin/broadcasts/audience')).json()) as BroadcastAudience;
    expect(audience).toEqual({ mail_enabled: false, counts: { all: 1, investors: 1, businesses: 0 } });
  });
});

describe('Communication Center with an SMTP server', () => {
  let ctx: TestContext;
  let sink: SmtpSink;
  let admin: Caller;
  let investors: Caller[];
  let owners: Caller[];
  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await createTestContext({ SMTP_URL: sink.url });
    admin = await signedInAdmin(ctx);
    investors = [await signedIn(ctx, 'investor'), await signedIn(ctx, 'investor')];
    owners = [await signedIn(ctx, 'business_owner'), await signedIn(ctx, 'business_owner'), await signedIn(ctx, 'business_owner')];
  });
  afterAll(async () => {
    // Background delivery must be over before the database closes.
    await eventually(async () => (await ctx.deps.db.$count(emailOutbox, eq(emailOutbox.status, 'sending'))) === 0);
    ctx.deps.mailer.close();
    await ctx.close();
    await sink.close();
  });

  const deliveriesOf = async (id: string) =>
    (await (await admin.client.get(`/api/admin/broadcasts/${id}/deliveries`)).json()) as BroadcastDeliveries;

  it('counts the users each recipient type reaches', async () => {
    const audience = (await (await admin.client.get('/api/admin/broadcasts/audience')).json()) as BroadcastAudience;
    // The admin registered as an investor before being promoted.
    expect(audience).toEqual({ mail_enabled: true, counts: { all: 6, investors: 3, businesses: 3 } });
  });

  it('requires a subject and a message', async () => {
    const mailsBefore = await ctx.deps.db.$count(emailOutbox);
    for (const body of [{ ...message, subject: '  ' }, { ...message, message: '' }, { recipient_type: 'all' }, { ...message, recipient_type: 'admins' }]) {
      const res = await admin.client.post('/api/admin/broadcasts', body);
      expect(res.status).toBe(422);
    }
    expect(await ctx.deps.db.$count(emailOutbox)).toBe(mailsBefore);
  });

  it('queues one message per business, delivers them in the background and shows each recipient as sent', async () => {
    const res = await admin.client.post('/api/admin/broadcasts', { ...message, recipient_type: 'businesses' });
    expect(res.status).toBe(202);
    const { broadcast_id: id, recipients } = (await res.json()) as { broadcast_id: string; recipients: number };
    expect(recipients).toBe(3);
    await eventually(async () => (await deliveriesOf(id)).totals.sent === 3);
    // The owners also got their verification links at registration: only the broadcast counts here.
    const delivered = sink.messages.filter((m) => owners.some((o) => m.to.includes(o.email)) && m.raw.includes('New opportunities this week.'));
    expect(delivered).toHaveLength(3);
    expect(delivered[0]?.raw).toContain('New opportunities this week.');
    const page = await deliveriesOf(id);
    expect(page.items.map((d) => d.to_email).sort()).toEqual(owners.map((o) => o.email).sort());
    expect(page.items.every((d) => d.status === 'sent' && d.sent_at !== null && d.attempts === 0)).toBe(true);
    const [entry] = await auditRows(ctx, id);
    expect(entry).toMatchObject({
      actorUserId: admin.userId, action: 'broadcast.send', targetType: 'broadcast',
      after: { recipient_type: 'businesses', subject: 'Platform news', recipients: 3 },
    });
  });

  it('shows a refused recipient as queued again with the error, while the others are sent', async () => {
    const bouncing = investors[0];
    if (!bouncing) throw new Error('no investor');
    sink.refuse.add(bouncing.email.toLowerCase());
    const res = await admin.client.post('/api/admin/broadcasts', message);
    const { broadcast_id: id } = (await res.json()) as { broadcast_id: string };
    await eventually(async () => {
      const { totals } = await deliveriesOf(id);
      return totals.sent === 2 && totals.sending === 0;
    });
    const refused = (await deliveriesOf(id)).items.find((d) => d.to_email === bouncing.email);
    expect(refused).toMatchObject({ status: 'queued', attempts: 1, sent_at: null });
    expect(refused?.last_error).toMatch(/550|Mailbox unavailable/);
    sink.refuse.clear();
  });

  it('lists recent broadcasts newest first with their delivery totals', async () => {
    const list = (await (await admin.client.get('/api/admin/broadcasts')).json()) as BroadcastList;
    expect(list.items.map((b) => b.recipient_type)).toEqual(['investors', 'businesses']);
    expect(list.items[1]).toMatchObject({ subject: 'Platform news', recipients: 3, totals: { sent: 3, queued: 0, sending: 0, failed: 0 } });
  });

  it('sends to every user for all users, and never to an address outside the platform', async () => {
    await ctx.deps.db.update(users).set({ email: 'renamed@example.com' }).where(eq(users.id, owners[2]?.userId ?? ''));
    const res = await admin.client.post('/api/admin/broadcasts', { recipient_type: 'all', subject: 'All hands', message: 'Hello everyone' });
    const { broadcast_id: id, recipients } = (await res.json()) as { broadcast_id: string; recipients: number };
    expect(recipients).toBe(await ctx.deps.db.$count(users));
    await eventually(async () => {
      const { totals } = await deliveriesOf(id);
      return totals.sent + totals.queued === recipients && totals.sending === 0;
    });
    const addresses = (await deliveriesOf(id)).items.map((d) => d.to_email);
    expect(addresses).toContain('renamed@example.com');
    expect(addresses).not.toContain(owners[2]?.email);
  });

  it('answers 404 for deliveries of an unknown broadcast', async () => {
    expect((await admin.client.get(`/api/admin/broadcasts/${randomUUID()}/deliveries`)).status).toBe(404);
  });
});
