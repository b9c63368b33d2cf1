import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { RESPONSIVENESS, TRUST_BADGES, type Trust, type TrustBadge } from '#shared/trust/trust.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, documents, investorProfiles, registrationVerifications, userResponsiveness, users } from '../../db/schema.ts';

export type TrustKind = 'business' | 'investor';

/** A page of cards at most: the query reads each profile by its primary key. */
export const TRUST_PAGE_MAX = 50;

/** The badge columns a profile table can answer, in TRUST_BADGES order; investors carry only the email's. */
function badgeColumns(kind: TrustKind) {
  if (kind === 'investor') {
    return { email_verified: sql<boolean>`${users.emailVerifiedAt} is not null`, registration_verified: sql<boolean>`false`, financials_provided: sql<boolean>`false` };
  }
  return {
    email_verified: sql<boolean>`${users.emailVerifiedAt} is not null`,
    // Only a verification of the number the business has now counts: a changed number lapses it.
    registration_verified: sql<boolean>`exists (select 1 from ${registrationVerifications}
      where ${registrationVerifications.businessProfileId} = ${businessProfiles.id}
        and ${registrationVerifications.registrationNumber} = ${businessProfiles.registrationNumber})`,
    // documents (user_id, created_at) is the index this probe walks.
    financials_provided: sql<boolean>`exists (select 1 from ${documents}
      where ${documents.userId} = ${businessProfiles.userId} and ${documents.type} = 'financial_statements')`,
  } satisfies Record<TrustBadge, unknown>;
}

/**
 * The trust signals of a page of profiles (issue 23), by profile id, in one query: when the owner last saved or
 * confirmed it, the badges the server can vouch for, and responsiveness once enough requests were received. Ids that
 * name no profile are absent from the map.
 */
export async function trustOf(db: Db, kind: TrustKind, profileIds: readonly string[]): Promise<Map<string, Trust>> {
  const result = new Map<string, Trust>();
  const ids = [...new Set(profileIds)];
  if (ids.length === 0) return result;
  if (ids.length > TRUST_PAGE_MAX) throw new Error(`trustOf reads a page of at most ${TRUST_PAGE_MAX} profiles, not ${ids.length}`);
  const table = kind === 'business' ? businessProfiles : investorProfiles;
  const rows = await db
    .select({
      id: table.id,
      confirmedAt: table.confirmedAt,
      underOffer: kind === 'business' ? businessProfiles.underOffer : sql<boolean>`false`,
      ...badgeColumns(kind),
      received: userResponsiveness.received,
      answeredInTime: userResponsiveness.answeredInTime,
      medianHours: userResponsiveness.medianAnswerHours,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .leftJoin(userResponsiveness, and(eq(userResponsiveness.userId, table.userId), gte(userResponsiveness.received, RESPONSIVENESS.minReceived)))
    .where(inArray(table.id, ids));
  for (const row of rows) {
    const badges = TRUST_BADGES.filter((badge) => row[badge] === true);
    const { received, answeredInTime, medianHours } = row;
    // No median (nothing answered yet) shows no responsiveness: there is no time to word. Nothing answered in time
    // shows none either: "usually responds within…" would be untrue (decision 0152).
    const responsiveness = received !== null && answeredInTime !== null && answeredInTime > 0 && medianHours !== null
      ? { received, answered_share: Math.round((100 * answeredInTime) / received), median_hours: Number(medianHours) }
      : null;
    result.set(row.id, { updated_at: row.confirmedAt.toISOString(), badges, responsiveness, under_offer: row.underOffer });
  }
  return result;
}
