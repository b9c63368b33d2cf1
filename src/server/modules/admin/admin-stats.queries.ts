import { count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { REVENUE_PER_REQUEST, TIMELINE_WEEKS, type WeekCount } from '#shared/admin/stats.ts';
import type { Db } from '../../db/client.ts';
import { toUsd } from '#shared/money/convert.ts';
import { businessProfiles, deals, investorProfiles, matches, serviceRequests, users } from '../../db/schema.ts';
import { loadRates } from '../rates/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week holding `date`, as PostgreSQL's date_trunc('week') counts weeks. */
export function weekStartUtc(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

const dayText = (date: Date) => date.toISOString().slice(0, 10);

async function weeklyCounts(db: Db, table: PgTable, createdAt: AnyPgColumn, since: Date): Promise<Map<string, number>> {
  const week = sql<string>`to_char(date_trunc('week', ${createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db.select({ week, n: count() }).from(table).where(gte(createdAt, since)).groupBy(week);
  return new Map(rows.map((r) => [r.week, r.n]));
}

/** The last TIMELINE_WEEKS weeks, oldest first, including empty ones. */
export async function timeline(db: Db, now: Date): Promise<WeekCount[]> {
  const first = new Date(weekStartUtc(now).getTime() - (TIMELINE_WEEKS - 1) * 7 * DAY_MS);
  const [requests, registrations] = await Promise.all([
    weeklyCounts(db, serviceRequests, serviceRequests.createdAt, first),
    weeklyCounts(db, users, users.createdAt, first),
  ]);
  return Array.from({ length: TIMELINE_WEEKS }, (_, i) => {
    const week = dayText(new Date(first.getTime() + i * 7 * DAY_MS));
    return { week_start: week, requests: requests.get(week) ?? 0, registrations: registrations.get(week) ?? 0 };
  });
}

/** Deals closed as won, and their final prices in US dollars: the platform's aggregate, never one deal's price. */
async function closedDeals(db: Db): Promise<{ closed_deals: number; closed_deal_value_usd: number }> {
  const [rows, rates] = await Promise.all([
    db.select({ currency: deals.finalCurrency, total: sql<string | null>`sum(${deals.finalPrice})`, n: count() }).from(deals).where(eq(deals.stage, 'closed_won')).groupBy(deals.finalCurrency),
    loadRates(db),
  ]);
  return {
    closed_deals: rows.reduce((sum, row) => sum + row.n, 0),
    closed_deal_value_usd: Math.round(rows.reduce((sum, row) => sum + (row.currency && row.total ? toUsd(Number(row.total), row.currency, rates) : 0), 0)),
  };
}

export async function figures(db: Db) {
  const [totalUsers, businesses, investors, requests, pending, activeMatches, closed] = await Promise.all([
    // A deleted account is kept, anonymised, for its counterparts' history; it is nobody's user any more.
    db.$count(users, isNull(users.deletedAt)),
    db.$count(businessProfiles),
    db.$count(investorProfiles),
    db.$count(serviceRequests),
    db.$count(serviceRequests, eq(serviceRequests.status, 'pending')),
    db.$count(matches, inArray(matches.status, ['interested', 'contacted'])),
    closedDeals(db),
  ]);
  return {
    total_users: totalUsers,
    businesses,
    investors,
    pending_requests: pending,
    active_matches: activeMatches,
    service_requests: requests,
    estimated_revenue: requests * REVENUE_PER_REQUEST,
    ...closed,
  };
}
