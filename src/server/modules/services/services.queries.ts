import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serviceRequests } from '../../db/schema.ts';

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;

/** A page of the user's own requests, newest first, and how many there are in all. */
export async function requestsOf(db: Db, userId: string, page: { limit: number; offset: number }) {
  const mine = eq(serviceRequests.userId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(serviceRequests)
      .where(mine)
      .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(serviceRequests).where(mine),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
