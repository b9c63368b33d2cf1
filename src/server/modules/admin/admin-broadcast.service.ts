import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { OUTBOX_STATUSES, RECIPIENT_TYPES, type Broadcast, type BroadcastAudience, type BroadcastSummary, type OutboxStatus, type RecipientType } from '#shared/admin/broadcasts.ts';
import { LANGUAGES } from '#shared/enums.ts';
import { broadcastMail } from '#shared/locales/mail-texts.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, emailOutbox, users } from '../../db/schema.ts';
import { audit, iso } from './admin-shared.ts';

export const BROADCAST_ACTION = 'broadcast.send';
const RECENT_BROADCASTS = 20;

/** A deleted account's address is a placeholder: it is in no audience. */
const AUDIENCE: Record<RecipientType, SQL> = {
  all: isNull(users.deletedAt),
  investors: and(isNull(users.deletedAt), eq(users.userType, 'investor')) as SQL,
  businesses: and(isNull(users.deletedAt), eq(users.userType, 'business_owner')) as SQL,
};

export async function audienceCounts(db: Db): Promise<BroadcastAudience['counts']> {
  const [row] = await db
    .select({
      all: count(),
      investors: count(sql`case when ${users.userType} = 'investor' then 1 end`),
      businesses: count(sql`case when ${users.userType} = 'business_owner' then 1 end`),
    })
    .from(users)
    .where(AUDIENCE.all);
  return row ?? { all: 0, investors: 0, businesses: 0 };
}

/**
 * Queues one outbox row per recipient in a single INSERT … SELECT, so that a large audience is
 * never loaded into the process, and records the broadcast in the audit log.
 */
export async function queueBroadcast(db: Db, actorUserId: string, input: Broadcast): Promise<{ id: string; recipients: number }> {
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const where = AUDIENCE[input.recipient_type];
    // One row per recipient, worded in that recipient's language.
    const inLanguage = (part: 'subject' | 'text' | 'html') =>
      sql`case ${users.language} ${sql.join(LANGUAGES.map((l) => sql`when ${l} then ${broadcastMail(l, input)[part]}`), sql` `)} else ${broadcastMail('en', input)[part]} end`;
    const result = await tx.execute(sql`
      with queued as (
        insert into ${emailOutbox} (to_email, subject, body_text, body_html, broadcast_id)
        select ${users.email}, ${inLanguage('subject')}, ${inLanguage('text')}, ${inLanguage('html')}, ${id}::uuid from ${users}
        where ${where}
        returning 1
      )
      select count(*)::int as n from queued`);
    // Both drivers (pg and PGlite) answer raw statements with { rows }; the generic Db type cannot say so.
    const recipients = Number((result as { rows?: { n: number }[] }).rows?.[0]?.n ?? 0);
    await audit(tx, {
      actorUserId,
      action: BROADCAST_ACTION,
      targetType: 'broadcast',
      targetId: id,
      after: { recipient_type: input.recipient_type, subject: input.subject, recipients },
    });
    return { id, recipients };
  });
}

type Totals = Record<OutboxStatus, number>;
const emptyTotals = (): Totals => ({ queued: 0, sending: 0, sent: 0, failed: 0 });

/** Messages per status for each broadcast of `ids`, counted by the database. */
export async function deliveryTotals(db: Db, ids: string[]): Promise<Map<string, Totals>> {
  const totals = new Map(ids.map((id) => [id, emptyTotals()]));
  if (ids.length === 0) return totals;
  const rows = await db
    .select({ broadcastId: emailOutbox.broadcastId, status: emailOutbox.status, n: count() })
    .from(emailOutbox)
    .where(inArray(emailOutbox.broadcastId, ids))
    .groupBy(emailOutbox.broadcastId, emailOutbox.status);
  for (const row of rows) {
    const entry = row.broadcastId ? totals.get(row.broadcastId) : undefined;
    if (entry && (OUTBOX_STATUSES as readonly string[]).includes(row.status)) entry[row.status as OutboxStatus] = row.n;
  }
  return totals;
}

interface BroadcastRecord {
  recipient_type?: unknown;
  subject?: unknown;
  recipients?: unknown;
}

export async function recentBroadcasts(db: Db): Promise<BroadcastSummary[]> {
  const rows = await db
    .select({ id: auditLog.targetId, after: auditLog.after, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.action, BROADCAST_ACTION), eq(auditLog.targetType, 'broadcast')))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(RECENT_BROADCASTS);
  const ids = rows.flatMap((r) => (r.id ? [r.id] : []));
  const totals = await deliveryTotals(db, ids);
  return rows.flatMap((r) => {
    if (!r.id) return [];
    const record = (r.after ?? {}) as BroadcastRecord;
    const type = RECIPIENT_TYPES.find((t) => t === record.recipient_type) ?? 'all';
    return [{
      id: r.id,
      recipient_type: type,
      subject: typeof record.subject === 'string' ? record.subject : '',
      recipients: typeof record.recipients === 'number' ? record.recipients : 0,
      totals: totals.get(r.id) ?? emptyTotals(),
      created_at: iso(r.createdAt),
    }];
  });
}

/** One broadcast's page of deliveries and its totals; null when no broadcast has this id. */
export async function broadcastDeliveries(db: Db, id: string, page: { limit: number; offset: number }) {
  const [known] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, BROADCAST_ACTION), eq(auditLog.targetId, id)));
  if (!known?.n) return null;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.broadcastId, id))
      .orderBy(desc(emailOutbox.createdAt), asc(emailOutbox.toEmail), asc(emailOutbox.id))
      .limit(page.limit)
      .offset(page.offset),
    deliveryTotals(db, [id]),
  ]);
  return { rows, totals: totals.get(id) ?? { queued: 0, sending: 0, sent: 0, failed: 0 } };
}
