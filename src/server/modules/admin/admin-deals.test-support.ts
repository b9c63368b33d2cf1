import type { DealStage } from '#shared/deals/room.ts';
import { businessProfiles, dealMessages, dealStageEvents, deals, investorProfiles, matches, messageReports } from '../../db/schema.ts';
import type { TestContext } from '../../testing/test-app.ts';
import { signedIn, type Caller } from './admin.test-support.ts';

// An introduced pair with its deal, written straight to the tables as the deal room leaves them, for the
// admin's Deals and Reports tests.

export interface TestDeal {
  id: string;
  owner: Caller;
  investor: Caller;
  companyName: string;
  ownerName: string;
  investorName: string;
}

let counter = 0;

export async function createDeal(ctx: TestContext, options: { stage?: DealStage; companyName?: string; investorName?: string; updatedAt?: Date } = {}): Promise<TestDeal> {
  counter += 1;
  const ownerName = `Owner ${counter} Haddad`;
  const investorName = options.investorName ?? `Investor ${counter} Rahman`;
  const companyName = options.companyName ?? `Company ${counter} Trading`;
  const owner = await signedIn(ctx, 'business_owner', { full_name: ownerName });
  const investor = await signedIn(ctx, 'investor', { full_name: investorName });
  const { db } = ctx.deps;
  const [business] = await db.insert(businessProfiles).values({ userId: owner.userId, companyName }).returning();
  const [profile] = await db.insert(investorProfiles).values({ userId: investor.userId }).returning();
  if (!business || !profile) throw new Error('profile insert returned nothing');
  const now = new Date();
  const [match] = await db.insert(matches).values({
    investorProfileId: profile.id, businessProfileId: business.id, matchScore: 80, status: 'contacted',
    investorInterestedAt: now, businessConnectedAt: now, introducedAt: now,
  }).returning();
  if (!match) throw new Error('match insert returned nothing');
  const stage = options.stage ?? 'introduced';
  const [deal] = await db.insert(deals).values({
    matchId: match.id, businessProfileId: business.id, investorProfileId: profile.id, ownerUserId: owner.userId, investorUserId: investor.userId, stage,
    // The updated_at trigger fires on updates only, so an insert keeps a chosen last activity.
    ...(options.updatedAt ? { createdAt: options.updatedAt, updatedAt: options.updatedAt } : {}),
  }).returning();
  if (!deal) throw new Error('deal insert returned nothing');
  await db.insert(dealStageEvents).values({ dealId: deal.id, fromStage: null, toStage: 'introduced', createdAt: new Date(now.getTime() - 60_000) });
  if (stage !== 'introduced') {
    await db.insert(dealStageEvents).values({ dealId: deal.id, fromStage: 'introduced', toStage: stage, actorUserId: investor.userId, reason: stage === 'closed_lost' ? 'Valuation gap' : null });
  }
  return { id: deal.id, owner, investor, companyName, ownerName, investorName };
}

/** Messages in order, a second apart; returns their ids. */
export async function addMessages(ctx: TestContext, deal: TestDeal, items: { from: 'owner' | 'investor'; body: string; deleted?: boolean }[]): Promise<string[]> {
  const start = Date.now() - items.length * 1000;
  const rows = await ctx.deps.db.insert(dealMessages).values(items.map((m, i) => ({
    dealId: deal.id, senderUserId: m.from === 'owner' ? deal.owner.userId : deal.investor.userId, body: m.body,
    createdAt: new Date(start + i * 1000), deletedAt: m.deleted ? new Date(start + i * 1000 + 500) : null,
  }))).returning({ id: dealMessages.id });
  return rows.map((r) => r.id);
}

export async function reportMessage(ctx: TestContext, deal: TestDeal, messageId: string, by: 'owner' | 'investor', reason: string | null = 'Asks to pay outside the platform'): Promise<string> {
  const [row] = await ctx.deps.db.insert(messageReports).values({
    messageId, dealId: deal.id, reporterUserId: by === 'owner' ? deal.owner.userId : deal.investor.userId, reason,
  }).returning({ id: messageReports.id });
  if (!row) throw new Error('report insert returned nothing');
  return row.id;
}
