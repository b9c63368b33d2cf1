import type { z } from 'zod';
import type { businessMatchesQuerySchema, investorMatchesQuerySchema } from '#shared/matching/match-query.ts';
import { MATCH_PAGE_SIZE } from '#shared/matching/match-query.ts';
import { rankBusinessesForInvestor } from '#shared/matching/business-index.ts';
import { idAt, type IdColumn } from '#shared/matching/id-column.ts';
import { rankInvestorsForBusiness } from '#shared/matching/investor-index.ts';
import { PARTS, WEIGHTS } from '#shared/matching/parts.ts';
import type { MatchResult } from '#shared/matching/score.ts';
import type { RankedMatch } from '#shared/matching/top-k.ts';
import type { BusinessMatchFields, InvestorMatchFields } from '#shared/profiles/profile-model.ts';
import type { Db } from '../../db/client.ts';
import { businessRowFilter, investorRowFilter } from './match-filters.ts';
import type { MatchSnapshot } from './match-snapshot.ts';
import type { CachedRanking } from './ranking-cache.ts';

// A match page's ranking and each card's explanation: which counterparts, in what order, and why.

type BusinessQuery = z.output<typeof businessMatchesQuerySchema>;
type InvestorQuery = z.output<typeof investorMatchesQuerySchema>;

/**
 * A ranking in page order. With a search, results go by relevance, then score (issue 20): the whole filtered
 * ranking is taken (a search keeps it small) and sorted stably by relevance.
 */
function pageOrder(ranked: RankedMatch[], found: Map<string, number> | null): RankedMatch[] {
  return found === null ? ranked : [...ranked].sort((a, b) => (found.get(b.id) ?? 0) - (found.get(a.id) ?? 0));
}

/** Pages ranked at once: the first request of a screen ranks for the next pages too, which its reader is likely to open. */
const PAGES_AHEAD = 5;

/** How many to rank for a page: the whole filtered ranking with a search, else up to this page and those ahead. */
const rankLimit = (found: Map<string, number> | null, page: number) => (found === null ? Math.max(page, PAGES_AHEAD) * MATCH_PAGE_SIZE : found.size);

/** The ranking of the filters, in page order, with how many rows pass them. */
function rankingOf(reader: string, ranked: RankedMatch[], found: Map<string, number> | null, total: number): CachedRanking {
  const ordered = pageOrder(ranked, found);
  // All that pass the filters: no deeper page needs ranking again.
  return { reader, rows: Int32Array.from(ordered, (r) => r.index), total, complete: ordered.length >= total, at: Date.now() };
}

export const covers = (ranking: CachedRanking, page: number) => ranking.complete || ranking.rows.length >= page * MATCH_PAGE_SIZE;

/** The index rows of one page. */
export const pageRows = (ranking: CachedRanking, page: number) => ranking.rows.subarray((page - 1) * MATCH_PAGE_SIZE, page * MATCH_PAGE_SIZE);

function countWhere(size: number, keep: (row: number) => boolean): number {
  let n = 0;
  for (let row = 0; row < size; row++) if (keep(row)) n++;
  return n;
}

/**
 * What a card explains of its score: why, watch out, the points of each part, the must-haves it misses. The
 * investor's ticket size and the owner's "a range covering my raise" are one comparison: a pair breaking both
 * names it once, in the reader's words.
 */
export function explanationOf(result: MatchResult, audience: 'investor' | 'business_owner') {
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

/** A kept ranking's page as ids, or none when there is no such ranking or it does not reach the page. */
export function guessedIds(ranking: CachedRanking | null, page: number, ids: IdColumn): string[] {
  return ranking && covers(ranking, page) ? Array.from(pageRows(ranking, page), (row) => idAt(ids, row)) : [];
}

export async function rankBusinesses(db: Db, snapshot: MatchSnapshot, investor: InvestorMatchFields, reader: string, query: BusinessQuery): Promise<CachedRanking> {
  const { keep, found } = await businessRowFilter(db, snapshot, investor, query);
  const index = snapshot.businesses;
  const ranked = rankBusinessesForInvestor(index, investor, { limit: rankLimit(found, query.page), filter: keep });
  return rankingOf(reader, ranked, found, countWhere(index.size, keep));
}

export async function rankInvestors(db: Db, snapshot: MatchSnapshot, business: BusinessMatchFields, reader: string, query: InvestorQuery): Promise<CachedRanking> {
  const { keep, found } = await investorRowFilter(db, snapshot, business, query);
  const index = snapshot.investors;
  const ranked = rankInvestorsForBusiness(index, business, { limit: rankLimit(found, query.page), filter: keep });
  return rankingOf(reader, ranked, found, countWhere(index.size, keep));
}
