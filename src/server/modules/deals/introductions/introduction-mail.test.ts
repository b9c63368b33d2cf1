import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessProfiles, emailOutbox, investorProfiles } from '../../../db/schema.ts';
import type { MailMessage } from '../../../mail/mailer.ts';
import { newUser, TestClient } from '../../../testing/test-app.ts';
import { testContextForFile } from '../../../testing/test-fixture.ts';
import { snapshotsFor } from '../../matching/match-snapshot.ts';

const sent: MailMessage[] = [];

const ctx = testContextForFile();
beforeAll(async () => {
  // Mail is a third party: a recording mailer stands in for SMTP.
  ctx.deps.mailer = { enabled: true, send: async (message) => void sent.push(message), close: () => {} };
});

async function registered(type: 'investor' | 'business_owner', language: 'en' | 'ar') {
  const client = new TestClient(ctx.app);
  const fields = newUser(type, { full_name: type === 'investor' ? 'Layla Investor' : 'Omar Owner' });
  const { user } = await (await client.post('/api/auth/register', fields)).json();
  if (language !== 'en') expect((await client.patch('/api/me', { language })).status).toBe(200);
  return { client, user };
}

describe('the introduction mail', () => {
  it('reaches each side in the language of their own account', async () => {
    const investor = await registered('investor', 'ar');
    const owner = await registered('business_owner', 'en');
    const [ip] = await ctx.deps.db.insert(investorProfiles).values({
      userId: investor.user.id, minAmount: 500_000, maxAmount: 5_000_000, currency: 'USD', preferredIndustries: ['logistics'], geographicalPreference: ['UAE'],
    }).returning();
    const [bp] = await ctx.deps.db.insert(businessProfiles).values({
      userId: owner.user.id, companyName: 'Falcon Freight', industry: 'logistics', headquarters: 'UAE', amountRequired: 2_000_000, currency: 'USD',
    }).returning();
    snapshotsFor(ctx.deps.database).invalidate();
    await investor.client.acceptNda(bp!.id);
    expect((await investor.client.post(`/api/matching/businesses/${bp!.id}/interest`)).status).toBe(200);
    expect((await owner.client.post(`/api/matching/investors/${ip!.id}/connect`)).status).toBe(200);

    // Each also got its verification link at registration: the introduction is the other mail.
    const introductionTo = async (email: string) =>
      (await ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email))).find((m) => !m.bodyText.includes('/verify-email?token='));
    const toInvestor = await introductionTo(investor.user.email);
    const toOwner = await introductionTo(owner.user.email);
    expect(toInvestor?.subject).toBe('Dealbridge: تم التعارف مع طرف جديد');
    expect(toInvestor?.bodyText).toContain('مرحبًا Layla Investor،');
    expect(toInvestor?.bodyText).toContain(`البريد الإلكتروني: ${owner.user.email}`);
    expect(toOwner?.subject).toBe('Dealbridge: you have been introduced');
    expect(toOwner?.bodyText).toContain('Hello Omar Owner,');
    expect(toOwner?.bodyText).toContain(`Email: ${investor.user.email}`);
  });
});
