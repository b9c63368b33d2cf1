import { asc, eq } from 'drizzle-orm';
import { rankBusinessesForInvestor } from '../../../shared/matching/business-index.ts';
import { rankInvestorsForBusiness } from '../../../shared/matching/investor-index.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, investorProfiles, matchSuggestions } from '../../db/schema.ts';
import { businessMatchColumns, businessProfileOf, investorMatchColumns, investorProfileOf } from '../profiles/profile-rows.ts';
import type { MatchSnapshot } from './match-snapshot.ts';

/** How many counterparts are kept per user (DESIGN.md section 7: top-50 suggestions). */
export const SUGGESTION_COUNT = 50;

export type StoredSuggestion = typeof matchSuggestions.$inferSelect;

/**
 * Ranks the user's counterparts with the same model as the discovery screens and replaces their
 * stored suggestions in one transaction. Running it twice gives the same rows; a user without a
 * profile keeps none.
 */
export async function recomputeSuggestions(db: Db, snapshot: MatchSnapshot, userId: string): Promise<number> {
  const [[investor], [business]] = await Promise.all([
    db.select(investorMatchColumns).from(investorProfiles).where(eq(investorProfiles.userId, userId)).limit(1),
    db.select(businessMatchColumns).from(businessProfiles).where(eq(businessProfiles.userId, userId)).limit(1),
  ]);
  const ranked = investor
    ? rankBusinessesForInvestor(snapshot.businesses, investorProfileOf(investor), { limit: SUGGESTION_COUNT })
    : business
      ? rankInvestorsForBusiness(snapshot.investors, businessProfileOf(business), { limit: SUGGESTION_COUNT })
      : [];
  const computedAt = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(matchSuggestions).where(eq(matchSuggestions.userId, userId));
    if (ranked.length === 0) return;
    await tx.insert(matchSuggestions).values(
      ranked.map((r, i) => ({ userId, rank: i + 1, counterpartProfileId: r.id, score: r.score, computedAt })),
    );
  });
  return ranked.length;
}

export function storedSuggestions(db: Db, userId: string): Promise<StoredSuggestion[]> {
  return db.select().from(matchSuggestions).where(eq(matchSuggestions.userId, userId)).orderBy(asc(matchSuggestions.rank));
}
