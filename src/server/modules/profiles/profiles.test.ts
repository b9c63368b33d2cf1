import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentYear, profileMessages } from '#shared/profiles/profiles.ts';
import { businessProfiles, investorProfiles, notifications, users } from '../../db/schema.ts';
import { createTestContext, newUser, TestClient, type TestContext } from '../../testing/test-app.ts';

let ctx: TestContext;
let manual: TestContext;
beforeAll(async () => {
  [ctx, manual] = await Promise.all([createTestContext(), createTestContext({ PROFILE_REVIEW: 'manual' })]);
});
afterAll(async () => {
  await Promise.all([ctx.close(), manual.close()]);
});

const INVESTOR = '/api/profiles/investor/me';
const BUSINESS = '/api/profiles/business/me';

const investorPayload = {
  investment_capacity: { min_amount: 250_000, max_amount: 2_000_000, currency: 'AED' },
  preferred_industries: ['technology', 'healthcare'],
  return_expectations: { min_roi: 18, investment_horizon: '3-5_years' },
  involvement_type: 'active_advisory',
  geographical_preference: ['UAE', 'UK'],
  investment_stage: ['growth', 'expansion'],
  about: 'Family office backing Gulf healthcare and software.',
  portfolio_highlights: 'Two exits in clinic chains.',
  years_experience: 12,
};

const businessPayload = {
  basic_info: {
    company_name: 'Gulf Dates Co.', industry: 'food_beverage', sub_industry: 'Dates', business_stage: 'growth',
    year_established: 2012, legal_structure: 'llc', registration_number: 'CR-1234', website: 'gulfdates.example',
  },
  business_activities: ['Date farming', 'Packaging'],
  geographical_presence: { headquarters: 'Saudi Arabia', branches: ['UAE', 'Qatar'] },
  key_personnel: [{ name: 'Sara Al-Amri', position: 'CEO' }],
  organization_hierarchy: 'CEO, then operations and sales.',
  major_suppliers: ['Farm Union'],
  major_customers: ['Carrefour'],
  funding_requirements: { amount_required: 1_500_000, currency: 'SAR', purpose: 'expansion', equity_offered: 20, expected_valuation: 7_500_000 },
  financial_highlights: { annual_revenue: 3_200_000, profit_margin: 14.5, growth_rate: 22 },
};

async function signUp(context: TestContext, type: 'investor' | 'business_owner') {
  const client = new TestClient(context.app);
  const res = await client.post('/api/auth/register', newUser(type));
  const { user } = await res.json();
  return { client, id: user.id as string };
}
const put = (client: TestClient, path: string, body: unknown) => client.request('PUT', path, body);
const rowsOf = async (context: TestContext, userId: string) => ({
  investor: await context.deps.db.select().from(investorProfiles).where(eq(investorProfiles.userId, userId)),
  business: await context.deps.db.select().from(businessProfiles).where(eq(businessProfiles.userId, userId)),
});
const kindsFor = async (context: TestContext, userId: string) =>
  (await context.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind);

describe('investor profile', () => {
  it('answers 404 with the JSON error before the first save', async () => {
    const { client } = await signUp(ctx, 'investor');
    const res = await client.get(INVESTOR);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('noProfileYet');
  });

  it('saves the spec payload, answers it back with status active and marks the user profile_completed', async () => {
    const { client, id } = await signUp(ctx, 'investor');
    const res = await put(client, INVESTOR, investorPayload);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ ...investorPayload, status: 'active' });
    expect(body.id).toEqual(expect.any(String));
    expect((await (await client.get(INVESTOR)).json())).toEqual(body);
    const session = await (await client.get('/api/auth/session')).json();
    expect(session.user.profile_completed).toBe(true);
    expect(await kindsFor(ctx, id)).toEqual(['profile_saved']);
  });

  it('keeps one row per user: a second save updates it and keeps its id and creation time', async () => {
    const { client, id } = await signUp(ctx, 'investor');
    const first = await (await put(client, INVESTOR, investorPayload)).json();
    const second = await (await put(client, INVESTOR, { ...investorPayload, about: 'Changed.', preferred_industries: [] })).json();
    expect(second).toMatchObject({ id: first.id, created_at: first.created_at, about: 'Changed.', preferred_industries: [] });
    expect((await rowsOf(ctx, id)).investor).toHaveLength(1);
  });

  it('stores fields left out or empty as empty, with the default currency', async () => {
    const { client } = await signUp(ctx, 'investor');
    const body = await (await put(client, INVESTOR, { about: '   ' })).json();
    expect(body).toMatchObject({
      investment_capacity: { min_amount: null, max_amount: null, currency: 'USD' },
      preferred_industries: [], about: null, years_experience: null, involvement_type: null,
    });
  });

  it('refuses user, user_id, id and status in the body with 422 and changes nothing', async () => {
    const a = await signUp(ctx, 'investor');
    const b = await signUp(ctx, 'investor');
    await put(a.client, INVESTOR, investorPayload);
    const before = await rowsOf(ctx, a.id);
    for (const extra of [{ user: a.id }, { user_id: a.id }, { id: before.investor[0]?.id }, { status: 'active' }]) {
      const res = await put(b.client, INVESTOR, { ...investorPayload, about: 'Overwritten', ...extra });
      expect(res.status).toBe(422);
      expect(Object.keys((await res.json()).error.fields)).toEqual(Object.keys(extra));
    }
    expect(await rowsOf(ctx, a.id)).toEqual(before);
    expect((await rowsOf(ctx, b.id)).investor).toHaveLength(0);
  });

  it("writes only the caller's row: B saving leaves A's profile as it was", async () => {
    const a = await signUp(ctx, 'investor');
    const b = await signUp(ctx, 'investor');
    const aProfile = await (await put(a.client, INVESTOR, investorPayload)).json();
    const bProfile = await (await put(b.client, INVESTOR, { ...investorPayload, about: 'B only' })).json();
    expect(bProfile.id).not.toBe(aProfile.id);
    expect((await (await a.client.get(INVESTOR)).json()).about).toBe(investorPayload.about);
    expect((await (await b.client.get(INVESTOR)).json()).about).toBe('B only');
  });

  it('is refused to business owners (403) and to anonymous callers (401)', async () => {
    const owner = await signUp(ctx, 'business_owner');
    expect((await owner.client.get(INVESTOR)).status).toBe(403);
    expect((await put(owner.client, INVESTOR, investorPayload)).status).toBe(403);
    expect((await rowsOf(ctx, owner.id)).investor).toHaveLength(0);
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get(INVESTOR)).status).toBe(401);
    expect((await put(anonymous, INVESTOR, investorPayload)).status).toBe(401);
  });

  it('answers field messages for a negative amount and a minimum above the maximum', async () => {
    const { client, id } = await signUp(ctx, 'investor');
    const negative = await put(client, INVESTOR, { investment_capacity: { min_amount: -5 } });
    expect(negative.status).toBe(422);
    expect((await negative.json()).error.fields['investment_capacity.min_amount']).toEqual({ code: 'notNegative', message: profileMessages.notNegative });
    const inverted = await put(client, INVESTOR, { investment_capacity: { min_amount: 10, max_amount: 5 } });
    expect((await inverted.json()).error.fields['investment_capacity.max_amount']).toEqual({ code: 'maxBelowMin', message: profileMessages.maxBelowMin });
    expect((await rowsOf(ctx, id)).investor).toHaveLength(0);
    const [user] = await ctx.deps.db.select().from(users).where(eq(users.id, id));
    expect(user?.profileCompleted).toBe(false);
  });
});

describe('business profile', () => {
  it('answers 404 before the first save and saves the spec payload with status active', async () => {
    const { client, id } = await signUp(ctx, 'business_owner');
    expect((await client.get(BUSINESS)).status).toBe(404);
    const res = await put(client, BUSINESS, businessPayload);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ ...businessPayload, status: 'active' });
    expect(await (await client.get(BUSINESS)).json()).toEqual(body);
    expect(await kindsFor(ctx, id)).toEqual(['profile_saved']);
    const [user] = await ctx.deps.db.select().from(users).where(eq(users.id, id));
    expect(user?.profileCompleted).toBe(true);
  });

  it('requires a company name and an industry', async () => {
    const { client } = await signUp(ctx, 'business_owner');
    const res = await put(client, BUSINESS, { basic_info: { company_name: '' } });
    expect(res.status).toBe(422);
    expect((await res.json()).error.fields).toEqual({
      'basic_info.company_name': { code: 'required', message: profileMessages.required },
      'basic_info.industry': { code: 'required', message: profileMessages.required },
    });
  });

  it('refuses equity of 101 percent and a founding year next year', async () => {
    const { client, id } = await signUp(ctx, 'business_owner');
    const res = await put(client, BUSINESS, {
      ...businessPayload,
      basic_info: { ...businessPayload.basic_info, year_established: currentYear() + 1 },
      funding_requirements: { ...businessPayload.funding_requirements, equity_offered: 101 },
    });
    expect(res.status).toBe(422);
    const { fields } = (await res.json()).error;
    expect(fields['basic_info.year_established']).toEqual({ code: 'yearInFuture', message: profileMessages.yearInFuture });
    expect(fields['funding_requirements.equity_offered']).toEqual({ code: 'percentRange', message: profileMessages.percentRange(0, 100), params: { min: 0, max: 100 } });
    expect((await rowsOf(ctx, id)).business).toHaveLength(0);
  });

  it('keeps one row per user and refuses a status sent by the client', async () => {
    const { client, id } = await signUp(ctx, 'business_owner');
    await put(client, BUSINESS, businessPayload);
    await put(client, BUSINESS, { ...businessPayload, major_customers: ['Lulu'] });
    const refused = await put(client, BUSINESS, { ...businessPayload, status: 'active' });
    expect(refused.status).toBe(422);
    const { business } = await rowsOf(ctx, id);
    expect(business).toHaveLength(1);
    expect(business[0]?.majorCustomers).toEqual(['Lulu']);
  });

  it('is refused to investors (403) and to anonymous callers (401)', async () => {
    const investor = await signUp(ctx, 'investor');
    expect((await investor.client.get(BUSINESS)).status).toBe(403);
    expect((await put(investor.client, BUSINESS, businessPayload)).status).toBe(403);
    expect((await rowsOf(ctx, investor.id)).business).toHaveLength(0);
    expect((await put(new TestClient(ctx.app), BUSINESS, businessPayload)).status).toBe(401);
  });

  it('republishes an admin-rejected profile only through review', async () => {
    const { client, id } = await signUp(ctx, 'business_owner');
    await put(client, BUSINESS, businessPayload);
    await ctx.deps.db.update(businessProfiles).set({ status: 'inactive' }).where(eq(businessProfiles.userId, id));
    expect((await (await put(client, BUSINESS, businessPayload)).json()).status).toBe('under_review');
  });
});

describe('manual profile review (PROFILE_REVIEW=manual)', () => {
  it('puts every save of either profile under review and says so in a notification', async () => {
    const investor = await signUp(manual, 'investor');
    expect((await (await put(investor.client, INVESTOR, investorPayload)).json()).status).toBe('under_review');
    const owner = await signUp(manual, 'business_owner');
    expect((await (await put(owner.client, BUSINESS, businessPayload)).json()).status).toBe('under_review');
    // An approved profile goes back to review when its owner edits it.
    await manual.deps.db.update(businessProfiles).set({ status: 'active' }).where(eq(businessProfiles.userId, owner.id));
    expect((await (await put(owner.client, BUSINESS, businessPayload)).json()).status).toBe('under_review');
    expect(await kindsFor(manual, owner.id)).toEqual(['profile_submitted_for_review', 'profile_submitted_for_review']);
    expect(await kindsFor(manual, investor.id)).toEqual(['profile_submitted_for_review']);
  });
});

describe('the profiles record', () => {
  it('gives the user type, phone, company name and country of the signed-in user only', async () => {
    const client = new TestClient(ctx.app);
    const input = newUser('business_owner', { phone: '+974 5555 1234', country: 'Qatar' });
    await client.post('/api/auth/register', input);
    const res = await client.get('/api/profiles/me');
    expect(await res.json()).toEqual({
      user_type: 'business_owner', phone: '+974 5555 1234', company_name: input.company_name, country: 'Qatar', status_after_save: 'active',
    });
    expect((await new TestClient(ctx.app).get('/api/profiles/me')).status).toBe(401);
  });

  it('says what the next save of the profile leads to: published at once, or review when staff review or after a rejection', async () => {
    const statusAfterSave = async (client: TestClient) => ((await (await client.get('/api/profiles/me')).json()) as { status_after_save: string }).status_after_save;
    const owner = await signUp(ctx, 'business_owner');
    expect(await statusAfterSave(owner.client)).toBe('active');
    await put(owner.client, BUSINESS, businessPayload);
    expect(await statusAfterSave(owner.client)).toBe('active');
    await ctx.deps.db.update(businessProfiles).set({ status: 'inactive' }).where(eq(businessProfiles.userId, owner.id));
    expect(await statusAfterSave(owner.client)).toBe('under_review');
    const investor = await signUp(manual, 'investor');
    expect(await statusAfterSave(investor.client)).toBe('under_review');
  });

  it('gives the country the user last chose in the header, not the one given at registration', async () => {
    const client = new TestClient(ctx.app);
    await client.post('/api/auth/register', newUser('investor', { country: 'Qatar' }));
    expect((await client.patch('/api/me', { country: 'Singapore' })).status).toBe(200);
    expect(await (await client.get('/api/profiles/me')).json()).toMatchObject({ country: 'Singapore' });
  });

  it('lets a user whose user record lacks a type act with the type of the profiles record', async () => {
    const { client, id } = await signUp(ctx, 'investor');
    await ctx.deps.db.update(users).set({ userType: null }).where(eq(users.id, id));
    expect((await put(client, INVESTOR, investorPayload)).status).toBe(200);
    expect((await client.get(BUSINESS)).status).toBe(403);
    const [count] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(investorProfiles).where(eq(investorProfiles.userId, id));
    expect(count?.n).toBe(1);
  });
});
