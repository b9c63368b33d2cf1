import type { RouteHandler } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { message } from '../../../shared/messages.ts';
import { requireAdmin, revokeUserSessions } from '../../auth/sessions.ts';
import { revokeForUser } from '../deals/index.ts';
import { endStreamsOf } from '../../events/live-hub.ts';
import type { Db } from '../../db/client.ts';
import { dealMessages, messageReports, users } from '../../db/schema.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { audit, existingId, paging } from './admin-shared.ts';
import { reportById, reportPage, resolveOpenReportsOf } from './admin-reports.queries.ts';
import * as routes from './admin-reports.routes.ts';

const list: RouteHandler<typeof routes.listReports, AppEnv> = async (c) => {
  requireAdmin(c);
  const query = c.req.valid('query');
  const { page, pageSize, offset } = paging(query);
  const { items, total } = await reportPage(c.var.deps.db, query.status, pageSize, offset);
  return c.json({ items, total, page, page_size: pageSize }, 200);
};

/** The open report, locked for this transaction: two admins acting on it take turns, the second gets 409. */
async function lockOpenReport(tx: Db, id: string) {
  const [report] = await tx.select().from(messageReports).where(eq(messageReports.id, id)).for('update');
  if (!report) throw notFound();
  if (report.status !== 'open') throw conflict(message('reportResolved'));
  return report;
}

const dismiss: RouteHandler<typeof routes.dismissReport, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const id = existingId(c.req.valid('param').id);
  const { db } = c.var.deps;
  await db.transaction(async (tx) => {
    await lockOpenReport(tx, id);
    await tx.update(messageReports).set({ status: 'dismissed', resolvedAt: sql`now()`, resolvedByUserId: admin.id }).where(eq(messageReports.id, id));
    await audit(tx, { actorUserId: admin.id, action: 'message_report.dismiss', targetType: 'message_report', targetId: id, before: { status: 'open' }, after: { status: 'dismissed' } });
  });
  const report = await reportById(db, id);
  if (!report) throw notFound();
  return c.json(report, 200);
};

const suspend: RouteHandler<typeof routes.suspendSender, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const id = existingId(c.req.valid('param').id);
  const { db } = c.var.deps;
  const resolved = await db.transaction(async (tx) => {
    const report = await lockOpenReport(tx, id);
    const [sent] = await tx.select({ senderUserId: dealMessages.senderUserId }).from(dealMessages).where(eq(dealMessages.id, report.messageId));
    if (!sent) throw notFound();
    const [sender] = await tx.select().from(users).where(eq(users.id, sent.senderUserId)).for('update');
    if (!sender) throw notFound();
    if (sender.role === 'admin') throw conflict(message('adminNotSuspendable'));
    const [after] = await tx
      .update(users)
      .set({ suspendedAt: sql`coalesce(${users.suspendedAt}, now())` })
      .where(eq(users.id, sender.id))
      .returning({ suspendedAt: users.suspendedAt });
    const sessionsEnded = await revokeUserSessions(tx, sender.id);
    await endStreamsOf(tx, sender.id);
    // Neither side of a suspended user's deals reaches the other's documents any more (issue 18).
    await revokeForUser(tx, sender.id, 'user_suspended', admin.id);
    const reportIds = await resolveOpenReportsOf(tx, sender.id, admin.id);
    await audit(tx, {
      actorUserId: admin.id, action: 'user.suspend', targetType: 'user', targetId: sender.id,
      before: { suspended_at: sender.suspendedAt?.toISOString() ?? null },
      after: { suspended_at: after?.suspendedAt?.toISOString() ?? null, report_id: id, sessions_ended: sessionsEnded },
    });
    await audit(tx, {
      actorUserId: admin.id, action: 'message_report.suspend_sender', targetType: 'message_report', targetId: id,
      before: { status: 'open' }, after: { status: 'sender_suspended', sender_user_id: sender.id, resolved_report_ids: reportIds },
    });
    return reportIds.length;
  });
  const report = await reportById(db, id);
  if (!report) throw notFound();
  return c.json({ report, resolved_reports: resolved }, 200);
};

export const adminReportsRouter = createRouter()
  .openapi(routes.listReports, list)
  .openapi(routes.dismissReport, dismiss)
  .openapi(routes.suspendSender, suspend);
