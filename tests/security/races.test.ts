import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessProfiles, investorProfiles, matches, notifications, serviceRequests, users } from '../../src/server/db/schema.ts';
import { SERVICE_REQUEST_LIMIT } from '../../src/server/modules/services/services.handlers.ts';
import { newUser, TestClient } from '../../src/server/testing/test-app.ts';
import { createAccount, INVESTOR_PROFILE, seededContext, type Account, type SeededContext } from './support/context.ts';

// Fifty identical submissions at once (real concurrency on PostgreSQL, interleaved on PGlite): exactly
// the intended rows, and no server error.

const N = 50;
let ctx: SeededContext;

beforeAll(async () => {
  // Distinct X-Forwarded-For addresses keep the per-address registration budget out of the way.
  ctx = await seededContext({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await ctx.close();
});

async function pairOf(investor: Account, owner: Account) {
  const [i] = await ctx.deps.db.select().from(investorProfiles).where(eq(investorProfiles.userId, investor.userId));
  const [b] = await ctx.deps.db.select().from(businessProfiles).where(eq(businessProfiles.userId, owner.userId));
  if (!i || !b) throw new Error('profiles missing');
  return { investorProfileId: i.id, businessProfileId: b.id };
}

const matchRows = (pair: { investorProfileId: string; businessProfileId: string }) =>
  ctx.deps.db.select().from(matches)
    .where(and(eq(matches.investorProfileId, pair.investorProfileId), eq(matches.businessProfileId, pair.businessProfileId)));

const noticeCount = (userId: string, kind: string) =>
  ctx.deps.db.$count(notifications, and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

const statuses = async (requests: Promise<Response>[]) => (await Promise.all(requests)).map((r) => r.status);

describe(`${N} concurrent identical submissions`, () => {
  it('hearts: every answer 200, one match row with the heart set, no notice', async () => {
    const [investor, owner] = [await createAccount(ctx, 'investor'), await createAccount(ctx, 'business_owner')];
    const pair = await pairOf(investor, owner);
    const path = `/api/matching/businesses/${pair.businessProfileId}/favourite`;
    expect(await statuses(Array.from({ length: N }, () => investor.client.request('PUT', path, { favourite: true })))).toEqual(Array(N).fill(200));
    const rows = await matchRows(pair);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ investorInterest: true, investorInterestedAt: null });
    expect(await noticeCount(owner.userId, 'interest_received')).toBe(0);
  });

  it('Interested: one match, interest recorded once, one notice to the business', async () => {
    const [investor, owner] = [await createAccount(ctx, 'investor'), await createAccount(ctx, 'business_owner')];
    const pair = await pairOf(investor, owner);
    const path = `/api/matching/businesses/${pair.businessProfileId}/interest`;
    await investor.client.acceptNda(pair.businessProfileId);
    expect(await statuses(Array.from({ length: N }, () => investor.client.post(path)))).toEqual(Array(N).fill(200));
    const rows = await matchRows(pair);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.investorInterestedAt).not.toBeNull();
    expect(await noticeCount(owner.userId, 'interest_received')).toBe(1);
  });

  it('Connect racing Interested: one match, each side notified once, introduced exactly once', async () => {
    const [investor, owner] = [await createAccount(ctx, 'investor'), await createAccount(ctx, 'business_owner')];
    const pair = await pairOf(investor, owner);
    await investor.client.acceptNda(pair.businessProfileId);
    const requests = Array.from({ length: 2 * N }, (_, i) => (i % 2
      ? investor.client.post(`/api/matching/businesses/${pair.businessProfileId}/interest`)
      : owner.client.post(`/api/matching/investors/${pair.investorProfileId}/connect`)));
    expect(await statuses(requests)).toEqual(Array(2 * N).fill(200));
    const rows = await matchRows(pair);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'contacted' });
    expect(rows[0]?.introducedAt).not.toBeNull();
    expect(await noticeCount(owner.userId, 'interest_received')).toBe(1);
    expect(await noticeCount(investor.userId, 'connection_received')).toBe(1);
    expect(await noticeCount(owner.userId, 'introduction_made')).toBe(1);
    expect(await noticeCount(investor.userId, 'introduction_made')).toBe(1);
  });

  it(`service requests: exactly ${SERVICE_REQUEST_LIMIT.max} rows (the hourly budget), the rest 429, none 5xx`, async () => {
    const user = await createAccount(ctx, 'business_owner');
    const body = { service_type: 'valuation', description: 'Value us, please.' };
    const got = await statuses(Array.from({ length: N }, () => user.client.post('/api/service-requests', body)));
    expect(got.filter((s) => s === 201)).toHaveLength(SERVICE_REQUEST_LIMIT.max);
    expect(got.filter((s) => s === 429)).toHaveLength(N - SERVICE_REQUEST_LIMIT.max);
    expect(await ctx.deps.db.$count(serviceRequests, eq(serviceRequests.userId, user.userId))).toBe(SERVICE_REQUEST_LIMIT.max);
  });

  it('registrations of one email: one account, the others 409, none 5xx', async () => {
    const fields = newUser('investor');
    const got = await statuses(Array.from({ length: N }, (_, i) =>
      new TestClient(ctx.app, { 'X-Forwarded-For': `198.51.100.${i + 1}` }).post('/api/auth/register', fields)));
    expect(got.filter((s) => s === 201)).toHaveLength(1);
    expect(got.filter((s) => s === 409)).toHaveLength(N - 1);
    expect(await ctx.deps.db.$count(users, eq(sql`lower(${users.email})`, fields.email.toLowerCase()))).toBe(1);
  });

  it('profile saves: one profile row per user, every save answered 200', async () => {
    const investor = await createAccount(ctx, 'investor', false);
    const got = await statuses(Array.from({ length: N }, () => investor.client.request('PUT', '/api/profiles/investor/me', INVESTOR_PROFILE)));
    expect(got).toEqual(Array(N).fill(200));
    expect(await ctx.deps.db.$count(investorProfiles, eq(investorProfiles.userId, investor.userId))).toBe(1);
  });
});
