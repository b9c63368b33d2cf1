import { and, eq } from 'drizzle-orm';
import type { RegistrationCheck, RegistrationVerification } from '#shared/trust/trust.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, documents, registrationVerifications, users } from '../../db/schema.ts';

/**
 * The admin's verification of a business's registration, when one stands: it was made for the number the business
 * has now (a changed number takes the badge away). `verified_by` is the admin's name or email.
 */
export async function findRegistrationVerification(db: Db, businessProfileId: string): Promise<RegistrationVerification | null> {
  const [row] = await db
    .select({
      registrationNumber: registrationVerifications.registrationNumber,
      documentId: registrationVerifications.documentId,
      documentName: documents.fileName,
      checklist: registrationVerifications.checklist,
      verifiedAt: registrationVerifications.verifiedAt,
      adminName: users.fullName,
      adminEmail: users.email,
    })
    .from(registrationVerifications)
    .innerJoin(businessProfiles, and(
      eq(businessProfiles.id, registrationVerifications.businessProfileId),
      eq(businessProfiles.registrationNumber, registrationVerifications.registrationNumber),
    ))
    .leftJoin(documents, eq(documents.id, registrationVerifications.documentId))
    .leftJoin(users, eq(users.id, registrationVerifications.verifiedBy))
    .where(eq(registrationVerifications.businessProfileId, businessProfileId))
    .limit(1);
  if (!row) return null;
  return {
    registration_number: row.registrationNumber,
    document_id: row.documentId,
    document_name: row.documentName,
    checklist: row.checklist as RegistrationCheck[],
    verified_at: row.verifiedAt.toISOString(),
    verified_by: row.adminName || row.adminEmail || null,
  };
}
