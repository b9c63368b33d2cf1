import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { tooManyRequests } from '../http/errors.ts';
import { messages } from '../../shared/messages.ts';

export interface Limit {
  /** Attempts allowed in one window. */
  max: number;
  windowSeconds: number;
}

/** Login and registration budgets; counters live in PostgreSQL so that all instances share them. */
export const LIMITS = {
  loginPerIp: { max: 50, windowSeconds: 15 * 60 },
  loginPerEmail: { max: 10, windowSeconds: 15 * 60 },
  registerPerIp: { max: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

/** Counts one attempt against `key`; throws 429 once the window's budget is spent. */
export async function consume(db: Db, key: string, limit: Limit): Promise<void> {
  const window = sql.raw(`interval '${limit.windowSeconds} seconds'`);
  const result = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} < now() - ${window} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < now() - ${window} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + ${window} - now()))))::int`,
    });
  const row = result[0];
  if (row && row.count > limit.max) throw tooManyRequests(messages.tooManyAttempts, row.retryAfter);
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}
