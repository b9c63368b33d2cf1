import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport, AdminReportPage, SuspendSenderResult } from '#shared/admin/reports.ts';
import type { AdminUser, AdminUserPage } from '#shared/admin/users.ts';
import { createSession, SESSION_COOKIE } from '../../auth/sessions.ts';
import { auditLog, messageReports, sessions, users } from '../../db/schema.ts';
import { TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { addMessages, createDeal, reportMessage, type TestDeal } from './admin-deals.test-support.ts';
import { signedIn, signedInAdmin, type Caller } from './admin.test-support.ts';

let admin: Caller;
const ctx = testContextForFile();
beforeAll(async () => {
  admin = await signedInAdmin(ctx);
});

const CONVERSATION = [
  { from: 'investor', body: 'm1 Hello, thanks for connecting' },
  { from: 'owner', body: 'm2 Happy to talk' },
  { from: 'investor', body: 'm3 Could you share the audited accounts?', deleted: true },
  { from: 'owner', body: 'm4 Sure, next week' },
  { from: 'owner', body: 'm5 Send the deposit to my personal account first', deleted: true },
  { from: 'investor', body: 'm6 That is not how we work' },
  { from: 'owner', body: 'm7 Then forget it' },
  { from: 'investor', body: 'm8 Reporting this' },
  { from: 'owner', body: 'm9 Whatever' },
] as const;

async function reportedDeal(): Promise<{ deal: TestDeal; ids: string[]; reportId: string }> {
  const deal = await createDeal(ctx, { stage: 'in_discussion' });
  const ids = await addMessages(ctx, deal, [...CONVERSATION]);
  const reportId = await reportMessage(ctx, deal, ids[4] ?? '', 'investor');
  return { deal, ids, reportId };
}

const list = async (query = '') => {
  const res = await admin.client.get(`/api/admin/reports${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminReportPage;
};

const login = (email: string) => new TestClient(ctx.app).post('/api/auth/login', { email, password: 'secret-pass' });

describe('admin Reports', () => {
  it('is for admins only', async () => {
    const { deal, reportId } = await reportedDeal();
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/api/admin/reports')).status).toBe(401);
    for (const caller of [deal.investor, deal.owner]) {
      expect((await caller.client.get('/api/admin/reports')).status).toBe(403);
      expect((await caller.client.post(`/api/admin/reports/${reportId}/dismiss`)).status).toBe(403);
      expect((await caller.client.post(`/api/admin/reports/${reportId}/suspend-sender`)).status).toBe(403);
      expect((await caller.client.post(`/api/admin/users/${deal.owner.userId}/unsuspend`)).status).toBe(403);
    }
    const [report] = await ctx.deps.db.select().from(messageReports).where(eq(messageReports.id, reportId));
    expect(report?.status).toBe('open');
  });

  it('lists an open report with its message, sender, reporter, deal and the messages around it', async () => {
    const { deal, ids, reportId } = await reportedDeal();
    const report = (await list()).items.find((r) => r.id === reportId);
    expect(report).toMatchObject({
      status: 'open', reason: 'Asks to pay outside the platform', resolved_at: null, resolved_by: null,
      // Deleted by its sender after sending: the admin still reads the reported text.
      message: { id: ids[4], body: 'm5 Send the deposit to my personal account first', deleted: true },
      sender: { id: deal.owner.userId, full_name: deal.ownerName, side: 'business', suspended: false },
      reporter: { id: deal.investor.userId, full_name: deal.investorName },
      deal: { id: deal.id, stage: 'in_discussion', company_name: deal.companyName, owner: { full_name: deal.ownerName }, investor: { full_name: deal.investorName } },
    });
    // Three before and three after, oldest first; a deleted neighbour shows without its text.
    expect(report?.context.map((m) => [m.body, m.reported, m.deleted, m.side])).toEqual([
      ['m2 Happy to talk', false, false, 'business'],
      ['', false, true, 'investor'],
      ['m4 Sure, next week', false, false, 'business'],
      ['m5 Send the deposit to my personal account first', true, true, 'business'],
      ['m6 That is not how we work', false, false, 'investor'],
      ['m7 Then forget it', false, false, 'business'],
      ['m8 Reporting this', false, false, 'investor'],
    ]);
    expect(report?.context.map((m) => m.id)).toEqual(ids.slice(1, 8));
  });

  it('shows fewer neighbours at the edges of a conversation', async () => {
    const deal = await createDeal(ctx);
    const ids = await addMessages(ctx, deal, [{ from: 'owner', body: 'only one' }, { from: 'investor', body: 'reply' }]);
    const reportId = await reportMessage(ctx, deal, ids[0] ?? '', 'investor', null);
    const report = (await list('?page_size=100')).items.find((r) => r.id === reportId);
    expect(report?.reason).toBeNull();
    expect(report?.context.map((m) => [m.body, m.reported])).toEqual([['only one', true], ['reply', false]]);
  });

  it('filters by status and refuses an unknown one', async () => {
    const open = await list('?status=open');
    expect(open.items.every((r) => r.status === 'open')).toBe(true);
    expect(open.total).toBe(await ctx.deps.db.$count(messageReports, eq(messageReports.status, 'open')));
    const res = await admin.client.get('/api/admin/reports?status=closed');
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { fields: Record<string, { code: string }> } }).error.fields.status?.code).toBe('choose');
  });

  it('dismisses an open report once, audited; a second action answers 409 and changes nothing', async () => {
    const { deal, reportId } = await reportedDeal();
    const res = await admin.client.post(`/api/admin/reports/${reportId}/dismiss`);
    expect(res.status).toBe(200);
    const report = (await res.json()) as AdminReport;
    expect(report).toMatchObject({ id: reportId, status: 'dismissed', resolved_by: { id: admin.userId } });
    expect(report.resolved_at).not.toBeNull();
    expect((await list('?status=dismissed&page_size=100')).items.map((r) => r.id)).toContain(reportId);
    expect((await list('?page_size=100')).items.map((r) => r.id)).not.toContain(reportId);
    const again = await admin.client.post(`/api/admin/reports/${reportId}/dismiss`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('reportResolved');
    const suspend = await admin.client.post(`/api/admin/reports/${reportId}/suspend-sender`);
    expect(suspend.status).toBe(409);
    const [sender] = await ctx.deps.db.select().from(users).where(eq(users.id, deal.owner.userId));
    expect(sender?.suspendedAt).toBeNull();
    const audits = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.targetId, reportId));
    expect(audits).toEqual([expect.objectContaining({ actorUserId: admin.userId, action: 'message_report.dismiss', after: { status: 'dismissed' } })]);
  });

  it('answers 404 for a report that does not exist', async () => {
    for (const id of [crypto.randomUUID(), 'nope']) {
      expect((await admin.client.post(`/api/admin/reports/${id}/dismiss`)).status).toBe(404);
      expect((await admin.client.post(`/api/admin/reports/${id}/suspend-sender`)).status).toBe(404);
    }
  });

  it("suspends the sender: sign-in refused, every session gone, every open report of the sender's messages resolved, audited", async () => {
    const { deal, ids, reportId } = await reportedDeal();
    // Another report of the same sender elsewhere, and one of the reporter's messages in this deal.
    const other = await createDeal(ctx);
    const otherIds = await addMessages(ctx, other, [{ from: 'investor', body: 'hello' }]);
    const [elsewhere] = await ctx.deps.db.insert(messageReports).values({
      messageId: (await addMessages(ctx, deal, [{ from: 'owner', body: 'm10 Last warning' }]))[0] ?? '', dealId: deal.id, reporterUserId: deal.investor.userId,
    }).returning();
    const againstReporter = await reportMessage(ctx, deal, ids[5] ?? '', 'owner');
    const unrelated = await reportMessage(ctx, other, otherIds[0] ?? '', 'owner');
    const secondBrowser = new TestClient(ctx.app);
    expect((await secondBrowser.post('/api/auth/login', { email: deal.owner.email, password: 'secret-pass' })).status).toBe(200);
    expect((await deal.owner.client.get('/api/notifications')).status).toBe(200);

    const res = await admin.client.post(`/api/admin/reports/${reportId}/suspend-sender`);
    expect(res.status).toBe(200);
    const result = (await res.json()) as SuspendSenderResult;
    expect(result.resolved_reports).toBe(2);
    expect(result.report).toMatchObject({ id: reportId, status: 'sender_suspended', sender: { suspended: true }, resolved_by: { id: admin.userId } });

    const statusOf = async (id: string) => (await ctx.deps.db.select().from(messageReports).where(eq(messageReports.id, id)))[0]?.status;
    expect(await statusOf(elsewhere?.id ?? '')).toBe('sender_suspended');
    expect(await statusOf(againstReporter)).toBe('open');
    expect(await statusOf(unrelated)).toBe('open');

    // Signed out everywhere at once, and no new sign-in.
    expect(await ctx.deps.db.$count(sessions, eq(sessions.userId, deal.owner.userId))).toBe(0);
    expect((await deal.owner.client.get('/api/notifications')).status).toBe(401);
    expect((await secondBrowser.get('/api/notifications')).status).toBe(401);
    const refused = await login(deal.owner.email);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'accountSuspended', message: 'This account has been suspended. Please contact support.',
    });
    // A wrong password still reads as a wrong password: the suspension is not disclosed to a guesser.
    const guess = await new TestClient(ctx.app).post('/api/auth/login', { email: deal.owner.email, password: 'wrong-pass' });
    expect(guess.status).toBe(401);
    // A session that outlived the clean-up (written afterwards) does not work either.
    const { token } = await createSession(ctx.deps.db, deal.owner.userId);
    const stale = new TestClient(ctx.app);
    stale.setCookie(SESSION_COOKIE, token);
    expect((await stale.get('/api/notifications')).status).toBe(401);
    expect(((await (await stale.get('/api/auth/session')).json()) as { user: unknown }).user).toBeNull();
    // The reporter is untouched.
    expect((await deal.investor.client.get('/api/notifications')).status).toBe(200);

    const audits = await ctx.deps.db.select().from(auditLog).where(and(eq(auditLog.actorUserId, admin.userId), eq(auditLog.targetId, deal.owner.userId)));
    expect(audits).toEqual([expect.objectContaining({ action: 'user.suspend', after: expect.objectContaining({ report_id: reportId, sessions_ended: 2 }) })]);
    const reportAudits = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.targetId, reportId));
    expect(reportAudits).toEqual([expect.objectContaining({ action: 'message_report.suspend_sender' })]);

    expect((await admin.client.post(`/api/admin/reports/${reportId}/suspend-sender`)).status).toBe(409);
    expect((await list('?status=sender_suspended&page_size=100')).items.map((r) => r.id).sort()).toEqual([reportId, elsewhere?.id].sort());

    // The Users section shows the suspension; unsuspending lets the user in again, once.
    const usersPage = (await (await admin.client.get('/api/admin/users?page_size=100')).json()) as AdminUserPage;
    expect(usersPage.items.find((u) => u.id === deal.owner.userId)?.suspended_at).not.toBeNull();
    expect(usersPage.items.find((u) => u.id === deal.investor.userId)?.suspended_at).toBeNull();
    const lifted = await admin.client.post(`/api/admin/users/${deal.owner.userId}/unsuspend`);
    expect(lifted.status).toBe(200);
    expect(((await lifted.json()) as AdminUser).suspended_at).toBeNull();
    expect((await login(deal.owner.email)).status).toBe(200);
    const twice = await admin.client.post(`/api/admin/users/${deal.owner.userId}/unsuspend`);
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { code: string } }).error.code).toBe('notSuspended');
    expect(await ctx.deps.db.select().from(auditLog).where(and(eq(auditLog.targetId, deal.owner.userId), eq(auditLog.action, 'user.unsuspend')))).toHaveLength(1);
    // The reports stay resolved.
    expect(await statusOf(reportId)).toBe('sender_suspended');
  });

  it("never suspends an administrator and leaves everything as it was", async () => {
    const { deal, reportId } = await reportedDeal();
    await ctx.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, deal.owner.userId));
    const res = await admin.client.post(`/api/admin/reports/${reportId}/suspend-sender`);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('adminNotSuspendable');
    const [sender] = await ctx.deps.db.select().from(users).where(eq(users.id, deal.owner.userId));
    expect(sender?.suspendedAt).toBeNull();
    expect(await ctx.deps.db.$count(sessions, eq(sessions.userId, deal.owner.userId))).toBe(1);
    const [report] = await ctx.deps.db.select().from(messageReports).where(eq(messageReports.id, reportId));
    expect(report?.status).toBe('open');
    expect(await ctx.deps.db.$count(auditLog, eq(auditLog.targetId, reportId))).toBe(0);
  });

  it('lets one of two simultaneous actions on a report win; the other answers 409', async () => {
    const { reportId } = await reportedDeal();
    const second = await signedInAdmin(ctx);
    const statuses = (await Promise.all([
      admin.client.post(`/api/admin/reports/${reportId}/dismiss`),
      second.client.post(`/api/admin/reports/${reportId}/suspend-sender`),
    ])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
  });

  it('unsuspend answers 404 for an unknown user', async () => {
    expect((await admin.client.post(`/api/admin/users/${crypto.randomUUID()}/unsuspend`)).status).toBe(404);
    const someone = await signedIn(ctx, 'investor');
    expect((await admin.client.post(`/api/admin/users/${someone.userId}/unsuspend`)).status).toBe(409);
  });
});
