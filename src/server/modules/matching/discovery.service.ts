import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CAPACITY_BUCKETS, CATEGORIES, DERIVED_STAGES, GROUP_PAGE_SIZE, MATCH_PAGE_SIZE, type businessMatchesQuerySchema, capacityBucketOf, categoryOf,
  derivedStageOf, type investorMatchesQuerySchema, type BusinessMatchCard, type BusinessMatchesPage, type InvestorMatchCard,
  type InvestorMatchesPage, type BusinessGroup, type InvestorGroup,
} from '../../../shared/deal-flow.ts';
import type { BusinessProfile, InvestorProfile } from '../../../shared/profile-model.ts';
import { INVOLVEMENT_TYPES } from '../../../shared/enums.ts';
import { rankBusinessesForInvestor, rowMissesForInvestor } from '../../../shared/matching/business-index.ts';
import { rankInvestorsForBusiness, rowMissesForBusiness } from '../../../shared/matching/investor-index.ts';
import { industryBits } from '../../../shared/matching/parts.ts';
import { toUsd } from '../../../shared/money/convert.ts';
import { scorePair, type MatchResult } from '../../../shared/matching/score.ts';
import { PARTS, WEIGHTS } from '../../../shared/matching/parts.ts';
import { keepsMask } from '../../../shared/matching/constraints.ts';
import { investorFeatures, businessFeatures } from '../../../shared/matching/features.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, deals, investorProfiles, matches } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { searchMatches } from '../listings/search.ts';
import type { RankedMatch } from '../../../shared/matching/top-k.ts';
import { businessProfileColumns, businessProfileOf, investorProfileColumns, investorProfileOf } from '../profiles/profile-rows.ts';
import { contactOf, matchWithDealColumns, stateOf, type MatchWithDeal } from './deal-flow.service.ts';
import type { MatchSnapshot } from './match-snapshot.ts';
import { message } from '../../../shared/messages.ts';

type BusinessQuery = z.output<typeof businessMatchesQuerySchema>;
type InvestorQuery = z.output<typeof investorMatchesQuerySchema>;

/** Relevance of each active (and, for investors, listed) profile the typed search finds, or null without a search. */
async function searchIds(db: Db, table: typeof businessProfiles | typeof investorProfiles, term: string | undefined): Promise<Map<string, number> | null> {
  return term ? searchMatches(db, table, term) : null;
}

/**
 * One page of a ranking. With a search, results go by relevance, then score (issue 20): the whole filtered
 * ranking is taken (a search keeps it small) and sorted stably by relevance.
 */
function pageOf(ranked: RankedMatch[], found: Map<string, number> | null, page: number): RankedMatch[] {
  const ordered = found === null ? ranked : [...ranked].sort((a, b) => (found.get(b.id) ?? 0) - (found.get(a.id) ?? 0));
  return ordered.slice((page - 1) * MATCH_PAGE_SIZE, page * MATCH_PAGE_SIZE);
}

function countWhere(size: number, keep: (row: number) => boolean): number {
  let n = 0;
  for (let row = 0; row < size; row++) if (keep(row)) n++;
  return n;
}

/** Matches with their deal room's id. */
const withDeal = (db: Db) => db.select(matchWithDealColumns).from(matches).leftJoin(deals, eq(deals.matchId, matches.id));

async function ownInvestor(db: Db, userId: string): Promise<InvestorProfile> {
  const [own] = await db.select(investorProfileColumns).from(investorProfiles).where(eq(investorProfiles.userId, userId)).limit(1);
  if (!own) throw notFound(message('completeInvestorProfile'));
  return investorProfileOf(own);
}

async function ownBusiness(db: Db, userId: string): Promise<BusinessProfile> {
  const [own] = await db.select(businessProfileColumns).from(businessProfiles).where(eq(businessProfiles.userId, userId)).limit(1);
  if (!own) throw notFound(message('completeBusinessProfile'));
  return businessProfileOf(own);
}

/**
 * What a card explains of its score: why, watch out, the points of each part, the must-haves it misses. The
 * investor's ticket size and the owner's "a range covering my raise" are one comparison: a pair breaking both
 * names it once, in the reader's words.
 */
function explanationOf(result: MatchResult, audience: 'investor' | 'business_owner') {
  const same = result.misses.includes('ticket') && result.misses.includes('capacity');
  const other = audience === 'investor' ? 'capacity' : 'ticket';
  return {
    score: result.score,
    reasons: result.reasons,
    reason_details: result.reasonDetails,
    watch_out: result.watchOut,
    score_parts: PARTS.map((part) => ({ part, points: result.points[part], weight: WEIGHTS[part] })),
    misses: same ? result.misses.filter((miss) => miss !== other) : result.misses,
  };
}

/** A business as the investor's card shows it; the contact only once introduced. */
async function businessCard(db: Db, snapshot: MatchSnapshot, investor: InvestorProfile, row: BusinessProfile, match: MatchWithDeal | undefined): Promise<BusinessMatchCard> {
  const revenueUsd = row.annualRevenue === null ? null : toUsd(row.annualRevenue, row.currency, snapshot.model.rates);
  const result = scorePair(investor, row, snapshot.model, { revealHidden: Boolean(match?.introducedAt) });
  return {
    id: row.id,
    ...explanationOf(result, 'investor'),
    company_name: row.companyName,
    industry: row.industry,
    category: categoryOf(row.industry),
    stage: derivedStageOf(row.businessStage, revenueUsd),
    headquarters: row.headquarters,
    currency: row.currency,
    annual_revenue: row.annualRevenue,
    // No EBITDA field exists: operating profit is estimated as revenue × profit margin.
    ebitda: row.annualRevenue !== null && row.profitMargin !== null ? Math.round((row.annualRevenue * row.profitMargin) / 100) : null,
    years_of_operation: row.yearEstablished === null ? null : Math.max(0, new Date().getFullYear() - row.yearEstablished),
    branches_count: Math.max(1, row.branches.length),
    amount_required: row.amountRequired,
    equity_offered: row.equityOffered,
    state: stateOf(match, 'investor'),
    contact: match?.introducedAt ? await contactOf(db, row.userId, row.companyName) : null,
  };
}

/** An investor as the owner's card shows them: masked until introduced. */
async function investorCard(db: Db, snapshot: MatchSnapshot, business: BusinessProfile, row: InvestorProfile, match: MatchWithDeal | undefined): Promise<InvestorMatchCard> {
  const result = scorePair(row, business, snapshot.model, { audience: 'business_owner', revealHidden: Boolean(match?.introducedAt) });
  return {
    id: row.id,
    ...explanationOf(result, 'business_owner'),
    involvement_type: row.involvementType,
    capacity_bucket: capacityBucketOf(row.maxAmount === null ? null : toUsd(row.maxAmount, row.currency, snapshot.model.rates)),
    min_roi: row.minRoi,
    investment_horizon: row.investmentHorizon,
    years_experience: row.yearsExperience,
    preferred_industries: row.preferredIndustries,
    geographical_preference: row.geographicalPreference,
    about: row.about,
    state: stateOf(match, 'business'),
    contact: match?.introducedAt ? await contactOf(db, row.userId, null) : null,
  };
}

/** An action of the counterpart still waiting for the caller: not introduced, declined by neither side. */
const unanswered = and(isNull(matches.introducedAt), isNull(matches.businessDeclinedAt), isNull(matches.investorDeclinedAt));

/** "Interested in you": investors who pressed Interested on the owner's business and wait for an answer, newest first. */
export async function interestedInvestorsFor(db: Db, snapshot: MatchSnapshot, userId: string, page: number): Promise<InvestorGroup> {
  const business = await ownBusiness(db, userId);
  const where = and(eq(matches.businessProfileId, business.id), isNotNull(matches.investorInterestedAt), unanswered, eq(investorProfiles.status, 'active'));
  const [rows, [total]] = await Promise.all([
    db.select({ match: matchWithDealColumns, investor: investorProfileColumns })
      .from(matches)
      .innerJoin(investorProfiles, eq(investorProfiles.id, matches.investorProfileId))
      .leftJoin(deals, eq(deals.matchId, matches.id))
      .where(where)
      .orderBy(desc(matches.investorInterestedAt), desc(matches.id))
      .limit(GROUP_PAGE_SIZE)
      .offset((page - 1) * GROUP_PAGE_SIZE),
    db.select({ n: count() }).from(matches).innerJoin(investorProfiles, eq(investorProfiles.id, matches.investorProfileId)).where(where),
  ]);
  const items: InvestorMatchCard[] = [];
  for (const row of rows) items.push(await investorCard(db, snapshot, business, investorProfileOf(row.investor), row.match));
  return { items, total: total?.n ?? 0, page, page_size: GROUP_PAGE_SIZE };
}

/** "Wants to connect": businesses whose owner pressed Connect on the investor and wait for an answer, newest first. */
export async function connectingBusinessesFor(db: Db, snapshot: MatchSnapshot, userId: string, page: number): Promise<BusinessGroup> {
  const investor = await ownInvestor(db, userId);
  const where = and(eq(matches.investorProfileId, investor.id), isNotNull(matches.businessConnectedAt), unanswered, eq(businessProfiles.status, 'active'));
  const [rows, [total]] = await Promise.all([
    db.select({ match: matchWithDealColumns, business: businessProfileColumns })
      .from(matches)
      .innerJoin(businessProfiles, eq(businessProfiles.id, matches.businessProfileId))
      .leftJoin(deals, eq(deals.matchId, matches.id))
      .where(where)
      .orderBy(desc(matches.businessConnectedAt), desc(matches.id))
      .limit(GROUP_PAGE_SIZE)
      .offset((page - 1) * GROUP_PAGE_SIZE),
    db.select({ n: count() }).from(matches).innerJoin(businessProfiles, eq(businessProfiles.id, matches.businessProfileId)).where(where),
  ]);
  const items: BusinessMatchCard[] = [];
  for (const row of rows) items.push(await businessCard(db, snapshot, investor, businessProfileOf(row.business), row.match));
  return { items, total: total?.n ?? 0, page, page_size: GROUP_PAGE_SIZE };
}

/** One active business's card for the investor (a notification's link); 404 as if absent otherwise. */
export async function businessCardFor(db: Db, snapshot: MatchSnapshot, userId: string, businessId: string): Promise<BusinessMatchCard> {
  const investor = await ownInvestor(db, userId);
  const [row] = await db.select(businessProfileColumns).from(businessProfiles).where(and(eq(businessProfiles.id, businessId), eq(businessProfiles.status, 'active'))).limit(1);
  if (!row) throw notFound();
  const [match] = await withDeal(db).where(and(eq(matches.investorProfileId, investor.id), eq(matches.businessProfileId, businessId))).limit(1);
  return businessCard(db, snapshot, investor, businessProfileOf(row), match);
}

/** One active investor's masked card for the owner (a notification's link); 404 as if absent otherwise. */
export async function investorCardFor(db: Db, snapshot: MatchSnapshot, userId: string, investorId: string): Promise<InvestorMatchCard> {
  const business = await ownBusiness(db, userId);
  const [row] = await db.select(investorProfileColumns).from(investorProfiles).where(and(eq(investorProfiles.id, investorId), eq(investorProfiles.status, 'active'))).limit(1);
  if (!row) throw notFound();
  const [match] = await withDeal(db).where(and(eq(matches.businessProfileId, business.id), eq(matches.investorProfileId, investorId))).limit(1);
  return investorCard(db, snapshot, business, investorProfileOf(row), match);
}

export async function businessMatchesFor(db: Db, snapshot: MatchSnapshot, userId: string, query: BusinessQuery): Promise<BusinessMatchesPage> {
  const investor = await ownInvestor(db, userId);
  const own = investor;
  const index = snapshot.businesses;
  const found = await searchIds(db, businessProfiles, query.search);
  const category = query.category ? CATEGORIES.indexOf(query.category) : -1;
  const stage = query.stage ? DERIVED_STAGES.indexOf(query.stage) : -1;
  // Bounds are typed in the reader's currency (issue 20) and compared in dollars.
  const rates = snapshot.model.rates;
  const revenueMin = query.revenue_min === undefined ? undefined : toUsd(query.revenue_min, query.currency, rates);
  const revenueMax = query.revenue_max === undefined ? undefined : toUsd(query.revenue_max, query.currency, rates);
  const misses = rowMissesForInvestor(index, investorFeatures(investor, snapshot.model));
  const musts = query.near_misses ? 'miss' : 'fit';
  const keep = (row: number) => {
    if (category >= 0 && snapshot.businessCategory[row] !== category) return false;
    if (stage >= 0 && snapshot.businessStage[row] !== stage) return false;
    const revenue = snapshot.businessRevenueUsd[row] ?? Number.NaN;
    // Spec: a revenue bound applies only when filled, both inclusive; an unknown revenue fails a filled bound.
    // A bound equal to a revenue in the same currency must keep it, so compare with a hair of tolerance for the conversion.
    if (revenueMin !== undefined && !(revenue >= revenueMin * (1 - 1e-9))) return false;
    if (revenueMax !== undefined && !(revenue <= revenueMax * (1 + 1e-9))) return false;
    if (!keepsMask(musts, misses(row))) return false;
    return found === null || found.has(index.ids[row] ?? '');
  };
  const limit = found === null ? query.page * MATCH_PAGE_SIZE : found.size;
  const ranked = pageOf(rankBusinessesForInvestor(index, investor, { limit, filter: (row) => keep(row) }), found, query.page);
  const ids = ranked.map((r) => r.id);
  const [rows, matchRows, stats] = await Promise.all([
    ids.length ? db.select(businessProfileColumns).from(businessProfiles).where(inArray(businessProfiles.id, ids)) : [],
    ids.length ? withDeal(db).where(and(eq(matches.investorProfileId, own.id), inArray(matches.businessProfileId, ids))) : [],
    db.select({
      favourites: count(sql`case when ${matches.investorInterest} then 1 end`),
      acted: count(matches.investorInterestedAt),
    }).from(matches).where(eq(matches.investorProfileId, own.id)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, businessProfileOf(r)]));
  const matchOf = new Map(matchRows.map((m) => [m.businessProfileId, m]));
  const items: BusinessMatchCard[] = [];
  for (const { id } of ranked) {
    const row = byId.get(id);
    if (row) items.push(await businessCard(db, snapshot, investor, row, matchOf.get(id)));
  }
  return {
    items,
    stats: { total: countWhere(index.size, keep), favourites: stats[0]?.favourites ?? 0, acted: stats[0]?.acted ?? 0 },
    page: query.page,
    page_size: MATCH_PAGE_SIZE,
  };
}

export async function investorMatchesFor(db: Db, snapshot: MatchSnapshot, userId: string, query: InvestorQuery): Promise<InvestorMatchesPage> {
  const business = await ownBusiness(db, userId);
  const own = business;
  const index = snapshot.investors;
  const found = await searchIds(db, investorProfiles, query.search);
  const involvement = query.involvement ? INVOLVEMENT_TYPES.indexOf(query.involvement) + 1 : 0;
  const capacity = query.capacity ? CAPACITY_BUCKETS.indexOf(query.capacity) + 1 : 0;
  const industry = query.industry ? industryBits([query.industry]) : 0;
  const misses = rowMissesForBusiness(index, businessFeatures(business, snapshot.model));
  const musts = query.near_misses ? 'miss' : 'fit';
  const keep = (row: number) => {
    if (involvement && snapshot.investorInvolvement[row] !== involvement) return false;
    if (capacity && snapshot.investorCapacity[row] !== capacity) return false;
    if (industry && ((index.industries[row] ?? 0) & industry) === 0) return false;
    if (!keepsMask(musts, misses(row))) return false;
    return found === null || found.has(index.ids[row] ?? '');
  };
  const limit = found === null ? query.page * MATCH_PAGE_SIZE : found.size;
  const ranked = pageOf(rankInvestorsForBusiness(index, business, { limit, filter: (row) => keep(row) }), found, query.page);
  const ids = ranked.map((r) => r.id);
  const [rows, matchRows, stats] = await Promise.all([
    ids.length ? db.select(investorProfileColumns).from(investorProfiles).where(inArray(investorProfiles.id, ids)) : [],
    ids.length ? withDeal(db).where(and(eq(matches.businessProfileId, own.id), inArray(matches.investorProfileId, ids))) : [],
    db.select({
      favourites: count(sql`case when ${matches.businessInterest} then 1 end`),
      acted: count(matches.businessConnectedAt),
    }).from(matches).where(eq(matches.businessProfileId, own.id)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, investorProfileOf(r)]));
  const matchOf = new Map(matchRows.map((m) => [m.investorProfileId, m]));
  const items: InvestorMatchCard[] = [];
  for (const { id } of ranked) {
    const row = byId.get(id);
    if (row) items.push(await investorCard(db, snapshot, business, row, matchOf.get(id)));
  }
  return {
    items,
    stats: { total: countWhere(index.size, keep), favourites: stats[0]?.favourites ?? 0, acted: stats[0]?.acted ?? 0 },
    page: query.page,
    page_size: MATCH_PAGE_SIZE,
  };
}

