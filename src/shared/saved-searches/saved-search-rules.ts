// The rules of saved searches (issue 23) apart from their zod schemas (saved-searches.ts), so that "Save this search"
// on the public listings loads no zod (decision 0229).

/** The four pages a search can be saved from, and the path each is run on. */
export const SAVED_SEARCH_SCOPES = ['businesses', 'investors', 'business_matches', 'investor_connect'] as const;
export type SavedSearchScope = (typeof SAVED_SEARCH_SCOPES)[number];
export const SAVED_SEARCH_PATHS: Readonly<Record<SavedSearchScope, string>> = {
  businesses: '/businesses',
  investors: '/investors',
  business_matches: '/businessmatches',
  investor_connect: '/investorconnect',
};

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = 'daily';

export const SAVED_SEARCHES_MAX = 25;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;

/** The page parameters that are not filters (paging, the reader's display choices) are never saved. */
const NOT_FILTERS = ['page', 'page_size', 'near_misses'] as const;

export type SavedSearchFilters = Record<string, string | number>;

/** Drops the page's non-filter parameters and empty values from a URL query, before it is saved. */
export function filtersOfQuery(query: Record<string, string | undefined>): SavedSearchFilters {
  return Object.fromEntries(
    Object.entries(query).filter(([key, value]) => !(NOT_FILTERS as readonly string[]).includes(key) && value !== undefined && value !== ''),
  ) as SavedSearchFilters;
}

/** The weekly "New matches for you" digest: on unless the user turned it off (PATCH /api/account/settings). */
export const DEFAULT_MATCH_DIGEST = true;

/** Who may save a search on each page: the discovery screens belong to one side each; the listings to anyone signed in. */
export const SAVED_SEARCH_SCOPE_USER_TYPES: Readonly<Record<SavedSearchScope, 'investor' | 'business_owner' | null>> = {
  businesses: null,
  investors: null,
  business_matches: 'investor',
  investor_connect: 'business_owner',
};
export const savedSearchScopeAllowed = (scope: SavedSearchScope, userType: string | null | undefined): boolean => {
  const only = SAVED_SEARCH_SCOPE_USER_TYPES[scope];
  return only === null || only === userType;
};

/** The page a saved search runs on, with its filters as the query string. */
export function savedSearchHref(scope: SavedSearchScope, filters: SavedSearchFilters): string {
  // In the order of the keys, whatever order the database kept them in, so a search always runs on the same address.
  const query = new URLSearchParams(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => [key, String(value)])).toString();
  return query ? `${SAVED_SEARCH_PATHS[scope]}?${query}` : SAVED_SEARCH_PATHS[scope];
}

/** An unsubscribe link's token: signed, single-purpose, expiring; it turns off one search's alerts or the match digest. */
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 400;
export const UNSUBSCRIBE_LINK_DAYS = 90;
