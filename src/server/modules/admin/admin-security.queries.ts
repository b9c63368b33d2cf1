import { desc, eq, lt, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { SecurityEvent } from '#shared/admin/security.ts';
import type { Db } from '../../db/client.ts';
import { securityLog, users } from '../../db/schema.ts';
import type { AppEnv } from '../../http/context.ts';

/** Decision 0119: how much of a flood of refused admin calls is written as rows of its own. */
export const SECURITY_LOG_LIMITS = {
  /** Rows per client address per minute; further refusals from it that minute are counted into its newest row. */
  perAddressPerMinute: 10,
  /** Rows per minute from every address together; beyond them, refusals are counted into the newest row. */
  totalPerMinute: 300,
  /** The daily clean-up keeps rows this young… */
  retentionDays: 90,
  /** …and at most this many of them, the newest. */
  maxRows: 50_000,
} as const;

export interface RefusedCall {
  method: string;
  route: string;
  status: number;
  userId: string | null;
  ip: string;
}

/**
 * Writes one refused call as a row, or, once its address or everyone together has used this minute's allowance,
 * counts it into the newest row of this minute (its address's where there is one): no refusal goes uncounted.
 */
export async function recordRefusal(db: Db, call: RefusedCall): Promise<void> {
  const ip = call.ip.slice(0, 64);
  const minuteAgo = sql`now() - interval '1 minute'`;
  await db.execute(sql`
    with recent as (
      select count(*) filter (where ip = ${ip}) as mine, count(*) as everyone from ${securityLog} where created_at > ${minuteAgo}
    ), inserted as (
      insert into ${securityLog} (method, route, status, user_id, ip)
      select ${call.method.slice(0, 10)}, ${call.route.slice(0, 300)}, ${call.status}, ${call.userId}::uuid, ${ip}
      from recent where mine < ${SECURITY_LOG_LIMITS.perAddressPerMinute} and everyone < ${SECURITY_LOG_LIMITS.totalPerMinute}
      returning id
    )
    update ${securityLog} set count = count + 1, last_at = now()
    where not exists (select 1 from inserted)
      and id = (select id from ${securityLog} where created_at > ${minuteAgo} order by (ip = ${ip}) desc, created_at desc, id desc limit 1)`);
}

/** Every answer 401 or 403 under /api/admin is written to the security log, after the answer is made. */
export const recordAdminRefusals: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const status = c.res.status;
  if (status !== 401 && status !== 403) return;
  try {
    await recordRefusal(c.var.deps.db, { method: c.req.method, route: c.req.path, status, userId: c.var.user?.id ?? null, ip: c.var.clientIp });
  } catch (error) {
    // The refusal stands whatever happens to its record.
    console.error('Writing the security log failed:', error);
  }
};

export async function securityEventPage(db: Db, limit: number, offset: number): Promise<{ items: SecurityEvent[]; total: number }> {
  const rows = await db
    .select({ event: securityLog, user: { id: users.id, fullName: users.fullName, email: users.email } })
    .from(securityLog)
    .leftJoin(users, eq(users.id, securityLog.userId))
    .orderBy(desc(securityLog.createdAt), desc(securityLog.id))
    .limit(limit)
    .offset(offset);
  const total = await db.$count(securityLog);
  const items = rows.map(({ event, user }) => ({
    id: event.id,
    created_at: event.createdAt.toISOString(),
    method: event.method,
    route: event.route,
    status: event.status,
    ip: event.ip,
    count: event.count,
    last_at: event.lastAt.toISOString(),
    user: user ? { id: user.id, full_name: user.fullName, email: user.email } : null,
  }));
  return { items, total };
}

/** The daily clean-up's share: rows past the retention, and the oldest beyond the row cap. */
export async function pruneSecurityLog(db: Db): Promise<number> {
  const old = await db
    .delete(securityLog)
    .where(lt(securityLog.createdAt, sql`now() - ${sql.raw(`interval '${SECURITY_LOG_LIMITS.retentionDays} days'`)}`))
    .returning({ id: securityLog.id });
  const excess = await db.execute<{ id: string }>(sql`
    delete from ${securityLog} where id in (
      select id from ${securityLog} order by created_at desc, id desc offset ${SECURITY_LOG_LIMITS.maxRows}
    ) returning id`);
  return old.length + (Array.isArray(excess) ? excess.length : ((excess as { rows?: unknown[] }).rows?.length ?? 0));
}
