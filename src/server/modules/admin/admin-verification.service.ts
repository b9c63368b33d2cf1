import { and, eq } from 'drizzle-orm';
import { message } from '#shared/messages/messages.ts';
import { REGISTRATION_CHECKLIST, type RegistrationVerificationInput } from '#shared/trust/trust.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, documents, registrationVerifications } from '../../db/schema.ts';
import { ApiError, invalid, notFound } from '../../http/errors.ts';
import { notify } from '../notifications/index.ts';
import { findRegistrationVerification } from '../trust/index.ts';
import { audit } from './admin-shared.ts';

// Registration verification (issue 23): an admin vouches for a business's registration number against one of its
// owner's documents. The badge it gives is never the owner's to set, and lapses when the number changes.

/** Stores (or replaces) the verification of the business's current number, audits it and tells the owner. */
export async function verifyRegistration(db: Db, adminId: string, id: string, input: RegistrationVerificationInput) {
  return db.transaction(async (tx) => {
    // The row lock orders this against the owner's save of a new number: the number verified is the one that stands.
    const [business] = await tx
      .select({ userId: businessProfiles.userId, registrationNumber: businessProfiles.registrationNumber })
      .from(businessProfiles)
      .where(eq(businessProfiles.id, id))
      .for('update');
    if (!business) throw notFound();
    const number = business.registrationNumber?.trim() ? business.registrationNumber : null;
    if (number === null) throw new ApiError(422, message('verificationNoNumber'));
    const [document] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.id, input.document_id), eq(documents.userId, business.userId)))
      .limit(1);
    if (!document) throw invalid({ document_id: message('verificationDocument') });
    const before = await findRegistrationVerification(tx, id);
    const checklist = REGISTRATION_CHECKLIST.filter((item) => input.checklist.includes(item));
    const row = { registrationNumber: number, documentId: document.id, checklist, verifiedBy: adminId, verifiedAt: new Date() };
    await tx
      .insert(registrationVerifications)
      .values({ businessProfileId: id, ...row })
      .onConflictDoUpdate({ target: registrationVerifications.businessProfileId, set: row });
    await audit(tx, {
      actorUserId: adminId,
      action: 'business_profile.registration_verified',
      targetType: 'business_profile',
      targetId: id,
      before: before ? { registration_number: before.registration_number, document_id: before.document_id } : null,
      after: { registration_number: number, document_id: document.id, checklist },
    });
    await notify(tx, business.userId, 'registration_verified', {});
    return findRegistrationVerification(tx, id);
  });
}

/** Removes the verification of the business's current number and audits it. */
export async function removeVerification(db: Db, adminId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [business] = await tx
      .select({ registrationNumber: businessProfiles.registrationNumber })
      .from(businessProfiles)
      .where(eq(businessProfiles.id, id))
      .for('update');
    if (!business) throw notFound();
    // Only a verification of the current number stands; a lapsed one gives no badge and is not there to remove.
    const before = await findRegistrationVerification(tx, id);
    if (!before) throw notFound();
    await tx.delete(registrationVerifications).where(eq(registrationVerifications.businessProfileId, id));
    await audit(tx, {
      actorUserId: adminId,
      action: 'business_profile.registration_unverified',
      targetType: 'business_profile',
      targetId: id,
      before: { registration_number: before.registration_number, document_id: before.document_id },
      after: null,
    });
  });
}
