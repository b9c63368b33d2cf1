import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BusinessMatchesPage } from '#shared/deals/introductions.ts';
import { users } from '../../db/schema.ts';
import { seedDemo, type DemoLogins } from '../demo/seed.ts';
import { JOBS_SCHEMA } from '../../jobs/jobs.ts';
import { QUEUES } from '../../jobs/queues.ts';
import { TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { eventually } from '../admin/admin.test-support.ts';
import { storedSuggestions, SUGGESTION_COUNT } from './suggestions.service.ts';
import { INVESTOR_PROFILE } from '../../../../tests/security/support/context.ts';

let logins: DemoLogins;
let investor: TestClient;
let investorId: string;

const ctx = testContextForFile();
beforeAll(async () => {
  logins = await seedDemo(ctx.deps.db, { adminPassword: 'admin-secret' });
  investor = new TestClient(ctx.app);
  expect((await investor.post('/api/auth/login', logins.investor)).status).toBe(200);
  const [row] = await ctx.deps.db.select({ id: users.id }).from(users).where(eq(users.email, logins.investor.email));
  investorId = row!.id;
});

/** The first page of the live ranking that the discovery screen shows. */
async function liveRanking(): Promise<{ id: string; score: number }[]> {
  const res = await investor.get('/api/matching/businesses');
  expect(res.status).toBe(200);
  return ((await res.json()) as BusinessMatchesPage).items.map((i) => ({ id: i.id, score: i.score }));
}

const waitingJobs = async (userId: string) =>
  (await ctx.database.executeSql(`select state from ${JOBS_SCHEMA}.job where name = $1 and singleton_key = $2`, [QUEUES.suggestions, userId])).rows as { state: string }[];

describe("a user's stored match suggestions", () => {
  it('are recomputed in the background after a profile save, in the order of the live ranking', async () => {
    expect(await storedSuggestions(ctx.deps.db, investorId)).toEqual([]);
    // Two saves in quick succession leave one job waiting.
    for (const industries of [['retail'], ['technology', 'healthcare']]) {
      expect((await investor.request('PUT', '/api/profiles/investor/me', { ...INVESTOR_PROFILE, preferred_industries: industries })).status).toBe(200);
    }
    expect(await waitingJobs(investorId)).toEqual([{ state: 'created' }]);

    await ctx.deps.jobs.work(ctx.deps, [QUEUES.suggestions]);
    await eventually(async () => (await storedSuggestions(ctx.deps.db, investorId)).length > 0, 20_000);
    const stored = await storedSuggestions(ctx.deps.db, investorId);
    expect(stored.length).toBeLessThanOrEqual(SUGGESTION_COUNT);
    expect(stored.map((s) => s.rank)).toEqual(stored.map((_, i) => i + 1));
    const live = await liveRanking();
    expect(stored.slice(0, live.length).map((s) => ({ id: s.counterpartProfileId, score: s.score }))).toEqual(live);
  });

  it('follow the next profile change', async () => {
    const before = await storedSuggestions(ctx.deps.db, investorId);
    const computedAt = before[0]!.computedAt.getTime();
    const res = await investor.request('PUT', '/api/profiles/investor/me', {
      ...INVESTOR_PROFILE, preferred_industries: ['logistics', 'retail'], geographical_preference: ['UK'], investment_stage: ['acquisition'],
    });
    expect(res.status).toBe(200);
    await eventually(async () => ((await storedSuggestions(ctx.deps.db, investorId))[0]?.computedAt.getTime() ?? 0) > computedAt, 20_000);
    const after = await storedSuggestions(ctx.deps.db, investorId);
    const live = await liveRanking();
    expect(after.slice(0, live.length).map((s) => ({ id: s.counterpartProfileId, score: s.score }))).toEqual(live);
    expect(after.map((s) => s.counterpartProfileId)).not.toEqual(before.map((s) => s.counterpartProfileId));
  });
});
