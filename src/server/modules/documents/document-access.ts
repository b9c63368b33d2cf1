import type { SessionUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';

/**
 * Whether the viewer is an introduced counterpart of the owner and so may read the owner's
 * documents (DESIGN.md section 6). No pair is introduced yet: the matching work makes this
 * look for an introduced match between the two users, and until then it answers false.
 */
export async function canViewCounterpartDocuments(_db: Db, _viewerUserId: string, _ownerUserId: string): Promise<boolean> {
  return false;
}

/** The owner, an admin, or an introduced counterpart may download a document; nobody else learns it exists. */
export async function canDownloadDocument(db: Db, viewer: SessionUser, ownerUserId: string): Promise<boolean> {
  if (viewer.id === ownerUserId || viewer.role === 'admin') return true;
  return canViewCounterpartDocuments(db, viewer.id, ownerUserId);
}
