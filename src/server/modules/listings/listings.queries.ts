import { and, arrayContains, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  BusinessCard, BusinessPage, businessListingQuerySchema, InvestorCard, InvestorPage, investorListingQuerySchema,
} from '../../../shared/listings.ts';
import { toBusinessCard, toInvestorCard } from '../../../shared/profile-model.ts';
import { searchTerms } from '../../../shared/search-terms.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, investorProfiles, users } from '../../db/schema.ts';
import { businessCardColumns, businessProfileOf, investorCardColumns, investorProfileOf } from '../profiles/profile-rows.ts';
import type { ListingCache } from './listings.cache.ts';
import { searchCondition, searchRelevance, type SearchedTable } from './search.ts';

// Callers that took the pattern from here before the search got its own file (issue 20).
export { containsPattern } from './search.ts';

type InvestorQuery = z.output<typeof investorListingQuerySchema>;
type BusinessQuery = z.output<typeof businessListingQuerySchema>;

/** Newest first; with a search, the best answers first and the newest among equals. */
const orderOf = (table: SearchedTable, search: string | undefined) =>
  search
    ? [desc(searchRelevance(table, search)), desc(table.createdAt), desc(table.id)]
    : [desc(table.createdAt), desc(table.id)];

function investorFilters(query: Partial<InvestorQuery>): SQL | undefined {
  return and(
    eq(investorProfiles.status, 'active'),
    // Only a profile holding the minimum mandate is published (issue 20).
    eq(investorProfiles.listed, true),
    query.industry ? arrayContains(investorProfiles.preferredIndustries, [query.industry]) : undefined,
    query.region ? arrayContains(investorProfiles.geographicalPreference, [query.region]) : undefined,
    query.search ? searchCondition(investorProfiles, query.search) : undefined,
  );
}

/** The page query of the investor listing (also run under EXPLAIN by the benchmark). */
export function investorPageQuery(db: Db, query: Partial<InvestorQuery>, limit: number, offset: number, revealNames: boolean) {
  const where = investorFilters(query);
  const base = revealNames
    ? db.select({ ...investorCardColumns, investorName: users.fullName }).from(investorProfiles).innerJoin(users, eq(users.id, investorProfiles.userId))
    : db.select(investorCardColumns).from(investorProfiles);
  return base.where(where).orderBy(...orderOf(investorProfiles, query.search)).limit(limit).offset(offset);
}

export const investorCountQuery = (db: Db, query: Partial<InvestorQuery>) =>
  db.select({ n: count() }).from(investorProfiles).where(investorFilters(query));

async function selectInvestors(db: Db, query: Partial<InvestorQuery>, limit: number, offset: number, revealNames: boolean): Promise<InvestorCard[]> {
  const rows = await investorPageQuery(db, query, limit, offset, revealNames);
  // Only the admins' query joins the name in.
  return rows.map((row) => toInvestorCard(investorProfileOf(row), (row as { investorName?: string }).investorName));
}

/** Runs `compute` through the cache when there is one (public callers), else directly (admins). */
const through = <T>(cache: ListingCache | null, key: unknown[], compute: () => Promise<T>) =>
  cache ? cache.get(JSON.stringify(key), compute) : compute();
const countOf = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;

/** Cache keys of the counts: the filters of a listing, without its page (all its pages share them). */
const searchKey = (search: string | undefined) => (search ? searchTerms(search).text : '');
const investorKey = (q: Partial<InvestorQuery>) => ['investors', searchKey(q.search), q.industry ?? '', q.region ?? ''];
const businessKey = (q: Partial<BusinessQuery>) => ['businesses', searchKey(q.search), q.industry ?? '', q.stage ?? '', q.region ?? ''];

/** One page of investors; `cache` is null for admins, whose cards carry names. */
export async function listInvestors(db: Db, query: InvestorQuery, revealNames: boolean, cache: ListingCache | null = null): Promise<InvestorPage> {
  const offset = (query.page - 1) * query.page_size;
  const key = investorKey(query);
  const [items, total, totalAll] = await Promise.all([
    // The page itself is not kept here: the cache keeps its JSON (listings.handlers.ts), and keeping the
    // row objects as well held the same page twice in the heap.
    selectInvestors(db, query, query.page_size, offset, revealNames),
    through(cache, [...key, 'count'], () => countOf(investorCountQuery(db, query))),
    through(cache, ['investors', 'count'], () => countOf(investorCountQuery(db, {}))),
  ]);
  return { items, total, total_all: totalAll, page: query.page, page_size: query.page_size };
}

function businessFilters(query: Partial<BusinessQuery>): SQL | undefined {
  return and(
    eq(businessProfiles.status, 'active'),
    query.industry ? eq(businessProfiles.industry, query.industry) : undefined,
    query.stage ? eq(businessProfiles.businessStage, query.stage) : undefined,
    query.region ? or(eq(businessProfiles.headquarters, query.region), arrayContains(businessProfiles.branches, [query.region])) : undefined,
    query.search ? searchCondition(businessProfiles, query.search) : undefined,
  );
}

/** The page query of the business listing (also run under EXPLAIN by the benchmark). */
export const businessPageQuery = (db: Db, query: Partial<BusinessQuery>, limit: number, offset: number) =>
  db
    .select(businessCardColumns)
    .from(businessProfiles)
    .where(businessFilters(query))
    .orderBy(...orderOf(businessProfiles, query.search))
    .limit(limit)
    .offset(offset);

export const businessCountQuery = (db: Db, query: Partial<BusinessQuery>) =>
  db.select({ n: count() }).from(businessProfiles).where(businessFilters(query));

async function selectBusinesses(db: Db, query: Partial<BusinessQuery>, limit: number, offset: number): Promise<BusinessCard[]> {
  const rows = await businessPageQuery(db, query, limit, offset);
  return rows.map((row) => toBusinessCard(businessProfileOf(row)));
}

export async function listBusinesses(db: Db, query: BusinessQuery, cache: ListingCache | null = null): Promise<BusinessPage> {
  const offset = (query.page - 1) * query.page_size;
  const key = businessKey(query);
  const [items, total, totalAll] = await Promise.all([
    selectBusinesses(db, query, query.page_size, offset), // kept as JSON only, as in listInvestors
    through(cache, [...key, 'count'], () => countOf(businessCountQuery(db, query))),
    through(cache, ['businesses', 'count'], () => countOf(businessCountQuery(db, {}))),
  ]);
  return { items, total, total_all: totalAll, page: query.page, page_size: query.page_size };
}

/** One active, listed investor as the listing shows it (the name for admins), or null: unknown, inactive or unlisted. */
export async function findInvestorCard(db: Db, id: string, revealNames: boolean): Promise<InvestorCard | null> {
  const where = and(eq(investorProfiles.id, id), investorFilters({}));
  const [row] = revealNames
    ? await db.select({ ...investorCardColumns, investorName: users.fullName }).from(investorProfiles).innerJoin(users, eq(users.id, investorProfiles.userId)).where(where).limit(1)
    : await db.select(investorCardColumns).from(investorProfiles).where(where).limit(1);
  return row ? toInvestorCard(investorProfileOf(row), (row as { investorName?: string }).investorName) : null;
}

/** One active business as the listing shows it, or null: unknown or inactive. */
export async function findBusinessCard(db: Db, id: string): Promise<BusinessCard | null> {
  const [row] = await db.select(businessCardColumns).from(businessProfiles).where(and(eq(businessProfiles.id, id), businessFilters({}))).limit(1);
  return row ? toBusinessCard(businessProfileOf(row)) : null;
}

export async function homeListings(db: Db, size: number, revealNames: boolean, cache: ListingCache | null = null) {
  return through(cache, ['home', size], async () => {
    const [investors, businesses] = await Promise.all([
      selectInvestors(db, {}, size, 0, revealNames),
      selectBusinesses(db, {}, size, 0),
    ]);
    return { investors, businesses };
  });
}
