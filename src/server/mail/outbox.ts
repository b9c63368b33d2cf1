import { and, asc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailOutbox, emailTokens, passwordResetTokens } from '../db/schema.ts';
import type { Mailer } from './mailer.ts';

// Every message goes through the email_outbox table (docs/design.md section 2): a request only queues,
// and any instance delivers. Rows are claimed with SKIP LOCKED so that instances never send one twice.

export const MAX_ATTEMPTS = 5;
export const DELIVERY_BATCH = 50;
/** A row claimed longer ago than this belongs to a deliverer that died; it is taken back and tried again. */
export const CLAIM_LEASE_SECONDS = 15 * 60;
const ERROR_MAX_LENGTH = 500;
export const INTERRUPTED_ERROR = 'Delivery was interrupted before it finished (the sending process stopped).';

/** Minutes a message waits after its n-th failure: 1, 2, 4, 8 … */
export const backoffMinutes = (failures: number) => 2 ** Math.max(0, failures - 1);

export type OutboxRow = typeof emailOutbox.$inferSelect;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part (mail-texts.ts renders one beside every text). */
  html?: string;
  broadcastId?: string;
  /** The one-time link the mail carries: its token's SHA-256 (as its table keeps it) and expiry; the body goes with it. */
  secret?: { hash: string; until: Date };
}

export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<OutboxRow> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toEmail: mail.to, subject: mail.subject, bodyText: mail.text, bodyHtml: mail.html ?? null, broadcastId: mail.broadcastId ?? null,
      secretHash: mail.secret?.hash ?? null, secretUntil: mail.secret?.until ?? null,
    })
    .returning();
  if (!row) throw new Error('outbox insert returned no row');
  return row;
}

/** What an erased mail's body says in the outbox and the admins' Mailbox. */
export const ERASED_BODY = 'Erased: this message carried a one-time link that has been used, replaced or has expired.';

/**
 * Erases the body of every mail whose one-time link is spent (used, or voided by a newer one) or expired: a copy of the
 * database, its write-ahead log or a backup then holds no live link (issue 47). Recipient, subject and time stay.
 */
export async function eraseSpentLinkMail(db: Db): Promise<number> {
  const erased = await db
    .update(emailOutbox)
    .set({ bodyText: ERASED_BODY, bodyHtml: null, secretHash: null, secretUntil: null })
    .where(and(isNotNull(emailOutbox.secretUntil), or(
      lte(emailOutbox.secretUntil, sql`now()`),
      inArray(emailOutbox.secretHash, db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens).where(isNotNull(passwordResetTokens.usedAt))),
      inArray(emailOutbox.secretHash, db.select({ hash: emailTokens.tokenHash }).from(emailTokens).where(isNotNull(emailTokens.usedAt))),
    )))
    .returning({ id: emailOutbox.id });
  return erased.length;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  failed: number;
  retrying: number;
}

/** Puts back claims whose deliverer died mid-batch; the interruption counts as a failed attempt. */
async function reclaimAbandoned(db: Db): Promise<number> {
  const lease = sql.raw(`interval '${CLAIM_LEASE_SECONDS} seconds'`);
  const rows = await db
    .update(emailOutbox)
    .set({
      status: sql`case when ${emailOutbox.attempts} + 1 >= ${MAX_ATTEMPTS} then 'failed' else 'queued' end`,
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastError: INTERRUPTED_ERROR,
      claimedAt: null,
      nextAttemptAt: sql`now()`,
    })
    .where(and(eq(emailOutbox.status, 'sending'), sql`coalesce(${emailOutbox.claimedAt}, ${emailOutbox.createdAt}) < now() - ${lease}`))
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/** Claims up to `limit` queued messages that are due, for this caller alone. */
async function claim(db: Db, limit: number): Promise<OutboxRow[]> {
  const claimable = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
    // Fresh messages before retries, so that one bad address cannot hold up a whole broadcast.
    .orderBy(asc(emailOutbox.attempts), asc(emailOutbox.createdAt), asc(emailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  // Set here rather than by now(): a millisecond value compares equal when the row is written back.
  return db.update(emailOutbox).set({ status: 'sending', claimedAt: new Date() }).where(inArray(emailOutbox.id, claimable)).returning();
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);

/**
 * Sends one batch of queued messages. A message that fails goes back to the queue with its error,
 * and is marked failed once it has failed MAX_ATTEMPTS times.
 */
export async function deliverPending(db: Db, mailer: Mailer, { limit = DELIVERY_BATCH }: { limit?: number } = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { claimed: 0, sent: 0, failed: 0, retrying: 0 };
  if (!mailer.enabled) return report;
  const deliveredVia = mailer.transport === 'mailbox' ? 'mailbox' : 'smtp';
  await reclaimAbandoned(db);
  const rows = await claim(db, limit);
  report.claimed = rows.length;
  for (const row of rows) {
    // Only while the claim is still ours: past the lease another deliverer may have taken the row back.
    const stillOurs = and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'sending'), row.claimedAt ? eq(emailOutbox.claimedAt, row.claimedAt) : undefined);
    try {
      await mailer.send({ to: row.toEmail, subject: row.subject, text: row.bodyText, ...(row.bodyHtml ? { html: row.bodyHtml } : {}) });
      await db.update(emailOutbox).set({ status: 'sent', sentAt: sql`now()`, lastError: null, claimedAt: null, deliveredVia }).where(stillOurs);
      report.sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'queued';
      const wait = sql.raw(`interval '${backoffMinutes(attempts)} minutes'`);
      await db
        .update(emailOutbox)
        .set({ status, attempts, lastError: errorText(error), claimedAt: null, nextAttemptAt: sql`now() + ${wait}` })
        .where(stillOurs);
      report[status === 'failed' ? 'failed' : 'retrying'] += 1;
    }
  }
  return report;
}

/**
 * Sends batches until the queue has no more full batches to give; what just failed waits for its
 * backoff. Run by the mail job (src/server/jobs), after requests that queue mail and every minute.
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

/** An admin's Retry on a message that gave up: it gets its full number of attempts again. */
export async function requeueFailed(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'queued', attempts: 0, claimedAt: null, nextAttemptAt: sql`now()` })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}
