import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { businessMatchesQuerySchema, investorMatchesQuerySchema } from '#shared/matching/match-query.ts';
import { rowOfId } from '#shared/matching/id-column.ts';
import type { BusinessMatchFields, InvestorMatchFields } from '#shared/profiles/profile-model.ts';
import type { SavedSearchScope } from '#shared/saved-searches/saved-searches.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, investorProfiles, savedSearchAlerts, savedSearches, users } from '../../db/schema.ts';
import { searchable, searchCondition, searchRelevance } from '../listings/index.ts';
import { businessMissesOf, businessRowFilter, investorMissesOf, investorRowFilter, type SearchFinder } from '../matching/index.ts';
import type { MatchSnapshot } from '../matching/index.ts';
import { businessMatchColumns, businessProfileColumns, businessProfileOf, investorMatchColumns, investorProfileColumns, investorProfileOf } from '../profiles/index.ts';
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
    .select({
      id: savedSearches.id, userId: savedSearches.userId, name: savedSearches.name, frequency: savedSearches.frequency,
      filters: sql<string>`${savedSearches.filters}::text`,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(
      eq(savedSearches.scope, scope), ne(savedSearches.frequency, 'off'), ne(savedSearches.userId, ownerUserId),
      isNull(users.deletedAt), isNull(users.suspendedAt),
    ));

type Search = Awaited<ReturnType<typeof candidates>>[number];

/**
 * Each search with its filters as the page's query; one whose filters no longer parse (rules changed since it was saved)
 * alerts nothing rather than failing the job. Searches often share their filters (a jsonb's text is canonical): each
 * distinct text is parsed once.
 */
function parsedWith<Schema extends z.ZodType>(searches: readonly Search[], schema: Schema): { search: Search; query: z.output<Schema> }[] {
  const parsed = new Map<string, z.ZodSafeParseResult<z.output<Schema>>>();
  return searches.flatMap((search) => {
    let query = parsed.get(search.filters);
    if (!query) {
      query = schema.safeParse(JSON.parse(search.filters));
      parsed.set(search.filters, query);
    }
    return query.success ? [{ search, query: query.data }] : [];
  });
}

const ownersOf = (parsed: readonly { search: Search }[]) => [...new Set(parsed.map(({ search }) => search.userId))];
const textsOf = (parsed: readonly { query: { search?: string } }[]) => [...new Set(parsed.flatMap(({ query }) => (query.search ? [query.search] : [])))];

/** A reader's profile, with only the columns the row filter reads, and its misses: worked out once, however many searches it saved. */
interface Reader<Profile> {
  profile: Profile;
  misses: (row: number) => number;
}

async function investorReaders(db: Db, snapshot: MatchSnapshot, userIds: string[]): Promise<Map<string, Reader<InvestorMatchFields>>> {
  const rows = await db.select({ ...investorMatchColumns, userId: investorProfileColumns.userId }).from(investorProfiles)
    .where(sql`${investorProfiles.userId} = any(${sql.param(userIds)}::uuid[])`);
  return new Map(rows.map((r) => {
    const profile = investorProfileOf(r);
    return [r.userId, { profile, misses: investorMissesOf(snapshot, profile) }];
  }));
}
async function businessReaders(db: Db, snapshot: MatchSnapshot, userIds: string[]): Promise<Map<string, Reader<BusinessMatchFields>>> {
  const rows = await db.select({ ...businessMatchColumns, userId: businessProfileColumns.userId }).from(businessProfiles)
    .where(sql`${businessProfiles.userId} = any(${sql.param(userIds)}::uuid[])`);
  return new Map(rows.map((r) => {
    const profile = businessProfileOf(r);
    return [r.userId, { profile, misses: businessMissesOf(snapshot, profile) }];
  }));
}

/**
 * The page's search (listings/search.ts) asked of the one profile only, for every distinct text at once: the row filter
 * looks the profile up in what a text finds, so "found among all profiles" and "this profile answers" decide alike,
 * while searching the whole table once per text took 35-350 ms each at 100,000 businesses (bench, loaded). Like searchMatches, only an
 * active (for investors, listed) profile is found.
 */
async function oneProfileFinder(db: Db, kind: ProfileKind, profileId: string, texts: readonly string[]): Promise<SearchFinder> {
  const table = kind === 'business' ? businessProfiles : investorProfiles;
  const searched = texts.flatMap((text) => {
    const condition = searchCondition(table, text);
    return condition ? [{ text, relevance: sql<number | null>`case when ${condition} then ${searchRelevance(table, text)} end` }] : [];
  });
  const found = new Map(texts.map((text) => [text, new Map<string, number>()]));
  if (searched.length > 0) {
    const [row] = await db
      .select(Object.fromEntries(searched.map((s, i) => [`t${i}`, s.relevance])))
      .from(table)
      .where(and(eq(table.id, profileId), searchable(table)));
    searched.forEach((s, i) => {
      const relevance = row?.[`t${i}`];
      if (relevance !== null && relevance !== undefined) found.get(s.text)?.set(profileId, Number(relevance));
    });
  }
  return async (_table, term) => found.get(term) ?? new Map();
}

/**
 * Records the alerts of the match-page searches the profile newly fits, and answers them (as recordListingAlerts does
 * for the listings). Only a profile in the snapshot can fit: the snapshot holds the published profiles the page ranks.
 */
export async function recordMatchAlerts(db: Db, snapshot: MatchSnapshot, kind: ProfileKind, profileId: string): Promise<NewAlert[]> {
  const row = rowOfId((kind === 'business' ? snapshot.businesses : snapshot.investors).ids, profileId);
  if (row < 0) return [];
  const table = kind === 'business' ? businessProfiles : investorProfiles;
  const [profile] = await db.select({ userId: table.userId }).from(table).where(eq(table.id, profileId)).limit(1);
  if (!profile) return [];
  const searches = await candidates(db, MATCH_SCOPE[kind], profile.userId);
  if (searches.length === 0) return [];

  const fits: Search[] = [];
  if (kind === 'business') {
    // The searches are investors' (saving checks the side); each is read with the investor's own profile.
    const parsed = parsedWith(searches, businessMatchesQuerySchema);
    const readers = await investorReaders(db, snapshot, ownersOf(parsed));
    const find = await oneProfileFinder(db, kind, profileId, textsOf(parsed));
    for (const { search, query } of parsed) {
      const reader = readers.get(search.userId);
      if (reader && (await businessRowFilter(db, snapshot, reader.profile, query, find, reader.misses)).keep(row)) fits.push(search);
    }
  } else {
    const parsed = parsedWith(searches, investorMatchesQuerySchema);
    const readers = await businessReaders(db, snapshot, ownersOf(parsed));
    const find = await oneProfileFinder(db, kind, profileId, textsOf(parsed));
    for (const { search, query } of parsed) {
      const reader = readers.get(search.userId);
      if (reader && (await investorRowFilter(db, snapshot, reader.profile, query, find, reader.misses)).keep(row)) fits.push(search);
    }
  }
  if (fits.length === 0) return [];

  // The fits go as two array parameters, not a row of five per alert (~1,000 alerts at 10,000 searches: a 5,000-parameter statement).
  const fit = sql`unnest(${sql.param(fits.map((search) => search.id))}::uuid[], ${sql.param(fits.map((search) => search.frequency))}::text[]) as fit (id, frequency)`;
  const inserted = await db
    .insert(savedSearchAlerts)
    // The table's columns in order: saved_search_id, profile_id, profile_kind, notified, digested_at, created_at.
    .select(sql`select fit.id, ${profileId}::uuid, ${kind}::text, fit.frequency = 'instant', case when fit.frequency = 'instant' then now() end, now() from ${fit}`)
    .onConflictDoNothing()
    .returning({ savedSearchId: savedSearchAlerts.savedSearchId });
  const recorded = new Set(inserted.map((alert) => alert.savedSearchId));
  return fits
    .filter((search) => recorded.has(search.id))
    .map((search) => ({ savedSearchId: search.id, userId: search.userId, name: search.name, scope: MATCH_SCOPE[kind], frequency: search.frequency }));
}
