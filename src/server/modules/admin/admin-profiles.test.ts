import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminBusiness, AdminBusinessDetail, AdminBusinessPage, AdminInvestor, AdminInvestorDetail, AdminInvestorPage } from '#shared/admin/profiles.ts';
import { businessProfiles, emailOutbox, investorProfiles, notifications, registrationVerifications, users } from '../../db/schema.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { SAMPLES, upload } from '../documents/documents.test-support.ts';
import { auditRows, readCsv, signedIn, signedInAdmin, type Caller } from './admin.test-support.ts';

let admin: Caller;
const ctx = testContextForFile();
beforeAll(async () => {
  admin = await signedInAdmin(ctx);
});

async function businessOwner(companyName: string, extra: Record<string, unknown> = {}) {
  const owner = await signedIn(ctx, 'business_owner');
  const res = await owner.client.request('PUT', '/api/profiles/business/me', {
    basic_info: { company_name: companyName, industry: 'logistics', business_stage: 'growth' },
    funding_requirements: { amount_required: 2_500_000, currency: 'AED' },
    ...extra,
  });
  expect(res.status).toBe(200);
  const [profile] = await ctx.deps.db.select().from(businessProfiles).where(eq(businessProfiles.userId, owner.userId));
  if (!profile) throw new Error('no profile');
  return { ...owner, profile };
}

async function investor() {
  const caller = await signedIn(ctx, 'investor', { company_name: 'Falcon Capital' });
  const res = await caller.client.request('PUT', '/api/profiles/investor/me', {
    investment_capacity: { min_amount: 500_000, max_amount: 3_000_000, currency: 'USD' },
    preferred_industries: ['technology', 'logistics', 'retail', 'energy'],
    involvement_type: 'board_member',
  });
  expect(res.status).toBe(200);
  const [profile] = await ctx.deps.db.select().from(investorProfiles).where(eq(investorProfiles.userId, caller.userId));
  if (!profile) throw new Error('no profile');
  return { ...caller, profile };
}

const notesOf = (userId: string) => ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt);

describe('Business Applications', () => {
  it('lists every business profile in any status with its document count, newest first', async () => {
    const first = await businessOwner('Jebel Ali Cold Chain');
    const second = await businessOwner('مطابع الريم');
    await ctx.deps.db.update(businessProfiles).set({ status: 'under_review' }).where(eq(businessProfiles.id, second.profile.id));
    for (const name of ['a.pdf', 'b.pdf']) expect((await upload(ctx, second.client, name, SAMPLES.pdf, { type: 'brochure' })).status).toBe(201);
    const page = (await (await admin.client.get('/api/admin/businesses')).json()) as AdminBusinessPage;
    expect(page.total).toBe(await ctx.deps.db.$count(businessProfiles));
    const ids = page.items.map((b) => b.id);
    expect(ids.indexOf(second.profile.id)).toBeLessThan(ids.indexOf(first.profile.id));
    expect(page.items.find((b) => b.id === second.profile.id)).toMatchObject({
      company_name: 'مطابع الريم', industry: 'logistics', business_stage: 'growth', amount_required: 2_500_000, currency: 'AED',
      document_count: 2, status: 'under_review', owner: { id: second.userId, email: second.email },
    });
    expect(page.items.find((b) => b.id === first.profile.id)?.document_count).toBe(0);
  });

  it('Approve sets active and Reject sets inactive, auditing each and notifying the owner', async () => {
    const owner = await businessOwner('Desert Bloom Hospitality');
    await ctx.deps.db.update(businessProfiles).set({ status: 'under_review' }).where(eq(businessProfiles.id, owner.profile.id));
    const approved = await admin.client.patch(`/api/admin/businesses/${owner.profile.id}`, { status: 'active' });
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as AdminBusiness).status).toBe('active');
    const rejected = await admin.client.patch(`/api/admin/businesses/${owner.profile.id}`, { status: 'inactive' });
    expect(((await rejected.json()) as AdminBusiness).status).toBe('inactive');
    const [row] = await ctx.deps.db.select().from(businessProfiles).where(eq(businessProfiles.id, owner.profile.id));
    expect(row?.status).toBe('inactive');
    const trail = await auditRows(ctx, owner.profile.id);
    expect(trail.map((r) => ({ action: r.action, before: r.before, after: r.after, actor: r.actorUserId }))).toEqual([
      { action: 'business_profile.approve', before: { status: 'under_review' }, after: { status: 'active' }, actor: admin.userId },
      { action: 'business_profile.reject', before: { status: 'active' }, after: { status: 'inactive' }, actor: admin.userId },
    ]);
    const kinds = (await notesOf(owner.userId)).map((n) => [n.kind, n.data]);
    expect(kinds).toContainEqual(['profile_approved', { profileType: 'business' }]);
    expect(kinds).toContainEqual(['profile_rejected', { profileType: 'business' }]);
  });

  it('approving an already active profile changes nothing and sends no second notification', async () => {
    const owner = await businessOwner('Emirates Rooftop Solar');
    const before = (await notesOf(owner.userId)).length;
    expect((await admin.client.patch(`/api/admin/businesses/${owner.profile.id}`, { status: 'active' })).status).toBe(200);
    expect(await notesOf(owner.userId)).toHaveLength(before);
    expect(await auditRows(ctx, owner.profile.id)).toHaveLength(1);
  });

  it('with mail off, a decision with a reason is still made, notified and audited, and queues no mail', async () => {
    const owner = await businessOwner('Hatta Mountain Lodges');
    const mailer = ctx.deps.mailer;
    // As in production without SMTP (the tests' default is the local mailbox).
    ctx.deps.mailer = { enabled: false, transport: 'off', send: () => Promise.resolve(), close: () => {} };
    try {
      const res = await admin.client.patch(`/api/admin/businesses/${owner.profile.id}`, { status: 'inactive', reason: 'Missing licence.' });
      expect(res.status).toBe(200);
    } finally {
      ctx.deps.mailer = mailer;
    }
    expect((await auditRows(ctx, owner.profile.id)).map((r) => r.after)).toEqual([{ status: 'inactive', reason: 'Missing licence.' }]);
    expect((await notesOf(owner.userId)).map((n) => n.kind)).toContain('profile_rejected');
    expect(await ctx.deps.db.$count(emailOutbox, and(eq(emailOutbox.toEmail, owner.email), like(emailOutbox.subject, '%profile%')))).toBe(0);
  });

    it('refuses any other status and unknown ids', async () => {
    const owner = await businessOwner('Saffron & Sumac Kitchens');
    for (const body of [{ status: 'under_review' }, { status: 'pending' }, {}, { status: 'active', user_id: admin.userId }]) {
      expect((await admin.client.patch(`/api/admin/businesses/${owner.profile.id}`, body)).status).toBe(422);
    }
    expect((await admin.client.patch(`/api/admin/businesses/${randomUUID()}`, { status: 'active' })).status).toBe(404);
    expect((await admin.client.get(`/api/admin/businesses/${randomUUID()}`)).status).toBe(404);
    expect((await admin.client.get('/api/admin/businesses/1%27%20or%201=1')).status).toBe(404);
  });

  it('View Details answers the full profile, its owner and the documents list', async () => {
    const owner = await businessOwner('Marina Learning Hub', { business_activities: ['Tutoring'], geographical_presence: { headquarters: 'UAE', branches: ['Oman'] } });
    expect((await upload(ctx, owner.client, 'Financials 2025.pdf', SAMPLES.pdf, { type: 'financial_statements' })).status).toBe(201);
    const res = await admin.client.get(`/api/admin/businesses/${owner.profile.id}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as AdminBusinessDetail;
    expect(detail.profile).toMatchObject({
      id: owner.profile.id,
      basic_info: { company_name: 'Marina Learning Hub', industry: 'logistics' },
      business_activities: ['Tutoring'],
      geographical_presence: { headquarters: 'UAE', branches: ['Oman'] },
    });
    expect(detail.owner).toMatchObject({ id: owner.userId, email: owner.email, company_name: expect.any(String) });
    expect(detail.documents).toEqual([expect.objectContaining({ file_name: 'Financials 2025.pdf', type: 'financial_statements' })]);
    const download = await admin.client.get(`/api/documents/${detail.documents[0]?.id}/download`);
    expect(download.status).toBe(200);
  });
});

describe('freshness and verification in the admin views (issue 23)', () => {
  const CHECKLIST = ['name_matches', 'number_matches', 'document_current', 'issuer_recognised'];

  it('a business carries its last confirmation, whether it is paused and whether its registration is verified', async () => {
    const owner = await businessOwner('Fujairah Marine Supplies', { basic_info: { company_name: 'Fujairah Marine Supplies', industry: 'logistics', registration_number: 'FJ-77' } });
    await ctx.deps.db.update(businessProfiles).set({ confirmedAt: new Date('2026-01-02T03:04:05.000Z') }).where(eq(businessProfiles.id, owner.profile.id));
    const listed = async () => ((await (await admin.client.get('/api/admin/businesses?page_size=100')).json()) as AdminBusinessPage).items.find((b) => b.id === owner.profile.id);
    const detail = async () => (await (await admin.client.get(`/api/admin/businesses/${owner.profile.id}`)).json()) as AdminBusinessDetail;
    expect(await listed()).toMatchObject({ confirmed_at: '2026-01-02T03:04:05.000Z', paused: false, registration_verified: false });
    expect(await detail()).toMatchObject({ confirmed_at: '2026-01-02T03:04:05.000Z', paused: false, verification: null });

    await ctx.deps.db.insert(registrationVerifications).values({
      businessProfileId: owner.profile.id, registrationNumber: 'FJ-77', checklist: CHECKLIST, verifiedBy: admin.userId,
    });
    await ctx.deps.db.update(businessProfiles).set({ status: 'inactive', pausedAt: new Date() }).where(eq(businessProfiles.id, owner.profile.id));
    expect(await listed()).toMatchObject({ paused: true, status: 'inactive', registration_verified: true });
    expect(await detail()).toMatchObject({ paused: true, verification: { registration_number: 'FJ-77', checklist: CHECKLIST } });

    // A verification made for another number does not count.
    await ctx.deps.db.update(businessProfiles).set({ registrationNumber: 'FJ-78' }).where(eq(businessProfiles.id, owner.profile.id));
    expect((await listed())?.registration_verified).toBe(false);
    expect((await detail()).verification).toBeNull();
  });

  it('an investor carries its last confirmation and whether it is paused; a rejection is not a pause', async () => {
    const someone = await investor();
    const listed = async () => ((await (await admin.client.get('/api/admin/investors?page_size=100')).json()) as AdminInvestorPage).items.find((i) => i.id === someone.profile.id);
    expect(await listed()).toMatchObject({ paused: false, confirmed_at: expect.any(String) });
    await ctx.deps.db.update(investorProfiles).set({ status: 'inactive', pausedAt: new Date() }).where(eq(investorProfiles.id, someone.profile.id));
    expect(await listed()).toMatchObject({ paused: true });
    expect(await (await admin.client.get(`/api/admin/investors/${someone.profile.id}`)).json()).toMatchObject({ paused: true });
    expect((await admin.client.patch(`/api/admin/investors/${someone.profile.id}`, { status: 'inactive' })).status).toBe(200);
    expect(await listed()).toMatchObject({ paused: false, status: 'inactive' });
  });
});

describe('Investor Profiles', () => {
  it('lists investor profiles with range, industries, involvement and status', async () => {
    const someone = await investor();
    const page = (await (await admin.client.get('/api/admin/investors')).json()) as AdminInvestorPage;
    expect(page.total).toBe(await ctx.deps.db.$count(investorProfiles));
    expect(page.items.find((i) => i.id === someone.profile.id)).toMatchObject({
      min_amount: 500_000, max_amount: 3_000_000, currency: 'USD',
      preferred_industries: ['technology', 'logistics', 'retail', 'energy'], involvement_type: 'board_member', status: 'active',
      owner: { id: someone.userId, email: someone.email, company_name: 'Falcon Capital' },
    });
  });

  it('Approve and Reject work on investors too, with audit rows and notifications', async () => {
    const someone = await investor();
    const rejected = await admin.client.patch(`/api/admin/investors/${someone.profile.id}`, { status: 'inactive' });
    expect(((await rejected.json()) as AdminInvestor).status).toBe('inactive');
    const approved = await admin.client.patch(`/api/admin/investors/${someone.profile.id}`, { status: 'active' });
    expect(((await approved.json()) as AdminInvestor).status).toBe('active');
    expect((await auditRows(ctx, someone.profile.id)).map((r) => r.action)).toEqual(['investor_profile.reject', 'investor_profile.approve']);
    const kinds = (await notesOf(someone.userId)).map((n) => [n.kind, n.data]);
    expect(kinds).toContainEqual(['profile_rejected', { profileType: 'investor' }]);
    expect(kinds).toContainEqual(['profile_approved', { profileType: 'investor' }]);
  });

  it('View Profile answers the full investor profile and its documents', async () => {
    const someone = await investor();
    expect((await upload(ctx, someone.client, 'track-record.pdf', SAMPLES.pdf)).status).toBe(201);
    const detail = (await (await admin.client.get(`/api/admin/investors/${someone.profile.id}`)).json()) as AdminInvestorDetail;
    expect(detail.profile).toMatchObject({ id: someone.profile.id, involvement_type: 'board_member', investment_capacity: { min_amount: 500_000 } });
    expect(detail.owner).toMatchObject({ id: someone.userId, company_name: 'Falcon Capital' });
    expect(detail.documents.map((d) => d.file_name)).toEqual(['track-record.pdf']);
  });
});

describe('exporting profiles', () => {
  it('businesses.csv quotes every field and neutralises formulas in names', async () => {
    const owner = await businessOwner('=HYPERLINK("http://evil.example","click")');
    await ctx.deps.db.update(users).set({ fullName: '-2+3' }).where(eq(users.id, owner.userId));
    await ctx.deps.db.update(businessProfiles).set({ companyName: '\tTabbed, "quoted"\nmultiline' }).where(eq(businessProfiles.id, owner.profile.id));
    const res = await admin.client.get('/api/admin/exports/businesses.csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="businesses.csv"');
    const csv = await readCsv(res);
    expect(csv.header[0]).toBe('id');
    expect(csv.records).toHaveLength(await ctx.deps.db.$count(businessProfiles));
    expect(csv.records.find((r) => r.id === owner.profile.id)).toMatchObject({
      company_name: '\'\tTabbed, "quoted"\nmultiline', owner_name: "'-2+3", amount_required: '2500000', currency: 'AED',
      confirmed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), paused: 'no',
    });
    expect(csv.records.some((r) => r.company_name === 'مطابع الريم')).toBe(true);
    expect(await auditRows(ctx, 'businesses.csv')).toHaveLength(1);
  });

  it('investors.csv lists every investor profile with its industries', async () => {
    const someone = await investor();
    await ctx.deps.db.update(users).set({ fullName: '+971 Investor' }).where(eq(users.id, someone.userId));
    const csv = await readCsv(await admin.client.get('/api/admin/exports/investors.csv'));
    expect(csv.records).toHaveLength(await ctx.deps.db.$count(investorProfiles));
    expect(csv.records.find((r) => r.id === someone.profile.id)).toMatchObject({
      investor_name: "'+971 Investor", preferred_industries: 'technology; logistics; retail; energy', company_name: 'Falcon Capital',
      confirmed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), paused: 'no',
    });
    expect(await auditRows(ctx, 'investors.csv')).toHaveLength(1);
  });
});
