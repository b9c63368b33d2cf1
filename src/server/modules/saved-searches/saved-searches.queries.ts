import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { AlertFrequency, SavedSearch, SavedSearchFilters, SavedSearchScope } from '#shared/saved-searches/saved-searches.ts';
import type { Db } from '../../db/client.ts';
import { savedSearchAlerts, savedSearches } from '../../db/schema.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** Alerts recorded since the owner last ran the search (since it was saved, when never run). */
// Spelled out: in a one-table select Drizzle writes columns unqualified, and created_at would be the alert's own.
const newSinceRun = sql<number>`(
  select count(*)::int from saved_search_alerts a
  where a.saved_search_id = saved_searches.id and a.created_at > coalesce(saved_searches.last_run_at, saved_searches.created_at)
)`.mapWith(Number);

export const toSavedSearch = (row: SavedSearchRow, fresh = 0): SavedSearch => ({
  id: row.id,
  scope: row.scope,
  name: row.name,
  filters: row.filters,
  frequency: row.frequency,
  new_since_run: fresh,
  last_run_at: row.lastRunAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select({ row: savedSearches, fresh: newSinceRun })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(({ row, fresh }) => toSavedSearch(row, fresh));
}

export async function countSavedSearches(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

/** The user's own search, or undefined (someone else's is as unknown as a missing one). */
export async function findOwnSavedSearch(db: Db, userId: string, id: string): Promise<SavedSearchRow | undefined> {
  const [row] = await db.select().from(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId))).limit(1);
  return row;
}

export async function insertSavedSearch(
  db: Db, values: { userId: string; scope: SavedSearchScope; name: string; filters: SavedSearchFilters; frequency: AlertFrequency },
): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearches).values(values).returning();
  if (!row) throw new Error('saved search insert returned no row');
  return row;
}

export async function updateSavedSearch(
  db: Db, userId: string, id: string, values: Partial<Pick<SavedSearchRow, 'name' | 'filters' | 'frequency' | 'lastRunAt'>>,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId))).returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** How many alerts a search has had since a moment (the list's "N new"). */
export async function alertsSince(db: Db, savedSearchId: string, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearchAlerts)
    .where(and(eq(savedSearchAlerts.savedSearchId, savedSearchId), gt(savedSearchAlerts.createdAt, since)));
  return row?.n ?? 0;
}
