import type { z } from 'zod';
import { type businessMatchesQuerySchema, type investorMatchesQuerySchema } from '#shared/matching/match-query.ts';
import { CAPACITY_BUCKETS, CATEGORIES, SIZE_BANDS } from '#shared/matching/derived.ts';
import { INVOLVEMENT_TYPES } from '#shared/enums.ts';
import { rowMissesForInvestor } from '#shared/matching/business-index.ts';
import { keepsMask } from '#shared/matching/constraints.ts';
import { businessFeatures, investorFeatures } from '#shared/matching/features.ts';
import { rowMissesForBusiness } from '#shared/matching/investor-index.ts';
import { rowsOfIds } from '#shared/matching/id-column.ts';
import { industryBits } from '#shared/matching/parts.ts';
import { toUsd } from '#shared/money/convert.ts';
import type { BusinessMatchFields, InvestorMatchFields } from '#shared/profiles/profile-model.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, investorProfiles } from '../../db/schema.ts';
import { searchMatches } from '../listings/index.ts';
import type { MatchSnapshot } from './match-snapshot.ts';

// What keeps a snapshot row on a match page: the page's filters, the reader's must-haves (or, for near misses, the
// breaking of one) and the typed search. The page ranks with it (discovery.service.ts) and a saved search of a match
// page is alerted with it (saved-searches/match-alerts.ts): one implementation for both (issue 23).

export type BusinessMatchesQuery = z.output<typeof businessMatchesQuerySchema>;
export type InvestorMatchesQuery = z.output<typeof investorMatchesQuerySchema>;

export interface RowFilter {
  keep(row: number): boolean;
  /** Relevance of each profile the typed search finds, or null without a search. */
  found: Map<string, number> | null;
}

/** Relevance of each active (and, for investors, listed) profile a typed search finds (listings/search.ts). */
export type SearchFinder = (table: typeof businessProfiles | typeof investorProfiles, term: string) => Promise<Map<string, number>>;

/** The page's own search: one query each time. A caller filtering for many readers may pass one that remembers. */
const searchEachTime = (db: Db): SearchFinder => (table, term) => searchMatches(db, table, term);

/** The must-haves each business row breaks for the investor (features.ts' bits; the misses read no text, so none is vectorised). */
export function investorMissesOf(snapshot: MatchSnapshot, investor: InvestorMatchFields): (row: number) => number {
  return rowMissesForInvestor(snapshot.businesses, investorFeatures(investor, snapshot.model, () => null));
}

/** The must-haves each investor row breaks for the business. */
export function businessMissesOf(snapshot: MatchSnapshot, business: BusinessMatchFields): (row: number) => number {
  return rowMissesForBusiness(snapshot.investors, businessFeatures(business, snapshot.model, () => null));
}

/**
 * BusinessMatches: which business rows the investor's page keeps under these filters. A caller filtering several
 * searches of one reader passes the reader's misses, worked out once.
 */
export async function businessRowFilter(
  db: Db, snapshot: MatchSnapshot, investor: InvestorMatchFields, query: Omit<BusinessMatchesQuery, 'page'>, find: SearchFinder = searchEachTime(db),
  misses = investorMissesOf(snapshot, investor),
): Promise<RowFilter> {
  const index = snapshot.businesses;
  const found = query.search ? await find(businessProfiles, query.search) : null;
  const foundRows = found && rowsOfIds(index.ids, found);
  const category = query.category ? CATEGORIES.indexOf(query.category) : -1;
  const size = query.size ? SIZE_BANDS.indexOf(query.size) : -1;
  // Bounds are typed in the reader's currency (issue 20) and compared in dollars.
  const rates = snapshot.model.rates;
  const revenueMin = query.revenue_min === undefined ? undefined : toUsd(query.revenue_min, query.currency, rates);
  const revenueMax = query.revenue_max === undefined ? undefined : toUsd(query.revenue_max, query.currency, rates);
  const musts = query.near_misses ? 'miss' : 'fit';
  const keep = (row: number) => {
    if (category >= 0 && snapshot.businessCategory[row] !== category) return false;
    if (size >= 0 && snapshot.businessSize[row] !== size) return false;
    // Spec: a revenue bound applies only when filled, both inclusive; an unknown revenue fails a filled bound.
    // A bound equal to a revenue in the same currency must keep it, so compare with a hair of tolerance for the conversion.
    // A confidential listing's revenue is known only as its band: a bound keeps it where the band reaches it (issue 49).
    if (revenueMin !== undefined && !((snapshot.businessRevenueHighUsd[row] ?? Number.NaN) >= revenueMin * (1 - 1e-9))) return false;
    if (revenueMax !== undefined && !((snapshot.businessRevenueLowUsd[row] ?? Number.NaN) <= revenueMax * (1 + 1e-9))) return false;
    if (!keepsMask(musts, misses(row))) return false;
    return foundRows === null || foundRows[row] === 1;
  };
  return { keep, found };
}

/** InvestorConnect: which investor rows the owner's page keeps under these filters (the misses as for BusinessMatches). */
export async function investorRowFilter(
  db: Db, snapshot: MatchSnapshot, business: BusinessMatchFields, query: Omit<InvestorMatchesQuery, 'page'>, find: SearchFinder = searchEachTime(db),
  misses = businessMissesOf(snapshot, business),
): Promise<RowFilter> {
  const index = snapshot.investors;
  const found = query.search ? await find(investorProfiles, query.search) : null;
  const foundRows = found && rowsOfIds(index.ids, found);
  const involvement = query.involvement ? INVOLVEMENT_TYPES.indexOf(query.involvement) + 1 : 0;
  const capacity = query.capacity ? CAPACITY_BUCKETS.indexOf(query.capacity) + 1 : 0;
  const industry = query.industry ? industryBits([query.industry]) : 0;
  const musts = query.near_misses ? 'miss' : 'fit';
  const keep = (row: number) => {
    if (involvement && snapshot.investorInvolvement[row] !== involvement) return false;
    if (capacity && snapshot.investorCapacity[row] !== capacity) return false;
    if (industry && ((index.industries[row] ?? 0) & industry) === 0) return false;
    if (!keepsMask(musts, misses(row))) return false;
    return foundRows === null || foundRows[row] === 1;
  };
  return { keep, found };
}
