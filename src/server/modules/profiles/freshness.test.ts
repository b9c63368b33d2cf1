import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnListingFreshnessResponse } from '#shared/trust/trust.ts';
import { FRESHNESS } from '#shared/trust/trust.ts';
import { businessProfiles, emailOutbox, investorProfiles, notifications, registrationVerifications, users } from '../../db/schema.ts';
import { createTestContext, newUser, TestClient, type TestContext } from '../../testing/test-app.ts';
import { businessProfile, INVESTOR_PROFILE } from '../../../../tests/security/support/context.ts';
import { eventually } from '../admin/admin.test-support.ts';
import { runListingFreshness } from './freshness.service.ts';

// Listing freshness (issue 23): reminded at 60 days without an update, paused (hidden) at 120, republished in one click
// or by the next save.

let ctx: TestContext;
let manual: TestContext;
beforeAll(async () => {
  // Each test user registers from an address of its own (behind a trusted proxy), clear of the per-address limit.
  [ctx, manual] = await Promise.all([createTestContext({ TRUST_PROXY: 'true' }), createTestContext({ TRUST_PROXY: 'true', PROFILE_REVIEW: 'manual' })]);
});
afterAll(async () => {
  await Promise.all([ctx.close(), manual.close()]);
});

const PUBLIC_URL = 'https://dealbridge.example';
const FRESHNESS_PATH = '/api/listing-freshness/me';
const CONFIRM_PATH = '/api/listing-freshness/me/confirm';
const TABLES = { business: businessProfiles, investor: investorProfiles } as const;

interface Lister {
  client: TestClient;
  userId: string;
  email: string;
  profileId: string;
  companyName: string;
}

let addresses = 0;
async function register(context: TestContext, type: 'investor' | 'business_owner', language: 'en' | 'ar' = 'en') {
  addresses += 1;
  const client = new TestClient(context.app, { 'X-Forwarded-For': `198.51.100.${addresses % 250}` });
  const fields = newUser(type);
  const res = await client.post('/api/auth/register', fields);
  expect(res.status).toBe(201);
  const { user } = (await res.json()) as { user: { id: string } };
  if (language === 'ar') expect((await client.patch('/api/me', { language })).status).toBe(200);
  return { client, userId: user.id, email: fields.email };
}

async function owner(context: TestContext, language: 'en' | 'ar' = 'en'): Promise<Lister> {
  const caller = await register(context, 'business_owner', language);
  const companyName = `Freshwater ${randomBytes(4).toString('hex')} Systems`;
  const res = await caller.client.request('PUT', '/api/profiles/business/me', businessProfile(companyName));
  expect(res.status).toBe(200);
  return { ...caller, profileId: ((await res.json()) as { id: string }).id, companyName };
}

async function investor(context: TestContext, language: 'en' | 'ar' = 'en'): Promise<Lister> {
  const caller = await register(context, 'investor', language);
  const res = await caller.client.request('PUT', '/api/profiles/investor/me', INVESTOR_PROFILE);
  expect(res.status).toBe(200);
  return { ...caller, profileId: ((await res.json()) as { id: string }).id, companyName: '' };
}

/** Moves the listing's last confirmation `days` back, as if its owner had left it alone since. */
async function backdate(context: TestContext, kind: 'business' | 'investor', userId: string, days: number) {
  const table = TABLES[kind];
  await context.deps.db.update(table).set({ confirmedAt: sql`now() - make_interval(days => ${days})` }).where(eq(table.userId, userId));
}

async function rowOf(context: TestContext, kind: 'business' | 'investor', userId: string) {
  const table = TABLES[kind];
  const [row] = await context.deps.db
    .select({ status: table.status, confirmedAt: table.confirmedAt, staleRemindedAt: table.staleRemindedAt, pausedAt: table.pausedAt })
    .from(table)
    .where(eq(table.userId, userId));
  if (!row) throw new Error('no profile');
  return row;
}

const notificationsOf = async (context: TestContext, userId: string, kind: 'listing_stale' | 'listing_paused') =>
  context.deps.db.select({ data: notifications.data }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
/** The mails to `email` other than the registration's address check. */
const mailsTo = async (context: TestContext, email: string) =>
  (await context.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email)).orderBy(emailOutbox.createdAt)).filter((m) => !/email/i.test(m.subject) && !m.subject.includes('البريد'));
const freshnessOf = async (client: TestClient) => {
  const res = await client.get(FRESHNESS_PATH);
  expect(res.status).toBe(200);
  return ((await res.json()) as OwnListingFreshnessResponse).listing;
};
const recent = (date: Date | string | null | undefined) => date !== null && date !== undefined && Date.now() - new Date(date).getTime() < 60_000;

/** Whether the public Businesses page lists this business (searched by its unique name) and its page answers. */
async function publiclyListed(context: TestContext, business: Lister): Promise<boolean> {
  const anonymous = new TestClient(context.app);
  const page = await anonymous.get(`/api/listings/businesses?search=${encodeURIComponent(business.companyName)}`);
  expect(page.status).toBe(200);
  const inPage = ((await page.json()) as { items: { id: string }[] }).items.some((i) => i.id === business.profileId);
  const detail = (await anonymous.get(`/api/listings/businesses/${business.profileId}`)).status;
  expect(detail === 200 || detail === 404).toBe(true);
  expect(detail === 200).toBe(inPage);
  return inPage;
}

async function investorListed(context: TestContext, listed: Lister): Promise<boolean> {
  const res = await new TestClient(context.app).get('/api/listings/investors?page_size=50');
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: { id: string }[] }).items.some((i) => i.id === listed.profileId);
}

/** Whether the profile is among the caller's matches (fits and near misses alike, every page), as the matches page shows them. */
async function matched(viewer: TestClient, path: '/api/matching/businesses' | '/api/matching/investors', profileId: string): Promise<boolean> {
  for (const nearMisses of ['0', '1']) {
    for (let page = 1; page <= 50; page += 1) {
      const res = await viewer.get(`${path}?near_misses=${nearMisses}&page=${page}`);
      expect(res.status).toBe(200);
      const { items } = (await res.json()) as { items: { id: string }[] };
      if (items.some((i) => i.id === profileId)) return true;
      if (items.length === 0) break;
    }
  }
  return false;
}

describe('the daily freshness run', () => {
  it('reminds a listing left alone for 60 days, once, in its owner\'s language, and leaves it listed', async () => {
    const early = await owner(ctx);
    const due = await investor(ctx, 'ar');
    await backdate(ctx, 'business', early.userId, FRESHNESS.remindAfterDays - 1);
    await backdate(ctx, 'investor', due.userId, FRESHNESS.remindAfterDays + 1);

    expect(await runListingFreshness(ctx.deps.db, PUBLIC_URL)).toEqual({ reminded: 1, paused: 0, mailed: 1 });
    const row = await rowOf(ctx, 'investor', due.userId);
    expect(row.status).toBe('active');
    expect(recent(row.staleRemindedAt)).toBe(true);
    expect(row.pausedAt).toBeNull();
    expect(await notificationsOf(ctx, due.userId, 'listing_stale')).toEqual([{ data: { profileType: 'investor' } }]);
    const [mail, ...more] = await mailsTo(ctx, due.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('هل ما زال ملفك محدّثًا؟');
    expect(mail?.bodyText).toContain(`مضى ${FRESHNESS.remindAfterDays + 1} يومًا`);
    expect(mail?.bodyText).toContain(`${PUBLIC_URL}/dashboard`);
    expect((await rowOf(ctx, 'business', early.userId)).staleRemindedAt).toBeNull();
    expect(await notificationsOf(ctx, early.userId, 'listing_stale')).toEqual([]);

    // The owner's view says so; the listing stays in the listings.
    expect(await freshnessOf(due.client)).toMatchObject({ kind: 'investor', reminded: true, paused: false });
    expect(await investorListed(ctx, due)).toBe(true);

    // A second run the same day tells nobody again.
    expect(await runListingFreshness(ctx.deps.db, PUBLIC_URL)).toEqual({ reminded: 0, paused: 0, mailed: 0 });
    expect(await notificationsOf(ctx, due.userId, 'listing_stale')).toHaveLength(1);
    expect(await mailsTo(ctx, due.email)).toHaveLength(1);
  });

  it('pauses a business left alone for 120 days: hidden from the listings and the matches, its owner told once', async () => {
    const business = await owner(ctx);
    const viewer = await investor(ctx);
    expect(await publiclyListed(ctx, business)).toBe(true);
    expect(await matched(viewer.client, '/api/matching/businesses', business.profileId)).toBe(true);
    const [before] = await ctx.deps.db.select({ updatedAt: businessProfiles.updatedAt }).from(businessProfiles).where(eq(businessProfiles.id, business.profileId));
    await backdate(ctx, 'business', business.userId, FRESHNESS.pauseAfterDays + 10);

    // Due for both the reminder and the pause: only the pause is sent.
    expect(await runListingFreshness(ctx.deps.db)).toEqual({ reminded: 0, paused: 1, mailed: 1 });
    const row = await rowOf(ctx, 'business', business.userId);
    expect(row.status).toBe('inactive');
    expect(recent(row.pausedAt)).toBe(true);
    const [after] = await ctx.deps.db.select({ updatedAt: businessProfiles.updatedAt }).from(businessProfiles).where(eq(businessProfiles.id, business.profileId));
    // The match snapshot's stamp (count and last change of active profiles) moves with it.
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    expect(await notificationsOf(ctx, business.userId, 'listing_paused')).toEqual([{ data: { profileType: 'business' } }]);
    expect(await notificationsOf(ctx, business.userId, 'listing_stale')).toEqual([]);
    const mails = await mailsTo(ctx, business.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your listing is paused']);
    // Without the site's address the mail says where to go.
    expect(mails[0]?.bodyText).toContain('on your dashboard brings it back as it was: /dashboard');
    expect(mails[0]?.bodyText).toContain(`for ${FRESHNESS.pauseAfterDays + 10} days`);

    expect(await publiclyListed(ctx, business)).toBe(false);
    // The job's write reaches the match snapshot when its stamp is next checked, as any other instance's write does.
    await eventually(async () => !(await matched(viewer.client, '/api/matching/businesses', business.profileId)));
    expect(await freshnessOf(business.client)).toMatchObject({ kind: 'business', paused: true });

    expect(await runListingFreshness(ctx.deps.db)).toEqual({ reminded: 0, paused: 0, mailed: 0 });
    expect(await notificationsOf(ctx, business.userId, 'listing_paused')).toHaveLength(1);
  });

  it("pauses an investor's mandate the same way, after its reminder", async () => {
    const mandate = await investor(ctx);
    const business = await owner(ctx);
    expect(await matched(business.client, '/api/matching/investors', mandate.profileId)).toBe(true);
    await backdate(ctx, 'investor', mandate.userId, FRESHNESS.remindAfterDays);
    expect(await runListingFreshness(ctx.deps.db)).toEqual({ reminded: 1, paused: 0, mailed: 1 });
    await backdate(ctx, 'investor', mandate.userId, FRESHNESS.pauseAfterDays);
    expect(await runListingFreshness(ctx.deps.db)).toEqual({ reminded: 0, paused: 1, mailed: 1 });
    expect((await rowOf(ctx, 'investor', mandate.userId)).status).toBe('inactive');
    expect(await investorListed(ctx, mandate)).toBe(false);
    await eventually(async () => !(await matched(business.client, '/api/matching/investors', mandate.profileId)));
    expect((await mailsTo(ctx, mandate.email)).map((m) => m.subject)).toEqual(['Is your listing still current?', 'Your listing is paused']);
  });

  it('tells each owner once when two runs overlap (two instances)', async () => {
    const business = await owner(ctx);
    const mandate = await investor(ctx);
    await backdate(ctx, 'business', business.userId, FRESHNESS.pauseAfterDays + 1);
    await backdate(ctx, 'investor', mandate.userId, FRESHNESS.remindAfterDays + 1);
    const runs = await Promise.all([runListingFreshness(ctx.deps.db), runListingFreshness(ctx.deps.db)]);
    expect(runs.reduce((sum, r) => ({ reminded: sum.reminded + r.reminded, paused: sum.paused + r.paused, mailed: sum.mailed + r.mailed })))
      .toEqual({ reminded: 1, paused: 1, mailed: 2 });
    expect(await notificationsOf(ctx, business.userId, 'listing_paused')).toHaveLength(1);
    expect(await notificationsOf(ctx, mandate.userId, 'listing_stale')).toHaveLength(1);
    expect(await mailsTo(ctx, business.email)).toHaveLength(1);
    expect(await mailsTo(ctx, mandate.email)).toHaveLength(1);
  });

  it('leaves listings under review or rejected alone, and mails no suspended account', async () => {
    const rejected = await owner(ctx);
    const suspended = await owner(ctx);
    await ctx.deps.db.update(businessProfiles).set({ status: 'inactive' }).where(eq(businessProfiles.userId, rejected.userId));
    await ctx.deps.db.update(users).set({ suspendedAt: sql`now()` }).where(eq(users.id, suspended.userId));
    await backdate(ctx, 'business', rejected.userId, 400);
    await backdate(ctx, 'business', suspended.userId, FRESHNESS.remindAfterDays + 5);
    expect(await runListingFreshness(ctx.deps.db)).toEqual({ reminded: 1, paused: 0, mailed: 0 });
    expect((await rowOf(ctx, 'business', rejected.userId)).pausedAt).toBeNull();
    expect(await notificationsOf(ctx, suspended.userId, 'listing_stale')).toHaveLength(1);
    expect(await mailsTo(ctx, suspended.email)).toEqual([]);
  });
});

describe('confirming and republishing (POST /api/listing-freshness/me/confirm)', () => {
  it('confirms a reminded listing: the clock restarts and the reminder is forgotten', async () => {
    const business = await owner(ctx);
    await backdate(ctx, 'business', business.userId, 70);
    await runListingFreshness(ctx.deps.db);
    const before = await freshnessOf(business.client);
    expect(before).toMatchObject({ reminded: true, paused: false });
    expect(Date.parse(before!.remind_at) - Date.parse(before!.confirmed_at)).toBe(FRESHNESS.remindAfterDays * 86_400_000);
    expect(Date.parse(before!.pause_at) - Date.parse(before!.confirmed_at)).toBe(FRESHNESS.pauseAfterDays * 86_400_000);

    const res = await business.client.post(CONFIRM_PATH);
    expect(res.status).toBe(200);
    const { listing } = (await res.json()) as OwnListingFreshnessResponse;
    expect(listing).toMatchObject({ kind: 'business', reminded: false, paused: false });
    expect(recent(listing?.confirmed_at)).toBe(true);
    expect(await freshnessOf(business.client)).toEqual(listing);
    expect((await rowOf(ctx, 'business', business.userId)).status).toBe('active');
  });

  it('republishes a paused listing in one click: listed and matched again', async () => {
    const business = await owner(ctx);
    const viewer = await investor(ctx);
    await backdate(ctx, 'business', business.userId, 200);
    await runListingFreshness(ctx.deps.db);
    expect(await publiclyListed(ctx, business)).toBe(false);

    const res = await business.client.post(CONFIRM_PATH);
    expect(res.status).toBe(200);
    expect(((await res.json()) as OwnListingFreshnessResponse).listing).toMatchObject({ paused: false, reminded: false });
    const row = await rowOf(ctx, 'business', business.userId);
    expect(row).toMatchObject({ status: 'active', pausedAt: null, staleRemindedAt: null });
    expect(recent(row.confirmedAt)).toBe(true);
    expect(await publiclyListed(ctx, business)).toBe(true);
    expect(await matched(viewer.client, '/api/matching/businesses', business.profileId)).toBe(true);
    // Confirmed now: tomorrow's run leaves it alone.
    expect(await runListingFreshness(ctx.deps.db)).toEqual({ reminded: 0, paused: 0, mailed: 0 });
  });

  it('republishes straight to active under manual review too, since staff approved it before', async () => {
    const mandate = await investor(manual);
    await manual.deps.db.update(investorProfiles).set({ status: 'active' }).where(eq(investorProfiles.userId, mandate.userId));
    await backdate(manual, 'investor', mandate.userId, FRESHNESS.pauseAfterDays);
    expect(await runListingFreshness(manual.deps.db)).toEqual({ reminded: 0, paused: 1, mailed: 1 });
    expect((await mandate.client.post(CONFIRM_PATH)).status).toBe(200);
    expect((await rowOf(manual, 'investor', mandate.userId)).status).toBe('active');
  });

  it('does not republish a rejected listing: only its confirmation moves', async () => {
    const business = await owner(ctx);
    await ctx.deps.db.update(businessProfiles).set({ status: 'inactive' }).where(eq(businessProfiles.userId, business.userId));
    await backdate(ctx, 'business', business.userId, 30);
    const res = await business.client.post(CONFIRM_PATH);
    expect(res.status).toBe(200);
    expect(((await res.json()) as OwnListingFreshnessResponse).listing).toMatchObject({ paused: false });
    const row = await rowOf(ctx, 'business', business.userId);
    expect(row.status).toBe('inactive');
    expect(recent(row.confirmedAt)).toBe(true);
    expect(await publiclyListed(ctx, business)).toBe(false);
  });

  it('answers listing null and 404 to a user with no listing yet, and to an admin; 401 signed out', async () => {
    for (const type of ['investor', 'business_owner'] as const) {
      const { client } = await register(ctx, type);
      expect(await freshnessOf(client)).toBeNull();
      const res = await client.post(CONFIRM_PATH);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('noProfileYet');
    }
    const admin = await register(ctx, 'investor');
    await ctx.deps.db.update(users).set({ role: 'admin', userType: null }).where(eq(users.id, admin.userId));
    expect(await freshnessOf(admin.client)).toBeNull();
    expect((await admin.client.post(CONFIRM_PATH)).status).toBe(404);
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get(FRESHNESS_PATH)).status).toBe(401);
    expect((await anonymous.post(CONFIRM_PATH)).status).toBe(401);
  });

  it('confirms only the caller\'s own listing', async () => {
    const mine = await owner(ctx);
    const theirs = await owner(ctx);
    await backdate(ctx, 'business', mine.userId, 10);
    await backdate(ctx, 'business', theirs.userId, 10);
    expect((await mine.client.post(CONFIRM_PATH)).status).toBe(200);
    expect(recent((await rowOf(ctx, 'business', mine.userId)).confirmedAt)).toBe(true);
    expect(recent((await rowOf(ctx, 'business', theirs.userId)).confirmedAt)).toBe(false);
  });
});

describe('a save refreshes the listing', () => {
  it('clears a pause and the reminder and restarts the clock; a paused listing saves like an active one', async () => {
    const business = await owner(ctx);
    await backdate(ctx, 'business', business.userId, FRESHNESS.pauseAfterDays);
    await runListingFreshness(ctx.deps.db);
    expect((await (await business.client.get('/api/profiles/me')).json()).status_after_save).toBe('active');
    const res = await business.client.request('PUT', '/api/profiles/business/me', businessProfile(business.companyName));
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('active');
    const row = await rowOf(ctx, 'business', business.userId);
    expect(row).toMatchObject({ status: 'active', pausedAt: null, staleRemindedAt: null });
    expect(recent(row.confirmedAt)).toBe(true);
    expect(await publiclyListed(ctx, business)).toBe(true);
  });

  it('sends a paused listing to review under manual review, like an active one', async () => {
    const mandate = await investor(manual);
    await manual.deps.db.update(investorProfiles).set({ status: 'active' }).where(eq(investorProfiles.userId, mandate.userId));
    await backdate(manual, 'investor', mandate.userId, 61);
    await runListingFreshness(manual.deps.db);
    expect((await rowOf(manual, 'investor', mandate.userId)).staleRemindedAt).not.toBeNull();
    await backdate(manual, 'investor', mandate.userId, FRESHNESS.pauseAfterDays);
    await runListingFreshness(manual.deps.db);
    const res = await mandate.client.request('PUT', '/api/profiles/investor/me', INVESTOR_PROFILE);
    expect((await res.json()).status).toBe('under_review');
    expect(await rowOf(manual, 'investor', mandate.userId)).toMatchObject({ status: 'under_review', pausedAt: null, staleRemindedAt: null });
  });

  it('lapses the registration verification when the registration number changes, and keeps it otherwise', async () => {
    const business = await owner(ctx);
    const save = (number: string) => {
      const profile = businessProfile(business.companyName);
      return business.client.request('PUT', '/api/profiles/business/me', { ...profile, basic_info: { ...profile.basic_info, registration_number: number } });
    };
    expect((await save('CR-1001')).status).toBe(200);
    await ctx.deps.db.insert(registrationVerifications).values({
      businessProfileId: business.profileId, registrationNumber: 'CR-1001', checklist: ['name_matches', 'number_matches', 'document_current', 'issuer_recognised'],
    });
    const verifications = () => ctx.deps.db.select().from(registrationVerifications).where(eq(registrationVerifications.businessProfileId, business.profileId));
    expect((await save('CR-1001')).status).toBe(200);
    expect(await verifications()).toHaveLength(1);
    expect((await save('CR-2002')).status).toBe(200);
    expect(await verifications()).toEqual([]);
  });
});
