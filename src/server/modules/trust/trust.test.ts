import { randomUUID } from 'node:crypto';
import { and, eq, notExists, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Trust } from '#shared/trust/trust.ts';
import { businessProfiles, documents, investorProfiles, matches, registrationVerifications, userResponsiveness, users } from '../../db/schema.ts';
import { TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { seedDemo } from '../demo/seed.ts';
import { refreshResponsiveness } from './responsiveness.ts';
import { trustOf } from './trust.queries.ts';

// Trust signals on every card (issue 23): freshness, the badges the server vouches for, responsiveness.

const clients: Record<'anonymous' | 'investor' | 'owner', TestClient> = {} as never;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const ctx = testContextForFile();
beforeAll(async () => {
  const logins = await seedDemo(ctx.deps.db, { adminPassword: 'admin-secret', storage: ctx.deps.storage });
  clients.anonymous = new TestClient(ctx.app);
  for (const [key, login] of [['investor', logins.investor], ['owner', logins.businessOwner]] as const) {
    clients[key] = new TestClient(ctx.app);
    expect((await clients[key].post('/api/auth/login', login)).status).toBe(200);
  }
}, 120_000);

const get = async <T = { trust: Trust } & Record<string, unknown>>(path: string, who: keyof typeof clients = 'anonymous') => {
  const res = await clients[who].get(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

/** An active business with no match at all, its owner and an active investor with none either. */
async function quietPair() {
  const { db } = ctx.deps;
  const [business] = await db.select({ id: businessProfiles.id, userId: businessProfiles.userId, number: businessProfiles.registrationNumber })
    .from(businessProfiles)
    .where(and(eq(businessProfiles.status, 'active'), notExists(db.select().from(matches).where(eq(matches.businessProfileId, businessProfiles.id)))))
    .limit(1);
  const investorsFree = await db.select({ id: investorProfiles.id, userId: investorProfiles.userId }).from(investorProfiles)
    .where(eq(investorProfiles.status, 'active')).orderBy(investorProfiles.id);
  if (!business) throw new Error('no quiet business in the demo data');
  return { business, investors: investorsFree };
}

describe('responsiveness', () => {
  it('is shown from three judged requests, with the share answered within 7 days and the median hours', async () => {
    const { db } = ctx.deps;
    const { business, investors } = await quietPair();
    const now = Date.now();
    const interest = async (investorIndex: number, askedDaysAgo: number, answeredAfterHours: number | null) => {
      const investor = investors[investorIndex];
      if (!investor) throw new Error('not enough investors');
      const asked = new Date(now - askedDaysAgo * DAY);
      await db.insert(matches).values({
        investorProfileId: investor.id, businessProfileId: business.id, status: 'interested', investorInterest: true, investorInterestedAt: asked,
        businessDeclinedAt: answeredAfterHours === null ? null : new Date(asked.getTime() + answeredAfterHours * HOUR),
      });
    };
    const own = () => db.select().from(userResponsiveness).where(eq(userResponsiveness.userId, business.userId));
    const card = () => get(`/api/listings/businesses/${business.id}`);

    await interest(1, 10, 24);
    await interest(2, 20, 48);
    // Older than the window: not counted at all.
    await interest(3, 100, 1);
    await refreshResponsiveness(db);
    expect((await own())[0]).toMatchObject({ received: 2, answeredInTime: 2 });
    expect((await card()).trust.responsiveness).toBeNull();

    // Answered after 10 days (late); unanswered for 2 days (not judged yet).
    await interest(4, 30, 240);
    await interest(5, 2, null);
    await refreshResponsiveness(db);
    expect((await card()).trust.responsiveness).toEqual({ received: 3, answered_share: 67, median_hours: 48 });

    // Unanswered for 9 days: judged, not answered in time; the median is over answered ones only.
    await interest(6, 9, null);
    const first = await refreshResponsiveness(db);
    expect((await card()).trust.responsiveness).toEqual({ received: 4, answered_share: 50, median_hours: 48 });
    // Idempotent.
    expect(await refreshResponsiveness(db)).toEqual(first);
    expect((await own())[0]).toMatchObject({ received: 4, answeredInTime: 2, medianAnswerHours: 48 });

    // Nothing received any more: the row goes.
    await db.delete(matches).where(eq(matches.businessProfileId, business.id));
    await refreshResponsiveness(db);
    expect(await own()).toEqual([]);
    expect((await card()).trust.responsiveness).toBeNull();
  });

  it('counts an owner’s Connect as received by the investor, answered by the first Interested or Decline after it, and not by the owner', async () => {
    const { db } = ctx.deps;
    const [investor] = await db.select({ id: investorProfiles.id, userId: investorProfiles.userId, listed: investorProfiles.listed }).from(investorProfiles)
      .where(and(eq(investorProfiles.status, 'active'), notExists(db.select().from(matches).where(eq(matches.investorProfileId, investorProfiles.id)))))
      .limit(1);
    const owners = await db.select({ id: businessProfiles.id, userId: businessProfiles.userId }).from(businessProfiles)
      .where(and(eq(businessProfiles.status, 'active'), notExists(db.select().from(matches).where(eq(matches.businessProfileId, businessProfiles.id)))))
      .limit(3);
    const [a, b, c] = owners;
    if (!investor || !a || !b || !c) throw new Error('not enough quiet profiles in the demo data');
    const now = Date.now();
    const connect = (businessId: string, daysAgo: number, answer: 'interest' | 'decline', hours: number) => {
      const asked = new Date(now - daysAgo * DAY);
      const answered = new Date(asked.getTime() + hours * HOUR);
      return db.insert(matches).values({
        investorProfileId: investor.id, businessProfileId: businessId, status: 'contacted', businessInterest: true, businessConnectedAt: asked,
        ...(answer === 'interest' ? { investorInterest: true, investorInterestedAt: answered, introducedAt: answered } : { investorDeclinedAt: answered }),
      });
    };
    await connect(a.id, 5, 'interest', 2);
    await connect(b.id, 12, 'decline', 4);
    await connect(c.id, 40, 'decline', 6);
    await refreshResponsiveness(db);
    const trust = (await trustOf(db, 'investor', [investor.id])).get(investor.id);
    expect(trust?.responsiveness).toEqual({ received: 3, answered_share: 100, median_hours: 4 });
    // The owners acted first: they received nothing from these pairs.
    for (const owner of owners) expect(await db.select().from(userResponsiveness).where(eq(userResponsiveness.userId, owner.userId))).toEqual([]);
    if (investor.listed) expect((await get(`/api/listings/investors/${investor.id}`)).trust).toEqual(trust);
    await db.delete(matches).where(eq(matches.investorProfileId, investor.id));
    await refreshResponsiveness(db);
  });
});

describe('badges on the public cards', () => {
  it('follow the owner’s email, the registration verified for the current number, and financial statements, on the next request', async () => {
    const { db } = ctx.deps;
    const home = await get<{ businesses: { id: string; trust: Trust }[] }>('/api/listings/home');
    const first = home.businesses[0];
    if (!first) throw new Error('no business on the home page');
    const [business] = await db.select().from(businessProfiles).where(eq(businessProfiles.id, first.id));
    if (!business) throw new Error('missing');
    const badgesEverywhere = async () => {
      const [homePage, detail, listPage] = await Promise.all([
        get<{ businesses: { id: string; trust: Trust }[] }>('/api/listings/home'),
        get(`/api/listings/businesses/${business.id}`),
        get<{ items: { id: string; trust: Trust }[] }>('/api/listings/businesses?page_size=50'),
      ]);
      const onHome = homePage.businesses.find((b) => b.id === business.id)?.trust;
      const onList = listPage.items.find((b) => b.id === business.id)?.trust;
      expect(onHome).toEqual(detail.trust);
      expect(onList).toEqual(detail.trust);
      expect(detail.trust.updated_at).toBe(business.confirmedAt.toISOString());
      return detail.trust.badges;
    };
    // A clean start: nothing vouched for.
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, business.userId));
    await db.delete(registrationVerifications).where(eq(registrationVerifications.businessProfileId, business.id));
    await db.delete(documents).where(eq(documents.userId, business.userId));
    expect(await badgesEverywhere()).toEqual([]);

    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, business.userId));
    expect(await badgesEverywhere()).toEqual(['email_verified']);

    await db.update(businessProfiles).set({ registrationNumber: 'CR-1000' }).where(eq(businessProfiles.id, business.id));
    await db.insert(registrationVerifications).values({ businessProfileId: business.id, registrationNumber: 'CR-1000', checklist: ['name_matches'] });
    expect(await badgesEverywhere()).toEqual(['email_verified', 'registration_verified']);

    const [statement] = await db.insert(documents).values({
      userId: business.userId, type: 'financial_statements', fileName: 'fs.pdf', storageKey: `test-${randomUUID()}`, contentType: 'application/pdf', sizeBytes: 10,
    }).returning();
    expect(await badgesEverywhere()).toEqual(['email_verified', 'registration_verified', 'financials_provided']);

    // Another type of document gives no badge; removing the statements takes it away.
    await db.update(documents).set({ type: 'brochure' }).where(eq(documents.id, statement?.id ?? ''));
    expect(await badgesEverywhere()).toEqual(['email_verified', 'registration_verified']);
    await db.update(documents).set({ type: 'financial_statements' }).where(eq(documents.id, statement?.id ?? ''));
    expect(await badgesEverywhere()).toEqual(['email_verified', 'registration_verified', 'financials_provided']);
    await db.delete(documents).where(eq(documents.id, statement?.id ?? ''));
    expect(await badgesEverywhere()).toEqual(['email_verified', 'registration_verified']);

    // A changed registration number lapses the verification (the column updated directly).
    await db.execute(sql`update business_profiles set registration_number = 'CR-2000' where id = ${business.id}`);
    expect(await badgesEverywhere()).toEqual(['email_verified']);
  });

  it('gives investors only the email badge', async () => {
    const { db } = ctx.deps;
    const page = await get<{ items: { id: string; trust: Trust }[] }>('/api/listings/investors?page_size=50');
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) {
      const [owner] = await db.select({ verified: users.emailVerifiedAt }).from(investorProfiles).innerJoin(users, eq(users.id, investorProfiles.userId))
        .where(eq(investorProfiles.id, item.id));
      expect(item.trust.badges).toEqual(owner?.verified ? ['email_verified'] : []);
      expect((await get(`/api/listings/investors/${item.id}`)).trust).toEqual(item.trust);
    }
    expect(page.items.some((item) => item.trust.badges.length === 0)).toBe(true);
  });
});

describe('trust on the match cards', () => {
  it('carries on BusinessMatches, the single card and “Wants to connect” the same signals as the public card', async () => {
    const page = await get<{ items: { id: string; trust: Trust }[] }>('/api/matching/businesses', 'investor');
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items.slice(0, 5)) {
      expect(item.trust).toEqual((await get(`/api/listings/businesses/${item.id}`)).trust);
      expect((await get(`/api/matching/businesses/${item.id}`, 'investor')).trust).toEqual(item.trust);
    }
    const group = await get<{ items: { id: string; trust: Trust }[] }>('/api/matching/businesses/wants-to-connect', 'investor');
    expect(group.items).toHaveLength(1);
    for (const item of group.items) expect(item.trust).toEqual((await trustOf(ctx.deps.db, 'business', [item.id])).get(item.id));
  });

  it('shows the demo owner’s business verified, with its financial statements, to the demo investor', async () => {
    const { db } = ctx.deps;
    const [own] = await db.select({ id: businessProfiles.id, confirmedAt: businessProfiles.confirmedAt }).from(businessProfiles)
      .innerJoin(users, eq(users.id, businessProfiles.userId)).where(eq(users.email, 'owner@demo.dealbridge.local'));
    const card = await get(`/api/matching/businesses/${own?.id}`, 'investor');
    expect(card.trust.badges).toEqual(['email_verified', 'registration_verified', 'financials_provided']);
    expect(card.trust.updated_at).toBe(own?.confirmedAt.toISOString());
  });

  it('carries on InvestorConnect, the single card and “Interested in you” the investors’ signals', async () => {
    const page = await get<{ items: { id: string; trust: Trust }[] }>('/api/matching/investors', 'owner');
    expect(page.items.length).toBeGreaterThan(0);
    const expected = await trustOf(ctx.deps.db, 'investor', page.items.map((item) => item.id));
    for (const item of page.items) {
      expect(item.trust).toEqual(expected.get(item.id));
      expect(item.trust.badges.every((badge) => badge === 'email_verified')).toBe(true);
    }
    const one = page.items[0];
    expect((await get(`/api/matching/investors/${one?.id}`, 'owner')).trust).toEqual(one?.trust);
    const group = await get<{ items: { id: string; trust: Trust }[] }>('/api/matching/investors/interested-in-you', 'owner');
    expect(group.items.length).toBeGreaterThan(0);
    const groupTrust = await trustOf(ctx.deps.db, 'investor', group.items.map((item) => item.id));
    for (const item of group.items) expect(item.trust).toEqual(groupTrust.get(item.id));
  });
});
