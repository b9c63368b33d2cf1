import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillMessage } from '#shared/messages/messages.ts';
import { businessProfiles, emailOutbox, investorProfiles, notifications } from '../../db/schema.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { auditRows, eventually, signedIn, signedInAdmin, type Caller } from './admin.test-support.ts';

// Approve and Reject with an optional reason (issue 21): validated, kept in the audit entry and mailed to the
// owner in the language of their account.

let admin: Caller;
const sent: MailMessage[] = [];

const ctx = testContextForFile();
beforeAll(async () => {
  // Mail is a third party: a recording mailer stands in for SMTP.
  ctx.deps.mailer = { enabled: true, send: async (message) => void sent.push(message), close: () => {} };
  admin = await signedInAdmin(ctx);
});
afterAll(async () => {
  await eventually(async () => (await ctx.deps.db.$count(emailOutbox, eq(emailOutbox.status, 'sending'))) === 0);
});

async function businessOwner(companyName: string, language: 'en' | 'ar' = 'en') {
  const owner = await signedIn(ctx, 'business_owner', { full_name: 'Omar Owner' });
  if (language === 'ar') expect((await owner.client.patch('/api/me', { language })).status).toBe(200);
  const res = await owner.client.request('PUT', '/api/profiles/business/me', {
    basic_info: { company_name: companyName, industry: 'logistics', business_stage: 'growth' },
    funding_requirements: { amount_required: 2_500_000, currency: 'AED' },
  });
  expect(res.status).toBe(200);
  const [profile] = await ctx.deps.db.select().from(businessProfiles).where(eq(businessProfiles.userId, owner.userId));
  if (!profile) throw new Error('no profile');
  return { ...owner, profile };
}

async function investor(language: 'en' | 'ar') {
  const caller = await signedIn(ctx, 'investor', { full_name: 'Layla Investor' });
  if (language === 'ar') expect((await caller.client.patch('/api/me', { language })).status).toBe(200);
  const res = await caller.client.request('PUT', '/api/profiles/investor/me', {
    investment_capacity: { min_amount: 500_000, max_amount: 3_000_000, currency: 'USD' },
    preferred_industries: ['logistics'],
  });
  expect(res.status).toBe(200);
  const [profile] = await ctx.deps.db.select().from(investorProfiles).where(eq(investorProfiles.userId, caller.userId));
  if (!profile) throw new Error('no profile');
  return { ...caller, profile };
}

/** The decision mails queued to `email` (registration queued a verification link too: that one is left out). */
const decisionMails = (email: string) =>
  ctx.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.toEmail, email), like(emailOutbox.subject, '%profile%')));
const arabicDecisionMails = (email: string) =>
  ctx.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.toEmail, email), like(emailOutbox.subject, '%الموافقة%')));

describe('the reason of a decision', () => {
  it('refuses a reason over 1,000 characters, or one that is not text, with 422 on the reason field, and changes nothing', async () => {
    const owner = await businessOwner('Gulf Cold Chain');
    for (const reason of ['x'.repeat(1001), 42, ['late']]) {
      const res = await admin.client.patch(`/api/admin/businesses/${owner.profile.id}`, { status: 'inactive', reason });
      expect(res.status).toBe(422);
      const { error } = await res.json();
      expect(Object.keys(error.fields)).toEqual(['reason']);
      if (typeof reason === 'string') expect(error.fields.reason).toEqual({ code: 'tooLong', message: fillMessage('tooLong', { max: 1000 }), params: { max: 1000 } });
    }
    const [row] = await ctx.deps.db.select().from(businessProfiles).where(eq(businessProfiles.id, owner.profile.id));
    expect(row?.status).toBe('active');
    expect(await auditRows(ctx, owner.profile.id)).toEqual([]);
    expect(await decisionMails(owner.email)).toEqual([]);
  });

  it('accepts 1,000 characters, trims the reason, and treats a blank one as none', async () => {
    const owner = await businessOwner('Sharjah Print House');
    const long = 'y'.repeat(1000);
    expect((await admin.client.patch(`/api/admin/businesses/${owner.profile.id}`, { status: 'inactive', reason: `  ${long}  ` })).status).toBe(200);
    expect((await admin.client.patch(`/api/admin/businesses/${owner.profile.id}`, { status: 'active', reason: '   ' })).status).toBe(200);
    const trail = await auditRows(ctx, owner.profile.id);
    expect(trail.map((r) => r.after)).toEqual([{ status: 'inactive', reason: long }, { status: 'active' }]);
  });
});

describe('the decision mail', () => {
  it("Reject with a reason mails an English-speaking owner with the reason, audits it and keeps the notification as it was", async () => {
    const owner = await businessOwner('Desert Bloom Hospitality');
    const reason = 'Please upload your audited accounts for 2025.';
    const res = await admin.client.patch(`/api/admin/businesses/${owner.profile.id}`, { status: 'inactive', reason });
    expect(res.status).toBe(200);
    // Queued in the decision's transaction: there before the answer.
    const [mail] = await decisionMails(owner.email);
    expect(mail?.subject).toBe('Dealbridge: your business profile was not approved');
    expect(mail?.bodyText).toContain('Hello Omar Owner,');
    expect(mail?.bodyText).toContain('Your business profile for Desert Bloom Hospitality was not approved');
    expect(mail?.bodyText).toContain(`The reason the Dealbridge team gave:\n${reason}`);
    expect(mail?.bodyHtml).toContain(reason);
    expect(await auditRows(ctx, owner.profile.id)).toEqual([
      expect.objectContaining({ action: 'business_profile.reject', actorUserId: admin.userId, before: { status: 'active' }, after: { status: 'inactive', reason } }),
    ]);
    const notes = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, owner.userId));
    expect(notes.map((n) => [n.kind, n.data])).toContainEqual(['profile_rejected', { profileType: 'business' }]);
    await eventually(async () => sent.some((m) => m.to === owner.email && m.text.includes(reason)));
  });

  it('mails an Arabic-speaking owner in Arabic, with the reason when one is given', async () => {
    const someone = await investor('ar');
    const reason = 'يُرجى إضافة نطاق استثمار أوضح.';
    expect((await admin.client.patch(`/api/admin/investors/${someone.profile.id}`, { status: 'inactive', reason })).status).toBe(200);
    expect((await admin.client.patch(`/api/admin/investors/${someone.profile.id}`, { status: 'active' })).status).toBe(200);
    const mails = await arabicDecisionMails(someone.email);
    const rejected = mails.find((m) => m.subject === 'Dealbridge: لم تتم الموافقة على ملفك الاستثماري');
    const approved = mails.find((m) => m.subject === 'Dealbridge: تمت الموافقة على ملفك الاستثماري');
    expect(rejected?.bodyText).toContain('مرحبًا Layla Investor،');
    expect(rejected?.bodyText).toContain(`السبب الذي ذكره فريق Dealbridge:\n${reason}`);
    expect(rejected?.bodyHtml).toContain('dir="rtl"');
    expect(approved?.bodyText).toContain('تمت الموافقة على ملفك الاستثماري');
    expect(approved?.bodyText).not.toContain('فريق Dealbridge:');
    expect((await auditRows(ctx, someone.profile.id)).map((r) => r.after)).toEqual([{ status: 'inactive', reason }, { status: 'active' }]);
  });

  it('mails an Arabic-speaking business owner in Arabic, naming the business, with an approval note', async () => {
    const owner = await businessOwner('مطابع الريم', 'ar');
    await ctx.deps.db.update(businessProfiles).set({ status: 'under_review' }).where(eq(businessProfiles.id, owner.profile.id));
    const note = 'مرحبًا بكم في المنصة.';
    expect((await admin.client.patch(`/api/admin/businesses/${owner.profile.id}`, { status: 'active', reason: note })).status).toBe(200);
    const [mail] = await arabicDecisionMails(owner.email);
    expect(mail?.subject).toBe('Dealbridge: تمت الموافقة على ملف شركتك');
    expect(mail?.bodyText).toContain('ملف شركتك «مطابع الريم»');
    expect(mail?.bodyText).toContain(`ملاحظة من فريق Dealbridge:\n${note}`);
  });

  it('Approve without a reason mails the approval alone; a decision that changes nothing mails nothing', async () => {
    const owner = await businessOwner('Emirates Rooftop Solar');
    await ctx.deps.db.update(businessProfiles).set({ status: 'under_review' }).where(eq(businessProfiles.id, owner.profile.id));
    expect((await admin.client.patch(`/api/admin/businesses/${owner.profile.id}`, { status: 'active' })).status).toBe(200);
    expect((await admin.client.patch(`/api/admin/businesses/${owner.profile.id}`, { status: 'active', reason: 'Again.' })).status).toBe(200);
    const mails = await decisionMails(owner.email);
    expect(mails.map((m) => m.subject)).toEqual(['Dealbridge: your business profile was approved']);
    expect(mails[0]?.bodyText).toContain('Your business profile for Emirates Rooftop Solar has been approved and is now listed on Dealbridge');
    expect(mails[0]?.bodyText).not.toContain('Dealbridge team');
    // Both decisions are audited, the repeated one with its reason.
    expect((await auditRows(ctx, owner.profile.id)).map((r) => r.after)).toEqual([{ status: 'active' }, { status: 'active', reason: 'Again.' }]);
  });

  it('an unknown profile queues no mail', async () => {
    const before = await ctx.deps.db.$count(emailOutbox);
    expect((await admin.client.patch(`/api/admin/businesses/${crypto.randomUUID()}`, { status: 'inactive', reason: 'No such profile.' })).status).toBe(404);
    expect(await ctx.deps.db.$count(emailOutbox)).toBe(before);
  });
});

describe('deciding on a listing paused for want of an update (issue 23)', () => {
  /** As the daily freshness run leaves it: reminded, then paused, its last confirmation long ago. */
  async function pause(table: typeof businessProfiles | typeof investorProfiles, id: string) {
    await ctx.deps.db.update(table).set({
      status: 'inactive', pausedAt: sql`now()`, staleRemindedAt: sql`now() - interval '60 days'`, confirmedAt: sql`now() - interval '130 days'`,
    }).where(eq(table.id, id));
  }

  it('Approve republishes it: the pause and the reminder cleared, the freshness clock restarted, audited and mailed', async () => {
    const owner = await businessOwner('Al Ain Greenhouses');
    await pause(businessProfiles, owner.profile.id);
    const res = await admin.client.patch(`/api/admin/businesses/${owner.profile.id}`, { status: 'active' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'active', paused: false });
    const [row] = await ctx.deps.db.select().from(businessProfiles).where(eq(businessProfiles.id, owner.profile.id));
    expect(row).toMatchObject({ status: 'active', pausedAt: null, staleRemindedAt: null });
    expect(Date.now() - row!.confirmedAt.getTime()).toBeLessThan(60_000);
    expect(await auditRows(ctx, owner.profile.id)).toEqual([
      expect.objectContaining({ action: 'business_profile.approve', before: { status: 'inactive', paused: true }, after: { status: 'active' } }),
    ]);
    const notes = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, owner.userId));
    expect(notes.map((n) => n.kind)).toContain('profile_approved');
    expect((await decisionMails(owner.email)).map((m) => m.subject)).toEqual(['Dealbridge: your business profile was approved']);
  });

  it('Reject turns the pause into a rejection: the owner cannot republish it in one click, and a save goes to review', async () => {
    const someone = await investor('en');
    await pause(investorProfiles, someone.profile.id);
    const res = await admin.client.patch(`/api/admin/investors/${someone.profile.id}`, { status: 'inactive', reason: 'Outdated mandate.' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'inactive', paused: false });
    const [row] = await ctx.deps.db.select().from(investorProfiles).where(eq(investorProfiles.id, someone.profile.id));
    expect(row).toMatchObject({ status: 'inactive', pausedAt: null });
    expect(await auditRows(ctx, someone.profile.id)).toEqual([
      expect.objectContaining({ action: 'investor_profile.reject', before: { status: 'inactive', paused: true }, after: { status: 'inactive', reason: 'Outdated mandate.' } }),
    ]);
    const notes = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, someone.userId));
    expect(notes.map((n) => n.kind)).toContain('profile_rejected');
    expect((await decisionMails(someone.email)).map((m) => m.subject)).toEqual(['Dealbridge: your investor profile was not approved']);

    expect((await someone.client.post('/api/listing-freshness/me/confirm')).status).toBe(200);
    const [after] = await ctx.deps.db.select().from(investorProfiles).where(eq(investorProfiles.id, someone.profile.id));
    expect(after?.status).toBe('inactive');
    const saved = await someone.client.request('PUT', '/api/profiles/investor/me', { preferred_industries: ['logistics'] });
    expect((await saved.json()).status).toBe('under_review');
  });
});
