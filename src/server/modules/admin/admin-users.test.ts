import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminMatchPage } from '#shared/admin/matches.ts';
import type { AdminUserPage } from '#shared/admin/users.ts';
import { ENGLISH_REASONS, renderReason } from '#shared/matching/reason-render.ts';
import { businessProfiles, investorProfiles, matches, users } from '../../db/schema.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { snapshotsFor } from '../matching/match-snapshot.ts';
import { auditRows, readCsv, signedIn, signedInAdmin, type Caller } from './admin.test-support.ts';

let admin: Caller;
const ctx = testContextForFile();
beforeAll(async () => {
  admin = await signedInAdmin(ctx);
});

describe('User Management', () => {
  it('lists every account newest first with type, country, completion and role', async () => {
    const owner = await signedIn(ctx, 'business_owner', { country: 'Oman' });
    const page = (await (await admin.client.get('/api/admin/users')).json()) as AdminUserPage;
    expect(page.total).toBe(await ctx.deps.db.$count(users));
    expect(page.items[0]).toMatchObject({ id: owner.userId, email: owner.email, user_type: 'business_owner', country: 'Oman', profile_completed: false, role: 'user' });
    expect(page.items.find((u) => u.id === admin.userId)?.role).toBe('admin');
    expect(JSON.stringify(page)).not.toMatch(/password|argon2/i);
  });

  it('shows a deleted account as deleted, not suspended: no suspension to lift, in no user total and in no broadcast audience', async () => {
    const before = (await (await admin.client.get('/api/admin/broadcasts/audience')).json()) as { counts: { all: number; investors: number } };
    const statsBefore = (await (await admin.client.get('/api/admin/stats')).json()) as { total_users: number };
    const leaving = await signedIn(ctx, 'investor');
    const res = await leaving.client.post('/api/account/delete', { password: 'secret-pass', confirm: true });
    expect(res.status).toBe(200);

    const page = (await (await admin.client.get('/api/admin/users?page_size=100')).json()) as AdminUserPage;
    const listed = page.items.find((u) => u.id === leaving.userId);
    expect(listed).toMatchObject({ suspended_at: null, full_name: 'Deleted user' });
    expect(Date.parse(listed?.deleted_at ?? '')).not.toBeNaN();
    const lift = await admin.client.post(`/api/admin/users/${leaving.userId}/unsuspend`, {});
    expect(lift.status).toBe(409);
    expect(await lift.json()).toMatchObject({ error: { code: 'accountWasDeleted', message: 'This account was deleted by its user and cannot be restored.' } });

    const after = (await (await admin.client.get('/api/admin/broadcasts/audience')).json()) as { counts: { all: number; investors: number } };
    expect(after.counts).toMatchObject({ all: before.counts.all, investors: before.counts.investors });
    const statsAfter = (await (await admin.client.get('/api/admin/stats')).json()) as { total_users: number };
    expect(statsAfter.total_users).toBe(statsBefore.total_users);
  });

  it('pages through users and caps a page at 100', async () => {
    await ctx.deps.db.insert(users).values(Array.from({ length: 4 }, (_, i) => ({ email: `paged${i}@example.com`, passwordHash: 'x', fullName: `Paged ${i}` })));
    const total = await ctx.deps.db.$count(users);
    const first = (await (await admin.client.get('/api/admin/users?page=1&page_size=2')).json()) as AdminUserPage;
    const second = (await (await admin.client.get('/api/admin/users?page=2&page_size=2')).json()) as AdminUserPage;
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(2);
    expect(new Set([...first.items, ...second.items].map((u) => u.id)).size).toBe(4);
    const capped = (await (await admin.client.get('/api/admin/users?page_size=5000')).json()) as AdminUserPage;
    expect(capped.page_size).toBe(100);
    expect(capped.items).toHaveLength(Math.min(total, 100));
    const beyond = (await (await admin.client.get('/api/admin/users?page=999')).json()) as AdminUserPage;
    expect(beyond.items).toEqual([]);
    for (const query of ['page=-1', 'page_size=0', 'page=abc']) expect((await admin.client.get(`/api/admin/users?${query}`)).status).toBe(422);
  });

  it('exports users.csv: hostile and Arabic names survive a parser, formulas are neutralised, no password hashes', async () => {
    const names = ['=HYPERLINK("http://x.example","x")', '+1', '-2', '@SUM(A1)', '\tTab', '\rReturn', 'Comma, Name', 'Say "hi"', 'Line\nBreak', 'خالد السويدي'];
    // Written straight to the table: registration trims names, and a hostile row may come from anywhere.
    const callers = (await ctx.deps.db
      .insert(users)
      .values(names.map((fullName, i) => ({ email: `hostile${i}@example.com`, passwordHash: 'not-a-hash', fullName, userType: 'investor' as const })))
      .returning()).map((u) => ({ userId: u.id }));
    const res = await admin.client.get('/api/admin/exports/users.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="users.csv"');
    const csv = await readCsv(res);
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.header).toEqual(['id', 'full_name', 'email', 'user_type', 'country', 'profile_completed', 'role', 'created_at']);
    expect(csv.records).toHaveLength(await ctx.deps.db.$count(users));
    const byId = new Map(csv.records.map((r) => [r.id, r]));
    const expected = ["'=HYPERLINK(\"http://x.example\",\"x\")", "'+1", "'-2", "'@SUM(A1)", "'\tTab", "'\rReturn", 'Comma, Name', 'Say "hi"', 'Line\nBreak', 'خالد السويدي'];
    callers.forEach((c, i) => expect(byId.get(c.userId)?.full_name).toBe(expected[i]));
    expect(byId.get(admin.userId)).toMatchObject({ role: 'admin', profile_completed: 'no' });
    expect(csv.text).not.toMatch(/argon2|password/i);
    // Every field is quoted: each line of the header starts and ends with a quote.
    expect(csv.text.split('\r\n')[0]).toMatch(/^\uFEFF"id","full_name",.*"created_at"$/);
    expect(await auditRows(ctx, 'users.csv')).toEqual([expect.objectContaining({ actorUserId: admin.userId, action: 'export' })]);
  });
});

describe('AI Matches & Connections', () => {
  it('lists matches read-only with score, status, both interests and reasons, newest first', async () => {
    const [owner, investor] = [await signedIn(ctx, 'business_owner'), await signedIn(ctx, 'investor')];
    const { db } = ctx.deps;
    const [business] = await db.insert(businessProfiles).values({ userId: owner.userId, companyName: 'Lusail Dental Centres' }).returning();
    const [profile] = await db.insert(investorProfiles).values({ userId: investor.userId }).returning();
    const [match] = await db.insert(matches).values({
      investorProfileId: profile?.id ?? '', businessProfileId: business?.id ?? '', matchScore: 87, status: 'interested',
      investorInterest: true, businessInterest: false, matchReasons: ['Industry match', 'Ticket size fits'],
    }).returning();
    const res = await admin.client.get('/api/admin/matches');
    expect(res.status).toBe(200);
    const page = (await res.json()) as AdminMatchPage;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: match?.id, match_score: 87, status: 'interested', investor_interest: true, business_interest: false,
      match_reasons: ['Industry match', 'Ticket size fits'], company_name: 'Lusail Dental Centres',
    });
    expect((await admin.client.patch(`/api/admin/matches/${match?.id}`, { status: 'contacted' })).status).toBe(404);
  });

  it('keeps the reasons of a match made in the deal flow as data too, which word to the stored English', async () => {
    const [owner, investor] = [await signedIn(ctx, 'business_owner'), await signedIn(ctx, 'investor')];
    const { db } = ctx.deps;
    await db.insert(investorProfiles).values({
      userId: investor.userId, minAmount: 500_000, maxAmount: 5_000_000, currency: 'USD', preferredIndustries: ['logistics'], geographicalPreference: ['UAE'],
    });
    const [business] = await db.insert(businessProfiles).values({
      userId: owner.userId, companyName: 'Gulf Cold Chain', industry: 'logistics', headquarters: 'UAE', amountRequired: 2_000_000, currency: 'USD',
    }).returning();
    snapshotsFor(ctx.deps.database).invalidate();
    await investor.client.acceptNda(business!.id);
    expect((await investor.client.post(`/api/matching/businesses/${business?.id}/interest`)).status).toBe(200);

    const page = (await (await admin.client.get('/api/admin/matches')).json()) as AdminMatchPage;
    const made = page.items.find((m) => m.company_name === 'Gulf Cold Chain');
    expect(made?.match_reasons.length).toBeGreaterThan(0);
    expect(made?.match_reason_details.map((r) => r.code)).toEqual(expect.arrayContaining(['industryPreferred', 'headquarteredIn', 'seeksInside']));
    expect(made?.match_reason_details.map((r) => renderReason(r, ENGLISH_REASONS))).toEqual(made?.match_reasons);
  });
});
