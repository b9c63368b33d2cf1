// The search box's SQL (issue 20, "search that forgives"), shared by the public listings and the discovery
// screens, on the search text a trigger keeps (public words only; migration 0018). A profile is found when its
// text contains what was typed, or when it answers every part of it (src/shared/listings/search-terms.ts): an alias
// by its own words or by the region or sector it stands for ("dubai": UAE, "coffee": food & beverage), any
// other word by itself or by a word close to it ("cofee": coffee). Every test here is served by an index.
import { and, arrayContains, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { searchTerms, type SearchPart } from '#shared/listings/search-terms.ts';
import { categoryOf } from '#shared/taxonomy.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, investorProfiles } from '../../db/schema.ts';

export type SearchedTable = typeof businessProfiles | typeof investorProfiles;

/** A LIKE pattern that matches the text anywhere, with the user's % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * A profile in the region or sector an alias stands for, by the same columns (and indexes) as the listing
 * filters: a regular expression on the search text costs 3-8 times more per row on investors' long texts,
 * and the planner, which cannot tell, chose sequential scans for common regions.
 */
function meaningCondition(table: SearchedTable, part: SearchPart): SQL | undefined {
  const { region, sector } = part;
  if (table === investorProfiles) {
    if (region) return arrayContains(investorProfiles.geographicalPreference, [region]);
    return sector ? arrayContains(investorProfiles.preferredIndustries, [sector]) : undefined;
  }
  if (region) return or(eq(businessProfiles.headquarters, region), arrayContains(businessProfiles.branches, [region]));
  // Real estate and "other" are sectors no business is in; such an alias finds businesses by its words only.
  const industry = categoryOf(sector);
  return industry ? eq(businessProfiles.industry, industry) : undefined;
}

/**
 * Words shorter than this get no typo search: a typo in three letters is another word, and the index finds
 * most rows "close" to so few trigrams, each then measured (20,000 investors' texts: over a second).
 */
const TYPO_MIN_LENGTH = 4;
const typoSearched = (part: SearchPart) => part.means === null && part.typed.length >= TYPO_MIN_LENGTH;

/**
 * Where the search text answers one part. Closeness is pg_trgm's strict word similarity (`%>>`, threshold
 * 0.5), which compares the typed word with whole words: "cofee" finds "coffee" (0.63), "oman" does not find
 * "woman" (0.38; plain word similarity compares with any part of a word and gives 0.6).
 */
function partCondition(table: SearchedTable, part: SearchPart): SQL {
  return or(
    like(table.searchText, containsPattern(part.typed)),
    meaningCondition(table, part),
    typoSearched(part) ? sql`${table.searchText} %>> ${part.typed}` : undefined,
  ) as SQL;
}

/** Where the search text answers to what was typed; undefined when nothing was typed. */
export function searchCondition(table: SearchedTable, typed: string): SQL | undefined {
  const { text, parts } = searchTerms(typed);
  if (!text) return undefined;
  const [only, ...more] = parts;
  if (only && more.length === 0 && only.typed === text) return partCondition(table, only);
  return or(like(table.searchText, containsPattern(text)), parts.length > 0 ? and(...parts.map((part) => partCondition(table, part))) : undefined);
}

/** What answering through aliases and close words is worth beside the very text typed: "solar" puts Marina Solar before Desert Power. */
const MEANING_WEIGHT = 0.9;

/**
 * How well a found profile answers, from 0 to 1: 1 when its text contains what was typed, else MEANING_WEIGHT
 * times the mean of its parts' scores: 1 for an alias or a word it contains, the similarity of its closest
 * word for a word found by closeness ("cofee" and coffee: 0.9 × 0.63).
 */
export function searchRelevance(table: SearchedTable, typed: string): SQL<number> {
  const { text, parts } = searchTerms(typed);
  const column = table.searchText;
  const closeness = parts.filter(typoSearched).map((part) =>
    sql`case when ${column} like ${containsPattern(part.typed)} then 1 else strict_word_similarity(${part.typed}, ${column}) end`);
  const scores = sql.join([sql.raw(String(parts.length - closeness.length)), ...closeness], sql` + `);
  const meaning = parts.length === 0 ? sql`0` : sql`(${scores}) * ${sql.raw(String(MEANING_WEIGHT / parts.length))}`;
  return sql<number>`case when ${column} like ${containsPattern(text)} then 1::real else (${meaning})::real end`.mapWith(Number);
}

/** What a search may find: an active profile, and for investors a listed one. */
export const searchable = (table: SearchedTable) => and(eq(table.status, 'active'), table === investorProfiles ? eq(investorProfiles.listed, true) : undefined);

/**
 * Active profiles the typed text finds, by id, with their relevance (the discovery screens' search); for
 * investors only the listed ones, as everywhere else. Nothing typed finds nothing: callers skip the search then.
 */
export async function searchMatches(db: Db, table: SearchedTable, typed: string): Promise<Map<string, number>> {
  const condition = searchCondition(table, typed);
  if (!condition) return new Map();
  const rows = await db
    .select({ id: table.id, relevance: searchRelevance(table, typed) })
    .from(table)
    .where(and(searchable(table), condition));
  return new Map(rows.map((row) => [row.id, row.relevance]));
}
