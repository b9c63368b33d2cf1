import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CAPACITY_BUCKETS, CATEGORIES, DERIVED_STAGES, MATCH_PAGE_SIZE, type businessMatchesQuerySchema, categoryOf,
  derivedStageOf, type investorMatchesQuerySchema, type BusinessMatchCard, type BusinessMatchesPage, type InvestorMatchCard,
  type InvestorMatchesPage,
} from '../../../shared/deal-flow.ts';
import { INVOLVEMENT_TYPES } from '../../../shared/enums.ts';
import { rankBusinessesForInvestor } from '../../../shared/matching/business-index.ts';
import { rankInvestorsForBusiness } from '../../../shared/matching/investor-index.ts';
import { industryBits } from '../../../shared/matching/parts.ts';
import { toUsd } from '../../../shared/money/convert.ts';
import { scorePair } from '../../../shared/matching/score.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, investorProfiles, matches } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { containsPattern } from '../listings/listings.queries.ts';
import { businessProfileColumns, businessProfileOf, investorProfileColumns, investorProfileOf } from '../profiles/profile-rows.ts';
import { contactOf, stateOf } from './deal-flow.service.ts';
import type { MatchSnapshot } from './match-snapshot.ts';
import { message } from '../../../shared/messages.ts';

type BusinessQuery = z.output<typeof businessMatchesQuerySchema>;
type InvestorQuery = z.output<typeof investorMatchesQuerySchema>;

/** Ids of active profiles whose search text contains the term (trigram index), or null without a term. */
async function searchIds(db: Db, table: typeof businessProfiles | typeof investorProfiles, term: string | undefined): Promise<Set<string> | null> {
  if (!term) return null;
  const rows = await db.select({ id: table.id }).from(table).where(and(eq(table.status, 'active'), like(table.searchText, containsPattern(term))));
  return new Set(rows.map((r) => r.id));
}

function countWhere(size: number, keep: (row: number) => boolean): number {
  let n = 0;
  for (let row = 0; row < size; row++) if (keep(row)) n++;
  return n;
}

export async function businessMatchesFor(db: Db, snapshot: MatchSnapshot, userId: string, query: BusinessQuery): Promise<BusinessMatchesPage> {
  const [own] = await db.select(investorProfileColumns).from(investorProfiles).where(eq(investorProfiles.userId, userId)).limit(1);
  if (!own) throw notFound(message('completeInvestorProfile'));
  const investor = investorProfileOf(own);
  const index = snapshot.businesses;
  const found = await searchIds(db, businessProfiles, query.search);
  const category = query.category ? CATEGORIES.indexOf(query.category) : -1;
  const stage = query.stage ? DERIVED_STAGES.indexOf(query.stage) : -1;
  const keep = (row: number) => {
    if (category >= 0 && snapshot.businessCategory[row] !== category) return false;
    if (stage >= 0 && snapshot.businessStage[row] !== stage) return false;
    const revenue = snapshot.businessRevenueUsd[row] ?? Number.NaN;
    // Spec: a revenue bound applies only when filled, both inclusive; an unknown revenue fails a filled bound.
    if (query.revenue_min !== undefined && !(revenue >= query.revenue_min)) return false;
    if (query.revenue_max !== undefined && !(revenue <= query.revenue_max)) return false;
    return found === null || found.has(index.ids[row] ?? '');
  };
  const ranked = rankBusinessesForInvestor(index, investor, { limit: query.page * MATCH_PAGE_SIZE, filter: (row) => keep(row) })
    .slice((query.page - 1) * MATCH_PAGE_SIZE);
  const ids = ranked.map((r) => r.id);
  const [rows, matchRows, stats] = await Promise.all([
    ids.length ? db.select(businessProfileColumns).from(businessProfiles).where(inArray(businessProfiles.id, ids)) : [],
    ids.length ? db.select().from(matches).where(and(eq(matches.investorProfileId, own.id), inArray(matches.businessProfileId, ids))) : [],
    db.select({
      favourites: count(sql`case when ${matches.investorInterest} then 1 end`),
      acted: count(matches.investorInterestedAt),
    }).from(matches).where(eq(matches.investorProfileId, own.id)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, businessProfileOf(r)]));
  const matchOf = new Map(matchRows.map((m) => [m.businessProfileId, m]));
  const thisYear = new Date().getFullYear();
  const items: BusinessMatchCard[] = [];
  for (const { id, score } of ranked) {
    const row = byId.get(id);
    if (!row) continue;
    const match = matchOf.get(id);
    const revenueUsd = row.annualRevenue === null ? null : toUsd(row.annualRevenue, row.currency, snapshot.model.rates);
    const { reasons, reasonDetails } = scorePair(investor, row, snapshot.model);
    items.push({
      id,
      score,
      reasons,
      reason_details: reasonDetails,
      company_name: row.companyName,
      industry: row.industry,
      category: categoryOf(row.industry),
      stage: derivedStageOf(row.businessStage, revenueUsd),
      headquarters: row.headquarters,
      currency: row.currency,
      annual_revenue: row.annualRevenue,
      // No EBITDA field exists: operating profit is estimated as revenue × profit margin.
      ebitda: row.annualRevenue !== null && row.profitMargin !== null ? Math.round((row.annualRevenue * row.profitMargin) / 100) : null,
      years_of_operation: row.yearEstablished === null ? null : Math.max(0, thisYear - row.yearEstablished),
      branches_count: Math.max(1, row.branches.length),
      amount_required: row.amountRequired,
      equity_offered: row.equityOffered,
      state: stateOf(match, 'investor'),
      contact: match?.introducedAt ? await contactOf(db, row.userId, row.companyName) : null,
    });
  }
  return {
    items,
    stats: { total: countWhere(index.size, keep), favourites: stats[0]?.favourites ?? 0, acted: stats[0]?.acted ?? 0 },
    page: query.page,
    page_size: MATCH_PAGE_SIZE,
  };
}

export async function investorMatchesFor(db: Db, snapshot: MatchSnapshot, userId: string, query: InvestorQuery): Promise<InvestorMatchesPage> {
  const [own] = await db.select(businessProfileColumns).from(businessProfiles).where(eq(businessProfiles.userId, userId)).limit(1);
  if (!own) throw notFound(message('completeBusinessProfile'));
  const business = businessProfileOf(own);
  const index = snapshot.investors;
  const found = await searchIds(db, investorProfiles, query.search);
  const involvement = query.involvement ? INVOLVEMENT_TYPES.indexOf(query.involvement) + 1 : 0;
  const capacity = query.capacity ? CAPACITY_BUCKETS.indexOf(query.capacity) + 1 : 0;
  const industry = query.industry ? industryBits([query.industry]) : 0;
  const keep = (row: number) => {
    if (involvement && snapshot.investorInvolvement[row] !== involvement) return false;
    if (capacity && snapshot.investorCapacity[row] !== capacity) return false;
    if (industry && ((index.industries[row] ?? 0) & industry) === 0) return false;
    return found === null || found.has(index.ids[row] ?? '');
  };
  const ranked = rankInvestorsForBusiness(index, business, { limit: query.page * MATCH_PAGE_SIZE, filter: (row) => keep(row) })
    .slice((query.page - 1) * MATCH_PAGE_SIZE);
  const ids = ranked.map((r) => r.id);
  const [rows, matchRows, stats] = await Promise.all([
    ids.length ? db.select(investorProfileColumns).from(investorProfiles).where(inArray(investorProfiles.id, ids)) : [],
    ids.length ? db.select().from(matches).where(and(eq(matches.businessProfileId, own.id), inArray(matches.investorProfileId, ids))) : [],
    db.select({
      favourites: count(sql`case when ${matches.businessInterest} then 1 end`),
      acted: count(matches.businessConnectedAt),
    }).from(matches).where(eq(matches.businessProfileId, own.id)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, investorProfileOf(r)]));
  const matchOf = new Map(matchRows.map((m) => [m.investorProfileId, m]));
  const items: InvestorMatchCard[] = [];
  for (const { id, score, index: rowOfIndex } of ranked) {
    const row = byId.get(id);
    if (!row) continue;
    const match = matchOf.get(id);
    const bucket = snapshot.investorCapacity[rowOfIndex] ?? 0;
    const { reasons, reasonDetails } = scorePair(row, business, snapshot.model, { audience: 'business_owner' });
    items.push({
      id,
      score,
      reasons,
      reason_details: reasonDetails,
      involvement_type: row.involvementType,
      capacity_bucket: bucket ? (CAPACITY_BUCKETS[bucket - 1] ?? null) : null,
      min_roi: row.minRoi,
      investment_horizon: row.investmentHorizon,
      years_experience: row.yearsExperience,
      preferred_industries: row.preferredIndustries,
      geographical_preference: row.geographicalPreference,
      about: row.about,
      state: stateOf(match, 'business'),
      contact: match?.introducedAt ? await contactOf(db, row.userId, null) : null,
    });
  }
  return {
    items,
    stats: { total: countWhere(index.size, keep), favourites: stats[0]?.favourites ?? 0, acted: stats[0]?.acted ?? 0 },
    page: query.page,
    page_size: MATCH_PAGE_SIZE,
  };
}

