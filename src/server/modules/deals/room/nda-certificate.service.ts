import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { businessProfiles, profiles, users } from '../../../db/schema.ts';
import { notFound } from '../../../http/errors.ts';
import { partyDeal } from './deals.queries.ts';
import { latestAcceptance } from '../nda/nda.service.ts';
import { findStandardNda } from '../nda/standard-nda.ts';

/** The NDA certificate of a deal for one of its parties (404 for anyone else, and where no NDA was accepted). */
export async function certificateOf(db: Db, dealId: string, userId: string): Promise<{ bytes: Uint8Array; fileName: string }> {
  const deal = await partyDeal(db, dealId, userId);
  const acceptance = await latestAcceptance(db, deal.matchId);
  if (!acceptance) throw notFound();
  const person = async (id: string) => {
    const [row] = await db
      .select({ name: users.fullName, email: users.email, company: profiles.companyName })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, id));
    if (!row) throw notFound();
    return row;
  };
  const [owner, investor, business] = await Promise.all([
    person(deal.ownerUserId),
    person(deal.investorUserId),
    db.select({ name: businessProfiles.companyName }).from(businessProfiles).where(eq(businessProfiles.id, deal.businessProfileId)),
  ]);
  const standard = acceptance.kind === 'standard' ? findStandardNda(acceptance.sha256) : null;
  // pdf-lib and the font engine load on the first certificate, not at every instance's start.
  const { renderNdaCertificate } = await import('../nda/certificate.ts');
  const bytes = await renderNdaCertificate({
    verificationCode: acceptance.verificationCode,
    version: acceptance.version,
    kind: acceptance.kind,
    sha256: acceptance.sha256,
    language: acceptance.language,
    ndaTitle: standard?.title ?? 'Non-disclosure agreement provided by the business owner',
    ndaText: standard?.text ?? null,
    business: { companyName: business[0]?.name ?? null, ownerName: owner.name, ownerEmail: owner.email },
    investor: { name: investor.name, email: investor.email, company: investor.company },
    typedName: acceptance.typedName,
    acceptedAt: acceptance.createdAt,
    ip: acceptance.ip,
    userAgent: acceptance.userAgent,
    issuedAt: new Date(),
    // No public verification page yet: an admin confirms a code from the deal's NDA record (decision 0143).
    verifyUrl: null,
  });
  return { bytes, fileName: `NDA-certificate-${acceptance.verificationCode}.pdf` };
}
