import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { SavedSearchScope } from '#shared/saved-searches/saved-searches.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, investorProfiles, savedSearchAlerts, savedSearches, users } from '../../db/schema.ts';
import { businessFilterConditions, businessPublished, investorFilterConditions, investorPublished } from '../listings/index.ts';
import { searchCondition, type SearchedTable } from '../listings/index.ts';
import type { MatchSnapshot } from '../matching/index.ts';
import { notify } from '../notifications/index.ts';
import { recordMatchAlerts } from './match-alerts.ts';

// Saved-search alerts (issue 23, docs/decisions/0151-saved-searches-and-alerts.md). When a profile is published or
// edited, one statement evaluates every saved search of its scope against it with the listing's own condition
// builders, fed the searches' jsonb filters as SQL expressions, and records the fits; the unique (search, profile)
// pair makes a profile alert a search once, however often the job runs.

export type ProfileKind = 'business' | 'investor';

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/** The listing scope a profile of each kind appears on. */
const LISTING_SCOPE: Record<ProfileKind, SavedSearchScope> = { business: 'businesses', investor: 'investors' };
const TABLE: Record<ProfileKind, SearchedTable> = { business: businessProfiles, investor: investorProfiles };

/** A saved search's filter, as SQL: the jsonb field's text, null when the search has no such filter. */
const filterField = (name: string): SQL => sql`(${savedSearches.filters} ->> ${sql.raw(`'${name}'`)})`;

/** The listing filters of the scope, from the saved search's jsonb (the same builders the listing calls). */
function listingConditions(kind: ProfileKind): SQL | undefined {
  return kind === 'business'
    ? and(businessPublished(), businessFilterConditions({ industry: filterField('industry'), stage: filterField('stage'), region: filterField('region') }))
    : and(investorPublished(), investorFilterConditions({ industry: filterField('industry'), region: filterField('region') }));
}

/**
 * The search texts of the scope's searches that the profile answers, as one array computed once: each distinct
 * text's condition is the listing's own (search.ts), which parses the text (aliases, close words) in TypeScript.
 */
function answeredTexts(table: SearchedTable, texts: readonly string[]): SQL {
  if (texts.length === 0) return sql`array[]::text[]`;
  const cases = texts.map((text) => sql`case when ${searchCondition(table, text) ?? sql`true`} then ${text}::text end`);
  return sql`array_remove(array[${sql.join(cases, sql`, `)}], null)`;
}

/** The distinct search texts of the searches that could alert (frequency not off) in a scope. */
export async function searchTextsOf(db: Db, scope: SavedSearchScope): Promise<string[]> {
  const rows = await db
    .selectDistinct({ text: filterField('search') })
    .from(savedSearches)
    .where(and(eq(savedSearches.scope, scope), ne(savedSearches.frequency, 'off'), sql`${savedSearches.filters} ? 'search'`));
  return rows.map((row) => row.text as unknown as string).filter((text) => typeof text === 'string');
}

export interface NewAlert { savedSearchId: string; userId: string; name: string; scope: SavedSearchScope; frequency: string }

/**
 * Records the alerts of the saved searches in `scope` that the profile newly fits, and answers them. The profile's
 * owner's own searches never fit; searches turned off are not evaluated.
 */
export async function recordListingAlerts(db: Db, kind: ProfileKind, profileId: string): Promise<NewAlert[]> {
  const texts = await searchTextsOf(db, LISTING_SCOPE[kind]);
  const rows = rowsOf<{ saved_search_id: string; user_id: string; name: string; scope: SavedSearchScope; frequency: string }>(
    await db.execute(alertStatement(kind, profileId, texts)),
  );
  return rows.map((row) => ({ savedSearchId: row.saved_search_id, userId: row.user_id, name: row.name, scope: row.scope, frequency: row.frequency }));
}

/**
 * The scope's saved searches that a profile fits (id, owner, name, scope, frequency): one pass over the searches, each
 * one's filters read from its jsonb by the listing's own condition builders, the search texts answered once.
 */
export function fitsQuery(kind: ProfileKind, profileId: string, texts: readonly string[]): SQL {
  const scope = LISTING_SCOPE[kind];
  const table = TABLE[kind];
  const hits = sql`(select unnest(${answeredTexts(table, texts)}) from ${table} where ${table.id} = ${profileId}::uuid)`;
  return sql`
    select ${savedSearches.id} as id, ${savedSearches.userId} as user_id, ${savedSearches.name} as name,
           ${savedSearches.scope} as scope, ${savedSearches.frequency} as frequency
    from ${savedSearches} join ${table} on ${table.id} = ${profileId}::uuid
    where ${savedSearches.scope} = ${scope} and ${savedSearches.frequency} <> 'off'
      and ${savedSearches.userId} <> ${table.userId}
      -- A deleted or suspended account's searches wait silently (the rows stay with the anonymised account); probed
      -- by primary key for the searches that fit, not by reading every account.
      and not exists (select 1 from ${users} where ${users.id} = ${savedSearches.userId} and (${users.deletedAt} is not null or ${users.suspendedAt} is not null))
      and ${listingConditions(kind)}
      and (${filterField('search')} is null or ${filterField('search')} in ${hits})`;
}

/** The one statement: the searches the profile fits, their alerts inserted unless recorded before, those answered. */
export function alertStatement(kind: ProfileKind, profileId: string, texts: readonly string[]): SQL {
  return sql`
    with fits as (${fitsQuery(kind, profileId, texts)}),
    inserted as (
      insert into ${savedSearchAlerts} (saved_search_id, profile_id, profile_kind, notified, digested_at)
      select id, ${profileId}::uuid, ${kind}::text, frequency = 'instant', case when frequency = 'instant' then now() end from fits
      on conflict do nothing
      returning saved_search_id
    )
    select s.id as saved_search_id, s.user_id, s.name, s.scope, s.frequency
    from inserted join saved_searches s on s.id = inserted.saved_search_id`;
}

/**
 * The job: the alerts of a profile that was published or edited, on the listing it appears on and on its match page
 * (match-alerts.ts, from the snapshot the page ranks from); 'instant' searches' owners get a notification.
 */
export async function alertSavedSearches(db: Db, kind: ProfileKind, profileId: string, snapshot: MatchSnapshot): Promise<{ alerts: number; notified: number }> {
  return db.transaction(async (tx) => {
    const alerts = [...await recordListingAlerts(tx, kind, profileId), ...await recordMatchAlerts(tx, snapshot, kind, profileId)];
    const instant = alerts.filter((alert) => alert.frequency === 'instant');
    for (const alert of instant) {
      await notify(tx, alert.userId, 'saved_search_match', { savedSearchId: alert.savedSearchId, name: alert.name, scope: alert.scope, profileId });
    }
    return { alerts: alerts.length, notified: instant.length };
  });
}
