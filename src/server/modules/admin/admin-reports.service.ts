import { eq, sql } from 'drizzle-orm';
import { message } from '#shared/messages/messages.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { dealMessages, messageReports, users } from '../../db/schema.ts';
import { endStreamsOf } from '../../events/live-hub.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { revokeForUser } from '../deals/index.ts';
import { audit } from './admin-shared.ts';
import { resolveOpenReportsOf } from './admin-reports.queries.ts';

/** The open report, locked for this transaction: two admins acting on it take turns, the second gets 409. */
async function lockOpenReport(tx: Db, id: string) {
  const [report] = await tx.select().from(messageReports).where(eq(messageReports.id, id)).for('update');
  if (!report) throw notFound();
  if (report.status !== 'open') throw conflict(message('reportResolved'));
  return report;
}

export async function dismissReport(db: Db, adminId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOpenReport(tx, id);
    await tx.update(messageReports).set({ status: 'dismissed', resolvedAt: sql`now()`, resolvedByUserId: adminId }).where(eq(messageReports.id, id));
    await audit(tx, { actorUserId: adminId, action: 'message_report.dismiss', targetType: 'message_report', targetId: id, before: { status: 'open' }, after: { status: 'dismissed' } });
  });
}

/** Suspends the reported message's sender and resolves all their open reports; answers how many were resolved. */
export async function suspendReportedSender(db: Db, adminId: string, id: string): Promise<number> {
  return db.transaction(async (tx) => {
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
    await revokeForUser(tx, sender.id, 'user_suspended', adminId);
    const reportIds = await resolveOpenReportsOf(tx, sender.id, adminId);
    await audit(tx, {
      actorUserId: adminId, action: 'user.suspend', targetType: 'user', targetId: sender.id,
      before: { suspended_at: sender.suspendedAt?.toISOString() ?? null },
      after: { suspended_at: after?.suspendedAt?.toISOString() ?? null, report_id: id, sessions_ended: sessionsEnded },
    });
    await audit(tx, {
      actorUserId: adminId, action: 'message_report.suspend_sender', targetType: 'message_report', targetId: id,
      before: { status: 'open' }, after: { status: 'sender_suspended', sender_user_id: sender.id, resolved_report_ids: reportIds },
    });
    return reportIds.length;
  });
}
