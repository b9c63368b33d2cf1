import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminDealDetail, AdminDealPage } from '#shared/admin/deals.ts';
import type { AdminServiceRequestPage } from '#shared/admin/requests.ts';
import { DEAL_STAGES } from '#shared/deals/room.ts';
import { deals, serviceRequests } from '../../db/schema.ts';
import { TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { addMessages, createDeal, type TestDeal } from './admin-deals.test-support.ts';
import { signedIn, signedInAdmin, type Caller } from './admin.test-support.ts';

let admin: Caller;
let lost: TestDeal;
let discussing: TestDeal;
const DAY = 86_400_000;

const ctx = testContextForFile();
beforeAll(async () => {
  admin = await signedInAdmin(ctx);
  await createDeal(ctx);
  discussing = await createDeal(ctx, { stage: 'in_discussion', companyName: 'Lusail 100% Dental_Centres', investorName: 'Mariam Al-Kuwari' });
  await createDeal(ctx, { stage: 'in_discussion' });
  await createDeal(ctx, { stage: 'due_diligence', updatedAt: new Date(Date.UTC(2026, 0, 10, 12)) });
  await createDeal(ctx, { stage: 'offer_made', updatedAt: new Date(Date.UTC(2026, 0, 20, 23, 30)) });
  await createDeal(ctx, { stage: 'closed_won' });
  lost = await createDeal(ctx, { stage: 'closed_lost' });
});

const page = async (query = '') => {
  const res = await admin.client.get(`/api/admin/deals${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminDealPage;
};

describe('admin Deals', () => {
  it('is for admins only', async () => {
    const investor = await signedIn(ctx, 'investor');
    expect((await new TestClient(ctx.app).get('/api/admin/deals')).status).toBe(401);
    expect((await investor.client.get('/api/admin/deals')).status).toBe(403);
    expect((await investor.client.get(`/api/admin/deals/${lost.id}`)).status).toBe(403);
    // Not even the deal's own parties reach the admin's copy.
    expect((await lost.owner.client.get(`/api/admin/deals/${lost.id}`)).status).toBe(403);
  });

  it('counts every stage in the funnel and lists deals most recently active first', async () => {
    const result = await page();
    const stored = await ctx.deps.db.select({ stage: deals.stage }).from(deals);
    for (const stage of DEAL_STAGES) expect(result.funnel[stage]).toBe(stored.filter((d) => d.stage === stage).length);
    expect(result.funnel).toEqual({ introduced: 1, in_discussion: 2, due_diligence: 1, offer_made: 1, loi_signed: 0, closed_won: 1, closed_lost: 1 });
    expect(result.total).toBe(7);
    const times = result.items.map((d) => Date.parse(d.updated_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const row = result.items.find((d) => d.id === discussing.id);
    expect(row).toMatchObject({
      stage: 'in_discussion', business: { company_name: 'Lusail 100% Dental_Centres' },
      owner: { id: discussing.owner.userId, full_name: discussing.ownerName, suspended: false },
      investor: { id: discussing.investor.userId, full_name: 'Mariam Al-Kuwari', suspended: false },
      message_count: 0, open_report_count: 0,
    });
  });

  it('filters by stage; the funnel still counts every stage', async () => {
    const result = await page('?stage=in_discussion');
    expect(result.total).toBe(2);
    expect(result.items.every((d) => d.stage === 'in_discussion')).toBe(true);
    expect(result.funnel.closed_won).toBe(1);
  });

  it('searches business, owner and investor names, case-insensitively, with % and _ taken literally', async () => {
    expect((await page('?search=lusail')).items.map((d) => d.id)).toEqual([discussing.id]);
    expect((await page(`?search=${encodeURIComponent(discussing.ownerName.toUpperCase())}`)).items.map((d) => d.id)).toEqual([discussing.id]);
    expect((await page('?search=al-kuwari')).items.map((d) => d.id)).toEqual([discussing.id]);
    expect((await page(`?search=${encodeURIComponent('100%')}`)).items.map((d) => d.id)).toEqual([discussing.id]);
    expect((await page(`?search=${encodeURIComponent('%')}`)).total).toBe(1);
    expect((await page(`?search=${encodeURIComponent('_')}`)).total).toBe(1);
    const none = await page('?search=nobody-by-this-name');
    expect(none).toMatchObject({ total: 0, items: [] });
    // The funnel follows the search.
    expect(Object.values(none.funnel).every((n) => n === 0)).toBe(true);
    expect((await page('?search=lusail')).funnel).toMatchObject({ in_discussion: 1, introduced: 0 });
  });

  it('filters by the days of the last activity, both ends included', async () => {
    expect((await page('?from=2026-01-10&to=2026-01-20')).items.map((d) => d.stage).sort()).toEqual(['due_diligence', 'offer_made']);
    expect((await page('?from=2026-01-11&to=2026-01-20')).items.map((d) => d.stage)).toEqual(['offer_made']);
    expect((await page('?to=2026-01-10')).items.map((d) => d.stage)).toEqual(['due_diligence']);
    const recent = await page(`?from=${new Date(Date.now() - DAY).toISOString().slice(0, 10)}`);
    expect(recent.total).toBe(5);
  });

  it('refuses bad filters field by field', async () => {
    const cases: [string, string, string][] = [
      ['?stage=won', 'stage', 'choose'],
      ['?from=10/01/2026', 'from', 'invalidDate'],
      ['?to=2026-02-31x', 'to', 'invalidDate'],
      ['?from=2026-13-45', 'from', 'invalidDate'],
      ['?from=2026-02-01&to=2026-01-01', 'to', 'dateRangeReversed'],
      [`?search=${'x'.repeat(201)}`, 'search', 'tooLong'],
      ['?page=0', 'page', 'verbatim'],
    ];
    for (const [query, field, code] of cases) {
      const res = await admin.client.get(`/api/admin/deals${query}`);
      expect(res.status, query).toBe(422);
      const body = (await res.json()) as { error: { fields: Record<string, { code: string }> } };
      if (code !== 'verbatim') expect(body.error.fields[field]?.code, query).toBe(code);
      else expect(body.error.fields[field], query).toBeDefined();
    }
  });

  it("shows one deal's metadata, timeline and linked services, never a message's text", async () => {
    const secret = 'Our EBITDA is 2.1M; the bank statement is attached';
    await addMessages(ctx, lost, [
      { from: 'investor', body: secret },
      { from: 'owner', body: 'Thanks, reviewing now', deleted: true },
      { from: 'owner', body: 'Confidential: customer list follows' },
    ]);
    const [request] = await ctx.deps.db.insert(serviceRequests).values({
      userId: lost.investor.userId, serviceType: 'due_diligence', description: 'Diligence on the target', dealId: lost.id,
    }).returning();
    const res = await admin.client.get(`/api/admin/deals/${lost.id}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const body of [secret, 'Thanks, reviewing now', 'Confidential']) expect(text).not.toContain(body);
    const deal = JSON.parse(text) as AdminDealDetail;
    expect(deal).toMatchObject({
      id: lost.id, stage: 'closed_lost', message_count: 3, deleted_message_count: 1, open_report_count: 0,
      owner: { full_name: lost.ownerName }, investor: { full_name: lost.investorName }, business: { company_name: lost.companyName },
    });
    expect(deal.timeline.map((e) => [e.from, e.to, e.actor?.full_name ?? null, e.reason])).toEqual([
      [null, 'introduced', null, null],
      ['introduced', 'closed_lost', lost.investorName, 'Valuation gap'],
    ]);
    expect(deal.services).toEqual([expect.objectContaining({ id: request?.id, service_type: 'due_diligence', status: 'pending', requester: expect.objectContaining({ id: lost.investor.userId }) })]);
    // The list counts messages too, without their text.
    const listed = await admin.client.get('/api/admin/deals?stage=closed_lost');
    const listedText = await listed.text();
    expect(listedText).not.toContain(secret);
    expect((JSON.parse(listedText) as AdminDealPage).items[0]?.message_count).toBe(3);
  });

  it('answers 404 for a deal that does not exist or an id that is not one', async () => {
    expect((await admin.client.get(`/api/admin/deals/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await admin.client.get('/api/admin/deals/not-a-uuid')).status).toBe(404);
  });

  it('shows a service request its deal in the Service Requests section', async () => {
    const [linked] = await ctx.deps.db.insert(serviceRequests).values({
      userId: discussing.owner.userId, serviceType: 'valuation', description: 'Value us for the offer', dealId: discussing.id,
    }).returning();
    const [plain] = await ctx.deps.db.insert(serviceRequests).values({ userId: discussing.owner.userId, serviceType: 'audit', description: 'Audit' }).returning();
    const list = (await (await admin.client.get('/api/admin/service-requests?page_size=100')).json()) as AdminServiceRequestPage;
    expect(list.items.find((r) => r.id === linked?.id)?.deal_id).toBe(discussing.id);
    expect(list.items.find((r) => r.id === plain?.id)?.deal_id).toBeNull();
    const [stored] = await ctx.deps.db.select().from(serviceRequests).where(eq(serviceRequests.id, linked?.id ?? ''));
    expect(stored?.dealId).toBe(discussing.id);
  });
});
