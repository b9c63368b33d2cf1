import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SecurityEventPage } from '#shared/admin/security.ts';
import { securityLog } from '../../db/schema.ts';
import { cleanupExpired } from '../../job-handlers/cleanup.ts';
import { TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { SECURITY_LOG_LIMITS } from './admin-security.queries.ts';
import { signedIn, signedInAdmin, type Caller } from './admin.test-support.ts';

let admin: Caller;
// Behind a trusted proxy, so that the tests can play callers from several addresses.
const ctx = testContextForFile({ env: { TRUST_PROXY: 'true' } });
beforeAll(async () => {
  admin = await signedInAdmin(ctx);
});

const page = async (): Promise<SecurityEventPage> => {
  const res = await admin.client.get('/api/admin/security-log?page_size=100');
  expect(res.status).toBe(200);
  return (await res.json()) as SecurityEventPage;
};
const rowsFrom = async (ip: string) => (await ctx.deps.db.select().from(securityLog).where(sql`${securityLog.ip} = ${ip}`)).length;

describe('the security log', () => {
  it('records a stranger’s 401 and a signed-in user’s 403 on admin routes, with route, user, address and time, for admins to read', async () => {
    const stranger = new TestClient(ctx.app, { 'X-Forwarded-For': '203.0.113.10' });
    expect((await stranger.get('/api/admin/users')).status).toBe(401);
    const investor = await signedIn(ctx, 'investor');
    const nosy = new TestClient(ctx.app, { 'X-Forwarded-For': '203.0.113.11', Cookie: `dealbridge_session=${investor.client.sessionCookie ?? ''}` });
    expect((await nosy.get('/api/admin/security-log')).status).toBe(403);

    const { items, total } = await page();
    expect(total).toBeGreaterThanOrEqual(2);
    const [newest, next] = items;
    expect(newest).toMatchObject({ method: 'GET', route: '/api/admin/security-log', status: 403, ip: '203.0.113.11', user: { id: investor.userId, email: investor.email } });
    expect(next).toMatchObject({ method: 'GET', route: '/api/admin/users', status: 401, ip: '203.0.113.10', user: null });
    expect(Date.parse(newest?.created_at ?? '')).not.toBeNaN();
  });

  it('does not record what an admin is allowed to do, nor refusals outside the admin routes', async () => {
    const before = (await page()).total;
    expect((await admin.client.get('/api/admin/users')).status).toBe(200);
    expect((await new TestClient(ctx.app, { 'X-Forwarded-For': '203.0.113.12' }).patch('/api/me', { full_name: 'X' })).status).toBe(401);
    expect((await page()).total).toBe(before);
  });

  it('cannot be flooded nor silenced: one address writes at most its allowance of rows per minute, every further refusal is counted, and others are still recorded', async () => {
    const flooder = new TestClient(ctx.app, { 'X-Forwarded-For': '198.51.100.99' });
    for (let n = 0; n < SECURITY_LOG_LIMITS.perAddressPerMinute + 15; n += 1) expect((await flooder.get('/api/admin/stats')).status).toBe(401);
    expect(await rowsFrom('198.51.100.99')).toBe(SECURITY_LOG_LIMITS.perAddressPerMinute);
    const rows = await ctx.deps.db.select().from(securityLog).where(eq(securityLog.ip, '198.51.100.99'));
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(SECURITY_LOG_LIMITS.perAddressPerMinute + 15);
    const counted = rows.find((row) => row.count > 1);
    expect(counted?.count).toBe(16);
    expect(counted!.lastAt.getTime()).toBeGreaterThanOrEqual(counted!.createdAt.getTime());
    const listed = (await page()).items.find((event) => event.id === counted?.id);
    expect(listed).toMatchObject({ count: 16, ip: '198.51.100.99' });
    expect((await new TestClient(ctx.app, { 'X-Forwarded-For': '198.51.100.100' }).get('/api/admin/stats')).status).toBe(401);
    expect(await rowsFrom('198.51.100.100')).toBe(1);
  });

  it('is pruned by the daily clean-up past its retention', async () => {
    await ctx.deps.db.insert(securityLog).values({ method: 'GET', route: '/api/admin/old', status: 401, ip: '192.0.2.200', createdAt: sql`now() - interval '${sql.raw(String(SECURITY_LOG_LIMITS.retentionDays + 1))} days'` });
    expect(await rowsFrom('192.0.2.200')).toBe(1);
    const report = await cleanupExpired(ctx.deps.db);
    expect(report.securityLog).toBe(1);
    expect(await rowsFrom('192.0.2.200')).toBe(0);
  });
});
