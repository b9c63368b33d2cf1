import { and, arrayContains, count, desc, eq, like, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  BusinessCard, BusinessPage, businessListingQuerySchema, InvestorCard, InvestorPage, investorListingQuerySchema,
} from '../../../shared/listings.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, investorProfiles, users } from '../../db/schema.ts';

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

async function selectInvestors(db: Db, where: SQL | undefined, limit: number, offset: number, revealNames: boolean) {
  const base = revealNames
    ? db.select({ ...investorColumns, investorName: users.fullName }).from(investorProfiles).innerJoin(users, eq(users.id, investorProfiles.userId))
    : db.select(investorColumns).from(investorProfiles);
  const rows = await base.where(where).orderBy(desc(investorProfiles.createdAt), desc(investorProfiles.id)).limit(limit).offset(offset);
  return rows.map((row) => toInvestorCard(row, revealNames));
}

export async function listInvestors(db: Db, query: InvestorQuery, revealNames: boolean): Promise<InvestorPage> {
  const where = investorFilters(query);
  const offset = (query.page - 1) * query.page_size;
  const [items, [filtered], [all]] = await Promise.all([
    selectInvestors(db, where, query.page_size, offset, revealNames),
    db.select({ n: count() }).from(investorProfiles).where(where),
    db.select({ n: count() }).from(investorProfiles).where(eq(investorProfiles.status, 'active')),
  ]);
  return { items, total: filtered?.n ?? 0, total_all: all?.n ?? 0, page: query.page, page_size: query.page_size };
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

async function selectBusinesses(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<BusinessCard[]> {
  const rows = await db
    .select(businessColumns)
    .from(businessProfiles)
    .where(where)
    .orderBy(desc(businessProfiles.createdAt), desc(businessProfiles.id))
    .limit(limit)
    .offset(offset);
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

export async function listBusinesses(db: Db, query: BusinessQuery): Promise<BusinessPage> {
  const where = businessFilters(query);
  const offset = (query.page - 1) * query.page_size;
  const [items, [filtered], [all]] = await Promise.all([
    selectBusinesses(db, where, query.page_size, offset),
    db.select({ n: count() }).from(businessProfiles).where(where),
    db.select({ n: count() }).from(businessProfiles).where(eq(businessProfiles.status, 'active')),
  ]);
  return { items, total: filtered?.n ?? 0, total_all: all?.n ?? 0, page: query.page, page_size: query.page_size };
}

export async function homeListings(db: Db, size: number, revealNames: boolean) {
  const [investors, businesses] = await Promise.all([
    selectInvestors(db, investorFilters({}), size, 0, revealNames),
    selectBusinesses(db, businessFilters({}), size, 0),
  ]);
  return { investors, businesses };
}
