import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { SessionUser } from '../../auth/sessions.ts';
import { businessProfiles, investorProfiles, matches } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';

/**
 * Whether the viewer is an introduced counterpart of the owner (both sides of a match acted) and so
 * may read the owner's documents (DESIGN.md section 6).
 */
export async function canViewCounterpartDocuments(db: Db, viewerUserId: string, ownerUserId: string): Promise<boolean> {
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .innerJoin(investorProfiles, eq(investorProfiles.id, matches.investorProfileId))
    .innerJoin(businessProfiles, eq(businessProfiles.id, matches.businessProfileId))
    .where(and(
      isNotNull(matches.introducedAt),
      or(
        and(eq(investorProfiles.userId, viewerUserId), eq(businessProfiles.userId, ownerUserId)),
        and(eq(investorProfiles.userId, ownerUserId), eq(businessProfiles.userId, viewerUserId)),
      ),
    ))
    .limit(1);
  return rows.length > 0;
}

/** The owner, an admin, or an introduced counterpart may download a document; nobody else learns it exists. */
export async function canDownloadDocument(db: Db, viewer: SessionUser, ownerUserId: string): Promise<boolean> {
  if (viewer.id === ownerUserId || viewer.role === 'admin') return true;
  return canViewCounterpartDocuments(db, viewer.id, ownerUserId);
}
