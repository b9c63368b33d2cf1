import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BusinessCard } from '#shared/listings/listings.ts';
import { businessProfiles, investorProfiles, users } from '../../db/schema.ts';
import { seedDemo, type DemoLogins } from '../demo/seed.ts';
import { TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';

let logins: DemoLogins;
const clients: Record<'anonymous' | 'investor' | 'owner' | 'admin', TestClient> = {} as never;

const ctx = testContextForFile();
beforeAll(async () => {
  logins = await seedDemo(ctx.deps.db, { adminPassword: 'admin-secret' });
  clients.anonymous = new TestClient(ctx.app);
  for (const [key, login] of [['investor', logins.investor], ['owner', logins.businessOwner], ['admin', logins.admin]] as const) {
    clients[key] = new TestClient(ctx.app);
    expect((await clients[key].post('/api/auth/login', login)).status).toBe(200);
  }
});

const get = async (path: string, who: keyof typeof clients = 'anonymous') => {
  const res = await clients[who].get(path);
  return { status: res.status, body: await res.json() };
};

describe('investor listing', () => {
  it('returns only active profiles, newest first, with server totals', async () => {
    const { body } = await get('/api/listings/investors?page_size=50');
    const active = await ctx.deps.db.select().from(investorProfiles).where(eq(investorProfiles.status, 'active'));
    expect(body.total).toBe(active.length);
    expect(body.total_all).toBe(active.length);
    const ids = new Set(active.map((p) => p.id));
    expect(body.items.every((i: { id: string }) => ids.has(i.id))).toBe(true);
    const dates = body.items.map((i: { created_at: string }) => i.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by preferred industry and region, and totals follow the filter', async () => {
    const { body } = await get('/api/listings/investors?industry=healthcare&region=Oman&page_size=50');
    expect(body.total).toBe(body.items.length);
    expect(body.total).toBeLessThan(body.total_all);
    for (const item of body.items) {
      expect(item.preferred_industries).toContain('healthcare');
      expect(item.geographical_preference).toContain('Oman');
    }
  });

  it('paginates with a capped page size and refuses unknown filters', async () => {
    const first = await get('/api/listings/investors?page_size=5&page=1');
    const second = await get('/api/listings/investors?page_size=5&page=2');
    expect(first.body.items).toHaveLength(5);
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
    expect((await get('/api/listings/investors?page_size=51')).status).toBe(422);
    expect((await get('/api/listings/investors?owner=x')).status).toBe(422);
    expect((await get('/api/listings/investors?industry=weapons')).status).toBe(422);
  });

  it('never shows names, emails, phones or user ids to anyone but an admin', async () => {
    const investorUsers = await ctx.deps.db.select({ name: users.fullName, email: users.email, id: users.id }).from(users).where(eq(users.userType, 'investor'));
    for (const who of ['anonymous', 'investor', 'owner'] as const) {
      const text = JSON.stringify((await get('/api/listings/investors?page_size=50', who)).body) + JSON.stringify((await get('/api/listings/home', who)).body.investors);
      expect(text).not.toMatch(/investor_name|user_id|email(?!_verified)|phone|documents/);
      for (const u of investorUsers) {
        expect(text).not.toContain(u.name);
        expect(text).not.toContain(u.email);
        expect(text).not.toContain(u.id);
      }
    }
    const admin = (await get('/api/listings/investors?page_size=50', 'admin')).body;
    const names = new Set(investorUsers.map((u) => u.name));
    expect(admin.items.every((i: { investor_name?: string }) => i.investor_name && names.has(i.investor_name))).toBe(true);
  });

  it('does not find investors by their names', async () => {
    const [someone] = await ctx.deps.db.select({ name: users.fullName }).from(users).where(eq(users.userType, 'investor')).limit(1);
    const surname = someone?.name.split(' ').pop() ?? 'x';
    const { body } = await get(`/api/listings/investors?search=${encodeURIComponent(someone?.name ?? '')}`);
    expect(body.total).toBe(0);
    expect(surname.length).toBeGreaterThan(0);
  });
});

describe('business listing', () => {
  it('filters by industry, stage and region (headquarters or branch)', async () => {
    const { body } = await get('/api/listings/businesses?industry=logistics&page_size=50');
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.every((i: { industry: string }) => i.industry === 'logistics')).toBe(true);
    const staged = (await get('/api/listings/businesses?stage=mature&page_size=50')).body;
    expect(staged.items.every((i: { business_stage: string }) => i.business_stage === 'mature')).toBe(true);
    const regional = (await get('/api/listings/businesses?region=Bahrain&page_size=50')).body;
    expect(regional.total).toBeGreaterThan(0);
    for (const i of regional.items) expect(i.headquarters === 'Bahrain' || i.branches.includes('Bahrain')).toBe(true);
  });

  it('searches named businesses\' names and sub-industries case-insensitively and hides inactive profiles', async () => {
    const named = eq(businessProfiles.confidential, false);
    const [inactive] = await ctx.deps.db.select().from(businessProfiles).where(and(eq(businessProfiles.status, 'inactive'), named)).limit(1);
    const [active] = await ctx.deps.db.select().from(businessProfiles).where(and(eq(businessProfiles.status, 'active'), named)).limit(1);
    const byName = (await get(`/api/listings/businesses?search=${encodeURIComponent((active?.companyName ?? '').toUpperCase())}`)).body;
    expect(byName.items.map((i: { id: string }) => i.id)).toContain(active?.id);
    // Business activities are no part of the card, so no longer of the search (search.test.ts); the sub-industry is.
    const bySubIndustry = (await get(`/api/listings/businesses?search=${encodeURIComponent(active?.subIndustry ?? '')}&page_size=50`)).body;
    expect(bySubIndustry.items.map((i: { id: string }) => i.id)).toContain(active?.id);
    const hidden = (await get(`/api/listings/businesses?search=${encodeURIComponent(inactive?.companyName ?? '')}`)).body;
    expect(hidden.items.map((i: { id: string }) => i.id)).not.toContain(inactive?.id);
  });

  it('treats SQL metacharacters and wildcards in the search as plain text', async () => {
    // A teaser may hold a literal "%" ("a 12% margin", issue 49): a term finds exactly the listings whose public text
    // holds it as written, and nothing for a wildcard that no text holds.
    const texts = await ctx.deps.db.select({ text: businessProfiles.searchText }).from(businessProfiles).where(eq(businessProfiles.status, 'active'));
    for (const term of ['%', '_', "'; drop table users; --", '\\', '%%__']) {
      const { status, body } = await get(`/api/listings/businesses?search=${encodeURIComponent(term)}`);
      expect(status).toBe(200);
      expect(body.total, term).toBe(texts.filter(({ text }) => text.includes(term)).length);
    }
    expect(texts.filter(({ text }) => text.includes('%%__'))).toEqual([]);
    expect((await ctx.deps.db.select().from(users)).length).toBeGreaterThan(0);
  });

  it('contains no owner identity, contact detail, registration number or document', async () => {
    const owners = await ctx.deps.db.select({ name: users.fullName, email: users.email }).from(users).where(eq(users.userType, 'business_owner'));
    for (const who of ['anonymous', 'investor', 'owner', 'admin'] as const) {
      const text = JSON.stringify((await get('/api/listings/businesses?page_size=50', who)).body) + JSON.stringify((await get('/api/listings/home', who)).body.businesses);
      // Keys, not words: a teaser may well say "website" or "phone" (issue 49).
      const keys = [...text.matchAll(/"([a-z_]+)":/g)].map(([, key]) => key);
      expect(keys.filter((key) => /^(user_id|email|phone|registration_number|key_personnel|documents|website)$/.test(key ?? ''))).toEqual([]);
      for (const o of owners) expect(text).not.toContain(o.email);
    }
  });
});

describe('home listings', () => {
  it('gives at most six active investors and businesses, newest first', async () => {
    const { body } = await get('/api/listings/home');
    expect(body.investors).toHaveLength(6);
    expect(body.businesses).toHaveLength(6);
    const newest = (await get('/api/listings/businesses?page_size=6')).body.items.map((i: { id: string }) => i.id);
    expect(body.businesses.map((i: { id: string }) => i.id)).toEqual(newest);
  });
});

describe('cached listing pages', () => {
  it('show a write from any writer at once, even right after serving the same page', async () => {
    const path = '/api/listings/businesses?page_size=6';
    const before = (await get(path)).body;
    const newest = before.items[0] as BusinessCard;
    expect((await get(path)).body).toEqual(before);

    // Written straight into the database, as another instance would (named, so that the name shows).
    const [original] = await ctx.deps.db.select().from(businessProfiles).where(eq(businessProfiles.id, newest.id));
    await ctx.deps.db.update(businessProfiles).set({ companyName: 'Renamed Elsewhere Ltd', confidential: false }).where(eq(businessProfiles.id, newest.id));
    expect((await get(path)).body.items[0].company_name).toBe('Renamed Elsewhere Ltd');
    expect((await get('/api/listings/home')).body.businesses[0].company_name).toBe('Renamed Elsewhere Ltd');

    expect((await clients.admin.patch(`/api/admin/businesses/${newest.id}`, { status: 'inactive' })).status).toBe(200);
    const hidden = (await get(path)).body;
    expect(hidden.items.map((i: { id: string }) => i.id)).not.toContain(newest.id);
    expect(hidden.total_all).toBe(before.total_all - 1);

    expect((await clients.admin.patch(`/api/admin/businesses/${newest.id}`, { status: 'active' })).status).toBe(200);
    await ctx.deps.db.update(businessProfiles).set({ companyName: original?.companyName, confidential: original?.confidential }).where(eq(businessProfiles.id, newest.id));
    // Approving again counts as the owner's confirmation (issue 23): the card is the same but fresher.
    const back = (await get(path)).body.items[0];
    expect(back).toEqual({ ...newest, trust: { ...newest.trust, updated_at: expect.any(String) } });
    expect(Date.parse(back.trust.updated_at)).toBeGreaterThanOrEqual(Date.parse(newest.trust.updated_at));
  });

  it('keep admin pages, which carry investor names, apart from the shared ones', async () => {
    await get('/api/listings/investors?page_size=3', 'admin');
    const anonymous = JSON.stringify((await get('/api/listings/investors?page_size=3')).body);
    expect(anonymous).not.toContain('investor_name');
    const admin = (await get('/api/listings/investors?page_size=3', 'admin')).body;
    expect(admin.items.every((i: { investor_name?: string }) => typeof i.investor_name === 'string')).toBe(true);
  });
});
