import { and, asc, eq, inArray } from 'drizzle-orm';
import { SUGGESTIONS_SHOWN, type Suggestion, type Suggestions } from '#shared/matching/suggestions.ts';
import type { InvestorIndustry, Region } from '#shared/enums.ts';
import { rankBusinessesForInvestor } from '#shared/matching/business-index.ts';
import { rankInvestorsForBusiness } from '#shared/matching/investor-index.ts';
import { businessNameFor } from '#shared/profiles/profile-model.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, investorProfiles, matchSuggestions, users } from '../../db/schema.ts';
import { businessMatchColumns, businessProfileOf, investorMatchColumns, investorProfileOf } from '../profiles/index.ts';
import type { MatchSnapshot } from './match-snapshot.ts';

/** How many counterparts are kept per user (docs/design.md section 7: top-50 suggestions). */
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
    ? rankBusinessesForInvestor(snapshot.businesses, investorProfileOf(investor), { limit: SUGGESTION_COUNT, musts: 'fit' })
    : business
      ? rankInvestorsForBusiness(snapshot.investors, businessProfileOf(business), { limit: SUGGESTION_COUNT, musts: 'fit' })
      : [];
  const computedAt = new Date();
  await db.transaction(async (tx) => {
    // One recomputation per user at a time (a Seen from two tabs, the job after a save): the user's row is the lock,
    // so the second waits and then replaces the first's rows instead of colliding with them.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    // A counterpart already suggested keeps the day it first was: only the others are new to the user.
    const before = await tx.select({ id: matchSuggestions.counterpartProfileId, at: matchSuggestions.firstSuggestedAt })
      .from(matchSuggestions).where(eq(matchSuggestions.userId, userId));
    const firstSeen = new Map(before.map((row) => [row.id, row.at]));
    await tx.delete(matchSuggestions).where(eq(matchSuggestions.userId, userId));
    if (ranked.length === 0) return;
    await tx.insert(matchSuggestions).values(
      ranked.map((r, i) => ({
        userId, rank: i + 1, counterpartProfileId: r.id, score: r.score, computedAt, firstSuggestedAt: firstSeen.get(r.id) ?? computedAt,
      })),
    );
  });
  return ranked.length;
}

export function storedSuggestions(db: Db, userId: string): Promise<StoredSuggestion[]> {
  return db.select().from(matchSuggestions).where(eq(matchSuggestions.userId, userId)).orderBy(asc(matchSuggestions.rank));
}

/** The user's top counterparts, ranked now with the snapshot (as recomputeSuggestions would store them). */
async function rankNow(db: Db, snapshot: MatchSnapshot, userId: string) {
  const [[investor], [business]] = await Promise.all([
    db.select(investorMatchColumns).from(investorProfiles).where(eq(investorProfiles.userId, userId)).limit(1),
    db.select(businessMatchColumns).from(businessProfiles).where(eq(businessProfiles.userId, userId)).limit(1),
  ]);
  if (investor) return rankBusinessesForInvestor(snapshot.businesses, investorProfileOf(investor), { limit: SUGGESTION_COUNT, musts: 'fit' });
  if (business) return rankInvestorsForBusiness(snapshot.investors, businessProfileOf(business), { limit: SUGGESTION_COUNT, musts: 'fit' });
  return [];
}

/**
 * The dashboard's "New matches for you": the user's suggestions as they stand now (a read: nothing is written),
 * new ones first. A suggestion is new when it was not among those stored when the user last saw them, or was
 * stored after that; `markSuggestionsSeen` stores the current ones and the time.
 */
export async function suggestionsFor(db: Db, snapshot: MatchSnapshot, userId: string): Promise<Suggestions> {
  const [ranked, stored, [user]] = await Promise.all([
    rankNow(db, snapshot, userId),
    storedSuggestions(db, userId),
    db.select({ seenAt: users.suggestionsSeenAt }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  const seenAt = user?.seenAt ?? null;
  const firstSuggested = new Map(stored.map((s) => [s.counterpartProfileId, s.firstSuggestedAt]));
  const isNew = (id: string) => {
    const first = firstSuggested.get(id);
    return seenAt === null || first === undefined || first > seenAt;
  };
  const ordered = ranked
    .map((r, rank) => ({ ...r, rank, fresh: isNew(r.id) }))
    .sort((a, b) => Number(b.fresh) - Number(a.fresh) || a.rank - b.rank)
    .slice(0, SUGGESTIONS_SHOWN);
  const ids = ordered.map((s) => s.id);
  const [businesses, investors] = ids.length === 0 ? [[], []] : await Promise.all([
    db.select({ id: businessProfiles.id, companyName: businessProfiles.companyName, confidential: businessProfiles.confidential, industry: businessProfiles.industry, headquarters: businessProfiles.headquarters })
      .from(businessProfiles).where(and(inArray(businessProfiles.id, ids), eq(businessProfiles.status, 'active'))),
    db.select({ id: investorProfiles.id, involvementType: investorProfiles.involvementType, preferredIndustries: investorProfiles.preferredIndustries })
      .from(investorProfiles).where(and(inArray(investorProfiles.id, ids), eq(investorProfiles.status, 'active'), eq(investorProfiles.listed, true))),
  ]);
  const businessOf = new Map(businesses.map((b) => [b.id, b]));
  const investorOf = new Map(investors.map((i) => [i.id, i]));
  const items: Suggestion[] = [];
  for (const s of ordered) {
    const business = businessOf.get(s.id);
    const investor = investorOf.get(s.id);
    if (!business && !investor) continue;
    items.push({
      profile_id: s.id,
      kind: business ? 'business' : 'investor',
      score: s.score,
      is_new: s.fresh,
      // Suggestions are of counterparts not yet introduced: a confidential business stays unnamed (issue 49).
      company_name: business ? businessNameFor(business) : null,
      industry: business?.industry ?? null,
      headquarters: (business?.headquarters as Region | null | undefined) ?? null,
      involvement_type: investor?.involvementType ?? null,
      preferred_industries: (investor?.preferredIndustries ?? []) as InvestorIndustry[],
    });
  }
  return { items, new_count: ranked.filter((r) => isNew(r.id)).length, total: ranked.length };
}

/** The user has seen their suggestions: today's are stored, and none of them is new on the next visit. */
export async function markSuggestionsSeen(db: Db, snapshot: MatchSnapshot, userId: string): Promise<void> {
  await recomputeSuggestions(db, snapshot, userId);
  await db.update(users).set({ suggestionsSeenAt: new Date() }).where(eq(users.id, userId));
}
