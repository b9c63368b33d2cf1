import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, serviceRequests } from '../../db/schema.ts';
import { TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { signedIn, signedInAdmin, type Caller } from './admin.test-support.ts';

let investor: Caller;
let owner: Caller;
let admin: Caller;
const ctx = testContextForFile();
beforeAll(async () => {
  [investor, owner, admin] = [await signedIn(ctx, 'investor'), await signedIn(ctx, 'business_owner'), await signedInAdmin(ctx)];
});

/** Every admin route the app declares, read from its OpenAPI document so that a new one cannot be missed. */
function adminRoutes(): { method: string; path: string }[] {
  const doc = ctx.app.getOpenAPIDocument({ openapi: '3.0.0', info: { title: 't', version: '0' } });
  return Object.entries(doc.paths ?? {})
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, item]) => Object.keys(item ?? {}).map((method) => ({ method: method.toUpperCase(), path: path.replace('{id}', randomUUID()) })));
}

const call = (client: TestClient, { method, path }: { method: string; path: string }) =>
  client.request(method, path, method === 'GET' ? undefined : { status: 'completed', subject: 'x', message: 'y' });

describe('admin routes', () => {
  it('are all declared under /api/admin, reads and writes alike', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(18);
    expect(routes.some((r) => r.method === 'PATCH')).toBe(true);
    expect(routes.some((r) => r.method === 'POST')).toBe(true);
  });

  it('answer 401 to an anonymous caller, on every route', async () => {
    const anonymous = new TestClient(ctx.app);
    for (const route of adminRoutes()) {
      const res = await call(anonymous, route);
      expect({ ...route, status: res.status }).toEqual({ ...route, status: 401 });
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('signIn');
    }
  });

  it('answer 403 to an investor and to a business owner, on every route', async () => {
    for (const caller of [investor, owner]) {
      for (const route of adminRoutes()) {
        const res = await call(caller.client, route);
        expect({ ...route, status: res.status }).toEqual({ ...route, status: 403 });
      }
    }
  });

  it('let an admin in: no route answers 401 or 403 to them', async () => {
    for (const route of adminRoutes()) {
      const res = await call(admin.client, route);
      expect([401, 403]).not.toContain(res.status);
      await res.arrayBuffer();
    }
  });

  it('change nothing when a non-admin sends a well-formed write', async () => {
    const mailsBefore = await ctx.deps.db.$count(emailOutbox);
    const [request] = await ctx.deps.db
      .insert(serviceRequests)
      .values({ userId: owner.userId, serviceType: 'audit', description: 'Audit please.', status: 'pending' })
      .returning();
    if (!request) throw new Error('no request');
    for (const caller of [investor, owner]) {
      const res = await caller.client.patch(`/api/admin/service-requests/${request.id}`, { status: 'assigned', estimated_cost: 1 });
      expect(res.status).toBe(403);
      const broadcast = await caller.client.post('/api/admin/broadcasts', { recipient_type: 'all', subject: 'Hi', message: 'Hello' });
      expect(broadcast.status).toBe(403);
    }
    const [after] = await ctx.deps.db.select().from(serviceRequests).where(eq(serviceRequests.id, request.id));
    expect(after).toMatchObject({ status: 'pending', estimatedCost: null });
    expect(await ctx.deps.db.$count(emailOutbox)).toBe(mailsBefore);
  });

  it('refuse a write without a same-origin Origin, even from an admin', async () => {
    const res = await admin.client.post('/api/admin/broadcasts', { subject: 'Hi', message: 'Hello' }, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});
