import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import type { Mailer } from './mailer.ts';

// Every message goes through the email_outbox table (DESIGN.md section 2): a request only queues,
// and any instance delivers. Rows are claimed with SKIP LOCKED so that instances never send one twice.

export const MAX_ATTEMPTS = 5;
export const DELIVERY_BATCH = 50;
const ERROR_MAX_LENGTH = 500;

export type OutboxRow = typeof emailOutbox.$inferSelect;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  broadcastId?: string;
}

export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<OutboxRow> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ toEmail: mail.to, subject: mail.subject, bodyText: mail.text, broadcastId: mail.broadcastId ?? null })
    .returning();
  if (!row) throw new Error('outbox insert returned no row');
  return row;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  failed: number;
  retrying: number;
}

/** Claims up to `limit` queued messages for this caller alone. */
async function claim(db: Db, limit: number): Promise<OutboxRow[]> {
  const claimable = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'queued'))
    // Fresh messages before retries, so that one bad address cannot hold up a whole broadcast.
    .orderBy(asc(emailOutbox.attempts), asc(emailOutbox.createdAt), asc(emailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(emailOutbox).set({ status: 'sending' }).where(inArray(emailOutbox.id, claimable)).returning();
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);

/**
 * Sends one batch of queued messages. A message that fails goes back to the queue with its error,
 * and is marked failed once it has failed MAX_ATTEMPTS times.
 */
export async function deliverPending(db: Db, mailer: Mailer, { limit = DELIVERY_BATCH }: { limit?: number } = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { claimed: 0, sent: 0, failed: 0, retrying: 0 };
  if (!mailer.enabled) return report;
  const rows = await claim(db, limit);
  report.claimed = rows.length;
  for (const row of rows) {
    try {
      await mailer.send({ to: row.toEmail, subject: row.subject, text: row.bodyText });
      await db.update(emailOutbox).set({ status: 'sent', sentAt: sql`now()`, lastError: null }).where(eq(emailOutbox.id, row.id));
      report.sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'queued';
      await db.update(emailOutbox).set({ status, attempts, lastError: errorText(error) }).where(eq(emailOutbox.id, row.id));
      report[status === 'failed' ? 'failed' : 'retrying'] += 1;
    }
  }
  return report;
}

/**
 * Sends batches until the queue has no more full batches to give, without retrying at once
 * what just failed (the periodic run retries it). Meant to run unawaited after a request.
 */
export async function drainOutbox(db: Db, mailer: Mailer, batch = DELIVERY_BATCH): Promise<DeliveryReport> {
  const total: DeliveryReport = { claimed: 0, sent: 0, failed: 0, retrying: 0 };
  for (;;) {
    const report = await deliverPending(db, mailer, { limit: batch });
    total.claimed += report.claimed;
    total.sent += report.sent;
    total.failed += report.failed;
    total.retrying += report.retrying;
    if (report.claimed < batch || report.sent === 0) return total;
  }
}

/** Starts the periodic delivery of main.ts; the returned function stops it. */
export function startOutboxInterval(db: Db, mailer: Mailer, everyMs: number, log: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    // A slow SMTP server must not pile runs on top of each other in one process.
    if (running) return;
    running = true;
    drainOutbox(db, mailer)
      .catch(log)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
