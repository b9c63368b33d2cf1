import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '#shared/admin/stats.ts';
import type { ServiceRequestStatus } from '#shared/enums.ts';
import { formatRevenue } from '#shared/money/format.ts';
import { businessProfiles, investorProfiles, matches, serviceRequests } from '../../db/schema.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { auditRows, readCsv, signedIn, signedInAdmin, type Caller } from './admin.test-support.ts';
import { weekStartUtc } from './admin-stats.queries.ts';

let admin: Caller;
let owner: Caller;
let investor: Caller;
const DAY = 24 * 60 * 60 * 1000;

const ctx = testContextForFile();
beforeAll(async () => {
  [admin, owner, investor] = [await signedInAdmin(ctx), await signedIn(ctx, 'business_owner'), await signedIn(ctx, 'investor')];
  const { db } = ctx.deps;
  const [business] = await db.insert(businessProfiles).values({ userId: owner.userId, companyName: 'Tuwaiq Pay', industry: 'finance' }).returning();
  const others = await Promise.all([signedIn(ctx, 'investor'), signedIn(ctx, 'investor'), signedIn(ctx, 'investor')]);
  const investorRows = await db.insert(investorProfiles).values([investor, ...others].map((i) => ({ userId: i.userId }))).returning();
  await db.insert(matches).values(
    (['suggested', 'interested', 'contacted', 'interested'] as const).map((status, k) => ({
      investorProfileId: investorRows[k]?.id ?? '', businessProfileId: business?.id ?? '', status, matchScore: 70 + k,
    })),
  );
  const statuses: ServiceRequestStatus[] = ['pending', 'pending', 'assigned', 'in_progress', 'completed', 'cancelled', 'pending'];
  await db.insert(serviceRequests).values(statuses.map((status, k) => ({
    userId: owner.userId, serviceType: 'project_reports' as const, description: `request ${k}`, status,
    // One request per day going back, and one from long ago that falls outside the chart.
    createdAt: new Date(Date.now() - (k === 6 ? 200 * DAY : k * DAY)),
  })));
});

describe('the admin dashboard', () => {
  it('counts users, profiles, pending requests and interested or contacted matches', async () => {
    const res = await admin.client.get('/api/admin/stats');
    expect(res.status).toBe(200);
    const stats = (await res.json()) as AdminStats;
    expect(stats).toMatchObject({
      total_users: 6, businesses: 1, investors: 4, pending_requests: 3, active_matches: 3, service_requests: 7, estimated_revenue: 7 * 2500,
    });
    expect(formatRevenue(stats.estimated_revenue)).toBe('$18K');
  });

  it('shows the five most recent requests, newest first', async () => {
    const stats = (await (await admin.client.get('/api/admin/stats')).json()) as AdminStats;
    expect(stats.recent_requests.map((r) => r.description)).toEqual(['request 0', 'request 1', 'request 2', 'request 3', 'request 4']);
    expect(stats.recent_requests[0]).toMatchObject({ service_type: 'project_reports', status: 'pending', requester: { id: owner.userId } });
  });

  it('counts requests and registrations per week for the last twelve weeks, oldest first', async () => {
    const stats = (await (await admin.client.get('/api/admin/stats')).json()) as AdminStats;
    expect(stats.timeline).toHaveLength(12);
    expect(stats.timeline.at(-1)?.week_start).toBe(weekStartUtc(new Date()).toISOString().slice(0, 10));
    expect(stats.timeline.reduce((n, w) => n + w.requests, 0)).toBe(6);
    expect(stats.timeline.reduce((n, w) => n + w.registrations, 0)).toBe(6);
    const starts = stats.timeline.map((w) => w.week_start);
    expect([...starts].sort()).toEqual(starts);
  });

  it('exports its figures as dashboard.csv and audits the export', async () => {
    const res = await admin.client.get('/api/admin/exports/dashboard.csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="dashboard.csv"');
    const csv = await readCsv(res);
    expect(csv.header).toEqual(['section', 'metric', 'value']);
    expect(csv.records.slice(0, 9)).toEqual([
      { section: 'totals', metric: 'Total Users', value: '6' },
      { section: 'totals', metric: 'Businesses', value: '1' },
      { section: 'totals', metric: 'Investors', value: '4' },
      { section: 'totals', metric: 'Pending Requests', value: '3' },
      { section: 'totals', metric: 'Active Matches', value: '3' },
      { section: 'totals', metric: 'Service Requests', value: '7' },
      { section: 'totals', metric: 'Est. Revenue (USD)', value: '17500' },
      { section: 'totals', metric: 'Deals Closed', value: '0' },
      { section: 'totals', metric: 'Closed Deal Value (USD)', value: '0' },
    ]);
    expect(csv.records).toHaveLength(9 + 24);
    expect(await auditRows(ctx, 'dashboard.csv')).toHaveLength(1);
  });
});

describe('weeks', () => {
  it('start on Monday at midnight UTC', () => {
    expect(weekStartUtc(new Date('2026-03-04T23:30:00Z')).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(weekStartUtc(new Date('2026-03-02T00:00:00Z')).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(weekStartUtc(new Date('2026-03-08T23:59:59Z')).toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });
});
