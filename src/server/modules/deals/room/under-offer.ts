import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { todayUtc } from '#shared/deals/offers.ts';
import { message } from '#shared/messages/messages.ts';
import type { Db } from '../../../db/client.ts';
import { businessProfiles, deals } from '../../../db/schema.ts';
import { conflict } from '../../../http/errors.ts';

// A business with a signed letter of intent (issue 50, docs/decisions/0256-loi-exclusivity-and-close.md): its listing
// reads "Under offer" to everyone, and while the letter's exclusivity runs new interest waits, unless the owner lets it in.

/**
 * Marks the business "Under offer" while any of its deals stands at "LOI signed", and clears the mark otherwise; the row
 * is written only when the mark changes (each write bumps the public listings' cache version).
 */
export async function markUnderOffer(tx: Db, businessProfileId: string): Promise<void> {
  const signed = sql`exists (select 1 from ${deals} where ${deals.businessProfileId} = ${businessProfileId} and ${deals.stage} = 'loi_signed')`;
  await tx.update(businessProfiles).set({ underOffer: signed }).where(and(eq(businessProfiles.id, businessProfileId), sql`${businessProfiles.underOffer} <> ${signed}`));
}

/**
 * Refuses interest in a business while one of its deals holds a signed letter of intent's exclusivity and its owner
 * has not chosen to accept new interest meanwhile (the deal's own investor excepted).
 */
export async function refuseInterestUnderOffer(db: Db, businessProfileId: string, investorUserId: string): Promise<void> {
  const [held] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(and(
      eq(deals.businessProfileId, businessProfileId), eq(deals.stage, 'loi_signed'), gte(deals.exclusiveUntil, todayUtc()),
      eq(deals.acceptsNewInterest, false), ne(deals.investorUserId, investorUserId),
    ))
    .limit(1);
  if (held) throw conflict(message('underOfferNoInterest'));
}
