import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_REASONS, renderReason, type Reason } from '#shared/matching/reason-render.ts';
import { scorePair } from '#shared/matching/score.ts';
import { REGISTRATION_CHECKLIST } from '#shared/trust/trust.ts';
import {
  businessProfiles, deals, investorProfiles, matches, matchStateVersions, notifications, profiles, registrationVerifications, users,
} from '../../../db/schema.ts';
import { seedDemo, type DemoLogins } from '../../demo/seed.ts';
import { newUser, TestClient } from '../../../testing/test-app.ts';
import { testContextForFile } from '../../../testing/test-fixture.ts';
import { SAMPLES, upload } from '../../documents/documents.test-support.ts';
import { businessProfileOf, investorProfileOf } from '../../profiles/profile-rows.ts';
import { buildSnapshot, snapshotsFor } from '../../matching/match-snapshot.ts';
import { businessMatchesFor } from './match-pages.service.ts';
import { keptPagesUsage } from './page-cache.ts';
import { type BusinessMatchesPage, type InvestorMatchesPage } from '#shared/deals/introductions.ts';
import { businessMatchesQuerySchema } from '#shared/matching/match-query.ts';

let logins: DemoLogins;

// Behind a trusted proxy: each new user registers from an address of its own (ownAddress).
const ctx = testContextForFile({ env: { TRUST_PROXY: 'true' } });
beforeAll(async () => {
  logins = await seedDemo(ctx.deps.db, { adminPassword: 'admin-secret' });
});

async function signIn(login: { email: string; password: string }) {
  const client = new TestClient(ctx.app);
  expect((await client.post('/api/auth/login', login)).status).toBe(200);
  return client;
}

/** Each new user registers from an address of its own: the registration budget is per address. */
let addresses = 0;
const ownAddress = () => ({ 'x-forwarded-for': `198.51.100.${++addresses % 250}` });

/** A new user with an active profile written straight to the database (profile saving is tested elsewhere). */
async function newInvestor(overrides: Partial<typeof investorProfiles.$inferInsert> = {}) {
  const client = new TestClient(ctx.app, ownAddress());
  const { user } = await (await client.post('/api/auth/register', newUser('investor', { phone: '+44 20 7946 0000' }))).json();
  const [profile] = await ctx.deps.db.insert(investorProfiles).values({
    userId: user.id, minAmount: 500_000, maxAmount: 5_000_000, currency: 'USD', preferredIndustries: ['technology', 'logistics'],
    geographicalPreference: ['UAE', 'UK'], investmentStage: ['growth', 'expansion'], minRoi: 15, about: 'We back software and logistics companies.', ...overrides,
  }).returning();
  snapshotsFor(ctx.deps.database).invalidate();
  return { client, user, profile: profile! };
}

async function newBusiness(overrides: Partial<typeof businessProfiles.$inferInsert> = {}) {
  const client = new TestClient(ctx.app, ownAddress());
  const { user } = await (await client.post('/api/auth/register', newUser('business_owner', { phone: '+971 4 000 0000' }))).json();
  const [profile] = await ctx.deps.db.insert(businessProfiles).values({
    userId: user.id, companyName: `Falcon Freight ${user.id.slice(0, 6)}`, industry: 'logistics', businessStage: 'growth', headquarters: 'UAE',
    amountRequired: 2_000_000, currency: 'USD', annualRevenue: 4_000_000, profitMargin: 12, growthRate: 30, yearEstablished: 2015,
    businessActivities: ['Cold-chain logistics software'], ...overrides,
  }).returning();
  snapshotsFor(ctx.deps.database).invalidate();
  return { client, user, profile: profile! };
}

describe('who may rank', () => {
  it('refuses anonymous callers and the wrong user type, and tells a user without a profile to complete it', async () => {
    expect((await new TestClient(ctx.app).get('/api/matching/businesses')).status).toBe(401);
    const owner = await signIn(logins.businessOwner);
    expect((await owner.get('/api/matching/businesses')).status).toBe(403);
    const investor = await signIn(logins.investor);
    expect((await investor.get('/api/matching/investors')).status).toBe(403);
    const fresh = new TestClient(ctx.app);
    await fresh.post('/api/auth/register', newUser('investor'));
    const res = await fresh.get('/api/matching/businesses');
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('Complete your investor profile first.');
  });
});

describe('BusinessMatches ranking', () => {
  it('ranks every active business that fits the must-haves by the engine score, best first, with reasons', async () => {
    const investor = await signIn(logins.investor);
    const page = await (await investor.get('/api/matching/businesses')).json();
    const near = await (await investor.get('/api/matching/businesses?near_misses=1')).json();
    const active = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(businessProfiles).where(eq(businessProfiles.status, 'active'));
    // Every active business is either ranked or a near miss (issue 20), never both.
    expect(page.stats.total + near.stats.total).toBe(active[0]?.n);
    expect(page.stats.total).toBeGreaterThan(12);
    expect(page.items).toHaveLength(12);
    const scores = page.items.map((i: { score: number }) => i.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(page.items[0].reasons.length).toBeGreaterThan(0);
    // The same reasons as data, for screens in other languages: one per sentence, worded alike.
    for (const item of page.items as { reasons: string[]; reason_details: Reason[] }[]) {
      expect(item.reason_details.map((r) => renderReason(r, ENGLISH_REASONS))).toEqual(item.reasons);
    }

    const [me] = await ctx.deps.db.select().from(investorProfiles).innerJoin(users, eq(users.id, investorProfiles.userId)).where(eq(users.email, logins.investor.email));
    const [top] = await ctx.deps.db.select().from(businessProfiles).where(eq(businessProfiles.id, page.items[0].id));
    const snapshot = await snapshotsFor(ctx.deps.database).get(ctx.deps.db);
    expect(scorePair(investorProfileOf(me!.investor_profiles), businessProfileOf(top!), snapshot.model).score).toBe(page.items[0].score);
  });

  it('filters by category, size and inclusive revenue bounds', async () => {
    const investor = await signIn(logins.investor);
    const tech = await (await investor.get('/api/matching/businesses?category=technology')).json();
    expect(tech.stats.total).toBeGreaterThan(0);
    expect(tech.items.every((i: { category: string }) => i.category === 'technology')).toBe(true);
    const large = await (await investor.get('/api/matching/businesses?size=large')).json();
    expect(large.items.length).toBeGreaterThan(0);
    expect(large.items.every((i: { size: string }) => i.size === 'large')).toBe(true);
    const all = await (await investor.get('/api/matching/businesses?page=1')).json();
    const bounded = await (await investor.get('/api/matching/businesses?revenue_min=1000000&revenue_max=5000000')).json();
    expect(bounded.stats.total).toBeLessThan(all.stats.total);
    expect((await investor.get('/api/matching/businesses?revenue_min=9&revenue_max=1')).status).toBe(422);
    expect((await investor.get('/api/matching/businesses?category=Weapons')).status).toBe(422);
    // The spec's old words are gone with the one taxonomy (issue 20).
    expect((await investor.get('/api/matching/businesses?category=Technology')).status).toBe(422);
    expect((await investor.get('/api/matching/businesses?stage=Idea')).status).toBe(422);
    // "Stage" is the owner's word (issue 49): the size by revenue is its own filter.
    expect((await investor.get('/api/matching/businesses?stage=Large')).status).toBe(422);
  });
});

describe('identities before introduction', () => {
  it('never shows an investor name, email or phone to a business owner who has not been introduced', async () => {
    const owner = await signIn(logins.businessOwner);
    const page = await (await owner.get('/api/matching/investors')).json();
    const people = await ctx.deps.db.select({ name: users.fullName, email: users.email }).from(users).where(eq(users.userType, 'investor'));
    const shown = page.items.filter((i: { state: { introduced: boolean } }) => !i.state.introduced);
    expect(shown.length).toBeGreaterThan(0);
    const text = JSON.stringify(shown);
    for (const p of people) {
      expect(text).not.toContain(p.email);
      expect(text).not.toContain(p.name);
    }
    expect(shown.every((i: { contact: unknown }) => i.contact === null)).toBe(true);
    for (const item of page.items as { reasons: string[]; reason_details: Reason[] }[]) {
      expect(item.reason_details.map((r) => renderReason(r, ENGLISH_REASONS))).toEqual(item.reasons);
    }
  });

  it('shows each investor’s capacity as their own range in their own currency, not a dollar bucket (issue 49)', async () => {
    const owner = await signIn(logins.businessOwner);
    const page = (await (await owner.get('/api/matching/investors')).json()) as InvestorMatchesPage;
    const mandates = await ctx.deps.db.select({ id: investorProfiles.id, min: investorProfiles.minAmount, max: investorProfiles.maxAmount, currency: investorProfiles.currency })
      .from(investorProfiles);
    expect(page.items.some((item) => item.investment_capacity.currency !== 'USD')).toBe(true);
    for (const item of page.items) {
      const own = mandates.find((m) => m.id === item.id);
      expect(item.investment_capacity).toEqual({ min_amount: own?.min, max_amount: own?.max, currency: own?.currency });
      expect(item).not.toHaveProperty('capacity_bucket');
    }
  });
});

describe('deal flow', () => {
  it('hearts, expresses interest once, connects, and introduces both sides with contacts and documents', async () => {
    const investor = await newInvestor();
    const business = await newBusiness();
    const bid = business.profile.id;
    const iid = investor.profile.id;

    const hearted = await (await investor.client.request('PUT', `/api/matching/businesses/${bid}/favourite`, { favourite: true })).json();
    expect(hearted.state).toMatchObject({ favourite: true, interest_expressed: false, introduced: false });
    const [created] = await ctx.deps.db.select().from(matches).where(eq(matches.businessProfileId, bid));
    expect(created).toMatchObject({ status: 'suggested', investorInterest: true });
    expect(created!.matchScore).toBeGreaterThan(0);

    await investor.client.acceptNda(bid);
    const interested = await (await investor.client.post(`/api/matching/businesses/${bid}/interest`)).json();
    expect(interested.state).toMatchObject({ interest_expressed: true, introduced: false });
    expect(interested.contact).toBeNull();
    await investor.client.post(`/api/matching/businesses/${bid}/interest`);
    const ownerNotices = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, business.user.id));
    expect(ownerNotices.filter((n) => n.kind === 'interest_received')).toHaveLength(1);
    expect(JSON.stringify(ownerNotices)).not.toContain(investor.user.full_name);

    const doc = await upload(ctx, investor.client, 'mandate.pdf', SAMPLES.pdf);
    const { id: docId } = await doc.json();
    expect((await business.client.get(`/api/documents/${docId}/download`)).status).toBe(404);

    const connected = await (await business.client.post(`/api/matching/investors/${iid}/connect`)).json();
    expect(connected.state).toMatchObject({ connected: true, introduced: true });
    expect(connected.contact).toMatchObject({ name: investor.user.full_name, email: investor.user.email, phone: '+44 20 7946 0000' });
    const [row] = await ctx.deps.db.select().from(matches).where(eq(matches.businessProfileId, bid));
    expect(row).toMatchObject({ status: 'contacted' });
    expect(row!.introducedAt).not.toBeNull();

    for (const userId of [investor.user.id, business.user.id]) {
      const kinds = (await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind);
      expect(kinds).toContain('introduction_made');
    }
    const ranked = await (await investor.client.get(`/api/matching/businesses?search=${encodeURIComponent(business.profile.companyName ?? '')}`)).json();
    expect(ranked.items[0].contact).toMatchObject({ email: business.user.email });
    // Introduced, but nothing is shared by default: the owner's document stays the owner's (issue 18).
    expect((await business.client.get(`/api/documents/${docId}/download`)).status).toBe(404);
  });

  it('introduces the pair whichever side acts first', async () => {
    const investor = await newInvestor();
    const business = await newBusiness();
    await business.client.post(`/api/matching/investors/${investor.profile.id}/connect`);
    await investor.client.acceptNda(business.profile.id);
    const res = await (await investor.client.post(`/api/matching/businesses/${business.profile.id}/interest`)).json();
    expect(res.state.introduced).toBe(true);
    expect(res.contact.email).toBe(business.user.email);
  });

  it('leaves exactly one match and one notice after 50 concurrent identical requests', async () => {
    const investor = await newInvestor();
    const business = await newBusiness();
    const path = `/api/matching/businesses/${business.profile.id}/interest`;
    await investor.client.acceptNda(business.profile.id);
    const statuses = await Promise.all(Array.from({ length: 50 }, () => investor.client.post(path).then((r) => r.status)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const rows = await ctx.deps.db.select().from(matches).where(and(eq(matches.investorProfileId, investor.profile.id), eq(matches.businessProfileId, business.profile.id)));
    expect(rows).toHaveLength(1);
    const notices = await ctx.deps.db.select().from(notifications).where(and(eq(notifications.userId, business.user.id), eq(notifications.kind, 'interest_received')));
    expect(notices).toHaveLength(1);
    const hearts = await Promise.all(Array.from({ length: 50 }, () => investor.client.request('PUT', `/api/matching/businesses/${business.profile.id}/favourite`, { favourite: true }).then((r) => r.status)));
    expect(hearts.every((s) => s === 200)).toBe(true);
  });

  it('answers 404 for inactive, unknown, malformed or wrong-kind ids and changes nothing', async () => {
    const investor = await newInvestor();
    const hidden = await newBusiness({ status: 'inactive' });
    const before = (await ctx.deps.db.select().from(matches)).length;
    for (const id of [hidden.profile.id, '00000000-0000-0000-0000-000000000000', 'not-a-uuid', investor.profile.id]) {
      expect((await investor.client.post(`/api/matching/businesses/${id}/interest`)).status).toBe(404);
    }
    expect((await investor.client.request('PUT', `/api/matching/businesses/${hidden.profile.id}/favourite`, { favourite: true })).status).toBe(404);
    expect((await ctx.deps.db.select().from(matches)).length).toBe(before);
    const business = await newBusiness();
    expect((await investor.client.request('PUT', `/api/matching/businesses/${business.profile.id}/favourite`, { favourite: true, status: 'contacted' })).status).toBe(422);
  });
});

describe('the kept ranking (issue 25)', () => {
  /** The page as a request with no kept ranking, text memo or explanation computes it: on a snapshot of its own. */
  async function freshPage(userId: string, params: Record<string, string>) {
    return businessMatchesFor(ctx.deps.db, await buildSnapshot(ctx.deps.db, 'fresh'), userId, businessMatchesQuerySchema.parse(params));
  }

  it('serves pages, filters and the near misses as a fresh ranking does, page after page', async () => {
    const investor = await newInvestor({ mustHave: [] });
    for (const params of [{}, { category: 'logistics' }, { near_misses: '1' }, { search: 'software' }] as Record<string, string>[]) {
      for (const page of ['1', '2', '1', '3']) {
        const query = new URLSearchParams({ ...params, page }).toString();
        const kept = await (await investor.client.get(`/api/matching/businesses?${query}`)).json();
        expect(kept, query).toEqual(JSON.parse(JSON.stringify(await freshPage(investor.user.id, { ...params, page }))));
      }
    }
  });

  it('follows the reader’s own profile edit at once, with no new snapshot', async () => {
    const investor = await newInvestor();
    const before = await (await investor.client.get('/api/matching/businesses')).json();
    // Written behind the app's back: nothing announces it, the snapshot stays the one the ranking was kept on.
    await ctx.deps.db.update(investorProfiles).set({ preferredIndustries: ['energy'], mustHave: ['ticket', 'industries'] }).where(eq(investorProfiles.id, investor.profile.id));
    const after = await (await investor.client.get('/api/matching/businesses')).json();
    expect(after.stats.total).not.toBe(before.stats.total);
    expect(after).toEqual(JSON.parse(JSON.stringify(await freshPage(investor.user.id, {}))));
  });

  it('shows the pair’s state as it is on every request: a heart, an Interested, a decline', async () => {
    const investor = await newInvestor({ mustHave: [] });
    const business = await newBusiness();
    const search = `/api/matching/businesses?search=${encodeURIComponent(business.profile.companyName ?? '')}`;
    const card = async () => ((await (await investor.client.get(search)).json()) as BusinessMatchesPage).items.find((i) => i.id === business.profile.id);
    expect((await card())?.state).toMatchObject({ favourite: false, interest_expressed: false });
    expect((await investor.client.request('PUT', `/api/matching/businesses/${business.profile.id}/favourite`, { favourite: true })).status).toBe(200);
    expect((await card())?.state).toMatchObject({ favourite: true });
    const page = (await (await investor.client.get(search)).json()) as BusinessMatchesPage;
    expect(page.stats.favourites).toBe(1);
    // The owner's Connect, on the owner's side: the investor's next page shows it.
    expect((await business.client.post(`/api/matching/investors/${investor.profile.id}/connect`)).status).toBe(200);
    expect((await card())?.state).toMatchObject({ connected: true, introduced: false });
    expect((await investor.client.post(`/api/matching/businesses/${business.profile.id}/decline`, { reason: 'Not now' })).status).toBe(200);
    expect((await card())?.state).toMatchObject({ declined_by_me: true });
  });
});

describe('the kept page (issue 25, page-cache.ts)', () => {
  const snapshotNow = () => snapshotsFor(ctx.deps.database).get(ctx.deps.db);

  async function introducedPair() {
    const investor = await newInvestor({ mustHave: [] });
    const business = await newBusiness();
    const search = `/api/matching/businesses?search=${encodeURIComponent(business.profile.companyName ?? '')}`;
    const card = async () => ((await (await investor.client.get(search)).json()) as BusinessMatchesPage).items.find((i) => i.id === business.profile.id);
    return { investor, business, card };
  }

  it('sends the same page from memory while nothing it shows has changed, and keeps nothing for a refused request', async () => {
    const investor = await newInvestor({ mustHave: [] });
    const first = await (await investor.client.get('/api/matching/businesses?page=2')).text();
    const kept = keptPagesUsage(await snapshotNow());
    expect(kept.pages).toBeGreaterThan(0);
    expect(await (await investor.client.get('/api/matching/businesses?page=2')).text()).toBe(first);
    expect(keptPagesUsage(await snapshotNow())).toEqual(kept);
    const fresh = new TestClient(ctx.app);
    await fresh.post('/api/auth/register', newUser('investor'));
    expect((await fresh.get('/api/matching/businesses')).status).toBe(404);
    expect(keptPagesUsage(await snapshotNow())).toEqual(kept);
  });

  it('follows a match row, a deal room and an introduced contact written behind the app’s back, at once', async () => {
    const { investor, business, card } = await introducedPair();
    expect((await card())?.state).toMatchObject({ introduced: false, deal_id: null });
    expect((await card())?.contact).toBeNull();
    // As another instance would write them: no snapshot invalidated, only the database's triggers know.
    const [match] = await ctx.deps.db.insert(matches).values({
      investorProfileId: investor.profile.id, businessProfileId: business.profile.id, investorInterestedAt: new Date(),
      businessConnectedAt: new Date(), introducedAt: new Date(), status: 'contacted',
    }).returning();
    expect((await card())?.state).toMatchObject({ introduced: true, deal_id: null });
    expect((await card())?.contact?.phone).toBe('+971 4 000 0000');
    const [deal] = await ctx.deps.db.insert(deals).values({
      matchId: match!.id, businessProfileId: business.profile.id, investorProfileId: investor.profile.id,
      ownerUserId: business.user.id, investorUserId: investor.user.id,
    }).returning();
    expect((await card())?.state.deal_id).toBe(deal!.id);
    await ctx.deps.db.update(profiles).set({ phone: '+971 4 111 2222' }).where(eq(profiles.userId, business.user.id));
    expect((await card())?.contact?.phone).toBe('+971 4 111 2222');
    await ctx.deps.db.update(users).set({ fullName: 'Renamed Owner' }).where(eq(users.id, business.user.id));
    expect((await card())?.contact?.name).toBe('Renamed Owner');
  });

  it('follows a counterpart’s trust signals at once: a registration verified behind the app’s back', async () => {
    const { business, card } = await introducedPair();
    expect((await card())?.trust.badges).not.toContain('registration_verified');
    await ctx.deps.db.update(businessProfiles).set({ registrationNumber: 'CN-1234567' }).where(eq(businessProfiles.id, business.profile.id));
    await ctx.deps.db.insert(registrationVerifications).values({
      businessProfileId: business.profile.id, registrationNumber: 'CN-1234567', checklist: [...REGISTRATION_CHECKLIST],
    });
    expect((await card())?.trust.badges).toContain('registration_verified');
  });

  it('moves the counters of both sides and of nobody else, and skips a user deleted in the same statement', async () => {
    const { investor, business } = await introducedPair();
    const other = await newInvestor();
    const counter = async (userId: string) => {
      const [row] = await ctx.deps.db.select().from(matchStateVersions).where(eq(matchStateVersions.userId, userId));
      return row?.version ?? 0n;
    };
    const before = await Promise.all([investor.user.id, business.user.id, other.user.id].map(counter));
    await ctx.deps.db.insert(matches).values({ investorProfileId: investor.profile.id, businessProfileId: business.profile.id, investorInterest: true });
    const after = await Promise.all([investor.user.id, business.user.id, other.user.id].map(counter));
    expect(after).toEqual([before[0]! + 1n, before[1]! + 1n, before[2]]);
    // Account deletion's cascade removes the match with the user: the counter row goes with the user, no error.
    await ctx.deps.db.delete(users).where(eq(users.id, investor.user.id));
    expect(await counter(investor.user.id)).toBe(0n);
    expect(await counter(business.user.id)).toBeGreaterThan(after[1]!);
  });
});
