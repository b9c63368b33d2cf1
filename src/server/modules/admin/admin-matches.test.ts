import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminMatch, AdminMatchPage } from '#shared/admin/matches.ts';
import { businessProfiles, deals, investorProfiles } from '../../db/schema.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { snapshotsFor } from '../matching/match-snapshot.ts';
import { signedIn, signedInAdmin, type Caller } from './admin.test-support.ts';

// The Matches section shows each pair's true state in the deal flow, worded for an admin (issue 17, section 3).

let admin: Caller;
const ctx = testContextForFile();
beforeAll(async () => {
  admin = await signedInAdmin(ctx);
});

async function pair() {
  const [owner, investor] = [await signedIn(ctx, 'business_owner'), await signedIn(ctx, 'investor')];
  const [business] = await ctx.deps.db.insert(businessProfiles).values({
    userId: owner.userId, companyName: `Gulf Cold Chain ${owner.userId.slice(0, 4)}`, industry: 'logistics', headquarters: 'UAE', amountRequired: 2_000_000, currency: 'USD',
  }).returning();
  const [profile] = await ctx.deps.db.insert(investorProfiles).values({
    userId: investor.userId, minAmount: 500_000, maxAmount: 5_000_000, currency: 'USD', preferredIndustries: ['logistics'], geographicalPreference: ['UAE'],
  }).returning();
  snapshotsFor(ctx.deps.database).invalidate();
  return { owner, investor, businessId: business!.id, investorId: profile!.id };
}

async function adminMatchOf(businessId: string): Promise<AdminMatch | undefined> {
  const page = (await (await admin.client.get('/api/admin/matches?page_size=100')).json()) as AdminMatchPage;
  const [business] = await ctx.deps.db.select().from(businessProfiles).where(eq(businessProfiles.id, businessId));
  return page.items.find((m) => m.company_name === business?.companyName);
}

describe('Matches: the true state of each pair', () => {
  it('tells interest from hearts, and shows an introduced pair with its dates and deal stage', async () => {
    const { owner, investor, businessId, investorId } = await pair();
    await investor.client.request('PUT', `/api/matching/businesses/${businessId}/favourite`, { favourite: true });
    let match = await adminMatchOf(businessId);
    expect(match).toMatchObject({ investor_interest: true, investor_interested_at: null, business_connected_at: null, introduced_at: null, deal_stage: null });

    await investor.client.acceptNda(businessId);
    await investor.client.post(`/api/matching/businesses/${businessId}/interest`);
    await owner.client.post(`/api/matching/investors/${investorId}/connect`);
    match = await adminMatchOf(businessId);
    const [deal] = await ctx.deps.db.select().from(deals).where(eq(deals.businessProfileId, businessId));
    expect(match).toMatchObject({ deal_id: deal?.id, deal_stage: 'introduced', declined_by: null, declined_at: null });
    for (const at of [match?.investor_interested_at, match?.business_connected_at, match?.introduced_at]) expect(at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('shows who declined, when and why, and words the reasons in the third person', async () => {
    const { owner, investor, businessId, investorId } = await pair();
    await investor.client.acceptNda(businessId);
    await investor.client.post(`/api/matching/businesses/${businessId}/interest`);
    await owner.client.post(`/api/matching/investors/${investorId}/decline`, { reason: 'Too early for us.' });
    const match = await adminMatchOf(businessId);
    expect(match).toMatchObject({ declined_by: 'business', decline_reason: 'Too early for us.', introduced_at: null, deal_id: null });
    expect(match?.declined_at).toMatch(/^\d{4}-/);
    expect(match?.match_reasons).toContain('Logistics is one of your preferred industries');
    expect(match?.admin_reasons).toContain("The investor's preferred industries include Logistics");
    expect((match?.admin_reasons ?? []).join(' ')).not.toMatch(/\byour?\b/i);
  });
});
