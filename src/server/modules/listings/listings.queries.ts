import { and, arrayContains, count, desc, eq, like, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  BusinessCard, BusinessPage, businessListingQuerySchema, InvestorCard, InvestorPage, investorListingQuerySchema,
} from '../../../shared/listings.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, investorProfiles, users } from '../../db/schema.ts';
import type { ListingCache } from './listings.cache.ts';

type InvestorQuery = z.output<typeof investorListingQuerySchema>;
type BusinessQuery = z.output<typeof businessListingQuerySchema>;

/** A LIKE pattern that matches the text anywhere, with the user's % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const investorColumns = {
  id: investorProfiles.id,
  involvementType: investorProfiles.involvementType,
  minAmount: investorProfiles.minAmount,
  maxAmount: investorProfiles.maxAmount,
  currency: investorProfiles.currency,
  preferredIndustries: investorProfiles.preferredIndustries,
  geographicalPreference: investorProfiles.geographicalPreference,
  investmentStage: investorProfiles.investmentStage,
  minRoi: investorProfiles.minRoi,
  investmentHorizon: investorProfiles.investmentHorizon,
  about: investorProfiles.about,
  yearsExperience: investorProfiles.yearsExperience,
  createdAt: investorProfiles.createdAt,
};

type InvestorRow = { [K in keyof typeof investorColumns]: (typeof investorColumns)[K]['_']['data'] | null } & { investorName?: string };

function toInvestorCard(row: InvestorRow, revealName: boolean): InvestorCard {
  return {
    id: row.id as string,
    ...(revealName && row.investorName !== undefined && { investor_name: row.investorName }),
    involvement_type: row.involvementType,
    investment_capacity: { min_amount: row.minAmount, max_amount: row.maxAmount, currency: row.currency ?? 'USD' },
    preferred_industries: (row.preferredIndustries ?? []) as InvestorCard['preferred_industries'],
    geographical_preference: (row.geographicalPreference ?? []) as InvestorCard['geographical_preference'],
    investment_stage: (row.investmentStage ?? []) as InvestorCard['investment_stage'],
    return_expectations: { min_roi: row.minRoi, investment_horizon: row.investmentHorizon },
    about: row.about,
    years_experience: row.yearsExperience,
    created_at: (row.createdAt as Date).toISOString(),
  };
}

function investorFilters(query: Partial<InvestorQuery>): SQL | undefined {
  return and(
    eq(investorProfiles.status, 'active'),
    query.industry ? arrayContains(investorProfiles.preferredIndustries, [query.industry]) : undefined,
    query.region ? arrayContains(investorProfiles.geographicalPreference, [query.region]) : undefined,
    query.search ? like(investorProfiles.searchText, containsPattern(query.search)) : undefined,
  );
}

/** The page query of the investor listing (also run under EXPLAIN by the benchmark). */
export function investorPageQuery(db: Db, query: Partial<InvestorQuery>, limit: number, offset: number, revealNames: boolean) {
  const where = investorFilters(query);
  const base = revealNames
    ? db.select({ ...investorColumns, investorName: users.fullName }).from(investorProfiles).innerJoin(users, eq(users.id, investorProfiles.userId))
    : db.select(investorColumns).from(investorProfiles);
  return base.where(where).orderBy(desc(investorProfiles.createdAt), desc(investorProfiles.id)).limit(limit).offset(offset);
}

export const investorCountQuery = (db: Db, query: Partial<InvestorQuery>) =>
  db.select({ n: count() }).from(investorProfiles).where(investorFilters(query));

async function selectInvestors(db: Db, query: Partial<InvestorQuery>, limit: number, offset: number, revealNames: boolean) {
  const rows = await investorPageQuery(db, query, limit, offset, revealNames);
  return rows.map((row) => toInvestorCard(row, revealNames));
}

/** Runs `compute` through the cache when there is one (public callers), else directly (admins). */
const through = <T>(cache: ListingCache | null, key: unknown[], compute: () => Promise<T>) =>
  cache ? cache.get(JSON.stringify(key), compute) : compute();
const countOf = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;

/** Cache keys of the counts: the filters of a listing, without its page (all its pages share them). */
const investorKey = (q: Partial<InvestorQuery>) => ['investors', q.search?.toLowerCase() ?? '', q.industry ?? '', q.region ?? ''];
const businessKey = (q: Partial<BusinessQuery>) => ['businesses', q.search?.toLowerCase() ?? '', q.industry ?? '', q.stage ?? '', q.region ?? ''];

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

const businessColumns = {
  id: businessProfiles.id,
  companyName: businessProfiles.companyName,
  industry: businessProfiles.industry,
  subIndustry: businessProfiles.subIndustry,
  businessStage: businessProfiles.businessStage,
  yearEstablished: businessProfiles.yearEstablished,
  headquarters: businessProfiles.headquarters,
  branches: businessProfiles.branches,
  amountRequired: businessProfiles.amountRequired,
  currency: businessProfiles.currency,
  purpose: businessProfiles.purpose,
  equityOffered: businessProfiles.equityOffered,
  annualRevenue: businessProfiles.annualRevenue,
  createdAt: businessProfiles.createdAt,
};

function businessFilters(query: Partial<BusinessQuery>): SQL | undefined {
  return and(
    eq(businessProfiles.status, 'active'),
    query.industry ? eq(businessProfiles.industry, query.industry) : undefined,
    query.stage ? eq(businessProfiles.businessStage, query.stage) : undefined,
    query.region ? or(eq(businessProfiles.headquarters, query.region), arrayContains(businessProfiles.branches, [query.region])) : undefined,
    query.search ? like(businessProfiles.searchText, containsPattern(query.search)) : undefined,
  );
}

/** The page query of the business listing (also run under EXPLAIN by the benchmark). */
export const businessPageQuery = (db: Db, query: Partial<BusinessQuery>, limit: number, offset: number) =>
  db
    .select(businessColumns)
    .from(businessProfiles)
    .where(businessFilters(query))
    .orderBy(desc(businessProfiles.createdAt), desc(businessProfiles.id))
    .limit(limit)
    .offset(offset);

export const businessCountQuery = (db: Db, query: Partial<BusinessQuery>) =>
  db.select({ n: count() }).from(businessProfiles).where(businessFilters(query));

async function selectBusinesses(db: Db, query: Partial<BusinessQuery>, limit: number, offset: number): Promise<BusinessCard[]> {
  const rows = await businessPageQuery(db, query, limit, offset);
  return rows.map((row) => ({
    id: row.id,
    company_name: row.companyName,
    industry: row.industry,
    sub_industry: row.subIndustry,
    business_stage: row.businessStage,
    year_established: row.yearEstablished,
    headquarters: row.headquarters,
    branches: row.branches,
    funding_requirements: { amount_required: row.amountRequired, currency: row.currency, purpose: row.purpose, equity_offered: row.equityOffered },
    financial_highlights: { annual_revenue: row.annualRevenue },
    created_at: row.createdAt.toISOString(),
  }));
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

export async function homeListings(db: Db, size: number, revealNames: boolean, cache: ListingCache | null = null) {
  return through(cache, ['home', size], async () => {
    const [investors, businesses] = await Promise.all([
      selectInvestors(db, {}, size, 0, revealNames),
      selectBusinesses(db, {}, size, 0),
    ]);
    return { investors, businesses };
  });
}
