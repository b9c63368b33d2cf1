import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminServiceRequest, AdminServiceRequestPage } from '#shared/admin/requests.ts';
import { SERVICE_REQUEST_STATUSES, type ServiceRequestStatus } from '#shared/enums.ts';
import { notifications, serviceRequests, users } from '../../db/schema.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { auditRows, readCsv, signedIn, signedInAdmin, type Caller } from './admin.test-support.ts';

let admin: Caller;
let owner: Caller;
const ctx = testContextForFile();
beforeAll(async () => {
  [admin, owner] = [await signedInAdmin(ctx), await signedIn(ctx, 'business_owner')];
});

async function requestIn(status: ServiceRequestStatus, values: Partial<typeof serviceRequests.$inferInsert> = {}) {
  const [row] = await ctx.deps.db
    .insert(serviceRequests)
    .values({ userId: owner.userId, serviceType: 'due_diligence', description: 'Review a target.', status, estimatedCost: status === 'pending' ? null : 7000, ...values })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}

const rowOf = async (id: string) => (await ctx.deps.db.select().from(serviceRequests).where(eq(serviceRequests.id, id)))[0];
const bodyFor = (to: ServiceRequestStatus) => (to === 'assigned' ? { status: to, estimated_cost: 5000 } : { status: to });
const patch = (id: string, body: unknown) => admin.client.patch(`/api/admin/service-requests/${id}`, body);

// The workflow, written out here rather than read from the module under test.
const LEGAL = new Set(['pending>assigned', 'pending>cancelled', 'assigned>in_progress', 'assigned>completed', 'assigned>cancelled', 'in_progress>completed', 'in_progress>cancelled']);

describe('moving a service request along its workflow', () => {
  for (const from of SERVICE_REQUEST_STATUSES) {
    for (const to of SERVICE_REQUEST_STATUSES) {
      const legal = LEGAL.has(`${from}>${to}`);
      it(`${legal ? 'allows' : 'refuses with 409'} ${from} → ${to}`, async () => {
        const before = await requestIn(from);
        const res = await patch(before.id, bodyFor(to));
        if (legal) {
          expect(res.status).toBe(200);
          const body = (await res.json()) as AdminServiceRequest;
          expect(body).toMatchObject({ id: before.id, status: to });
          expect((await rowOf(before.id))?.status).toBe(to);
        } else {
          expect(res.status).toBe(409);
          expect(((await res.json()) as { error: { code: string } }).error.code).toBe('illegalTransition');
          expect(await rowOf(before.id)).toEqual(before);
          expect(await auditRows(ctx, before.id)).toHaveLength(0);
        }
      });
    }
  }

  it('Assign & Quote stores the cost the admin chose, audits it and tells the requester', async () => {
    const request = await requestIn('pending');
    const res = await patch(request.id, { status: 'assigned', estimated_cost: 6250 });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminServiceRequest).estimated_cost).toBe(6250);
    expect(await rowOf(request.id)).toMatchObject({ status: 'assigned', estimatedCost: 6250 });
    const [entry] = await auditRows(ctx, request.id);
    expect(entry).toMatchObject({
      actorUserId: admin.userId, action: 'service_request.quote', targetType: 'service_request',
      before: { status: 'pending', estimated_cost: null }, after: { status: 'assigned', estimated_cost: 6250 },
    });
    const notes = await ctx.deps.db.select().from(notifications)
      .where(and(eq(notifications.userId, owner.userId), sql`${notifications.data}->>'serviceRequestId' = ${request.id}`));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'service_request_status_changed', data: { serviceType: 'due_diligence', status: 'assigned' } });
  });

  it('keeps the quote through In Progress and Complete, with an audit row and a notification for each step', async () => {
    const request = await requestIn('pending');
    expect((await patch(request.id, { status: 'assigned', estimated_cost: 4000 })).status).toBe(200);
    expect((await patch(request.id, { status: 'in_progress' })).status).toBe(200);
    expect((await patch(request.id, { status: 'completed' })).status).toBe(200);
    expect(await rowOf(request.id)).toMatchObject({ status: 'completed', estimatedCost: 4000 });
    const trail = await auditRows(ctx, request.id);
    expect(trail.map((r) => [r.action, (r.before as { status: string }).status, (r.after as { status: string }).status])).toEqual([
      ['service_request.quote', 'pending', 'assigned'],
      ['service_request.status_change', 'assigned', 'in_progress'],
      ['service_request.status_change', 'in_progress', 'completed'],
    ]);
    const statuses = await ctx.deps.db.select({ s: sql<string>`${notifications.data}->>'status'` }).from(notifications)
      .where(sql`${notifications.data}->>'serviceRequestId' = ${request.id}`);
    expect(statuses.map((r) => r.s).sort()).toEqual(['assigned', 'completed', 'in_progress']);
  });

  it('requires a cost between 0 and 10,000,000 to assign, and refuses a cost on any other step', async () => {
    const request = await requestIn('pending');
    for (const body of [
      { status: 'assigned' },
      { status: 'assigned', estimated_cost: -1 },
      { status: 'assigned', estimated_cost: 10_000_001 },
      { status: 'assigned', estimated_cost: '5000' },
      { status: 'cancelled', estimated_cost: 10 },
      { status: 'assigned', estimated_cost: 5000, user_id: owner.userId },
      { status: 'approved' },
    ]) {
      const res = await patch(request.id, body);
      expect(res.status).toBe(422);
    }
    expect(await rowOf(request.id)).toEqual(request);
    expect((await patch(request.id, { status: 'assigned', estimated_cost: 0 })).status).toBe(200);
    const other = await requestIn('pending');
    expect((await patch(other.id, { status: 'assigned', estimated_cost: 10_000_000 })).status).toBe(200);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await patch(randomUUID(), { status: 'cancelled' })).status).toBe(404);
    expect((await patch('not-a-uuid', { status: 'cancelled' })).status).toBe(404);
  });

  it('lets only one of two concurrent Assign & Quote clicks win', async () => {
    const request = await requestIn('pending');
    const results = await Promise.all([
      patch(request.id, { status: 'assigned', estimated_cost: 1000 }),
      patch(request.id, { status: 'assigned', estimated_cost: 2000 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await auditRows(ctx, request.id)).toHaveLength(1);
  });
});

describe('listing service requests', () => {
  it('shows every request newest first with its requester, paginated and capped at 100 per page', async () => {
    const base = Date.now() - 60_000;
    for (let i = 0; i < 3; i += 1) await requestIn('pending', { description: `ordered ${i}`, createdAt: new Date(base + 10_000 + i) });
    const res = await admin.client.get('/api/admin/service-requests?page=1&page_size=3');
    const page = (await res.json()) as AdminServiceRequestPage;
    expect(page.page_size).toBe(3);
    expect(page.total).toBe(await ctx.deps.db.$count(serviceRequests));
    const all = (await (await admin.client.get('/api/admin/service-requests?page_size=1000')).json()) as AdminServiceRequestPage;
    expect(all.page_size).toBe(100);
    const times = all.items.map((i) => i.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.items[0]?.requester).toEqual({ id: owner.userId, full_name: expect.any(String), email: owner.email });
    expect((await admin.client.get('/api/admin/service-requests?page=0')).status).toBe(422);
  });
});

describe('exporting service requests', () => {
  it('streams service-requests.csv with a header row, quoted fields and neutralised formulas, and audits the export', async () => {
    const [hostile] = await ctx.deps.db.update(users).set({ fullName: '@SUM(A1:A2)' }).where(eq(users.id, owner.userId)).returning();
    const request = await requestIn('assigned', { description: '=HYPERLINK("http://x.example","x"), then "quotes"\nand a new line', estimatedCost: 2500 });
    const res = await admin.client.get('/api/admin/exports/service-requests.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="service-requests.csv"');
    const csv = await readCsv(res);
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.header).toEqual(['id', 'service_type', 'description', 'urgency', 'status', 'estimated_cost', 'requester_name', 'requester_email', 'created_at', 'updated_at']);
    expect(csv.records).toHaveLength(await ctx.deps.db.$count(serviceRequests));
    const record = csv.records.find((r) => r.id === request.id);
    expect(record).toMatchObject({
      description: '\'=HYPERLINK("http://x.example","x"), then "quotes"\nand a new line',
      status: 'assigned',
      estimated_cost: '2500',
      requester_name: `'${hostile?.fullName}`,
    });
    const [entry] = await auditRows(ctx, 'service-requests.csv');
    expect(entry).toMatchObject({ actorUserId: admin.userId, action: 'export', targetType: 'export' });
  });
});
