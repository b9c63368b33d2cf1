// Issue 20 through the API: must-haves before scores, near misses apart, honest reasons that add up,
// money filters in the reader's currency, no hidden text in reasons, the minimum mandate, suggestions.
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BusinessMatchCard, BusinessMatchesPage, InvestorMatchCard, InvestorMatchesPage } from '#shared/deals/introductions.ts';
import type { Suggestions } from '#shared/matching/suggestions.ts';
import { MISFIT_CODES } from '#shared/matching/score.ts';
import { BUSINESS_SECTORS, INVESTOR_SECTORS } from '#shared/taxonomy.ts';
import { CATEGORIES, SIZE_BANDS, CONNECT_INDUSTRIES } from '#shared/matching/derived.ts';
import { businessProfiles, investorProfiles } from '../../db/schema.ts';
import { seedDemo, type DemoLogins } from '../demo/seed.ts';
import { newUser, TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { snapshotsFor } from './match-snapshot.ts';

let logins: DemoLogins;

const ctx = testContextForFile();
beforeAll(async () => {
  logins = await seedDemo(ctx.deps.db, { adminPassword: 'admin-secret' });
});

async function signIn(login: { email: string; password: string }) {
  const client = new TestClient(ctx.app);
  expect((await client.post('/api/auth/login', login)).status).toBe(200);
  return client;
}

async function registered(type: 'investor' | 'business_owner') {
  const client = new TestClient(ctx.app);
  const { user } = await (await client.post('/api/auth/register', newUser(type, { phone: '+971 4 000 0000' }))).json();
  return { client, user: user as { id: string } };
}

const cards = async <T>(client: TestClient, path: string) => (await (await client.get(path)).json()) as T;
type Card = BusinessMatchCard | InvestorMatchCard;

function expectHonest(card: Card) {
  for (const reason of card.reason_details) expect(MISFIT_CODES.has(reason.code)).toBe(false);
  expect(card.score_parts.reduce((sum, part) => sum + part.points, 0)).toBe(card.score);
  for (const part of card.score_parts) expect(part.points).toBeLessThanOrEqual(part.weight);
}

describe('constraints before scores', () => {
  it('ranks only pairs that fit every must-have and lists the near misses apart, each with what it misses', async () => {
    const investor = await signIn(logins.investor);
    const ranked = await cards<BusinessMatchesPage>(investor, '/api/matching/businesses');
    const near = await cards<BusinessMatchesPage>(investor, '/api/matching/businesses?near_misses=1');
    expect(ranked.items.length).toBeGreaterThan(0);
    expect(near.items.length).toBeGreaterThan(0);
    for (const card of ranked.items) expect(card.misses).toEqual([]);
    for (const card of near.items) expect(card.misses.length).toBeGreaterThan(0);
    const rankedIds = new Set(ranked.items.map((c) => c.id));
    for (const card of near.items) expect(rankedIds.has(card.id)).toBe(false);
    // Near misses stay ranked by score among themselves.
    const scores = near.items.map((c) => c.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('gives the demo owner a first investor whose range covers the raise, with reasons that say only what fits', async () => {
    const owner = await signIn(logins.businessOwner);
    const page = await cards<InvestorMatchesPage>(owner, '/api/matching/investors');
    const first = page.items[0] as InvestorMatchCard;
    expect(first.misses).toEqual([]);
    expect(first.reason_details.map((r) => r.code)).not.toContain('investsMoreThan');
    expect(first.reason_details.map((r) => r.code)).not.toContain('investsLessThan');
    for (const card of page.items) expectHonest(card);
    const near = await cards<InvestorMatchesPage>(owner, '/api/matching/investors?near_misses=1');
    for (const card of near.items) expectHonest(card);
    // A near miss on capacity says so in "Watch out", in both currencies where they differ.
    const capacity = near.items.find((c) => c.misses.includes('capacity') || c.misses.includes('ticket'));
    expect(capacity?.watch_out.map((r) => r.code)).toEqual(expect.arrayContaining([expect.stringMatching(/^invests(MoreThan|LessThan)$/)]));
  });

  it('keeps an investor with a must-have industry away from other sectors', async () => {
    const { client, user } = await registered('investor');
    await ctx.deps.db.insert(investorProfiles).values({
      userId: user.id, minAmount: 1, maxAmount: 1e12, currency: 'USD', preferredIndustries: ['energy'], geographicalPreference: ['UAE'],
      investmentStage: ['growth'], mustHave: ['ticket', 'industries'],
    });
    snapshotsFor(ctx.deps.database).invalidate();
    const ranked = await cards<BusinessMatchesPage>(client, '/api/matching/businesses');
    expect(ranked.stats.total).toBeGreaterThan(0);
    for (const card of ranked.items) expect(card.industry).toBe('energy');
    const near = await cards<BusinessMatchesPage>(client, '/api/matching/businesses?near_misses=1');
    for (const card of near.items) expect(card.misses).toContain('industries');
  });
});

describe('filters', () => {
  it('reads revenue bounds in the given currency, converted on the server', async () => {
    const investor = await signIn(logins.investor);
    // AED is pegged at 3.6725 to the dollar: the same bounds in both currencies give the same businesses.
    const usd = await cards<BusinessMatchesPage>(investor, '/api/matching/businesses?revenue_min=1000000&revenue_max=5000000');
    const aed = await cards<BusinessMatchesPage>(investor, '/api/matching/businesses?revenue_min=3672500&revenue_max=18362500&currency=AED');
    expect(aed.stats.total).toBe(usd.stats.total);
    expect(aed.items.map((c) => c.id)).toEqual(usd.items.map((c) => c.id));
    const asIfDollars = await cards<BusinessMatchesPage>(investor, '/api/matching/businesses?revenue_min=3672500&revenue_max=18362500');
    expect(asIfDollars.stats.total).not.toBe(usd.stats.total);
  });

  it('answers an inverted range with the field that is wrong', async () => {
    const investor = await signIn(logins.investor);
    const res = await investor.get('/api/matching/businesses?revenue_min=9&revenue_max=1&currency=AED');
    expect(res.status).toBe(422);
    expect((await res.json()).error.fields.revenue_max).toMatchObject({ code: 'maxBelowMin' });
  });

  it('offers options that each return something on the demo data', async () => {
    const admin = await signIn(logins.admin);
    for (const industry of BUSINESS_SECTORS) {
      expect((await cards<{ total: number }>(admin, `/api/listings/businesses?industry=${industry}`)).total, industry).toBeGreaterThan(0);
    }
    for (const industry of INVESTOR_SECTORS) {
      expect((await cards<{ total: number }>(admin, `/api/listings/investors?industry=${industry}`)).total, industry).toBeGreaterThan(0);
    }
    // The discovery filters, for an investor who holds to nothing: every category and stage, every connect industry.
    const { client, user } = await registered('investor');
    await ctx.deps.db.insert(investorProfiles).values({
      userId: user.id, minAmount: 1, maxAmount: 1e12, currency: 'USD', preferredIndustries: ['other'], geographicalPreference: ['UK'],
      investmentStage: ['seed'], mustHave: [],
    });
    snapshotsFor(ctx.deps.database).invalidate();
    for (const category of CATEGORIES) {
      expect((await cards<BusinessMatchesPage>(client, `/api/matching/businesses?category=${category}`)).stats.total, category).toBeGreaterThan(0);
    }
    for (const size of SIZE_BANDS) {
      expect((await cards<BusinessMatchesPage>(client, `/api/matching/businesses?size=${size}`)).stats.total, size).toBeGreaterThan(0);
    }
    const owner = await registered('business_owner');
    await ctx.deps.db.insert(businessProfiles).values({ userId: owner.user.id, companyName: 'Open Minds', industry: 'education', mustHave: [] });
    snapshotsFor(ctx.deps.database).invalidate();
    for (const industry of CONNECT_INDUSTRIES) {
      expect((await cards<InvestorMatchesPage>(owner.client, `/api/matching/investors?industry=${industry}`)).stats.total, industry).toBeGreaterThan(0);
    }
  });
});

describe('hidden text', () => {
  it('never quotes the counterpart’s hidden text in a reason before the introduction', async () => {
    const investor = await registered('investor');
    await ctx.deps.db.insert(investorProfiles).values({
      userId: investor.user.id, minAmount: 100_000, maxAmount: 90_000_000, currency: 'USD', preferredIndustries: ['logistics'],
      geographicalPreference: ['UAE'], investmentStage: ['growth', 'series_b'], about: 'We back growth companies in the Gulf.',
      portfolioHighlights: 'Zeppelin airship cargo operator exit, zeppelin hangar leasing', mustHave: [],
    });
    const owner = await registered('business_owner');
    await ctx.deps.db.insert(businessProfiles).values({
      userId: owner.user.id, companyName: 'Skyward Freight', industry: 'logistics', businessStage: 'growth', headquarters: 'UAE',
      amountRequired: 2_000_000, currency: 'USD', businessActivities: ['Zeppelin airship cargo', 'Zeppelin hangar leasing'], mustHave: [],
    });
    snapshotsFor(ctx.deps.database).invalidate();
    const ownerCards = await cards<InvestorMatchesPage>(owner.client, '/api/matching/investors?page=1');
    const investorCards = await cards<BusinessMatchesPage>(investor.client, '/api/matching/businesses?page=1');
    const everything = JSON.stringify([ownerCards, investorCards]).toLowerCase();
    expect(everything).not.toContain('zeppelin');
    expect(everything).not.toContain('airship');
  });
});

describe('a minimum mandate to be listed', () => {
  it('keeps an empty investor profile unlisted, says what is missing, and lists it once complete', async () => {
    const { client } = await registered('investor');
    const before = (await cards<{ total: number }>(new TestClient(ctx.app), '/api/listings/investors')).total;
    const saved = await client.request('PUT', '/api/profiles/investor/me', {});
    expect(saved.status).toBe(200);
    const dto = await saved.json();
    expect(dto.completeness).toEqual({ complete: false, missing: ['capacity', 'industries', 'regions', 'stages'] });
    expect((await cards<{ total: number }>(new TestClient(ctx.app), '/api/listings/investors')).total).toBe(before);
    const owner = await signIn(logins.businessOwner);
    const ids = async () => {
      snapshotsFor(ctx.deps.database).invalidate();
      const [ranked, near] = await Promise.all([
        cards<InvestorMatchesPage>(owner, '/api/matching/investors?page=1'),
        cards<InvestorMatchesPage>(owner, '/api/matching/investors?near_misses=1'),
      ]);
      return ranked.stats.total + near.stats.total;
    };
    const matchable = await ids();
    const complete = await client.request('PUT', '/api/profiles/investor/me', {
      investment_capacity: { min_amount: 100_000, max_amount: 2_000_000, currency: 'USD' }, preferred_industries: ['retail'],
      geographical_preference: ['UK'], investment_stage: ['growth'],
    });
    expect(complete.status).toBe(200);
    expect((await complete.json()).completeness).toEqual({ complete: true, missing: [] });
    expect((await cards<{ total: number }>(new TestClient(ctx.app), '/api/listings/investors')).total).toBe(before + 1);
    expect(await ids()).toBe(matchable + 1);
  });
});

describe('suggestions you can see', () => {
  it('shows the stored suggestions as new until the user has seen them', async () => {
    const investor = await signIn(logins.investor);
    const first = await cards<Suggestions>(investor, '/api/matching/suggestions');
    expect(first.total).toBeGreaterThan(0);
    expect(first.items.length).toBeGreaterThan(0);
    expect(first.items.every((s) => s.kind === 'business')).toBe(true);
    // A confidential business is suggested unnamed (issue 49); a named one by its name.
    const rows = await ctx.deps.db.select({ id: businessProfiles.id, confidential: businessProfiles.confidential, name: businessProfiles.companyName })
      .from(businessProfiles).where(inArray(businessProfiles.id, first.items.map((s) => s.profile_id)));
    for (const s of first.items) {
      const row = rows.find((r) => r.id === s.profile_id);
      expect(s.company_name).toBe(row?.confidential ? null : row?.name);
    }
    expect(first.new_count).toBe(first.total);
    expect((await investor.post('/api/matching/suggestions/seen', {})).status).toBe(204);
    const again = await cards<Suggestions>(investor, '/api/matching/suggestions');
    expect(again.new_count).toBe(0);
    expect(again.items.every((s) => !s.is_new)).toBe(true);
  });

  it('shows an owner anonymous investors, and a user without a profile none', async () => {
    const owner = await signIn(logins.businessOwner);
    const page = await cards<Suggestions>(owner, '/api/matching/suggestions');
    expect(page.items.length).toBeGreaterThan(0);
    for (const s of page.items) {
      expect(s.kind).toBe('investor');
      expect(s.company_name).toBeNull();
    }
    const { client } = await registered('investor');
    expect(await cards<Suggestions>(client, '/api/matching/suggestions')).toEqual({ items: [], new_count: 0, total: 0 });
  });
});

describe('profile fields of issue 20', () => {
  it('keeps must-haves and the owner’s wishes as sent, with sensible defaults', async () => {
    const { client } = await registered('business_owner');
    const res = await client.request('PUT', '/api/profiles/business/me', { basic_info: { company_name: 'Pearl Bakery', industry: 'food_beverage' } });
    expect(res.status).toBe(200);
    const dto = await res.json();
    expect(dto.investor_preferences).toEqual({ involvement: [], must_have: ['capacity'] });
    const updated = await client.request('PUT', '/api/profiles/business/me', {
      basic_info: { company_name: 'Pearl Bakery', industry: 'food_beverage' },
      investor_preferences: { involvement: ['passive'], must_have: ['involvement'] },
    });
    expect((await updated.json()).investor_preferences).toEqual({ involvement: ['passive'], must_have: ['involvement'] });
    const bad = await client.request('PUT', '/api/profiles/business/me', {
      basic_info: { company_name: 'Pearl Bakery', industry: 'food_beverage' }, investor_preferences: { must_have: ['ticket'] },
    });
    expect(bad.status).toBe(422);
    const [row] = await ctx.deps.db.select({ mustHave: businessProfiles.mustHave }).from(businessProfiles).where(eq(businessProfiles.id, dto.id));
    expect(row?.mustHave).toEqual(['involvement']);
  });
});

describe('search on the discovery screens', () => {
  it('forgives places and typos, over public fields only, by relevance then score', async () => {
    const investor = await signIn(logins.investor);
    const riyadh = await cards<BusinessMatchesPage>(investor, `/api/matching/businesses?search=${encodeURIComponent('riyadh')}`);
    const ksa = await cards<BusinessMatchesPage>(investor, '/api/matching/businesses?search=KSA');
    expect(riyadh.stats.total).toBeGreaterThan(0);
    expect(ksa.stats.total).toBe(riyadh.stats.total);
    const [first] = riyadh.items;
    const [row] = await ctx.deps.db.select({ hq: businessProfiles.headquarters, branches: businessProfiles.branches })
      .from(businessProfiles).where(eq(businessProfiles.id, first!.id));
    expect([row?.hq, ...(row?.branches ?? [])]).toContain('Saudi Arabia');
    // A company name with a typo still finds the company, first.
    const name = first!.company_name!;
    const word = [...name.split(' ')].sort((a, b) => b.length - a.length)[0] as string;
    const typo = word.slice(0, 4) + word.slice(5);
    const found = await cards<BusinessMatchesPage>(investor, `/api/matching/businesses?search=${encodeURIComponent(typo)}`);
    expect(found.items.map((c) => c.company_name)).toContain(name);
  });
});
