import { z } from 'zod';
import { businessMatchesQuerySchema, investorMatchesQuerySchema } from './deal-flow.ts';
import { businessListingQuerySchema, investorListingQuerySchema } from './listings.ts';
import { messageText } from './messages.ts';

// Saved searches and their alerts (issue 23). A saved search is one page's filters and search text under a name; the
// page's own query schema checks them, and the server finds what fits with the page's own query.

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

/**
 * Each scope's page schema: a saved search's filters are checked by parsing them as that page's query (so its own
 * rules, such as a maximum below the minimum, apply), after filtersOfQuery dropped the paging.
 */
export const savedSearchPageSchemas = {
  businesses: businessListingQuerySchema,
  investors: investorListingQuerySchema,
  business_matches: businessMatchesQuerySchema,
  investor_connect: investorMatchesQuerySchema,
} as const;
export type SavedSearchFilters = Record<string, string | number>;

/** Drops the page's non-filter parameters and empty values from a URL query, before it is saved. */
export function filtersOfQuery(query: Record<string, string | undefined>): SavedSearchFilters {
  return Object.fromEntries(
    Object.entries(query).filter(([key, value]) => !(NOT_FILTERS as readonly string[]).includes(key) && value !== undefined && value !== ''),
  ) as SavedSearchFilters;
}

const name = z.string(messageText('required')).trim().min(1, messageText('required'))
  .max(SAVED_SEARCH_NAME_MAX_LENGTH, messageText('tooLong', { max: SAVED_SEARCH_NAME_MAX_LENGTH }));

/** POST /api/saved-searches. `filters` are checked against the scope's page schema on the server (422 per field). */
export const createSavedSearchSchema = z.strictObject({
  scope: z.enum(SAVED_SEARCH_SCOPES),
  name,
  filters: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  frequency: z.enum(ALERT_FREQUENCIES).default(DEFAULT_ALERT_FREQUENCY),
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchSchema>;

/** PATCH /api/saved-searches/:id: rename, change the frequency, or replace the filters. */
export const updateSavedSearchSchema = z.strictObject({
  name: name.optional(),
  frequency: z.enum(ALERT_FREQUENCIES).optional(),
  filters: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchSchema>;

export const savedSearchSchema = z.object({
  id: z.string(),
  scope: z.enum(SAVED_SEARCH_SCOPES),
  name: z.string(),
  filters: z.record(z.string(), z.union([z.string(), z.number()])),
  frequency: z.enum(ALERT_FREQUENCIES),
  /** Profiles that newly fitted since the owner last ran it (from the alerts recorded). */
  new_since_run: z.number().int(),
  last_run_at: z.string().nullable(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema), max: z.number().int() });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

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

/** POST /api/saved-searches/:id/run: where the screen goes. */
export const savedSearchRunSchema = z.object({ href: z.string() });

/** An unsubscribe link's token: signed, single-purpose, expiring; it turns off one search's alerts or the match digest. */
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 400;
export const UNSUBSCRIBE_LINK_DAYS = 90;
export const unsubscribeSchema = z.strictObject({ token: z.string().min(1, messageText('required')).max(UNSUBSCRIBE_TOKEN_MAX_LENGTH) });
export const unsubscribeResultSchema = z.object({
  target: z.enum(['saved_search', 'match_digest']),
  /** The search's name, for the page's "You will no longer get alerts for …" (the token's holder owns it). */
  name: z.string().nullable(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
