import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MatchState } from '#shared/deals/introductions.ts';
import { notificationLink, type NotificationDto } from '#shared/notifications.ts';
import { businessProfiles, deals, investorProfiles, matches, notifications, rateLimits } from '../../../db/schema.ts';
import { newUser, TestClient } from '../../../testing/test-app.ts';
import { testContextForFile } from '../../../testing/test-fixture.ts';
import { snapshotsFor } from '../../matching/match-snapshot.ts';

// Issue 17, section 1: interest that names its sender (still masked), Decline, Withdraw, the two groups
// ("Interested in you", "Wants to connect") and where each notice leads.

const ctx = testContextForFile();

/** Many parties sign up from one address here: the registration budget per address is tested elsewhere. */
const freshBudget = () => ctx.deps.db.delete(rateLimits);

async function newInvestor() {
  await freshBudget();
  const client = new TestClient(ctx.app);
  const { user } = await (await client.post('/api/auth/register', newUser('investor', { phone: '+44 20 7946 0000' }))).json();
  const [profile] = await ctx.deps.db.insert(investorProfiles).values({
    userId: user.id, minAmount: 500_000, maxAmount: 5_000_000, currency: 'USD', preferredIndustries: ['technology', 'logistics'],
    geographicalPreference: ['UAE'], investmentStage: ['growth'], minRoi: 15, about: 'We back logistics companies.',
  }).returning();
  snapshotsFor(ctx.deps.database).invalidate();
  return { client, user: user as { id: string; full_name: string; email: string }, profile: profile! };
}

async function newBusiness() {
  await freshBudget();
  const client = new TestClient(ctx.app);
  const { user } = await (await client.post('/api/auth/register', newUser('business_owner'))).json();
  const [profile] = await ctx.deps.db.insert(businessProfiles).values({
    userId: user.id, companyName: `Falcon Freight ${user.id.slice(0, 6)}`, industry: 'logistics', businessStage: 'growth', headquarters: 'UAE',
    amountRequired: 2_000_000, currency: 'USD', annualRevenue: 4_000_000, profitMargin: 12, growthRate: 30, yearEstablished: 2015,
  }).returning();
  snapshotsFor(ctx.deps.database).invalidate();
  return { client, user: user as { id: string; full_name: string; email: string }, profile: profile! };
}

type Investor = Awaited<ReturnType<typeof newInvestor>>;
type Business = Awaited<ReturnType<typeof newBusiness>>;

const interest = async (i: Investor, b: Business) => {
  await i.client.acceptNda(b.profile.id);
  return i.client.post(`/api/matching/businesses/${b.profile.id}/interest`);
};
const connect = (b: Business, i: Investor) => b.client.post(`/api/matching/investors/${i.profile.id}/connect`);
const ownerDeclines = (b: Business, i: Investor, body: unknown = {}) => b.client.post(`/api/matching/investors/${i.profile.id}/decline`, body);
const investorDeclines = (i: Investor, b: Business, body: unknown = {}) => i.client.post(`/api/matching/businesses/${b.profile.id}/decline`, body);
const withdrawInterest = (i: Investor, b: Business) => i.client.delete(`/api/matching/businesses/${b.profile.id}/interest`);
const withdrawConnect = (b: Business, i: Investor) => b.client.delete(`/api/matching/investors/${i.profile.id}/connect`);

async function pairRow(i: Investor, b: Business) {
  const [row] = await ctx.deps.db.select().from(matches).where(and(eq(matches.investorProfileId, i.profile.id), eq(matches.businessProfileId, b.profile.id)));
  return row;
}

async function noticesOf(userId: string): Promise<NotificationDto[]> {
  const { items } = await (await clientOf(userId).get('/api/notifications?limit=50')).json();
  return items;
}
const clients = new Map<string, TestClient>();
const clientOf = (userId: string) => clients.get(userId)!;
const remember = <T extends { client: TestClient; user: { id: string } }>(party: T) => (clients.set(party.user.id, party.client), party);

async function errorOf(res: Response) {
  return { status: res.status, code: ((await res.json()) as { error: { code: string } }).error.code };
}

describe('Decline', () => {
  it('lets the owner decline an investor’s interest with a reason the investor alone reads, once', async () => {
    const investor = remember(await newInvestor());
    const business = remember(await newBusiness());
    expect((await interest(investor, business)).status).toBe(200);

    const res = await ownerDeclines(business, investor, { reason: '  We are looking for a strategic partner in Asia.  ' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { state: MatchState };
    expect(body.state).toMatchObject({ declined_by_me: true, declined_by_them: false, decline_reason: null, introduced: false, deal_id: null });
    const row = await pairRow(investor, business);
    expect(row?.businessDeclinedAt).not.toBeNull();
    expect(row?.declineReason).toBe('We are looking for a strategic partner in Asia.');

    const [notice] = (await noticesOf(investor.user.id)).filter((n) => n.kind === 'interest_declined');
    expect(notice?.data).toEqual({
      matchId: row?.id, businessProfileId: business.profile.id, companyName: business.profile.companyName, reason: 'We are looking for a strategic partner in Asia.',
    });
    expect(notificationLink(notice!)).toBe(`/businessmatches?focus=${business.profile.id}`);

    // The investor's card tells them, with the reason; the owner's card does not repeat it back.
    const card = await (await investor.client.get(`/api/matching/businesses/${business.profile.id}`)).json();
    expect(card.state).toMatchObject({ declined_by_them: true, declined_by_me: false, decline_reason: 'We are looking for a strategic partner in Asia.' });
    const ownerCard = await (await business.client.get(`/api/matching/investors/${investor.profile.id}`)).json();
    expect(ownerCard.state).toMatchObject({ declined_by_me: true, decline_reason: null });

    expect(await errorOf(await ownerDeclines(business, investor))).toEqual({ status: 409, code: 'alreadyDeclined' });
    expect((await noticesOf(investor.user.id)).filter((n) => n.kind === 'interest_declined')).toHaveLength(1);
  });

  it('sends no reason when none was written, and the investor’s decline reaches the owner still masked', async () => {
    const investor = remember(await newInvestor());
    const business = remember(await newBusiness());
    expect((await connect(business, investor)).status).toBe(200);
    expect((await investorDeclines(investor, business, { reason: '   ' })).status).toBe(200);
    expect((await pairRow(investor, business))?.declineReason).toBeNull();
    const notices = (await noticesOf(business.user.id)).filter((n) => n.kind === 'connection_declined');
    expect(notices.map((n) => n.data)).toEqual([{ matchId: (await pairRow(investor, business))?.id, investorProfileId: investor.profile.id }]);
    expect(JSON.stringify(notices)).not.toContain(investor.user.full_name);
    expect(notificationLink(notices[0]!)).toBe(`/investorconnect?focus=${investor.profile.id}`);
    const card = await (await business.client.get(`/api/matching/investors/${investor.profile.id}`)).json();
    expect(card.state).toMatchObject({ declined_by_them: true, decline_reason: null });
    expect(card.contact).toBeNull();
    expect(JSON.stringify(card)).not.toContain(investor.user.email);
  });

  it('refuses a decline with nothing to decline, and one of an introduced pair, changing nothing', async () => {
    const investor = remember(await newInvestor());
    const business = remember(await newBusiness());
    expect(await errorOf(await ownerDeclines(business, investor))).toEqual({ status: 409, code: 'noInterestToDecline' });
    expect(await errorOf(await investorDeclines(investor, business))).toEqual({ status: 409, code: 'noConnectToDecline' });
    expect(await pairRow(investor, business)).toBeUndefined();
    // The owner's own Connect is not the investor's action: still nothing for the owner to decline.
    await connect(business, investor);
    expect(await errorOf(await ownerDeclines(business, investor))).toEqual({ status: 409, code: 'noInterestToDecline' });
    await interest(investor, business);
    expect(await errorOf(await ownerDeclines(business, investor))).toEqual({ status: 409, code: 'alreadyIntroduced' });
    expect(await errorOf(await investorDeclines(investor, business))).toEqual({ status: 409, code: 'alreadyIntroduced' });
    const row = await pairRow(investor, business);
    expect(row).toMatchObject({ businessDeclinedAt: null, investorDeclinedAt: null, declineReason: null });
  });

  it('closes the pair: neither side can act on it again', async () => {
    const investor = remember(await newInvestor());
    const business = remember(await newBusiness());
    await interest(investor, business);
    await ownerDeclines(business, investor);
    expect(await errorOf(await connect(business, investor))).toEqual({ status: 409, code: 'pairDeclined' });
    expect(await errorOf(await interest(investor, business))).toEqual({ status: 409, code: 'pairDeclined' });
    expect(await errorOf(await withdrawInterest(investor, business))).toEqual({ status: 409, code: 'alreadyAnswered' });
    expect(await errorOf(await investorDeclines(investor, business))).toEqual({ status: 409, code: 'alreadyDeclined' });
    const row = await pairRow(investor, business);
    expect(row).toMatchObject({ introducedAt: null, businessConnectedAt: null });
    expect(row?.investorInterestedAt).not.toBeNull();
  });

  it('validates the reason field by field and refuses other fields', async () => {
    const investor = remember(await newInvestor());
    const business = remember(await newBusiness());
    await interest(investor, business);
    const long = await ownerDeclines(business, investor, { reason: 'x'.repeat(1001) });
    expect(long.status).toBe(422);
    expect((await long.json()).error.fields.reason).toMatchObject({ code: 'tooLong', params: { max: 1000 } });
    expect((await ownerDeclines(business, investor, { reason: 7 })).status).toBe(422);
    expect((await ownerDeclines(business, investor, { reason: 'ok', status: 'contacted' })).status).toBe(422);
    expect((await pairRow(investor, business))?.businessDeclinedAt).toBeNull();
    expect((await ownerDeclines(business, investor, { reason: 'x'.repeat(1000) })).status).toBe(200);
  });

  it('is refused to the wrong side and answers 404 for unknown ids', async () => {
    const investor = remember(await newInvestor());
    const business = remember(await newBusiness());
    expect((await investor.client.post(`/api/matching/investors/${investor.profile.id}/decline`, {})).status).toBe(403);
    expect((await business.client.post(`/api/matching/businesses/${business.profile.id}/decline`, {})).status).toBe(403);
    expect((await business.client.post('/api/matching/investors/not-a-uuid/decline', {})).status).toBe(404);
    expect((await business.client.post('/api/matching/investors/00000000-0000-0000-0000-000000000000/decline', {})).status).toBe(404);
  });
});

describe('Withdraw', () => {
  it('undoes an unanswered Interested, takes its notice back, and allows pressing it again', async () => {
    const investor = remember(await newInvestor());
    const business = remember(await newBusiness());
    await interest(investor, business);
    expect((await noticesOf(business.user.id)).map((n) => n.kind)).toContain('interest_received');
    const res = await withdrawInterest(investor, business);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { state: MatchState }).state).toMatchObject({ interest_expressed: false, interested_at: null });
    expect(await pairRow(investor, business)).toMatchObject({ investorInterestedAt: null, status: 'suggested' });
    expect((await noticesOf(business.user.id)).map((n) => n.kind)).not.toContain('interest_received');
    expect((await (await business.client.get('/api/matching/investors/interested-in-you')).json()).total).toBe(0);

    expect(await errorOf(await withdrawInterest(investor, business))).toEqual({ status: 409, code: 'nothingToWithdraw' });
    expect((await interest(investor, business)).status).toBe(200);
    expect((await noticesOf(business.user.id)).filter((n) => n.kind === 'interest_received')).toHaveLength(1);
  });

  it('undoes an unanswered Connect, and refuses once it is answered by an introduction', async () => {
    const investor = remember(await newInvestor());
    const business = remember(await newBusiness());
    expect(await errorOf(await withdrawConnect(business, investor))).toEqual({ status: 409, code: 'nothingToWithdraw' });
    await connect(business, investor);
    expect((await withdrawConnect(business, investor)).status).toBe(200);
    expect((await pairRow(investor, business))?.businessConnectedAt).toBeNull();
    expect((await noticesOf(investor.user.id)).map((n) => n.kind)).not.toContain('connection_received');
    await connect(business, investor);
    await interest(investor, business);
    expect(await errorOf(await withdrawConnect(business, investor))).toEqual({ status: 409, code: 'alreadyAnswered' });
    expect(await errorOf(await withdrawInterest(investor, business))).toEqual({ status: 409, code: 'alreadyAnswered' });
    expect((await pairRow(investor, business))?.introducedAt).not.toBeNull();
  });

  it('racing the counterpart’s act leaves either an introduction or a withdrawal, never both', async () => {
    for (let round = 0; round < 6; round++) {
      const investor = remember(await newInvestor());
      const business = remember(await newBusiness());
      await interest(investor, business);
      const [withdrawn, connected] = await Promise.all([withdrawInterest(investor, business), connect(business, investor)]);
      expect(connected.status).toBe(200);
      const row = await pairRow(investor, business);
      const [deal] = await ctx.deps.db.select().from(deals).where(eq(deals.matchId, row!.id));
      if (withdrawn.status === 200) {
        expect(row).toMatchObject({ investorInterestedAt: null, introducedAt: null });
        expect(deal).toBeUndefined();
      } else {
        expect(withdrawn.status).toBe(409);
        expect(row?.introducedAt).not.toBeNull();
        expect(row?.investorInterestedAt).not.toBeNull();
        expect(deal?.stage).toBe('introduced');
      }
    }
  });
});

describe('the groups', () => {
  it('"Interested in you": masked investors who pressed Interested, unanswered, newest first, with the date', async () => {
    const business = remember(await newBusiness());
    const [first, second, third, declined, introduced] = [await newInvestor(), await newInvestor(), await newInvestor(), await newInvestor(), await newInvestor()];
    for (const investor of [first, second, third, declined, introduced]) await interest(investor, business);
    // Interest times a minute apart, in the order above.
    let minute = 0;
    for (const investor of [first, second, third, declined, introduced]) {
      await ctx.deps.db.update(matches).set({ investorInterestedAt: new Date(Date.now() - (10 - minute++) * 60_000) })
        .where(and(eq(matches.investorProfileId, investor.profile.id), eq(matches.businessProfileId, business.profile.id)));
    }
    await ownerDeclines(business, declined);
    await connect(business, introduced);
    const other = await newBusiness();
    await interest(first, other);

    const res = await business.client.get('/api/matching/investors/interested-in-you');
    expect(res.status).toBe(200);
    const group = await res.json();
    expect(group.total).toBe(3);
    expect(group.items.map((c: { id: string }) => c.id)).toEqual([third.profile.id, second.profile.id, first.profile.id]);
    const dates = group.items.map((c: { state: MatchState }) => c.state.interested_at);
    expect(dates.every((d: string | null) => d !== null)).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(group.items.every((c: { contact: unknown; state: MatchState }) => c.contact === null && !c.state.connected)).toBe(true);
    const text = JSON.stringify(group);
    for (const investor of [first, second, third]) {
      expect(text).not.toContain(investor.user.full_name);
      expect(text).not.toContain(investor.user.email);
    }
    expect(group.items[0].reasons.length).toBeGreaterThan(0);

    // The introduced pair has left the group for its deal room.
    const introducedCard = await (await business.client.get(`/api/matching/investors/${introduced.profile.id}`)).json();
    const [deal] = await ctx.deps.db.select().from(deals).innerJoin(matches, eq(matches.id, deals.matchId)).where(eq(matches.investorProfileId, introduced.profile.id));
    expect(introducedCard.state).toMatchObject({ introduced: true, deal_id: deal?.deals.id });
    expect(introducedCard.contact).toMatchObject({ email: introduced.user.email });
  });

  it('"Wants to connect": businesses whose owner pressed Connect, unanswered, newest first, a page at a time', async () => {
    const investor = remember(await newInvestor());
    const businesses: Business[] = [];
    for (let i = 0; i < 13; i++) businesses.push(await newBusiness());
    for (const business of businesses) await connect(business, investor);
    await investorDeclines(investor, businesses[0]!);
    const first = await (await investor.client.get('/api/matching/businesses/wants-to-connect')).json();
    expect(first).toMatchObject({ total: 12, page: 1, page_size: 12 });
    expect(first.items).toHaveLength(12);
    const dates = first.items.map((c: { state: MatchState }) => c.state.connected_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.items.map((c: { id: string }) => c.id)).not.toContain(businesses[0]!.profile.id);
    expect(first.items.every((c: { state: MatchState }) => c.state.connected && !c.state.interest_expressed)).toBe(true);
    const second = await (await investor.client.get('/api/matching/businesses/wants-to-connect?page=2')).json();
    expect(second.items).toHaveLength(0);
    expect((await investor.client.get('/api/matching/businesses/wants-to-connect?page=0')).status).toBe(422);
    expect((await investor.client.get('/api/matching/businesses/wants-to-connect?size=99')).status).toBe(422);
  });

  it('are refused to the other side and to anonymous callers', async () => {
    const investor = remember(await newInvestor());
    const business = remember(await newBusiness());
    expect((await investor.client.get('/api/matching/investors/interested-in-you')).status).toBe(403);
    expect((await business.client.get('/api/matching/businesses/wants-to-connect')).status).toBe(403);
    expect((await new TestClient(ctx.app).get('/api/matching/investors/interested-in-you')).status).toBe(401);
    expect((await business.client.get(`/api/matching/investors/${investor.profile.id}`)).status).toBe(200);
    await ctx.deps.db.update(investorProfiles).set({ status: 'inactive' }).where(eq(investorProfiles.id, investor.profile.id));
    expect((await business.client.get(`/api/matching/investors/${investor.profile.id}`)).status).toBe(404);
  });
});

describe('where notifications lead', () => {
  it('an interest to the card on InvestorConnect, a Connect to the card on BusinessMatches, an introduction to the deal room', async () => {
    const investor = remember(await newInvestor());
    const business = remember(await newBusiness());
    await interest(investor, business);
    const [received] = await noticesOf(business.user.id);
    expect(received?.kind).toBe('interest_received');
    expect(notificationLink(received!)).toBe(`/investorconnect?focus=${investor.profile.id}`);
    await connect(business, investor);
    const [deal] = await ctx.deps.db.select().from(deals).where(eq(deals.businessProfileId, business.profile.id));
    for (const userId of [investor.user.id, business.user.id]) {
      const made = (await noticesOf(userId)).find((n) => n.kind === 'introduction_made');
      expect(notificationLink(made!)).toBe(`/deals/${deal?.id}`);
    }
    const other = remember(await newBusiness());
    await connect(other, investor);
    const connection = (await noticesOf(investor.user.id)).find((n) => n.kind === 'connection_received');
    expect(notificationLink(connection!)).toBe(`/businessmatches?focus=${other.profile.id}`);
  });

  it('counts the unread for the bell, pages the list, and marks one read', async () => {
    const investor = remember(await newInvestor());
    for (let i = 0; i < 3; i++) await connect(remember(await newBusiness()), investor);
    expect(await (await investor.client.get('/api/notifications/unread-count')).json()).toEqual({ unread_count: 3 });
    const first = await (await investor.client.get('/api/notifications?limit=2')).json();
    expect(first).toMatchObject({ has_more: true, unread_count: 3 });
    expect(first.items).toHaveLength(2);
    const second = await (await investor.client.get('/api/notifications?limit=2&page=2')).json();
    expect(second.has_more).toBe(false);
    expect(second.items).toHaveLength(1);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    await investor.client.post('/api/notifications/read', { ids: [first.items[0].id] });
    expect(await (await investor.client.get('/api/notifications/unread-count')).json()).toEqual({ unread_count: 2 });
    expect((await new TestClient(ctx.app).get('/api/notifications/unread-count')).status).toBe(401);
    expect((await investor.client.get('/api/notifications?page=0')).status).toBe(422);
  });
});

describe('notices in the table', () => {
  it('keeps one interest notice per pair however often it is pressed', async () => {
    const investor = remember(await newInvestor());
    const business = remember(await newBusiness());
    await Promise.all([interest(investor, business), interest(investor, business), interest(investor, business)]);
    const rows = await ctx.deps.db.select().from(notifications).where(and(eq(notifications.userId, business.user.id), eq(notifications.kind, 'interest_received')));
    expect(rows).toHaveLength(1);
  });
});
