import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../auth/rate-limit.ts';
import { rateLimits, sessions } from '../db/schema.ts';
import { BROADCAST_LIMIT } from '../modules/admin/admin-broadcast.handlers.ts';
import { eventually, signedIn } from '../modules/admin/admin.test-support.ts';
import { SERVICE_REQUEST_LIMIT } from '../modules/services/services.handlers.ts';
import { testContextForFile } from '../testing/test-fixture.ts';
import { cleanupExpired, RATE_LIMIT_RETENTION_SECONDS } from './cleanup.ts';
import { QUEUES } from '../jobs/queues.ts';

const ctx = testContextForFile();

async function fixtures() {
  await ctx.deps.db.delete(sessions);
  const { userId } = await signedIn(ctx, 'investor');
  // Signing up counted against the registration limit; only the rows below are wanted.
  await ctx.deps.db.delete(rateLimits);
  await ctx.deps.db.insert(sessions).values([
    { tokenHash: 'expired-yesterday', userId, expiresAt: sql`now() - interval '1 day'` },
    { tokenHash: 'expired-just-now', userId, expiresAt: sql`now() - interval '1 second'` },
    { tokenHash: 'valid', userId, expiresAt: sql`now() + interval '1 hour'` },
  ]);
  await ctx.deps.db.insert(rateLimits).values([
    { key: 'spent', count: 9, windowStart: sql`now() - interval '2 days'` },
    // Past its window but within the day kept: left for consume() to restart.
    { key: 'recent-window', count: 3, windowStart: sql`now() - interval '2 hours'` },
    { key: 'current', count: 1, windowStart: sql`now()` },
  ]);
}

const remaining = async () => ({
  sessions: (await ctx.deps.db.select({ t: sessions.tokenHash }).from(sessions)).map((r) => r.t),
  rateLimits: (await ctx.deps.db.select({ k: rateLimits.key }).from(rateLimits)).map((r) => r.k).sort(),
});

describe('the daily clean-up', () => {
  it('keeps counters longer than any rate-limit window in use', () => {
    const windows = [...Object.values(LIMITS), BROADCAST_LIMIT, SERVICE_REQUEST_LIMIT].map((l) => l.windowSeconds);
    expect(Math.max(...windows)).toBeLessThan(RATE_LIMIT_RETENTION_SECONDS);
  });

  it('removes expired sessions and spent counters, and nothing else', async () => {
    await fixtures();
    const before = await ctx.deps.db.$count(sessions);
    expect(await cleanupExpired(ctx.deps.db)).toEqual({ sessions: 2, rateLimits: 1, securityLog: 0, spentLinkMail: 0 });
    expect(await ctx.deps.db.$count(sessions)).toBe(before - 2);
    const left = await remaining();
    expect(left.sessions).toContain('valid');
    expect(left.sessions.filter((t) => t.startsWith('expired'))).toEqual([]);
    expect(left.rateLimits).toEqual(['current', 'recent-window']);
    expect(await cleanupExpired(ctx.deps.db)).toEqual({ sessions: 0, rateLimits: 0, securityLog: 0, spentLinkMail: 0 });
  });

  it('runs as a job', async () => {
    await fixtures();
    await ctx.deps.jobs.work(ctx.deps, [QUEUES.cleanup]);
    await ctx.deps.jobs.send(QUEUES.cleanup, {});
    await eventually(async () => (await ctx.deps.db.$count(rateLimits)) === 2, 20_000);
    expect((await remaining()).sessions.filter((t) => t.startsWith('expired'))).toEqual([]);
    expect((await remaining()).sessions).toContain('valid');
  });
});
