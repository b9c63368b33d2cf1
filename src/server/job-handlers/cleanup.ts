import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits, sessions } from '../db/schema.ts';
import { eraseSpentLinkMail } from '../mail/outbox.ts';
import { pruneSecurityLog } from '../modules/admin/index.ts';

/**
 * A counter whose window started this long ago is spent under every limit in use (the longest
 * window is an hour); consume() would start it afresh anyway, so deleting it changes no answer.
 */
export const RATE_LIMIT_RETENTION_SECONDS = 24 * 60 * 60;

export interface CleanupReport {
  sessions: number;
  rateLimits: number;
  securityLog: number;
  spentLinkMail: number;
}

/** The daily clean-up: sessions past their expiry, rate-limit counters past every window, old security log rows, expired links' mails. */
export async function cleanupExpired(db: Db): Promise<CleanupReport> {
  const expired = await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`)).returning({ tokenHash: sessions.tokenHash });
  const retention = sql.raw(`interval '${RATE_LIMIT_RETENTION_SECONDS} seconds'`);
  const spent = await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - ${retention}`)).returning({ key: rateLimits.key });
  const securityLog = await pruneSecurityLog(db);
  // Links that expired unused: their mails' bodies go too.
  const spentLinkMail = await eraseSpentLinkMail(db);
  return { sessions: expired.length, rateLimits: spent.length, securityLog, spentLinkMail };
}
