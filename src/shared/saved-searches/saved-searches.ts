import { z } from 'zod';
import { businessMatchesQuerySchema, investorMatchesQuerySchema } from '../matching/match-query.ts';
import { businessListingQuerySchema, investorListingQuerySchema } from '../listings/listings.ts';
import { messageText } from '../messages/messages.ts';
import { ALERT_FREQUENCIES, DEFAULT_ALERT_FREQUENCY, SAVED_SEARCH_NAME_MAX_LENGTH, SAVED_SEARCH_SCOPES, UNSUBSCRIBE_TOKEN_MAX_LENGTH } from './saved-search-rules.ts';

// Saved searches and their alerts (issue 23). A saved search is one page's filters and search text under a name; the
// page's own query schema checks them, and the server finds what fits with the page's own query.

export * from './saved-search-rules.ts';

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

/** POST /api/saved-searches/:id/run: where the screen goes. */
export const savedSearchRunSchema = z.object({ href: z.string() });

export const unsubscribeSchema = z.strictObject({ token: z.string().min(1, messageText('required')).max(UNSUBSCRIBE_TOKEN_MAX_LENGTH) });
export const unsubscribeResultSchema = z.object({
  target: z.enum(['saved_search', 'match_digest']),
  /** The search's name, for the page's "You will no longer get alerts for …" (the token's holder owns it). */
  name: z.string().nullable(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
