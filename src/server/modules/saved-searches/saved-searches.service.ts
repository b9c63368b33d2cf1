import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { message } from '#shared/messages/messages.ts';
import {
  filtersOfQuery, SAVED_SEARCHES_MAX, savedSearchPageSchemas, savedSearchScopeAllowed, type CreateSavedSearchInput,
  type SavedSearchFilters, type SavedSearchScope, type UnsubscribeResult, type UpdateSavedSearchInput,
} from '#shared/saved-searches/saved-searches.ts';
import type { Db } from '../../db/client.ts';
import { savedSearches, users } from '../../db/schema.ts';
import { badRequest, conflict, fieldsFromZod, forbidden, invalid, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/context.ts';
import * as queries from './saved-searches.queries.ts';
import { readUnsubscribe } from './unsubscribe-token.ts';

/**
 * Checks a search's filters as its page's query string (so the page's own rules apply) and keeps only the filters,
 * as strings, the way the page's address carries them. A wrong filter is a 422 on `filters.<name>`.
 */
export function checkedFilters(scope: SavedSearchScope, filters: Record<string, string | number>): SavedSearchFilters {
  const asQuery = Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, String(value)]));
  const kept = filtersOfQuery(asQuery);
  const parsed = (savedSearchPageSchemas[scope] as z.ZodType).safeParse(kept);
  if (!parsed.success) {
    const fields = fieldsFromZod(parsed.error);
    throw invalid(Object.fromEntries(Object.entries(fields).map(([key, value]) => [`filters.${key}`, value])));
  }
  return kept;
}

export async function createSavedSearch(db: Db, user: SessionUser, input: CreateSavedSearchInput & { filters: SavedSearchFilters }) {
  const scope = input.scope;
  if (!savedSearchScopeAllowed(scope, user.userType)) throw forbidden(message('savedSearchScopeNotAllowed'));
  const filters = checkedFilters(scope, input.filters);
  return db.transaction(async (tx) => {
    // The user's row is the lock that keeps two saves at once from both taking the 25th place.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if ((await queries.countSavedSearches(tx, user.id)) >= SAVED_SEARCHES_MAX) throw conflict(message('tooManySavedSearches'));
    return queries.insertSavedSearch(tx, { userId: user.id, scope, name: input.name, filters, frequency: input.frequency ?? 'daily' });
  });
}

export async function changeSavedSearch(db: Db, userId: string, id: string, input: UpdateSavedSearchInput) {
  const current = await queries.findOwnSavedSearch(db, userId, id);
  if (!current) throw notFound();
  const filters = input.filters === undefined ? undefined : checkedFilters(current.scope, input.filters);
  const row = await queries.updateSavedSearch(db, userId, id, {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.frequency === undefined ? {} : { frequency: input.frequency }),
    ...(filters === undefined ? {} : { filters }),
  });
  if (!row) throw notFound();
  return row;
}

/** Whoever holds a valid link turns off what it names, signed in or not; anything else is one 400. */
export async function unsubscribe(db: Db, token: string): Promise<UnsubscribeResult> {
  const claims = await readUnsubscribe(db, token);
  if (!claims) throw badRequest(message('unsubscribeLinkInvalid'));
  if (claims.target.kind === 'match_digest') {
    const [row] = await db.update(users).set({ matchDigest: false, updatedAt: sql`now()` }).where(eq(users.id, claims.userId)).returning({ id: users.id });
    if (!row) throw badRequest(message('unsubscribeLinkInvalid'));
    return { target: 'match_digest', name: null };
  }
  const [row] = await db
    .update(savedSearches)
    .set({ frequency: 'off', updatedAt: sql`now()` })
    .where(and(eq(savedSearches.id, claims.target.savedSearchId), eq(savedSearches.userId, claims.userId)))
    .returning({ name: savedSearches.name });
  // The search was deleted since: nothing is sent for it any more either.
  if (!row) throw badRequest(message('unsubscribeLinkInvalid'));
  return { target: 'saved_search', name: row.name };
}
