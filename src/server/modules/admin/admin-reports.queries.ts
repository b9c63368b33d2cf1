import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REPORT_CONTEXT_MESSAGES, type AdminReport, type ReportContextMessage } from '#shared/admin/reports.ts';
import type { ReportStatus } from '#shared/deals/room.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, dealMessages, deals, messageReports, users } from '../../db/schema.ts';
import { iso } from './admin-shared.ts';

// Reported messages as an admin reads them: the message (even if its sender deleted it since), who sent and
// who reported it, the deal, and the messages around it (decision 0115).

const senders = alias(users, 'report_sender');
const reporters = alias(users, 'reporter');
const resolvers = alias(users, 'resolver');
const owners = alias(users, 'report_owner');
const investors = alias(users, 'report_investor');

const columns = {
  report: messageReports,
  message: dealMessages,
  deal: { id: deals.id, stage: deals.stage, ownerUserId: deals.ownerUserId },
  companyName: businessProfiles.companyName,
  sender: { id: senders.id, fullName: senders.fullName, email: senders.email, suspendedAt: senders.suspendedAt },
  reporter: { id: reporters.id, fullName: reporters.fullName, email: reporters.email },
  owner: { id: owners.id, fullName: owners.fullName },
  investor: { id: investors.id, fullName: investors.fullName },
  resolverId: resolvers.id,
  resolverName: resolvers.fullName,
};

function selectReports(db: Db, where: SQL) {
  return db
    .select(columns)
    .from(messageReports)
    .innerJoin(dealMessages, eq(dealMessages.id, messageReports.messageId))
    .innerJoin(deals, eq(deals.id, messageReports.dealId))
    .innerJoin(businessProfiles, eq(businessProfiles.id, deals.businessProfileId))
    .innerJoin(senders, eq(senders.id, dealMessages.senderUserId))
    .innerJoin(reporters, eq(reporters.id, messageReports.reporterUserId))
    .innerJoin(owners, eq(owners.id, deals.ownerUserId))
    .innerJoin(investors, eq(investors.id, deals.investorUserId))
    .leftJoin(resolvers, eq(resolvers.id, messageReports.resolvedByUserId))
    .where(where);
}
type ReportRow = Awaited<ReturnType<typeof selectReports>>[number];

const side = (senderId: string, ownerUserId: string) => (senderId === ownerUserId ? ('business' as const) : ('investor' as const));

/** The few messages before and after the reported one in its deal, oldest first; deleted ones without their text. */
async function contextOf(db: Db, row: ReportRow): Promise<ReportContextMessage[]> {
  const { message } = row;
  const near = (before: boolean) =>
    db
      .select({ message: dealMessages, senderName: users.fullName })
      .from(dealMessages)
      .innerJoin(users, eq(users.id, dealMessages.senderUserId))
      .where(
        and(
          eq(dealMessages.dealId, message.dealId),
          before
            ? or(lt(dealMessages.createdAt, message.createdAt), and(eq(dealMessages.createdAt, message.createdAt), lt(dealMessages.id, message.id)))
            : or(gt(dealMessages.createdAt, message.createdAt), and(eq(dealMessages.createdAt, message.createdAt), gt(dealMessages.id, message.id))),
        ),
      )
      .orderBy(...(before ? [desc(dealMessages.createdAt), desc(dealMessages.id)] : [asc(dealMessages.createdAt), asc(dealMessages.id)]))
      .limit(REPORT_CONTEXT_MESSAGES);
  const [earlier, later] = await Promise.all([near(true), near(false)]);
  const shown = (m: typeof dealMessages.$inferSelect, senderName: string, reported: boolean): ReportContextMessage => ({
    id: m.id,
    body: reported || m.deletedAt === null ? m.body : '',
    deleted: m.deletedAt !== null,
    sender_name: senderName,
    side: side(m.senderUserId, row.deal.ownerUserId),
    created_at: iso(m.createdAt),
    reported,
  });
  return [
    ...earlier.reverse().map((x) => shown(x.message, x.senderName, false)),
    shown(message, row.sender.fullName, true),
    ...later.map((x) => shown(x.message, x.senderName, false)),
  ];
}

async function toAdminReport(db: Db, row: ReportRow): Promise<AdminReport> {
  const { report, message } = row;
  return {
    id: report.id,
    status: report.status,
    reason: report.reason,
    created_at: iso(report.createdAt),
    resolved_at: report.resolvedAt ? iso(report.resolvedAt) : null,
    resolved_by: row.resolverId && row.resolverName !== null ? { id: row.resolverId, full_name: row.resolverName } : null,
    // The reported text stays readable to an admin after its sender deleted it: it is the evidence.
    message: { id: message.id, body: message.body, deleted: message.deletedAt !== null, created_at: iso(message.createdAt) },
    sender: {
      id: row.sender.id, full_name: row.sender.fullName, email: row.sender.email,
      suspended: row.sender.suspendedAt !== null, side: side(row.sender.id, row.deal.ownerUserId),
    },
    reporter: { id: row.reporter.id, full_name: row.reporter.fullName, email: row.reporter.email },
    deal: {
      id: row.deal.id, stage: row.deal.stage, company_name: row.companyName,
      owner: { id: row.owner.id, full_name: row.owner.fullName },
      investor: { id: row.investor.id, full_name: row.investor.fullName },
    },
    context: await contextOf(db, row),
  };
}

/** Oldest open report first would bury new ones; newest first, as every admin list. */
export async function reportPage(db: Db, status: ReportStatus, limit: number, offset: number): Promise<{ items: AdminReport[]; total: number }> {
  const where = eq(messageReports.status, status);
  const [rows, total] = await Promise.all([
    selectReports(db, where).orderBy(desc(messageReports.createdAt), desc(messageReports.id)).limit(limit).offset(offset),
    db.$count(messageReports, where),
  ]);
  return { items: await Promise.all(rows.map((row) => toAdminReport(db, row))), total };
}

export async function reportById(db: Db, id: string): Promise<AdminReport | null> {
  const [row] = await selectReports(db, eq(messageReports.id, id)).limit(1);
  return row ? toAdminReport(db, row) : null;
}

/** Resolves every open report of the sender's messages; the ids resolved. */
export async function resolveOpenReportsOf(db: Db, senderUserId: string, adminUserId: string): Promise<string[]> {
  const theirs = db.select({ id: dealMessages.id }).from(dealMessages).where(eq(dealMessages.senderUserId, senderUserId));
  const rows = await db
    .update(messageReports)
    .set({ status: 'sender_suspended', resolvedAt: sql`now()`, resolvedByUserId: adminUserId })
    .where(and(eq(messageReports.status, 'open'), inArray(messageReports.messageId, theirs)))
    .returning({ id: messageReports.id });
  return rows.map((r) => r.id);
}
