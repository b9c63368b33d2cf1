import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages/messages.ts';
import type { ServiceRequest, ServiceRequestPage } from '#shared/services/services.ts';
import { auditLog, serviceRequests, users } from '../../db/schema.ts';
import { newUser, TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { SERVICE_REQUEST_LIMIT } from './services.handlers.ts';

const ctx = testContextForFile();

const signedIn = async (type: 'investor' | 'business_owner' = 'business_owner') => {
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/register', newUser(type));
  expect(res.status).toBe(201);
  const { user } = (await res.json()) as { user: { id: string } };
  return { client, userId: user.id };
};

const countRequests = async (userId?: string) =>
  (await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(serviceRequests).where(userId ? eq(serviceRequests.userId, userId) : undefined))[0]?.n ?? 0;

const valid = { service_type: 'valuation', description: 'Value our logistics business ahead of a sale.', urgency: 'high' };

describe('requesting a service', () => {
  it('refuses an anonymous caller with 401, whatever the body, and stores nothing', async () => {
    const before = await countRequests();
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.post('/api/service-requests', valid)).status).toBe(401);
    expect((await anonymous.post('/api/service-requests', { ...valid, status: 'completed' })).status).toBe(401);
    expect((await anonymous.get('/api/service-requests/mine')).status).toBe(401);
    expect(await countRequests()).toBe(before);
  });

  it('creates a pending request without a cost for the signed-in user', async () => {
    const { client, userId } = await signedIn();
    const res = await client.post('/api/service-requests', { ...valid, description: `  ${valid.description}  ` });
    expect(res.status).toBe(201);
    const body = (await res.json()) as ServiceRequest;
    expect(body).toMatchObject({ service_type: 'valuation', description: valid.description, urgency: 'high', status: 'pending', estimated_cost: null });
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at);
    const [row] = await ctx.deps.db.select().from(serviceRequests).where(eq(serviceRequests.id, body.id));
    expect(row).toMatchObject({ userId, status: 'pending', estimatedCost: null });
  });

  it('defaults the urgency to medium', async () => {
    const { client } = await signedIn('investor');
    const res = await client.post('/api/service-requests', { service_type: 'audit', description: 'FY2025 statutory audit.' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as ServiceRequest).urgency).toBe('medium');
  });

  it('lets an admin request a service too', async () => {
    const { client, userId } = await signedIn('investor');
    await ctx.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
    expect((await client.post('/api/service-requests', valid)).status).toBe(201);
  });

  it('refuses a status, user or estimated cost sent by the client with 422 and stores no row', async () => {
    const { client, userId } = await signedIn();
    const { userId: otherId } = await signedIn();
    for (const extra of [{ status: 'completed' }, { user: otherId }, { user_id: otherId }, { estimated_cost: 1 }]) {
      const res = await client.post('/api/service-requests', { ...valid, ...extra });
      expect(res.status).toBe(422);
      const { error } = await res.json();
      expect(Object.keys(error.fields)).toEqual(Object.keys(extra));
    }
    expect(await countRequests(userId)).toBe(0);
    expect(await countRequests(otherId)).toBe(0);
  });

  it('requires a description and says so on the description field', async () => {
    const { client, userId } = await signedIn();
    for (const description of [undefined, '', '   ']) {
      const res = await client.post('/api/service-requests', { service_type: 'valuation', description });
      expect(res.status).toBe(422);
      const { error } = await res.json();
      expect(error.fields.description).toBeTruthy();
      if (description !== undefined) expect(error.fields.description).toEqual({ code: 'required', message: messages.required });
    }
    const long = await client.post('/api/service-requests', { ...valid, description: 'x'.repeat(2001) });
    expect((await long.json()).error.fields.description).toEqual({ code: 'serviceDescriptionTooLong', message: messages.serviceDescriptionTooLong });
    expect(await countRequests(userId)).toBe(0);
  });

  it('refuses an unknown service type or urgency with 422 on that field', async () => {
    const { client, userId } = await signedIn();
    const badType = await client.post('/api/service-requests', { ...valid, service_type: 'tax_planning' });
    expect(badType.status).toBe(422);
    expect((await badType.json()).error.fields.service_type).toBeTruthy();
    const badUrgency = await client.post('/api/service-requests', { ...valid, urgency: 'yesterday' });
    expect(badUrgency.status).toBe(422);
    expect((await badUrgency.json()).error.fields.urgency).toBeTruthy();
    const notJson = await client.post('/api/service-requests', '{"service_type":');
    expect(notJson.status).toBe(400);
    expect(await countRequests(userId)).toBe(0);
  });
});

describe('my service requests', () => {
  it('shows each user only their own requests, newest first', async () => {
    const alice = await signedIn();
    const bob = await signedIn('investor');
    for (const service_type of ['valuation', 'due_diligence', 'legal_drafting']) {
      expect((await alice.client.post('/api/service-requests', { ...valid, service_type })).status).toBe(201);
    }
    expect((await bob.client.post('/api/service-requests', { ...valid, service_type: 'audit' })).status).toBe(201);

    const page = (await (await alice.client.get('/api/service-requests/mine')).json()) as ServiceRequestPage;
    expect(page).toMatchObject({ total: 3, page: 1, page_size: 20 });
    expect(page.items.map((r) => r.service_type)).toEqual(['legal_drafting', 'due_diligence', 'valuation']);
    const times = page.items.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const bobs = (await (await bob.client.get('/api/service-requests/mine')).json()) as ServiceRequestPage;
    expect(bobs.items.map((r) => r.service_type)).toEqual(['audit']);
    expect(bobs.total).toBe(1);
  });

  it('returns the admin-set status and cost as a number', async () => {
    const { client } = await signedIn();
    const created = (await (await client.post('/api/service-requests', valid)).json()) as ServiceRequest;
    await ctx.deps.db.update(serviceRequests).set({ status: 'assigned', estimatedCost: 5000 }).where(eq(serviceRequests.id, created.id));
    const page = (await (await client.get('/api/service-requests/mine')).json()) as ServiceRequestPage;
    expect(page.items[0]).toMatchObject({ id: created.id, status: 'assigned', estimated_cost: 5000 });
  });

  it('pages through the list and caps the page size at 50', async () => {
    const { client, userId } = await signedIn();
    const rows = Array.from({ length: 55 }, (_, i) => ({
      userId,
      serviceType: 'valuation' as const,
      description: `request ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    }));
    await ctx.deps.db.insert(serviceRequests).values(rows);

    const capped = (await (await client.get('/api/service-requests/mine?page_size=500')).json()) as ServiceRequestPage;
    expect(capped).toMatchObject({ total: 55, page: 1, page_size: 50 });
    expect(capped.items).toHaveLength(50);
    expect(capped.items[0]?.description).toBe('request 54');

    const second = (await (await client.get('/api/service-requests/mine?page=2&page_size=50')).json()) as ServiceRequestPage;
    expect(second.items.map((r) => r.description)).toEqual(['request 4', 'request 3', 'request 2', 'request 1', 'request 0']);

    const small = (await (await client.get('/api/service-requests/mine?page=3&page_size=10')).json()) as ServiceRequestPage;
    expect(small.items.map((r) => r.description)).toEqual(Array.from({ length: 10 }, (_, i) => `request ${34 - i}`));

    const beyond = (await (await client.get('/api/service-requests/mine?page=9')).json()) as ServiceRequestPage;
    expect(beyond).toMatchObject({ total: 55, items: [] });
  });

  it('refuses a page or page size that is not a positive whole number with 422', async () => {
    const { client } = await signedIn();
    for (const query of ['page=0', 'page=-1', 'page=abc', 'page_size=0', 'page_size=1.5']) {
      expect((await client.get(`/api/service-requests/mine?${query}`)).status, query).toBe(422);
    }
  });
});

describe('cancelling my own request', () => {
  // A few users for the whole group: registrations from one address are limited per hour.
  let requester: Awaited<ReturnType<typeof signedIn>>;
  let stranger: Awaited<ReturnType<typeof signedIn>>;
  let staff: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    requester = await signedIn();
    stranger = await signedIn();
    staff = await signedIn('investor');
    await ctx.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, staff.userId));
  });

  const fileRequest = async (client: TestClient) => {
    const res = await client.post('/api/service-requests', valid);
    expect(res.status).toBe(201);
    return ((await res.json()) as ServiceRequest).id;
  };
  const statusOf = async (id: string) => (await ctx.deps.db.select().from(serviceRequests).where(eq(serviceRequests.id, id)))[0]?.status;
  const auditOf = (id: string) => ctx.deps.db.select().from(auditLog).where(eq(auditLog.targetId, id));

  it('cancels my own pending request, shows it cancelled and audits it with me as the actor', async () => {
    const id = await fileRequest(requester.client);
    const res = await requester.client.post(`/api/service-requests/${id}/cancel`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: 'cancelled', service_type: 'valuation', estimated_cost: null });
    expect(await statusOf(id)).toBe('cancelled');
    const page = (await (await requester.client.get('/api/service-requests/mine')).json()) as ServiceRequestPage;
    expect(page.items.find((r) => r.id === id)?.status).toBe('cancelled');
    const trail = await auditOf(id);
    expect(trail.map((r) => ({ actor: r.actorUserId, action: r.action, type: r.targetType, before: r.before, after: r.after }))).toEqual([{
      actor: requester.userId, action: 'service_request.cancel_by_requester', type: 'service_request',
      before: { status: 'pending', estimated_cost: null }, after: { status: 'cancelled', estimated_cost: null },
    }]);
  });

  it("answers 404 for another user's request (an admin's too), an unknown id or a malformed one, and changes nothing", async () => {
    const id = await fileRequest(requester.client);
    for (const other of [stranger, staff]) {
      const res = await other.client.post(`/api/service-requests/${id}/cancel`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('notFound');
    }
    expect((await requester.client.post(`/api/service-requests/${crypto.randomUUID()}/cancel`)).status).toBe(404);
    expect((await requester.client.post('/api/service-requests/not-an-id/cancel')).status).toBe(404);
    expect(await statusOf(id)).toBe('pending');
    expect(await auditOf(id)).toEqual([]);
  });

  it('refuses an anonymous caller with 401 and changes nothing', async () => {
    const id = await fileRequest(requester.client);
    expect((await new TestClient(ctx.app).post(`/api/service-requests/${id}/cancel`)).status).toBe(401);
    expect(await statusOf(id)).toBe('pending');
  });

  it('refuses a request that is no longer pending with 409 and the catalogue message, and leaves it as it is', async () => {
    for (const status of ['assigned', 'in_progress', 'completed', 'cancelled'] as const) {
      const id = await fileRequest(stranger.client);
      await ctx.deps.db.update(serviceRequests).set({ status, estimatedCost: 5000 }).where(eq(serviceRequests.id, id));
      const res = await stranger.client.post(`/api/service-requests/${id}/cancel`);
      expect(res.status, status).toBe(409);
      expect((await res.json()).error).toMatchObject({ code: 'serviceRequestNotCancellable', message: messages.serviceRequestNotCancellable });
      expect(await statusOf(id)).toBe(status);
      expect(await auditOf(id)).toEqual([]);
    }
    // Cancelling twice: the second finds it cancelled already.
    const id = await fileRequest(stranger.client);
    expect((await stranger.client.post(`/api/service-requests/${id}/cancel`)).status).toBe(200);
    expect((await stranger.client.post(`/api/service-requests/${id}/cancel`)).status).toBe(409);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("lets exactly one of an admin's Assign & Quote and the requester's cancel win when both come at once", async () => {
    for (let round = 0; round < 6; round += 1) {
      const id = await fileRequest(requester.client);
      const [assigned, cancelled] = await Promise.all([
        staff.client.patch(`/api/admin/service-requests/${id}`, { status: 'assigned', estimated_cost: 5000 }),
        requester.client.post(`/api/service-requests/${id}/cancel`),
      ]);
      expect([assigned.status, cancelled.status].sort()).toEqual([200, 409]);
      const winner = assigned.status === 200 ? 'assigned' : 'cancelled';
      expect(await statusOf(id)).toBe(winner);
      const trail = await auditOf(id);
      expect(trail).toHaveLength(1);
      expect(trail[0]?.action).toBe(winner === 'assigned' ? 'service_request.quote' : 'service_request.cancel_by_requester');
    }
  });
});

describe('rate limit', () => {
  it('keeps 50 simultaneous identical submissions from one user to the hourly budget, with no server error', async () => {
    const { client, userId } = await signedIn();
    const responses = await Promise.all(Array.from({ length: 50 }, () => client.post('/api/service-requests', valid)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 429)).toBe(true);
    const created = statuses.filter((s) => s === 201).length;
    expect(created).toBe(SERVICE_REQUEST_LIMIT.max);
    expect(await countRequests(userId)).toBe(created);
    const refused = responses.find((r) => r.status === 429);
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another user keeps a budget of their own.
    const other = await signedIn();
    expect((await other.client.post('/api/service-requests', valid)).status).toBe(201);
  });
});
