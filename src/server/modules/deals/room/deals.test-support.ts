import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../../auth/sessions.ts';
import { businessProfiles, deals, investorProfiles, profiles, users } from '../../../db/schema.ts';
import { TestClient, type TestContext } from '../../../testing/test-app.ts';
import { snapshotsFor } from '../../matching/match-snapshot.ts';
import { eq } from 'drizzle-orm';

// Parties of deals for the deal-room tests: users written straight to the database (registration and its rate
// limits are tested elsewhere), signed in with a session, introduced through the real Interested and Connect.

export interface Party {
  userId: string;
  name: string;
  email: string;
  client: TestClient;
  profileId: string;
}

let counter = 0;

export async function party(ctx: TestContext, type: 'investor' | 'business_owner', options: { language?: 'en' | 'ar'; name?: string } = {}): Promise<Party> {
  counter += 1;
  const tag = `${counter}-${randomBytes(3).toString('hex')}`;
  const name = options.name ?? (type === 'investor' ? `Layla Investor ${tag}` : `Omar Owner ${tag}`);
  const email = `deal-${type}-${tag}@example.com`;
  const { db } = ctx.deps;
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: 'x', fullName: name, userType: type, profileCompleted: true, language: options.language ?? 'en' })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  await db.insert(profiles).values({ userId: user.id, userType: type, phone: '+971 4 000 0000', companyName: type === 'investor' ? `Gulf Capital ${tag}` : null });
  let profileId: string;
  if (type === 'investor') {
    const [row] = await db.insert(investorProfiles).values({
      userId: user.id, minAmount: 500_000, maxAmount: 5_000_000, currency: 'USD', preferredIndustries: ['logistics'], geographicalPreference: ['UAE'],
    }).returning();
    profileId = row!.id;
  } else {
    const [row] = await db.insert(businessProfiles).values({
      userId: user.id, companyName: `Falcon Freight ${tag}`, industry: 'logistics', headquarters: 'UAE', amountRequired: 2_000_000, currency: 'USD',
    }).returning();
    profileId = row!.id;
  }
  snapshotsFor(ctx.deps.database).invalidate();
  const client = new TestClient(ctx.app);
  const { token } = await createSession(db, user.id);
  client.setCookie(SESSION_COOKIE, token);
  return { userId: user.id, name, email, client, profileId };
}

/** An investor and an owner introduced through Interested and Connect: their deal room is open at Introduced. */
export async function introducedPair(ctx: TestContext, options: { investorLanguage?: 'en' | 'ar'; ownerLanguage?: 'en' | 'ar' } = {}) {
  const investor = await party(ctx, 'investor', { language: options.investorLanguage ?? 'en' });
  const owner = await party(ctx, 'business_owner', { language: options.ownerLanguage ?? 'en' });
  await investor.client.acceptNda(owner.profileId);
  expect((await investor.client.post(`/api/matching/businesses/${owner.profileId}/interest`)).status).toBe(200);
  expect((await owner.client.post(`/api/matching/investors/${investor.profileId}/connect`)).status).toBe(200);
  const [deal] = await ctx.deps.db.select().from(deals).where(eq(deals.investorUserId, investor.userId));
  if (!deal) throw new Error('the introduction opened no deal');
  return { investor, owner, dealId: deal.id };
}
