import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DealList, DealMessage, DealMessages, DealRoom } from '#shared/deals/room.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import { createSession, SESSION_COOKIE } from '../../../auth/sessions.ts';
import { dealMessages, deals, messageReports, notifications, rateLimits, serviceRequests, users } from '../../../db/schema.ts';
import { TestClient } from '../../../testing/test-app.ts';
import { testContextForFile } from '../../../testing/test-fixture.ts';
import { introducedPair, party } from './deals.test-support.ts';

let admin: TestClient;

const ctx = testContextForFile();
beforeAll(async () => {
  const [row] = await ctx.deps.db
    .insert(users)
    .values({ email: 'deals-admin@example.com', passwordHash: await hashPassword('admin-secret'), fullName: 'Deals Admin', role: 'admin', profileCompleted: true })
    .returning();
  admin = new TestClient(ctx.app);
  admin.setCookie(SESSION_COOKIE, (await createSession(ctx.deps.db, row!.id)).token);
});

const json = async <T>(res: Response, status: number): Promise<T> => {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
};
const errorOf = async (res: Response, status: number) => (await json<{ error: { code: string; message: string; fields?: Record<string, { code: string }> } }>(res, status)).error;
const send = (client: TestClient, dealId: string, body: string) => client.post(`/api/deals/${dealId}/messages`, { body });
const room = async (client: TestClient, dealId: string) => json<DealRoom>(await client.get(`/api/deals/${dealId}`), 200);

describe('who reaches a deal', () => {
  it('lets its two parties in and answers 404 to anyone else, admins included; 401 when signed out', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const strangerInvestor = await party(ctx, 'investor');
    const strangerOwner = await party(ctx, 'business_owner');
    const [message] = [await json<DealMessage>(await send(investor.client, dealId, 'Hello'), 201)];
    const paths = [
      ['GET', `/api/deals/${dealId}`], ['GET', `/api/deals/${dealId}/messages`], ['POST', `/api/deals/${dealId}/messages`, { body: 'Hi' }],
      ['DELETE', `/api/deals/${dealId}/messages/${message.id}`], ['POST', `/api/deals/${dealId}/read`],
      ['POST', `/api/deals/${dealId}/stage`, { from: 'introduced', to: 'in_discussion' }], ['POST', `/api/deals/${dealId}/messages/${message.id}/report`, {}],
    ] as const;
    const before = await ctx.deps.db.select().from(dealMessages).where(eq(dealMessages.dealId, dealId));
    for (const [method, path, body] of paths) {
      for (const outsider of [strangerInvestor.client, strangerOwner.client, admin]) {
        expect((await errorOf(await outsider.request(method, path, body), 404)).code).toBe('notFound');
      }
      expect((await new TestClient(ctx.app).request(method, path, body)).status).toBe(401);
    }
    expect(await ctx.deps.db.select().from(dealMessages).where(eq(dealMessages.dealId, dealId))).toEqual(before);
    expect((await room(owner.client, dealId)).stage).toBe('introduced');
    // Not a uuid, or nobody's deal: the same 404.
    expect((await investor.client.get('/api/deals/not-a-deal')).status).toBe(404);
    expect((await investor.client.get(`/api/deals/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it("lists each party's own deals only, and refuses the list to admins (they have their own section)", async () => {
    const a = await introducedPair(ctx);
    const b = await introducedPair(ctx);
    const mine = await json<DealList>(await a.investor.client.get('/api/deals'), 200);
    expect(mine.items.map((d) => d.id)).toEqual([a.dealId]);
    expect(mine.total).toBe(1);
    const theirs = await json<DealList>(await b.owner.client.get('/api/deals'), 200);
    expect(theirs.items.map((d) => d.id)).toEqual([b.dealId]);
    expect((await errorOf(await admin.get('/api/deals'), 403)).code).toBe('noAccess');
    expect((await new TestClient(ctx.app).get('/api/deals')).status).toBe(401);
  });
});

describe('the room', () => {
  it("shows each side the other's name and contacts, the business, the timeline from the introduction and the allowed moves", async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const asInvestor = await room(investor.client, dealId);
    expect(asInvestor.side).toBe('investor');
    expect(asInvestor.counterpart).toMatchObject({ user_id: owner.userId, name: owner.name, email: owner.email, phone: '+971 4 000 0000' });
    expect(asInvestor.counterpart.company).toMatch(/^Falcon Freight/);
    expect(asInvestor.business.company_name).toBe(asInvestor.counterpart.company);
    expect(asInvestor.timeline).toHaveLength(1);
    expect(asInvestor.timeline[0]).toMatchObject({ from: null, to: 'introduced', actor_name: null });
    expect(asInvestor.allowed_moves).toEqual(['in_discussion', 'closed_lost']);
    const asOwner = await room(owner.client, dealId);
    expect(asOwner.side).toBe('business');
    expect(asOwner.counterpart).toMatchObject({ user_id: investor.userId, name: investor.name, email: investor.email });
    expect(asOwner.counterpart.company).toMatch(/^Gulf Capital/);
  });
});

describe('stages', () => {
  it('moves one step at a time, records who and when, tells the other side, and refuses skips and stale moves with 409', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const skip = await errorOf(await investor.client.post(`/api/deals/${dealId}/stage`, { from: 'introduced', to: 'offer_made' }), 409);
    expect(skip).toMatchObject({ code: 'dealCannotMove', message: 'A deal cannot move from Introduced to Offer made.' });
    const back = await errorOf(await investor.client.post(`/api/deals/${dealId}/stage`, { from: 'introduced', to: 'introduced' }), 409);
    expect(back.code).toBe('dealCannotMove');
    const moved = await json<DealRoom>(await investor.client.post(`/api/deals/${dealId}/stage`, { from: 'introduced', to: 'in_discussion' }), 200);
    expect(moved.stage).toBe('in_discussion');
    expect(moved.timeline.at(-1)).toMatchObject({ from: 'introduced', to: 'in_discussion', actor_name: investor.name, mine: true });
    expect(moved.allowed_moves).toEqual(['due_diligence', 'closed_lost']);
    // The owner still saw Introduced: their move is stale.
    const stale = await errorOf(await owner.client.post(`/api/deals/${dealId}/stage`, { from: 'introduced', to: 'in_discussion' }), 409);
    expect(stale.code).toBe('dealMovedOn');
    const [notice] = await ctx.deps.db.select().from(notifications).where(and(eq(notifications.userId, owner.userId), eq(notifications.kind, 'deal_stage_changed')));
    expect(notice?.data).toEqual({ dealId, stage: 'in_discussion', counterpartName: investor.name });
    const asOwner = await room(owner.client, dealId);
    expect(asOwner.timeline.at(-1)).toMatchObject({ actor_name: investor.name, mine: false });
    expect(Date.parse(asOwner.timeline.at(-1)!.created_at)).toBeGreaterThanOrEqual(Date.parse(asOwner.timeline[0]!.created_at));

    await json(await owner.client.post(`/api/deals/${dealId}/stage`, { from: 'in_discussion', to: 'due_diligence' }), 200);
    expect((await errorOf(await owner.client.post(`/api/deals/${dealId}/stage`, { from: 'due_diligence', to: 'closed_won' }), 409)).code).toBe('dealCannotMove');
    await json(await investor.client.post(`/api/deals/${dealId}/stage`, { from: 'due_diligence', to: 'offer_made' }), 200);
    // Closed (won) is no move of one party: one proposes, the other confirms (issue 50).
    expect((await errorOf(await owner.client.post(`/api/deals/${dealId}/stage`, { from: 'offer_made', to: 'closed_won' }), 409)).code).toBe('dealCannotMove');
    await json(await investor.client.post(`/api/deals/${dealId}/close`, {}), 200);
    const won = await json<DealRoom>(await owner.client.post(`/api/deals/${dealId}/close/confirm`, { final_price: 1_000_000, currency: 'USD', closed_on: '2026-01-15' }), 200);
    expect(won.stage).toBe('closed_won');
    expect(won.allowed_moves).toEqual([]);
    expect(won.timeline.map((e) => e.to)).toEqual(['introduced', 'in_discussion', 'due_diligence', 'offer_made', 'closed_won']);
    expect((await errorOf(await investor.client.post(`/api/deals/${dealId}/stage`, { from: 'closed_won', to: 'closed_lost' }), 409)).code).toBe('dealClosed');
  });

  it('takes a reason only for Closed (lost / withdrawn), validates the fields, and makes a closed deal read-only', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const message = await json<DealMessage>(await send(owner.client, dealId, 'Our numbers are attached.'), 201);
    const reasonElsewhere = await errorOf(await investor.client.post(`/api/deals/${dealId}/stage`, { from: 'introduced', to: 'in_discussion', reason: 'Because' }), 422);
    expect(reasonElsewhere.fields?.reason?.code).toBe('dealReasonOnlyWhenLost');
    const unknown = await errorOf(await investor.client.post(`/api/deals/${dealId}/stage`, { from: 'introduced', to: 'signed' }), 422);
    expect(unknown.fields?.to?.code).toBe('choose');
    const tooLong = await errorOf(await investor.client.post(`/api/deals/${dealId}/stage`, { from: 'introduced', to: 'closed_lost', reason: 'x'.repeat(1001) }), 422);
    expect(tooLong.fields?.reason?.code).toBe('tooLong');
    expect((await errorOf(await investor.client.post(`/api/deals/${dealId}/stage`, { from: 'introduced', to: 'closed_lost', extra: 1 }), 422)).fields?.extra?.code).toBe('fieldNotAllowed');
    expect((await room(investor.client, dealId)).stage).toBe('introduced');

    const closed = await json<DealRoom>(await investor.client.post(`/api/deals/${dealId}/stage`, { from: 'introduced', to: 'closed_lost', reason: '  The valuation gap is too wide.  ' }), 200);
    expect(closed).toMatchObject({ stage: 'closed_lost', closed_reason: 'The valuation gap is too wide.', allowed_moves: [] });
    expect(closed.timeline.at(-1)).toMatchObject({ to: 'closed_lost', reason: 'The valuation gap is too wide.' });

    const counts = async () => ({
      messages: await ctx.deps.db.$count(dealMessages, eq(dealMessages.dealId, dealId)),
      services: await ctx.deps.db.$count(serviceRequests, eq(serviceRequests.dealId, dealId)),
    });
    const before = await counts();
    expect((await errorOf(await send(owner.client, dealId, 'One more thing'), 409)).code).toBe('dealClosed');
    expect((await errorOf(await owner.client.post(`/api/deals/${dealId}/stage`, { from: 'closed_lost', to: 'in_discussion' }), 409)).code).toBe('dealClosed');
    expect((await errorOf(await owner.client.delete(`/api/deals/${dealId}/messages/${message.id}`), 409)).code).toBe('dealClosed');
    const service = await owner.client.post('/api/service-requests', { service_type: 'valuation', description: 'Value us.', deal_id: dealId });
    expect((await errorOf(service, 409)).code).toBe('dealClosed');
    expect(await counts()).toEqual(before);
    // Reading a closed deal still works.
    expect((await json<DealMessages>(await investor.client.get(`/api/deals/${dealId}/messages`), 200)).items).toHaveLength(1);
  });

  it('lets exactly one of two concurrent moves from the same stage win; the other gets 409', async () => {
    for (const [first, second] of [['in_discussion', 'closed_lost'], ['in_discussion', 'in_discussion']] as const) {
      const { investor, owner, dealId } = await introducedPair(ctx);
      const answers = await Promise.all([
        investor.client.post(`/api/deals/${dealId}/stage`, { from: 'introduced', to: first }),
        owner.client.post(`/api/deals/${dealId}/stage`, { from: 'introduced', to: second }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const events = await room(investor.client, dealId);
      expect(events.timeline).toHaveLength(2);
      expect(await ctx.deps.db.$count(notifications, eq(notifications.kind, 'deal_stage_changed'))).toBeGreaterThan(0);
    }
  });
});

describe('messages', () => {
  it('takes 1 to 5,000 characters after trimming, keeps them as plain text, and creates no notification per message', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    for (const body of ['', '   \n ']) expect((await errorOf(await send(investor.client, dealId, body), 422)).fields?.body?.code).toBe('required');
    expect((await errorOf(await send(investor.client, dealId, 'x'.repeat(5001)), 422)).fields?.body?.code).toBe('dealMessageTooLong');
    expect((await errorOf(await investor.client.post(`/api/deals/${dealId}/messages`, {}), 422)).fields?.body?.code).toBe('required');
    const longest = await json<DealMessage>(await send(investor.client, dealId, ` ${'y'.repeat(5000)} `), 201);
    expect(longest.body).toHaveLength(5000);
    const html = '<b>bold</b> <script>alert(1)</script> see https://example.com/deck?x=1&y=2';
    const sent = await json<DealMessage>(await send(owner.client, dealId, html), 201);
    expect(sent).toMatchObject({ body: html, mine: true, deleted: false, reported: false, sender_name: owner.name });
    const seen = await json<DealMessages>(await investor.client.get(`/api/deals/${dealId}/messages`), 200);
    expect(seen.items.map((m) => m.body)).toEqual(['y'.repeat(5000), html]);
    expect(seen.items.map((m) => m.mine)).toEqual([true, false]);
    expect(seen.items[1]?.deletable_until).toBeNull();
    expect(await ctx.deps.db.$count(notifications, and(eq(notifications.userId, investor.userId), sql`${notifications.kind} not in ('interest_received', 'connection_received', 'introduction_made')`))).toBe(0);
  });

  it('pages 50 at a time, oldest first within a page, with has_more and a before cursor by id or time', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const { db } = ctx.deps;
    const start = Date.now() - 3_600_000;
    await db.insert(dealMessages).values(Array.from({ length: 120 }, (_, i) => ({
      dealId, senderUserId: i % 2 ? owner.userId : investor.userId, body: `Message ${i}`, createdAt: new Date(start + i * 1000),
    })));
    const latest = await json<DealMessages>(await investor.client.get(`/api/deals/${dealId}/messages`), 200);
    expect(latest.items).toHaveLength(50);
    expect(latest.has_more).toBe(true);
    expect(latest.items[0]?.body).toBe('Message 70');
    expect(latest.items.at(-1)?.body).toBe('Message 119');
    const older = await json<DealMessages>(await investor.client.get(`/api/deals/${dealId}/messages?before=${latest.items[0]!.id}`), 200);
    expect([older.items[0]?.body, older.items.at(-1)?.body, older.has_more]).toEqual(['Message 20', 'Message 69', true]);
    const oldest = await json<DealMessages>(await investor.client.get(`/api/deals/${dealId}/messages?before=${encodeURIComponent(older.items[0]!.created_at)}`), 200);
    expect([oldest.items.length, oldest.items[0]?.body, oldest.has_more]).toEqual([20, 'Message 0', false]);
    expect((await errorOf(await investor.client.get(`/api/deals/${dealId}/messages?before=yesterday-ish`), 422)).fields?.before).toBeDefined();
  });

  it('counts unread messages per side, marks them read, and shows the sender when the other side has seen them', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    await json(await send(investor.client, dealId, 'Hello, I read your deck.'), 201);
    await json(await send(investor.client, dealId, 'Could we talk on Tuesday?'), 201);
    const ownerList = await json<DealList>(await owner.client.get('/api/deals'), 200);
    expect(ownerList.items[0]).toMatchObject({ id: dealId, unread_count: 2, last_message: { body: 'Could we talk on Tuesday?', mine: false }, counterpart: { name: investor.name } });
    expect((await json<DealList>(await investor.client.get('/api/deals'), 200)).items[0]).toMatchObject({ unread_count: 0, last_message: { mine: true } });
    expect((await room(investor.client, dealId)).counterpart_read_at).toBeNull();
    const { read_at } = await json<{ read_at: string }>(await owner.client.post(`/api/deals/${dealId}/read`), 200);
    expect((await json<DealList>(await owner.client.get('/api/deals'), 200)).items[0]?.unread_count).toBe(0);
    const asInvestor = await room(investor.client, dealId);
    expect(asInvestor.counterpart_read_at).toBe(read_at);
    const messages = await json<DealMessages>(await investor.client.get(`/api/deals/${dealId}/messages`), 200);
    expect(messages.items.every((m) => m.created_at <= read_at)).toBe(true);
  });

  it('lists deals by last activity: a message moves a deal up, a read receipt does not', async () => {
    const owner = await party(ctx, 'business_owner');
    const first = await party(ctx, 'investor');
    const second = await party(ctx, 'investor');
    for (const investor of [first, second]) {
      await investor.client.acceptNda(owner.profileId);
      await json(await investor.client.post(`/api/matching/businesses/${owner.profileId}/interest`), 200);
      await json(await owner.client.post(`/api/matching/investors/${investor.profileId}/connect`), 200);
    }
    const ids = async () => (await json<DealList>(await owner.client.get('/api/deals'), 200)).items.map((d) => d.counterpart.name);
    expect(await ids()).toEqual([second.name, first.name]);
    const [firstDeal] = await ctx.deps.db.select().from(deals).where(eq(deals.investorUserId, first.userId));
    await json(await send(first.client, firstDeal!.id, 'Still interested!'), 201);
    expect(await ids()).toEqual([first.name, second.name]);
    const [secondDeal] = await ctx.deps.db.select().from(deals).where(eq(deals.investorUserId, second.userId));
    await json(await second.client.post(`/api/deals/${secondDeal!.id}/read`), 200);
    expect(await ids()).toEqual([first.name, second.name]);
  });

  it('lets the sender delete within 5 minutes (the text is gone for both), refuses others, repeats and late deletes', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const mine = await json<DealMessage>(await send(investor.client, dealId, 'Wrong attachment, sorry'), 201);
    expect(Date.parse(mine.deletable_until!) - Date.parse(mine.created_at)).toBe(5 * 60_000);
    expect((await errorOf(await owner.client.delete(`/api/deals/${dealId}/messages/${mine.id}`), 403)).code).toBe('messageNotYours');
    expect((await investor.client.delete(`/api/deals/${dealId}/messages/${mine.id}`)).status).toBe(204);
    const seen = await json<DealMessages>(await owner.client.get(`/api/deals/${dealId}/messages`), 200);
    expect(seen.items[0]).toMatchObject({ id: mine.id, body: '', deleted: true });
    expect((await json<DealList>(await owner.client.get('/api/deals'), 200)).items[0]?.unread_count).toBe(0);
    expect((await errorOf(await investor.client.delete(`/api/deals/${dealId}/messages/${mine.id}`), 409)).code).toBe('messageDeleted');
    const old = await json<DealMessage>(await send(investor.client, dealId, 'An older message'), 201);
    await ctx.deps.db.update(dealMessages).set({ createdAt: sql`now() - interval '6 minutes'` }).where(eq(dealMessages.id, old.id));
    expect((await errorOf(await investor.client.delete(`/api/deals/${dealId}/messages/${old.id}`), 409)).code).toBe('messageDeleteTooLate');
    expect((await investor.client.delete(`/api/deals/${dealId}/messages/${crypto.randomUUID()}`)).status).toBe(404);
    // A message of another deal is not found through this one.
    const other = await introducedPair(ctx);
    const elsewhere = await json<DealMessage>(await send(other.investor.client, other.dealId, 'Elsewhere'), 201);
    expect((await other.investor.client.delete(`/api/deals/${dealId}/messages/${elsewhere.id}`)).status).toBe(404);
  });

  it('allows 30 messages a minute per user and answers the 31st with a clear 429', async () => {
    const { investor, dealId } = await introducedPair(ctx);
    for (let i = 0; i < 30; i += 1) expect((await send(investor.client, dealId, `Message ${i}`)).status).toBe(201);
    const refused = await send(investor.client, dealId, 'One too many');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await errorOf(refused, 429)).toMatchObject({ code: 'tooManyMessages', message: 'You are sending messages too quickly. Please wait a minute and try again.' });
    expect(await ctx.deps.db.$count(dealMessages, eq(dealMessages.dealId, dealId))).toBe(30);
    await ctx.deps.db.delete(rateLimits).where(eq(rateLimits.key, `deal-message:user:${investor.userId}`));
    expect((await send(investor.client, dealId, 'After the wait')).status).toBe(201);
  });
});

describe('reports', () => {
  it("takes a report of the other side's message once; refuses one's own, a second and a deleted message", async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const theirs = await json<DealMessage>(await send(owner.client, dealId, 'Send the money to this account now'), 201);
    const own = await json<DealMessage>(await send(investor.client, dealId, 'Hello'), 201);
    expect((await errorOf(await investor.client.post(`/api/deals/${dealId}/messages/${own.id}/report`, {}), 422)).code).toBe('reportOwnMessage');
    expect((await errorOf(await investor.client.post(`/api/deals/${dealId}/messages/${theirs.id}/report`, { reason: 'x'.repeat(1001) }), 422)).fields?.reason?.code).toBe('tooLong');
    const report = await json<{ id: string }>(await investor.client.post(`/api/deals/${dealId}/messages/${theirs.id}/report`, { reason: 'Looks like fraud' }), 201);
    expect((await errorOf(await investor.client.post(`/api/deals/${dealId}/messages/${theirs.id}/report`, {}), 409)).code).toBe('reportDuplicate');
    const [row] = await ctx.deps.db.select().from(messageReports).where(eq(messageReports.id, report.id));
    expect(row).toMatchObject({ messageId: theirs.id, dealId, reporterUserId: investor.userId, reason: 'Looks like fraud', status: 'open' });
    const listed = await json<DealMessages>(await investor.client.get(`/api/deals/${dealId}/messages`), 200);
    expect(listed.items.find((m) => m.id === theirs.id)?.reported).toBe(true);
    const gone = await json<DealMessage>(await owner.client.post(`/api/deals/${dealId}/messages`, { body: 'Oops' }), 201);
    expect((await owner.client.delete(`/api/deals/${dealId}/messages/${gone.id}`)).status).toBe(204);
    expect((await errorOf(await investor.client.post(`/api/deals/${dealId}/messages/${gone.id}/report`, {}), 409)).code).toBe('messageDeleted');
    expect(await ctx.deps.db.$count(messageReports, eq(messageReports.dealId, dealId))).toBe(1);
  });
});

describe('services in context', () => {
  it("links a party's service request to their open deal, lists it in the room for both, and refuses anyone else's deal", async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const created = await json<{ id: string; deal_id: string | null }>(
      await investor.client.post('/api/service-requests', { service_type: 'due_diligence', description: 'Financial due diligence on Falcon Freight.', deal_id: dealId }), 201);
    expect(created.deal_id).toBe(dealId);
    const [asOwner, asInvestor] = [await room(owner.client, dealId), await room(investor.client, dealId)];
    expect(asOwner.services).toEqual([expect.objectContaining({ id: created.id, service_type: 'due_diligence', status: 'pending', mine: false })]);
    expect(asInvestor.services[0]?.mine).toBe(true);
    const stranger = await party(ctx, 'investor');
    const before = await ctx.deps.db.$count(serviceRequests);
    const refused = await errorOf(await stranger.client.post('/api/service-requests', { service_type: 'valuation', description: 'Value it.', deal_id: dealId }), 422);
    expect(refused.fields?.deal_id?.code).toBe('dealUnknown');
    expect((await errorOf(await investor.client.post('/api/service-requests', { service_type: 'valuation', description: 'Value it.', deal_id: 'nope' }), 422)).fields?.deal_id?.code).toBe('dealUnknown');
    expect(await ctx.deps.db.$count(serviceRequests)).toBe(before);
    // Without a deal, as before.
    expect((await json<{ deal_id: string | null }>(await stranger.client.post('/api/service-requests', { service_type: 'valuation', description: 'Value it.' }), 201)).deal_id).toBeNull();
  });
});
