import { and, arrayContains, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  BusinessCard, BusinessPage, businessListingQuerySchema, InvestorCard, InvestorPage, investorListingQuerySchema,
} from '#shared/listings/listings.ts';
import { toBusinessCard, toInvestorCard } from '#shared/profiles/profile-model.ts';
import { searchTerms } from '#shared/listings/search-terms.ts';
import type { Trust } from '#shared/trust/trust.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, investorProfiles, matches, users, valuationEstimates } from '../../db/schema.ts';
import { businessCardColumns, businessProfileOf, investorCardColumns, investorProfileOf } from '../profiles/index.ts';
import { trustOf, type TrustKind } from '../trust/index.ts';
import { indicativeValuationOf, shownValuationColumns, shownValuationJoin } from '../valuation/index.ts';
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

/**
 * A filter's value: the page's own, or a SQL expression (a saved search's jsonb field, issue 23), for which a null
 * means "no such filter". The same builders serve the listing and the saved searches' alerts.
 */
export type FilterValue<T extends string = string> = T | SQL | undefined;
const filterOn = <T extends string>(value: FilterValue<T>, condition: (v: T | SQL) => SQL | undefined): SQL | undefined =>
  value === undefined || value === '' ? undefined : typeof value === 'string' ? condition(value) : or(sql`${value} is null`, condition(value));
const contains = (column: AnyPgColumn, value: string | SQL): SQL =>
  typeof value === 'string' ? arrayContains(column, [value]) : sql`${column} @> array[${value}]::text[]`;
const regionOf = (region: string | SQL): SQL | undefined => or(eq(businessProfiles.headquarters, region as never), contains(businessProfiles.branches, region));

export type InvestorFilterValues = { [K in 'industry' | 'region']?: FilterValue<NonNullable<InvestorQuery[K]>> };
/** The investor listing's filters other than the search text (which needs the typed text; search.ts). */
export function investorFilterConditions(values: InvestorFilterValues): SQL | undefined {
  return and(
    filterOn(values.industry, (v) => contains(investorProfiles.preferredIndustries, v)),
    filterOn(values.region, (v) => contains(investorProfiles.geographicalPreference, v)),
  );
}

/** Published investors: active and holding the minimum mandate (issue 20). */
export const investorPublished = (): SQL => and(eq(investorProfiles.status, 'active'), eq(investorProfiles.listed, true)) as SQL;

function investorFilters(query: Partial<InvestorQuery>): SQL | undefined {
  return and(
    investorPublished(),
    investorFilterConditions(query),
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

/**
 * Cards with their trust signals (issue 23), read for the whole page in one query. A profile deleted between the two
 * reads has no trust and is left out, as the next read would leave it.
 */
async function withTrust<Row extends { id: string }, Card>(
  db: Db, kind: TrustKind, rows: Row[], card: (row: Row, trust: Trust) => Card,
): Promise<Card[]> {
  const trust = await trustOf(db, kind, rows.map((row) => row.id));
  return rows.flatMap((row) => {
    const found = trust.get(row.id);
    return found ? [card(row, found)] : [];
  });
}

// Only the admins' query joins the name in.
const investorCardOf = (row: Awaited<ReturnType<typeof investorPageQuery>>[number], trust: Trust): InvestorCard =>
  toInvestorCard(investorProfileOf(row), trust, (row as { investorName?: string }).investorName);

async function selectInvestors(db: Db, query: Partial<InvestorQuery>, limit: number, offset: number, revealNames: boolean): Promise<InvestorCard[]> {
  return withTrust(db, 'investor', await investorPageQuery(db, query, limit, offset, revealNames), investorCardOf);
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

export type BusinessFilterValues = { [K in 'industry' | 'stage' | 'region']?: FilterValue<NonNullable<BusinessQuery[K]>> };
/** The business listing's filters other than the search text. */
export function businessFilterConditions(values: BusinessFilterValues): SQL | undefined {
  return and(
    filterOn(values.industry, (v) => eq(businessProfiles.industry, v)),
    filterOn(values.stage, (v) => eq(businessProfiles.businessStage, v)),
    filterOn(values.region, regionOf),
  );
}

export const businessPublished = (): SQL => eq(businessProfiles.status, 'active');

function businessFilters(query: Partial<BusinessQuery>): SQL | undefined {
  return and(
    businessPublished(),
    businessFilterConditions(query),
    query.search ? searchCondition(businessProfiles, query.search) : undefined,
  );
}

/** A business card's columns, with the range of the valuation its owner chose to show (issue 22) by its primary key. */
const selectBusinessCards = (db: Db) =>
  db
    .select({ ...businessCardColumns, valuation: shownValuationColumns })
    .from(businessProfiles)
    .leftJoin(valuationEstimates, shownValuationJoin);

type BusinessCardRow = Awaited<ReturnType<typeof businessPageQuery>>[number];
/** A business card; a confidential business's name only where `revealName` (issue 49). */
const businessCardWith = (revealName: boolean) => ({ valuation, ...row }: BusinessCardRow, trust: Trust): BusinessCard => ({
  ...toBusinessCard(businessProfileOf(row), trust, revealName),
  indicative_valuation: indicativeValuationOf(valuation),
});

/** The page query of the business listing (also run under EXPLAIN by the benchmark). */
export const businessPageQuery = (db: Db, query: Partial<BusinessQuery>, limit: number, offset: number) =>
  selectBusinessCards(db)
    .where(businessFilters(query))
    .orderBy(...orderOf(businessProfiles, query.search))
    .limit(limit)
    .offset(offset);

export const businessCountQuery = (db: Db, query: Partial<BusinessQuery>) =>
  db.select({ n: count() }).from(businessProfiles).where(businessFilters(query));

async function selectBusinesses(db: Db, query: Partial<BusinessQuery>, limit: number, offset: number, revealNames: boolean): Promise<BusinessCard[]> {
  return withTrust(db, 'business', await businessPageQuery(db, query, limit, offset), businessCardWith(revealNames));
}

/** The business listing; `revealNames` (admins only, never cached) shows confidential businesses' names. */
export async function listBusinesses(db: Db, query: BusinessQuery, revealNames: boolean, cache: ListingCache | null = null): Promise<BusinessPage> {
  const offset = (query.page - 1) * query.page_size;
  const key = businessKey(query);
  const [items, total, totalAll] = await Promise.all([
    selectBusinesses(db, query, query.page_size, offset, revealNames), // kept as JSON only, as in listInvestors
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
  const [card] = row ? await withTrust(db, 'investor', [row], investorCardOf) : [];
  return card ?? null;
}

/** Who reads a listing: signed out (null), or a user and whether they are an admin. */
export type ListingReader = { userId: string; admin: boolean } | null;

/**
 * Whether the reader may see this business's name though it is confidential (issue 49): its owner, an admin,
 * or an investor the business has been introduced to (after the NDA, where the owner asks for one).
 */
async function mayReadName(db: Db, businessProfileId: string, reader: ListingReader): Promise<boolean> {
  if (!reader) return false;
  if (reader.admin) return true;
  const introduced = db
    .select({ id: matches.id })
    .from(matches)
    .innerJoin(investorProfiles, eq(investorProfiles.id, matches.investorProfileId))
    .where(and(eq(matches.businessProfileId, businessProfileId), eq(investorProfiles.userId, reader.userId), sql`${matches.introducedAt} is not null`));
  const [found] = await db
    .select({ id: businessProfiles.id })
    .from(businessProfiles)
    .where(and(eq(businessProfiles.id, businessProfileId), or(eq(businessProfiles.userId, reader.userId), sql`exists ${introduced}`)))
    .limit(1);
  return found !== undefined;
}

/** One active business as the listing shows it to `reader`, or null: unknown or inactive. */
export async function findBusinessCard(db: Db, id: string, reader: ListingReader): Promise<BusinessCard | null> {
  const [row] = await selectBusinessCards(db).where(and(eq(businessProfiles.id, id), businessFilters({}))).limit(1);
  if (!row) return null;
  const revealName = row.confidential && (await mayReadName(db, id, reader));
  const [card] = await withTrust(db, 'business', [row], businessCardWith(revealName));
  return card ?? null;
}

export async function homeListings(db: Db, size: number, revealNames: boolean, cache: ListingCache | null = null) {
  return through(cache, ['home', size], async () => {
    const [investors, businesses] = await Promise.all([
      selectInvestors(db, {}, size, 0, revealNames),
      selectBusinesses(db, {}, size, 0, revealNames),
    ]);
    return { investors, businesses };
  });
}
