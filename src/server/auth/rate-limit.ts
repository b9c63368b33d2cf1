import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { tooManyRequests } from '../http/errors.ts';
import { messages } from '#shared/messages/messages.ts';

export interface Limit {
  /** Attempts allowed in one window. */
  max: number;
  windowSeconds: number;
}

/**
 * Login and registration budgets; counters live in PostgreSQL so that all instances share them.
 * Sign-in counts failures only (decision 0118): a tight budget per (email, address), a broad one per
 * address, and per email alone only a slow-down, so that nobody's failures can lock the owner out.
 */
export const LIMITS = {
  loginPerEmailAndIp: { max: 10, windowSeconds: 15 * 60 },
  loginPerIp: { max: 100, windowSeconds: 15 * 60 },
  registerPerIp: { max: 20, windowSeconds: 60 * 60 },
  /** Wrong two-factor codes, counted like wrong passwords (decision 0171): per account and per address. */
  twoFactorPerUser: { max: 5, windowSeconds: 15 * 60 },
  twoFactorPerIp: { max: 100, windowSeconds: 15 * 60 },
  /** Settings' two-factor changes, each asking the current password. */
  twoFactorPasswordPerUser: { max: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>;

/** Failures for one email from every address: past `freeFailures`, each sign-in for it waits a little longer. */
export const LOGIN_SLOWDOWN = { windowSeconds: 15 * 60, freeFailures: 10, stepMs: 250, maxDelayMs: 3000 } as const;

/** The wait before checking a password for an email that failed `failures` times in the window. */
export function slowDownMs(failures: number): number {
  const over = failures - LOGIN_SLOWDOWN.freeFailures;
  return over <= 0 ? 0 : Math.min(LOGIN_SLOWDOWN.maxDelayMs, over * LOGIN_SLOWDOWN.stepMs);
}

const windowOf = (seconds: number) => sql.raw(`interval '${Math.trunc(seconds)} seconds'`);
const expired = (seconds: number) => sql`${rateLimits.windowStart} < now() - ${windowOf(seconds)}`;
const retryAfterOf = (seconds: number) =>
  sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + ${windowOf(seconds)} - now()))))::int`;

/**
 * Adds one to `key`'s counter in its window (a new window once the last is over) and answers the count and the
 * seconds left; `cap` stops the counter there, so that refused calls do not pile up behind a reservation.
 */
async function bump(db: Db, key: string, limit: Limit, cap?: number) {
  const next = cap === undefined ? sql`${rateLimits.count} + 1` : sql`least(${rateLimits.count} + 1, ${cap})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired(limit.windowSeconds)} then 1 else ${next} end`,
        windowStart: sql`case when ${expired(limit.windowSeconds)} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, retryAfter: retryAfterOf(limit.windowSeconds) });
  return row;
}

/** Counts one attempt against `key`; throws 429 once the window's budget is spent. */
export async function consume(db: Db, key: string, limit: Limit): Promise<void> {
  const row = await bump(db, key, limit);
  if (row && row.count > limit.max) throw tooManyRequests(messages.tooManyAttempts, row.retryAfter);
}

/**
 * Reserves one attempt under `key` (the counter stops at max + 1, so refused calls never lengthen the
 * refusal); throws 429 when none is left. A reservation the attempt did not spend is handed back with
 * refund(), so only failures stay counted — and a burst of parallel guesses cannot overrun the budget.
 */
export async function reserve(db: Db, key: string, limit: Limit): Promise<void> {
  const row = await bump(db, key, limit, limit.max + 1);
  if (row && row.count > limit.max) {
    await refund(db, key);
    throw tooManyRequests(messages.tooManyAttempts, row.retryAfter);
  }
}

/** Hands one reserved attempt back. */
export async function refund(db: Db, key: string): Promise<void> {
  await db.execute(sql`update ${rateLimits} set count = greatest(${rateLimits.count} - 1, 0) where ${rateLimits.key} = ${key}`);
}

/** The attempts counted under `key` in its current window (0 when none or the window has passed). */
export async function counted(db: Db, key: string, windowSeconds: number): Promise<number> {
  const result = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and not (${expired(windowSeconds)})`)
    .limit(1);
  return result[0]?.count ?? 0;
}

/** Counts one event under `key` with no ceiling (the per-email failures behind the slow-down). */
export async function record(db: Db, key: string, windowSeconds: number): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired(windowSeconds)} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired(windowSeconds)} then now() else ${rateLimits.windowStart} end`,
      },
    });
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}
