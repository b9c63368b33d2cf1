import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { GROUP_PAGE_SIZE, type BusinessMatchCard, type BusinessMatchesPage, type Contact, type InvestorMatchCard, type InvestorMatchesPage, type BusinessGroup, type InvestorGroup } from '#shared/deals/introductions.ts';
import { MATCH_PAGE_SIZE, type businessMatchesQuerySchema, type investorMatchesQuerySchema } from '#shared/matching/match-query.ts';
import { categoryOf, sizeBandOf } from '#shared/matching/derived.ts';
import { financialsFor } from '#shared/profiles/profile-model.ts';
import {
  BUSINESS_MATCH_FIELDS, businessNameFor, INVESTOR_MATCH_FIELDS, type BusinessMatchFields, type BusinessProfile, type InvestorMatchFields, type InvestorProfile,
} from '#shared/profiles/profile-model.ts';
import { toUsd } from '#shared/money/convert.ts';
import { scorePair } from '#shared/matching/score.ts';
import type { Db } from '../../../db/client.ts';
import { businessProfiles, deals, investorProfiles, matches, profiles, users } from '../../../db/schema.ts';
import { notFound } from '../../../http/errors.ts';
import { businessProfileColumns, businessProfileOf, investorProfileColumns, investorProfileOf } from '../../profiles/index.ts';
import { contactColumns, contactFrom, contactOf } from '../room/contacts.ts';
import { matchWithDealColumns, stateOf, type MatchWithDeal } from './introductions.service.ts';
import type { MatchSnapshot } from '../../matching/index.ts';
import { cachedRanking, keepRanking, keptExplanation, profileFingerprint, rankingKey, textMemoOf } from '../../matching/index.ts';
import { covers, explanationOf, guessedIds, rankBusinesses, rankInvestors } from '../../matching/index.ts';
import { message } from '#shared/messages/messages.ts';
import type { Trust } from '#shared/trust/trust.ts';
import { trustOf } from '../../trust/index.ts';

type BusinessQuery = z.output<typeof businessMatchesQuerySchema>;
type InvestorQuery = z.output<typeof investorMatchesQuerySchema>;

/** Matches with their deal room's id. */
const withDeal = (db: Db) => db.select(matchWithDealColumns).from(matches).leftJoin(deals, eq(deals.matchId, matches.id));

/** A left join's match columns as a match, or undefined where the pair has none. */
const matchOrNone = (match: { id: string | null } | null) => (match?.id ? (match as MatchWithDeal) : undefined);

function pick<Columns extends object, K extends keyof Columns>(columns: Columns, keys: readonly K[]): Pick<Columns, K> {
  return Object.fromEntries(keys.map((key) => [key, columns[key]])) as Pick<Columns, K>;
}

// What a match page reads of each profile, and no more: the reader's own profile as far as ranking and scoring
// read it (which is also what its ranking is kept for), a card's counterpart as far as the card shows and scores
// it. The other columns (key personnel, hierarchy, suppliers …) were parsed and mapped on every request for nothing.
const ownInvestorColumns = pick(investorProfileColumns, ['id', ...INVESTOR_MATCH_FIELDS]);
const ownBusinessColumns = pick(businessProfileColumns, ['id', ...BUSINESS_MATCH_FIELDS]);
const cardBusinessColumns = pick(businessProfileColumns, [
  'id', 'userId', 'updatedAt', ...BUSINESS_MATCH_FIELDS, 'companyName', 'confidential', 'annualRevenue', 'yearEstablished', 'equityOffered', 'staffBand',
]);
const cardInvestorColumns = pick(investorProfileColumns, ['id', 'userId', 'updatedAt', ...INVESTOR_MATCH_FIELDS, 'investmentHorizon', 'yearsExperience']);
type CardBusiness = Pick<BusinessProfile, keyof typeof cardBusinessColumns>;
type CardInvestor = Pick<InvestorProfile, keyof typeof cardInvestorColumns>;

/**
 * The one query of a match page (issue 25): the reader's own profile and their counts on the screen, and a
 * page's counterparts each with the pair's match (and its deal room) and the counterpart's contact. `ids` are
 * the page's counterparts as the kept ranking has them; an empty list reads the own profile and counts alone
 * (one row, its counterpart columns null). Prepared once per database handle: neither the ORM's query
 * building nor the server's parsing is paid again per request.
 */
function businessPageQuery(db: Db) {
  const acted = alias(matches, 'acted');
  const stats = db
    .select({
      favourites: sql<number>`count(*) filter (where ${acted.investorInterest})::int`.mapWith(Number).as('favourites'),
      acted: sql<number>`count(${acted.investorInterestedAt})::int`.mapWith(Number).as('acted_count'),
    })
    .from(acted)
    .where(eq(acted.investorProfileId, investorProfiles.id))
    .as('stats');
  return db
    .select({ own: ownInvestorColumns, favourites: stats.favourites, acted: stats.acted, business: cardBusinessColumns, match: matchWithDealColumns, contact: contactColumns })
    .from(investorProfiles)
    .innerJoinLateral(stats, sql`true`)
    .leftJoin(businessProfiles, sql`${businessProfiles.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .leftJoin(matches, and(eq(matches.businessProfileId, businessProfiles.id), eq(matches.investorProfileId, investorProfiles.id)))
    .leftJoin(deals, eq(deals.matchId, matches.id))
    .leftJoin(users, eq(users.id, businessProfiles.userId))
    .leftJoin(profiles, eq(profiles.userId, businessProfiles.userId))
    .where(eq(investorProfiles.userId, sql.placeholder('userId')))
    .prepare('business_matches_page');
}

/** InvestorConnect's one query: the owner's business and counts, and a page's investors with the pair's match and contact. */
function investorPageQuery(db: Db) {
  const acted = alias(matches, 'acted');
  const stats = db
    .select({
      favourites: sql<number>`count(*) filter (where ${acted.businessInterest})::int`.mapWith(Number).as('favourites'),
      acted: sql<number>`count(${acted.businessConnectedAt})::int`.mapWith(Number).as('acted_count'),
    })
    .from(acted)
    .where(eq(acted.businessProfileId, businessProfiles.id))
    .as('stats');
  return db
    .select({ own: ownBusinessColumns, favourites: stats.favourites, acted: stats.acted, investor: cardInvestorColumns, match: matchWithDealColumns, contact: contactColumns })
    .from(businessProfiles)
    .innerJoinLateral(stats, sql`true`)
    .leftJoin(investorProfiles, sql`${investorProfiles.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .leftJoin(matches, and(eq(matches.investorProfileId, investorProfiles.id), eq(matches.businessProfileId, businessProfiles.id)))
    .leftJoin(deals, eq(deals.matchId, matches.id))
    .leftJoin(users, eq(users.id, investorProfiles.userId))
    .leftJoin(profiles, eq(profiles.userId, investorProfiles.userId))
    .where(eq(businessProfiles.userId, sql.placeholder('userId')))
    .prepare('investor_matches_page');
}

const businessPages = new WeakMap<Db, ReturnType<typeof businessPageQuery>>();
const investorPages = new WeakMap<Db, ReturnType<typeof investorPageQuery>>();

function preparedFor<Q>(cache: WeakMap<Db, Q>, db: Db, prepare: (db: Db) => Q): Q {
  let query = cache.get(db);
  if (!query) {
    query = prepare(db);
    cache.set(db, query);
  }
  return query;
}

const businessPage = (db: Db, userId: string, ids: string[]) => preparedFor(businessPages, db, businessPageQuery).execute({ userId, ids });
const investorPage = (db: Db, userId: string, ids: string[]) => preparedFor(investorPages, db, investorPageQuery).execute({ userId, ids });

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
 * A business as the investor's card shows it; the contact only once introduced (`contact` is asked for only then).
 * Scored through the snapshot's text memo: each profile's text is vectorised once per snapshot, not once per card.
 */
async function businessCard(
  snapshot: MatchSnapshot, investor: InvestorMatchFields, row: CardBusiness, match: MatchWithDeal | undefined, contact: () => Contact | Promise<Contact>,
  trust: Trust, reader?: string,
): Promise<BusinessMatchCard> {
  const revenueUsd = row.annualRevenue === null ? null : toUsd(row.annualRevenue, row.currency, snapshot.model.rates);
  const revealHidden = Boolean(match?.introducedAt);
  const explain = () => explanationOf(scorePair(investor, row, snapshot.model, { revealHidden, memo: textMemoOf(snapshot) }), 'investor');
  return {
    id: row.id,
    ...(reader === undefined ? explain() : keptExplanation(snapshot, `b:${reader}:${revealHidden}:${row.id}:${row.updatedAt.toISOString()}`, explain)),
    company_name: businessNameFor(row, Boolean(match?.introducedAt)),
    confidential: row.confidential,
    industry: row.industry,
    category: categoryOf(row.industry),
    business_stage: row.businessStage,
    size: sizeBandOf(revenueUsd),
    staff_band: row.staffBand,
    headquarters: row.headquarters,
    currency: row.currency,
    // No EBITDA field exists: operating profit is estimated as revenue × profit margin. A confidential business's
    // figures are bands until the introduction (issue 49).
    ...ebitdaOf(financialsFor(row, !row.confidential || Boolean(match?.introducedAt))),
    years_of_operation: row.yearEstablished === null ? null : Math.max(0, new Date().getFullYear() - row.yearEstablished),
    year_established: row.yearEstablished,
    branches_count: Math.max(1, row.branches.length),
    amount_required: row.amountRequired,
    equity_offered: row.equityOffered,
    state: stateOf(match, 'investor'),
    contact: match?.introducedAt ? await contact() : null,
    trust,
  };
}

/** A card's revenue and EBITDA (profit estimated from the margin): the figures or their bands. */
const ebitdaOf = (f: ReturnType<typeof financialsFor>) => ({ annual_revenue: f.annual_revenue, ebitda: f.profit, revenue_range: f.revenue_range, ebitda_range: f.profit_range });

/** An investor as the owner's card shows them: masked until introduced. */
async function investorCard(
  snapshot: MatchSnapshot, business: BusinessMatchFields, row: CardInvestor, match: MatchWithDeal | undefined, contact: () => Contact | Promise<Contact>,
  trust: Trust, reader?: string,
): Promise<InvestorMatchCard> {
  const revealHidden = Boolean(match?.introducedAt);
  const explain = () => explanationOf(scorePair(row, business, snapshot.model, { audience: 'business_owner', revealHidden, memo: textMemoOf(snapshot) }), 'business_owner');
  return {
    id: row.id,
    ...(reader === undefined ? explain() : keptExplanation(snapshot, `i:${reader}:${revealHidden}:${row.id}:${row.updatedAt.toISOString()}`, explain)),
    involvement_type: row.involvementType,
    investment_capacity: { min_amount: row.minAmount, max_amount: row.maxAmount, currency: row.currency },
    min_roi: row.minRoi,
    investment_horizon: row.investmentHorizon,
    years_experience: row.yearsExperience,
    preferred_industries: row.preferredIndustries,
    geographical_preference: row.geographicalPreference,
    about: row.about,
    state: stateOf(match, 'business'),
    contact: match?.introducedAt ? await contact() : null,
    trust,
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
  const trust = await trustOf(db, 'investor', rows.map((row) => row.investor.id));
  const items: InvestorMatchCard[] = [];
  for (const row of rows) {
    const investor = investorProfileOf(row.investor);
    const signals = trust.get(investor.id);
    if (!signals) continue; // deleted since the page was read
    items.push(await investorCard(snapshot, business, investor, row.match, () => contactOf(db, investor.userId, null), signals));
  }
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
  const trust = await trustOf(db, 'business', rows.map((row) => row.business.id));
  const items: BusinessMatchCard[] = [];
  for (const row of rows) {
    const business = businessProfileOf(row.business);
    const signals = trust.get(business.id);
    if (!signals) continue; // deleted since the page was read
    items.push(await businessCard(snapshot, investor, business, row.match, () => contactOf(db, business.userId, business.companyName), signals));
  }
  return { items, total: total?.n ?? 0, page, page_size: GROUP_PAGE_SIZE };
}

/** One active business's card for the investor (a notification's link); 404 as if absent otherwise. */
export async function businessCardFor(db: Db, snapshot: MatchSnapshot, userId: string, businessId: string): Promise<BusinessMatchCard> {
  const investor = await ownInvestor(db, userId);
  const [row] = await db.select(businessProfileColumns).from(businessProfiles).where(and(eq(businessProfiles.id, businessId), eq(businessProfiles.status, 'active'))).limit(1);
  if (!row) throw notFound();
  const [[match], trust] = await Promise.all([
    withDeal(db).where(and(eq(matches.investorProfileId, investor.id), eq(matches.businessProfileId, businessId))).limit(1),
    trustOf(db, 'business', [businessId]),
  ]);
  const signals = trust.get(businessId);
  if (!signals) throw notFound();
  const business = businessProfileOf(row);
  return businessCard(snapshot, investor, business, match, () => contactOf(db, business.userId, business.companyName), signals);
}

/** One active investor's masked card for the owner (a notification's link); 404 as if absent otherwise. */
export async function investorCardFor(db: Db, snapshot: MatchSnapshot, userId: string, investorId: string): Promise<InvestorMatchCard> {
  const business = await ownBusiness(db, userId);
  const [row] = await db.select(investorProfileColumns).from(investorProfiles).where(and(eq(investorProfiles.id, investorId), eq(investorProfiles.status, 'active'))).limit(1);
  if (!row) throw notFound();
  const [[match], trust] = await Promise.all([
    withDeal(db).where(and(eq(matches.businessProfileId, business.id), eq(matches.investorProfileId, investorId))).limit(1),
    trustOf(db, 'investor', [investorId]),
  ]);
  const signals = trust.get(investorId);
  if (!signals) throw notFound();
  const investor = investorProfileOf(row);
  return investorCard(snapshot, business, investor, match, () => contactOf(db, investor.userId, null), signals);
}

/** The trust of a re-ranked page: what the guessed page's read already has is kept, the rest read in one query. */
async function moreTrust(db: Db, kind: 'business' | 'investor', known: Map<string, Trust>, ids: readonly string[]): Promise<Map<string, Trust>> {
  const missing = ids.filter((id) => !known.has(id));
  const read = await trustOf(db, kind, missing);
  return new Map([...known, ...read]);
}

/**
 * BusinessMatches: the investor's ranking under the filters, a page of it as cards. The ranking (rows and total)
 * is kept per snapshot, reader and filters (ranking-cache.ts), so the page's one query reads the own profile
 * and the cards the kept ranking names together; if the profile read is not the one it was ranked for (an edit)
 * or none is kept, the investor is ranked again and the page read a second time.
 */
export async function businessMatchesFor(db: Db, snapshot: MatchSnapshot, userId: string, query: BusinessQuery): Promise<BusinessMatchesPage> {
  const key = rankingKey('businesses', userId, query);
  const kept = cachedRanking(snapshot, key);
  const guess = guessedIds(kept, query.page, snapshot.businesses.ids);
  // The cards' trust is read beside the page, never kept with the ranking (decision 0150): it changes between snapshots.
  let [rows, trust] = await Promise.all([businessPage(db, userId, guess), trustOf(db, 'business', guess)]);
  const first = rows[0];
  if (!first) throw notFound(message('completeInvestorProfile'));
  const investor = investorProfileOf(first.own);
  const reader = profileFingerprint(investor);
  let ranking = kept;
  let ids = guess;
  if (!ranking || ranking.reader !== reader || !covers(ranking, query.page)) {
    ranking = await rankBusinesses(db, snapshot, investor, reader, query);
    keepRanking(snapshot, key, ranking);
    ids = guessedIds(ranking, query.page, snapshot.businesses.ids);
    if (ids.length) [rows, trust] = await Promise.all([businessPage(db, userId, ids), moreTrust(db, 'business', trust, ids)]);
  }
  const byId = new Map(rows.flatMap((r) => (r.business ? [[r.business.id, r] as const] : [])));
  const items: BusinessMatchCard[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row?.business) continue;
    const signals = trust.get(id);
    if (!signals) continue;
    const business = businessProfileOf(row.business);
    items.push(await businessCard(snapshot, investor, business, matchOrNone(row.match), () => contactFrom(row.contact, business.userId, business.companyName), signals, reader));
  }
  return { items, stats: { total: ranking.total, favourites: first.favourites, acted: first.acted }, page: query.page, page_size: MATCH_PAGE_SIZE };
}

/** InvestorConnect: the owner's ranking of investors, a page of it as masked cards; as BusinessMatches, one query with a kept ranking. */
export async function investorMatchesFor(db: Db, snapshot: MatchSnapshot, userId: string, query: InvestorQuery): Promise<InvestorMatchesPage> {
  const key = rankingKey('investors', userId, query);
  const kept = cachedRanking(snapshot, key);
  const guess = guessedIds(kept, query.page, snapshot.investors.ids);
  let [rows, trust] = await Promise.all([investorPage(db, userId, guess), trustOf(db, 'investor', guess)]);
  const first = rows[0];
  if (!first) throw notFound(message('completeBusinessProfile'));
  const business = businessProfileOf(first.own);
  const reader = profileFingerprint(business);
  let ranking = kept;
  let ids = guess;
  if (!ranking || ranking.reader !== reader || !covers(ranking, query.page)) {
    ranking = await rankInvestors(db, snapshot, business, reader, query);
    keepRanking(snapshot, key, ranking);
    ids = guessedIds(ranking, query.page, snapshot.investors.ids);
    if (ids.length) [rows, trust] = await Promise.all([investorPage(db, userId, ids), moreTrust(db, 'investor', trust, ids)]);
  }
  const byId = new Map(rows.flatMap((r) => (r.investor ? [[r.investor.id, r] as const] : [])));
  const items: InvestorMatchCard[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row?.investor) continue;
    const signals = trust.get(id);
    if (!signals) continue;
    const investor = investorProfileOf(row.investor);
    items.push(await investorCard(snapshot, business, investor, matchOrNone(row.match), () => contactFrom(row.contact, investor.userId, null), signals, reader));
  }
  return { items, stats: { total: ranking.total, favourites: first.favourites, acted: first.acted }, page: query.page, page_size: MATCH_PAGE_SIZE };
}
