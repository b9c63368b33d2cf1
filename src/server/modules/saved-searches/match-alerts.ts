import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { businessMatchesQuerySchema, investorMatchesQuerySchema } from '../../../shared/deal-flow.ts';
import type { SavedSearchScope } from '../../../shared/saved-searches.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, investorProfiles, savedSearchAlerts, savedSearches, users } from '../../db/schema.ts';
import { searchMatches } from '../listings/search.ts';
import { businessRowFilter, investorRowFilter, type SearchFinder } from '../matching/match-filters.ts';
import type { MatchSnapshot } from '../matching/match-snapshot.ts';
import { businessProfileColumns, businessProfileOf, investorProfileColumns, investorProfileOf } from '../profiles/profile-rows.ts';
import type { NewAlert, ProfileKind } from './alerts.service.ts';

// Saved searches of the two match pages (issue 23): a business newly published or edited alerts the investors' saved
// BusinessMatches searches it would now appear on, an investor the owners' saved InvestorConnect searches. "Would appear"
// is decided by the page's own row filter (matching/match-filters.ts: the filters, the reader's must-haves, the search
// text) on the snapshot the page ranks from, so an alert and the page cannot disagree.

/** The match page a profile of each kind appears on. */
const MATCH_SCOPE: Record<ProfileKind, SavedSearchScope> = { business: 'business_matches', investor: 'investor_connect' };

/** The scope's searches that may alert: not off, the account live, not the profile's own owner's. */
const candidates = (db: Db, scope: SavedSearchScope, ownerUserId: string) =>
  db
    .select({ id: savedSearches.id, userId: savedSearches.userId, name: savedSearches.name, frequency: savedSearches.frequency, filters: savedSearches.filters })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(
      eq(savedSearches.scope, scope), ne(savedSearches.frequency, 'off'), ne(savedSearches.userId, ownerUserId),
      isNull(users.deletedAt), isNull(users.suspendedAt),
    ));

/** Each distinct search text is searched once per run, however many saved searches share it. */
function rememberingFinder(db: Db): SearchFinder {
  const found = new Map<string, Promise<Map<string, number>>>();
  return (table, term) => {
    const key = `${table === businessProfiles ? 'b' : 'i'}:${term}`;
    let result = found.get(key);
    if (!result) {
      result = searchMatches(db, table, term);
      found.set(key, result);
    }
    return result;
  };
}

/**
 * Records the alerts of the match-page searches the profile newly fits, and answers them (as recordListingAlerts does
 * for the listings). Only a profile in the snapshot can fit: the snapshot holds the published profiles the page ranks.
 */
export async function recordMatchAlerts(db: Db, snapshot: MatchSnapshot, kind: ProfileKind, profileId: string): Promise<NewAlert[]> {
  const row = (kind === 'business' ? snapshot.businesses : snapshot.investors).ids.indexOf(profileId);
  if (row < 0) return [];
  const table = kind === 'business' ? businessProfiles : investorProfiles;
  const [profile] = await db.select({ userId: table.userId }).from(table).where(eq(table.id, profileId)).limit(1);
  if (!profile) return [];
  const searches = await candidates(db, MATCH_SCOPE[kind], profile.userId);
  if (searches.length === 0) return [];

  const find = rememberingFinder(db);
  const readers = searches.map((search) => search.userId);
  const fits: typeof searches = [];
  if (kind === 'business') {
    // The searches are investors' (saving checks the side); each is read with the investor's own profile.
    const rows = await db.select(investorProfileColumns).from(investorProfiles).where(inArray(investorProfiles.userId, readers));
    const byUser = new Map(rows.map((r) => [r.userId, investorProfileOf(r)]));
    for (const search of searches) {
      const reader = byUser.get(search.userId);
      const query = businessMatchesQuerySchema.safeParse(search.filters);
      // A search whose filters no longer parse (rules changed since it was saved) alerts nothing rather than failing the job.
      if (!reader || !query.success) continue;
      if ((await businessRowFilter(db, snapshot, reader, query.data, find)).keep(row)) fits.push(search);
    }
  } else {
    const rows = await db.select(businessProfileColumns).from(businessProfiles).where(inArray(businessProfiles.userId, readers));
    const byUser = new Map(rows.map((r) => [r.userId, businessProfileOf(r)]));
    for (const search of searches) {
      const reader = byUser.get(search.userId);
      const query = investorMatchesQuerySchema.safeParse(search.filters);
      if (!reader || !query.success) continue;
      if ((await investorRowFilter(db, snapshot, reader, query.data, find)).keep(row)) fits.push(search);
    }
  }
  if (fits.length === 0) return [];

  const instant = (frequency: string) => frequency === 'instant';
  const inserted = await db
    .insert(savedSearchAlerts)
    .values(fits.map((search) => ({
      savedSearchId: search.id, profileId, profileKind: kind, notified: instant(search.frequency),
      digestedAt: instant(search.frequency) ? sql`now()` : null,
    })))
    .onConflictDoNothing()
    .returning({ savedSearchId: savedSearchAlerts.savedSearchId });
  const recorded = new Set(inserted.map((alert) => alert.savedSearchId));
  return fits
    .filter((search) => recorded.has(search.id))
    .map((search) => ({ savedSearchId: search.id, userId: search.userId, name: search.name, scope: MATCH_SCOPE[kind], frequency: search.frequency }));
}
