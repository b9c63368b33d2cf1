import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessProfiles, deals, investorProfiles, matches, ndaAcceptances, users } from '../../db/schema.ts';

/** A page of matches, newest first, with both parties' names, the deal if any and when its NDA was first accepted. */
export function selectMatches(db: Db, page: { limit: number; offset: number }) {
  return db
    .select({
      match: matches, investorName: users.fullName, companyName: businessProfiles.companyName, dealId: deals.id, dealStage: deals.stage,
      ndaRequired: businessProfiles.ndaRequired,
      ndaAcceptedAt: sql<string | null>`(select min(${ndaAcceptances.createdAt}) from ${ndaAcceptances} where ${ndaAcceptances.matchId} = ${matches.id})`,
    })
    .from(matches)
    .innerJoin(investorProfiles, eq(investorProfiles.id, matches.investorProfileId))
    .innerJoin(users, eq(users.id, investorProfiles.userId))
    .innerJoin(businessProfiles, eq(businessProfiles.id, matches.businessProfileId))
    .leftJoin(deals, eq(deals.matchId, matches.id))
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(page.limit)
    .offset(page.offset);
}

export const countMatches = (db: Db) => db.$count(matches);
