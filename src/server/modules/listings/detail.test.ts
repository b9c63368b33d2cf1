import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessCardSchema, investorCardSchema, type BusinessCard } from '#shared/listings/listings.ts';
import { businessProfiles, investorProfiles, users } from '../../db/schema.ts';
import { DEMO_OWNER_EMAIL, seedDemo } from '../demo/seed.ts';
import { TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';

// A listed profile's page (issue 21): the same public card as the listing, for anyone; the investor's name only
// for an admin; 404 for a profile that is not public.

const clients: Record<'anonymous' | 'investor' | 'owner' | 'admin', TestClient> = {} as never;

const ctx = testContextForFile();
beforeAll(async () => {
  const logins = await seedDemo(ctx.deps.db, { adminPassword: 'admin-secret' });
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
const keysOf = (value: object) => Object.keys(value).sort();

describe('a business’s page', () => {
  it('answers anyone with the card the listing shows, and nothing more; an admin also sees a confidential name', async () => {
    const { body: page } = await get('/api/listings/businesses?page_size=4');
    expect(page.items.some((listed: BusinessCard) => listed.confidential)).toBe(true);
    expect(page.items.some((listed: BusinessCard) => !listed.confidential)).toBe(true);
    const [own] = await ctx.deps.db.select({ id: businessProfiles.id }).from(businessProfiles).innerJoin(users, eq(users.id, businessProfiles.userId)).where(eq(users.email, DEMO_OWNER_EMAIL));
    for (const listed of page.items) {
      for (const who of ['anonymous', 'investor', 'owner', 'admin'] as const) {
        const { status, body } = await get(`/api/listings/businesses/${listed.id}`, who);
        expect(status).toBe(200);
        // Its owner and the admins see a confidential business's name and figures; the investor here is not introduced to it.
        if (listed.confidential && (who === 'admin' || (who === 'owner' && listed.id === own?.id))) {
          expect(listed.company_name).toBeNull();
          expect(body.company_name).toEqual(expect.any(String));
          expect(listed.financial_highlights).toMatchObject({ annual_revenue: null, revenue_range: expect.any(Object) });
          expect(body.financial_highlights).toMatchObject({ annual_revenue: expect.any(Number), revenue_range: null });
          expect({ ...body, company_name: null, financial_highlights: listed.financial_highlights }).toEqual(listed);
        } else {
          expect(body).toEqual(listed);
        }
        expect(keysOf(body)).toEqual(keysOf(businessCardSchema.shape));
      }
    }
  });

  it('carries no owner identity, contact detail, registration number or document', async () => {
    const [row] = await ctx.deps.db
      .select({ id: businessProfiles.id, userId: users.id, email: users.email, name: users.fullName, registration: businessProfiles.registrationNumber })
      .from(businessProfiles)
      .innerJoin(users, eq(users.id, businessProfiles.userId))
      .where(eq(businessProfiles.status, 'active'))
      .limit(1);
    const text = JSON.stringify((await get(`/api/listings/businesses/${row?.id}`, 'admin')).body);
    expect(text).not.toMatch(/user_id|email(?!_verified)|phone|registration_number|key_personnel|documents|website/);
    for (const secret of [row?.userId, row?.email, row?.name, row?.registration]) if (secret) expect(text).not.toContain(secret);
  });

  it('is not found when inactive, unknown or not an id', async () => {
    const [inactive] = await ctx.deps.db.select({ id: businessProfiles.id }).from(businessProfiles).where(eq(businessProfiles.status, 'inactive')).limit(1);
    expect(inactive).toBeDefined();
    for (const id of [inactive?.id, crypto.randomUUID(), 'not-an-id']) {
      const { status, body } = await get(`/api/listings/businesses/${id}`);
      expect(status).toBe(404);
      expect(body.error.code).toBe('notFound');
    }
  });
});

describe('an investor’s page', () => {
  it('answers the listing’s masked card, with the name for an admin only', async () => {
    const { body: page } = await get('/api/listings/investors?page_size=3');
    const { body: adminPage } = await get('/api/listings/investors?page_size=3', 'admin');
    for (const [index, listed] of page.items.entries()) {
      for (const who of ['anonymous', 'investor', 'owner'] as const) {
        const { status, body } = await get(`/api/listings/investors/${listed.id}`, who);
        expect(status).toBe(200);
        expect(body).toEqual(listed);
        expect(body).not.toHaveProperty('investor_name');
      }
      const admin = (await get(`/api/listings/investors/${listed.id}`, 'admin')).body;
      expect(admin).toEqual(adminPage.items[index]);
      const [owner] = await ctx.deps.db
        .select({ name: users.fullName })
        .from(investorProfiles)
        .innerJoin(users, eq(users.id, investorProfiles.userId))
        .where(eq(investorProfiles.id, listed.id));
      expect(admin.investor_name).toBe(owner?.name);
      expect(keysOf(admin)).toEqual(keysOf(investorCardSchema.shape));
    }
  });

  it('never names the investor, their address or account to anyone but an admin', async () => {
    const [row] = await ctx.deps.db
      .select({ id: investorProfiles.id, userId: users.id, email: users.email, name: users.fullName })
      .from(investorProfiles)
      .innerJoin(users, eq(users.id, investorProfiles.userId))
      .where(and(eq(investorProfiles.status, 'active'), eq(investorProfiles.listed, true)))
      .limit(1);
    for (const who of ['anonymous', 'investor', 'owner'] as const) {
      const text = JSON.stringify((await get(`/api/listings/investors/${row?.id}`, who)).body);
      expect(text).not.toMatch(/investor_name|user_id|email(?!_verified)|phone|documents/);
      for (const secret of [row?.userId, row?.email, row?.name]) expect(text).not.toContain(secret);
    }
  });

  it('is not found when unlisted, inactive, unknown or not an id — for an admin too', async () => {
    const [investor] = await ctx.deps.db
      .select({ id: investorProfiles.id, industries: investorProfiles.preferredIndustries })
      .from(investorProfiles)
      .where(and(eq(investorProfiles.status, 'active'), eq(investorProfiles.listed, true)))
      .limit(1);
    const id = investor?.id ?? '';
    expect((await get(`/api/listings/investors/${id}`)).status).toBe(200);

    // Without a preferred sector the profile falls short of the minimum mandate: unlisted (issue 20).
    await ctx.deps.db.update(investorProfiles).set({ preferredIndustries: [] }).where(eq(investorProfiles.id, id));
    for (const who of ['anonymous', 'admin'] as const) expect((await get(`/api/listings/investors/${id}`, who)).status).toBe(404);
    await ctx.deps.db.update(investorProfiles).set({ preferredIndustries: investor?.industries ?? [] }).where(eq(investorProfiles.id, id));

    await ctx.deps.db.update(investorProfiles).set({ status: 'inactive' }).where(eq(investorProfiles.id, id));
    for (const who of ['anonymous', 'admin'] as const) expect((await get(`/api/listings/investors/${id}`, who)).status).toBe(404);
    await ctx.deps.db.update(investorProfiles).set({ status: 'active' }).where(eq(investorProfiles.id, id));
    expect((await get(`/api/listings/investors/${id}`)).status).toBe(200);

    for (const unknown of [crypto.randomUUID(), 'not-an-id']) expect((await get(`/api/listings/investors/${unknown}`)).status).toBe(404);
  });
});
