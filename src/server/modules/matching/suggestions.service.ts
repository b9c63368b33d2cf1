import { and, asc, eq, inArray } from 'drizzle-orm';
import { SUGGESTIONS_SHOWN, type Suggestion, type Suggestions } from '../../../shared/deal-flow.ts';
import type { InvestorIndustry, Region } from '../../../shared/enums.ts';
import { rankBusinessesForInvestor } from '../../../shared/matching/business-index.ts';
import { rankInvestorsForBusiness } from '../../../shared/matching/investor-index.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, investorProfiles, matchSuggestions, users } from '../../db/schema.ts';
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
    ? rankBusinessesForInvestor(snapshot.businesses, investorProfileOf(investor), { limit: SUGGESTION_COUNT, musts: 'fit' })
    : business
      ? rankInvestorsForBusiness(snapshot.investors, businessProfileOf(business), { limit: SUGGESTION_COUNT, musts: 'fit' })
      : [];
  const computedAt = new Date();
  await db.transaction(async (tx) => {
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

/** Suggestions older than this are recomputed when the dashboard asks: counterparts join and change meanwhile. */
const FRESH_MS = 10 * 60_000;

/**
 * The dashboard's "New matches for you": the stored suggestions (recomputed first when stale), new ones
 * (first suggested after the user's last visit) first, each with the public facts of its counterpart.
 */
export async function suggestionsFor(db: Db, snapshot: MatchSnapshot, userId: string): Promise<Suggestions> {
  let stored = await storedSuggestions(db, userId);
  if (stored.length === 0 || Date.now() - (stored[0] as StoredSuggestion).computedAt.getTime() > FRESH_MS) {
    await recomputeSuggestions(db, snapshot, userId);
    stored = await storedSuggestions(db, userId);
  }
  const [user] = await db.select({ seenAt: users.suggestionsSeenAt }).from(users).where(eq(users.id, userId)).limit(1);
  const seenAt = user?.seenAt ?? null;
  const isNew = (s: StoredSuggestion) => seenAt === null || s.firstSuggestedAt > seenAt;
  const ordered = [...stored].sort((a, b) => Number(isNew(b)) - Number(isNew(a)) || a.rank - b.rank).slice(0, SUGGESTIONS_SHOWN);
  const ids = ordered.map((s) => s.counterpartProfileId);
  const [businesses, investors] = ids.length === 0 ? [[], []] : await Promise.all([
    db.select({ id: businessProfiles.id, companyName: businessProfiles.companyName, industry: businessProfiles.industry, headquarters: businessProfiles.headquarters })
      .from(businessProfiles).where(and(inArray(businessProfiles.id, ids), eq(businessProfiles.status, 'active'))),
    db.select({ id: investorProfiles.id, involvementType: investorProfiles.involvementType, preferredIndustries: investorProfiles.preferredIndustries })
      .from(investorProfiles).where(and(inArray(investorProfiles.id, ids), eq(investorProfiles.status, 'active'), eq(investorProfiles.listed, true))),
  ]);
  const businessOf = new Map(businesses.map((b) => [b.id, b]));
  const investorOf = new Map(investors.map((i) => [i.id, i]));
  const items: Suggestion[] = [];
  for (const s of ordered) {
    const business = businessOf.get(s.counterpartProfileId);
    const investor = investorOf.get(s.counterpartProfileId);
    if (!business && !investor) continue;
    items.push({
      profile_id: s.counterpartProfileId,
      kind: business ? 'business' : 'investor',
      score: s.score,
      is_new: isNew(s),
      company_name: business?.companyName ?? null,
      industry: business?.industry ?? null,
      headquarters: (business?.headquarters as Region | null | undefined) ?? null,
      involvement_type: investor?.involvementType ?? null,
      preferred_industries: (investor?.preferredIndustries ?? []) as InvestorIndustry[],
    });
  }
  return { items, new_count: stored.filter(isNew).length, total: stored.length };
}

/** The user has seen their suggestions: none of today's is new on the next visit. */
export async function markSuggestionsSeen(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ suggestionsSeenAt: new Date() }).where(eq(users.id, userId));
}
