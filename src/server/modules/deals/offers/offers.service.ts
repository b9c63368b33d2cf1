import { createHash } from 'node:crypto';
import { and, desc, eq, max } from 'drizzle-orm';
import { addDays, impliedValue, todayUtc, type DealOffer, type OfferTerms } from '#shared/deals/offers.ts';
import { typedNameMatches } from '#shared/deals/nda.ts';
import { message } from '#shared/messages/messages.ts';
import type { Db } from '../../../db/client.ts';
import { businessProfiles, dealOffers, dealStageEvents, deals, users } from '../../../db/schema.ts';
import { ApiError, conflict, forbidden, invalid, notFound } from '../../../http/errors.ts';
import { existingId } from '../../../http/ids.ts';
import { newVerificationCode } from '../nda/nda.service.ts';
import { publishDeal } from '../room/deals.service.ts';
import { tellParty, type SiteUrl } from '../room/deal-events.ts';
import { businessNameOf, otherPartyOf, partyDeal, sideOf, type DealRow } from '../room/deals.queries.ts';
import { contactOf } from '../room/contacts.ts';

// Offers in the deal room (issue 50, docs/decisions/0255-offers-in-the-deal-room.md). Every answer is one
// conditional update of an open version: of two answers racing, exactly one finds it open; the other gets 409 and
// nothing is written. A database index keeps at most one open version per deal.

type OfferRow = typeof dealOffers.$inferSelect;

/** Offers are made and answered while the deal is being discussed or examined, or once an offer is on the table. */
const OFFER_STAGES = new Set<DealRow['stage']>(['in_discussion', 'due_diligence', 'offer_made']);

export interface SignContext {
  ip: string | null;
  userAgent: string | null;
}

const sha256Of = (terms: OfferTerms) => createHash('sha256').update(JSON.stringify(terms)).digest('hex');
const isExpired = (row: Pick<OfferRow, 'state' | 'expiresOn'>, today = todayUtc()) => row.state === 'open' && row.expiresOn < today;

export function offerOf(row: OfferRow, userId: string): DealOffer {
  const { terms } = row;
  const price = terms.kind === 'loi' ? terms.price : terms.price_max;
  return {
    id: row.id,
    version: row.version,
    previous_id: row.previousId,
    made_by: row.makerSide,
    mine: row.makerUserId === userId,
    maker_name: row.makerName,
    kind: row.kind,
    terms,
    implied_value: price == null ? null : impliedValue(price, terms.scope, terms.stake_percent),
    sha256: row.sha256,
    state: row.state,
    expired: isExpired(row),
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
    decline_reason: row.declineReason,
    signature: row.verificationCode && row.acceptedTypedName && row.answeredAt
      ? { typed_name: row.acceptedTypedName, signed_at: row.answeredAt.toISOString(), verification_code: row.verificationCode }
      : null,
  };
}

/** A deal's versions, newest first, for its two parties only. */
export async function offersOf(db: Db, dealId: string, userId: string): Promise<DealOffer[]> {
  const deal = await partyDeal(db, dealId, userId);
  const rows = await db.select().from(dealOffers).where(eq(dealOffers.dealId, deal.id)).orderBy(desc(dealOffers.version));
  return rows.map((row) => offerOf(row, userId));
}

async function fullNameOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

/** Writes a new open version; the first offer of a deal in discussion or due diligence moves it to "Offer made". */
async function insertVersion(tx: Db, deal: DealRow, userId: string, terms: OfferTerms, previousId: string | null): Promise<OfferRow> {
  const [last] = await tx.select({ version: max(dealOffers.version) }).from(dealOffers).where(eq(dealOffers.dealId, deal.id));
  const [row] = await tx
    .insert(dealOffers)
    .values({
      dealId: deal.id, version: (last?.version ?? 0) + 1, previousId, makerUserId: userId, makerSide: sideOf(deal, userId) === 'investor' ? 'investor' : 'owner',
      makerName: await fullNameOf(tx, userId), kind: terms.kind, terms, sha256: sha256Of(terms), expiresOn: terms.expires_on,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(message('offerWaiting'));
  if (deal.stage !== 'offer_made') {
    const [moved] = await tx.update(deals).set({ stage: 'offer_made' }).where(and(eq(deals.id, deal.id), eq(deals.stage, deal.stage))).returning();
    if (!moved) throw conflict(message('dealMovedOn'));
    await tx.insert(dealStageEvents).values({ dealId: deal.id, fromStage: deal.stage, toStage: 'offer_made', actorUserId: userId });
  }
  await publishDeal(tx, deal, 'stage');
  return row;
}

async function openDeal(db: Db, dealId: string, userId: string): Promise<DealRow> {
  const deal = await partyDeal(db, dealId, userId);
  if (deal.stage === 'closed_won' || deal.stage === 'closed_lost') throw conflict(message('dealClosed'));
  if (deal.stage === 'loi_signed') throw conflict(message('offerAfterLoi'));
  if (!OFFER_STAGES.has(deal.stage)) throw conflict(message('offerStageNotYet'));
  return deal;
}

/** A first offer, or a new one after the last was answered: refused while a version waits for an answer. */
export async function makeOffer(db: Db, dealId: string, userId: string, terms: OfferTerms, siteUrl: SiteUrl): Promise<DealOffer> {
  const deal = await openDeal(db, dealId, userId);
  const created = await db.transaction(async (tx) => {
    const row = await insertVersion(tx, deal, userId, terms, null);
    await tellParty(tx, deal, otherPartyOf(deal, userId), userId, 'offer_made', { offerId: row.id, kind: row.kind }, siteUrl);
    return row;
  });
  return offerOf(created, userId);
}

/** The version `offerId` of the deal, as the caller may answer it: not theirs, still open. */
async function answerable(db: Db, deal: DealRow, offerId: string, userId: string, forUpdate: boolean): Promise<OfferRow> {
  const query = db.select().from(dealOffers).where(and(eq(dealOffers.id, existingId(offerId)), eq(dealOffers.dealId, deal.id))).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  if (row.makerUserId === userId) throw new ApiError(422, message('offerOwn'));
  if (row.state !== 'open') throw conflict(message('offerAnswered'));
  return row;
}

/** Closes an open version with an answer; null when another answer got there first. */
async function answer(tx: Db, row: OfferRow, userId: string, set: Partial<typeof dealOffers.$inferInsert>): Promise<OfferRow> {
  const [done] = await tx
    .update(dealOffers)
    .set({ ...set, answeredAt: new Date(), answeredByUserId: userId })
    .where(and(eq(dealOffers.id, row.id), eq(dealOffers.state, 'open')))
    .returning();
  if (!done) throw conflict(message('offerAnswered'));
  return done;
}

/** A counter: the open version is closed as countered and the caller's terms become the next version. */
export async function counterOffer(db: Db, dealId: string, offerId: string, userId: string, terms: OfferTerms, siteUrl: SiteUrl): Promise<DealOffer> {
  const deal = await openDeal(db, dealId, userId);
  const created = await db.transaction(async (tx) => {
    const row = await answerable(tx, deal, offerId, userId, true);
    await answer(tx, row, userId, { state: 'countered' });
    const next = await insertVersion(tx, { ...deal, stage: 'offer_made' }, userId, terms, row.id);
    await tellParty(tx, deal, otherPartyOf(deal, userId), userId, 'offer_countered', { offerId: next.id, kind: next.kind }, siteUrl);
    return next;
  });
  return offerOf(created, userId);
}

/**
 * A signed letter of intent moves the deal to "LOI signed" and starts its exclusivity (its last day; none for 0 days);
 * the business reads "Under offer" to everyone else, and new interest waits until the owner chooses otherwise.
 */
async function signLoi(tx: Db, deal: DealRow, row: OfferRow, userId: string): Promise<void> {
  const days = row.terms.exclusivity_days;
  const [moved] = await tx
    .update(deals)
    .set({ stage: 'loi_signed', exclusiveUntil: days > 0 ? addDays(todayUtc(), days) : null, acceptsNewInterest: false, exclusivityReminded: null })
    .where(and(eq(deals.id, deal.id), eq(deals.stage, 'offer_made')))
    .returning();
  if (!moved) throw conflict(message('dealMovedOn'));
  await tx.insert(dealStageEvents).values({ dealId: deal.id, fromStage: 'offer_made', toStage: 'loi_signed', actorUserId: userId });
  await tx.update(businessProfiles).set({ underOffer: true }).where(eq(businessProfiles.id, deal.businessProfileId));
}

/**
 * Accepting: an indication of interest with a click; a letter of intent signed with the caller's full name and the box
 * ticked, recorded with the terms' SHA-256 (kept on the version), the time, address, browser and a verification code.
 */
export async function acceptOffer(
  db: Db, dealId: string, offerId: string, userId: string, input: { typed_name?: string | undefined; agree?: boolean | undefined }, context: SignContext,
  siteUrl: SiteUrl,
): Promise<DealOffer> {
  const deal = await openDeal(db, dealId, userId);
  const row = await answerable(db, deal, offerId, userId, false);
  if (isExpired(row)) throw conflict(message('offerExpired'));
  let signature: Partial<typeof dealOffers.$inferInsert> = {};
  if (row.kind === 'loi') {
    const fields: Record<string, ReturnType<typeof message>> = {};
    if (!input.typed_name || !typedNameMatches(input.typed_name, await fullNameOf(db, userId))) fields.typed_name = message('ndaNameMismatch');
    if (input.agree !== true) fields.agree = message('offerAgreeRequired');
    if (Object.keys(fields).length > 0) throw invalid(fields);
    signature = {
      acceptedTypedName: input.typed_name?.trim() ?? null, acceptedIp: context.ip, acceptedUserAgent: context.userAgent?.slice(0, 500) ?? null,
      verificationCode: newVerificationCode().replace(/^NDA-/, 'LOI-'),
    };
  }
  const accepted = await db.transaction(async (tx) => {
    const done = await answer(tx, row, userId, { state: 'accepted', ...signature });
    // Still within its last day as the update ran (an offer can expire between the check and the write).
    if (isExpired({ state: 'open', expiresOn: done.expiresOn })) throw conflict(message('offerExpired'));
    if (done.kind === 'loi') await signLoi(tx, deal, done, userId);
    await tellParty(tx, deal, otherPartyOf(deal, userId), userId, done.kind === 'loi' ? 'offer_signed' : 'offer_accepted', { offerId: done.id, kind: done.kind }, siteUrl);
    await publishDeal(tx, deal, 'stage');
    return done;
  });
  return offerOf(accepted, userId);
}

export async function declineOffer(db: Db, dealId: string, offerId: string, userId: string, reason: string | undefined, siteUrl: SiteUrl): Promise<DealOffer> {
  const deal = await openDeal(db, dealId, userId);
  const row = await answerable(db, deal, offerId, userId, false);
  const declined = await db.transaction(async (tx) => {
    const done = await answer(tx, row, userId, { state: 'declined', declineReason: reason || null });
    await tellParty(tx, deal, otherPartyOf(deal, userId), userId, 'offer_declined', { offerId: done.id, kind: done.kind, reason: done.declineReason }, siteUrl);
    await publishDeal(tx, deal, 'stage');
    return done;
  });
  return offerOf(declined, userId);
}

/** The maker takes back a version nobody has answered yet. */
export async function withdrawOffer(db: Db, dealId: string, offerId: string, userId: string, siteUrl: SiteUrl): Promise<DealOffer> {
  const deal = await openDeal(db, dealId, userId);
  const [row] = await db.select().from(dealOffers).where(and(eq(dealOffers.id, existingId(offerId)), eq(dealOffers.dealId, deal.id))).limit(1);
  if (!row) throw notFound();
  if (row.makerUserId !== userId) throw forbidden(message('offerNotYours'));
  const withdrawn = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(dealOffers)
      .set({ state: 'withdrawn', answeredAt: new Date(), answeredByUserId: userId })
      .where(and(eq(dealOffers.id, row.id), eq(dealOffers.state, 'open')))
      .returning();
    if (!done) throw conflict(message('offerAnswered'));
    await tellParty(tx, deal, otherPartyOf(deal, userId), userId, 'offer_withdrawn', { offerId: done.id, kind: done.kind }, siteUrl);
    await publishDeal(tx, deal, 'stage');
    return done;
  });
  return offerOf(withdrawn, userId);
}

/**
 * A signed letter of intent as a PDF, in English or Arabic, for the deal's two parties (404 for anyone else, and for a
 * version that is not a signed letter of intent): the terms, who proposed them, who signed and the verification code.
 */
export async function signedLoiOf(db: Db, dealId: string, offerId: string, userId: string, language: 'en' | 'ar'): Promise<{ bytes: Uint8Array; fileName: string }> {
  const deal = await partyDeal(db, dealId, userId);
  const [row] = await db.select().from(dealOffers).where(and(eq(dealOffers.id, existingId(offerId)), eq(dealOffers.dealId, deal.id))).limit(1);
  if (!row || row.kind !== 'loi' || row.state !== 'accepted' || !row.verificationCode || !row.answeredAt) throw notFound();
  const person = async (id: string) => {
    const [found] = await db.select({ name: users.fullName, email: users.email }).from(users).where(eq(users.id, id));
    return found ?? { name: '', email: '' };
  };
  const [owner, investor, signerName, business] = await Promise.all([
    person(deal.ownerUserId), person(deal.investorUserId), row.answeredByUserId ? fullNameOf(db, row.answeredByUserId) : Promise.resolve(''), businessNameOf(db, deal),
  ]);
  const investorContact = await contactOf(db, deal.investorUserId, null);
  // pdf-lib and the font engine load on the first letter, not at every instance's start.
  const { loiPdf } = await import('./loi-pdf.ts');
  const bytes = await loiPdf({
    language, verificationCode: row.verificationCode, version: row.version, sha256: row.sha256, terms: row.terms,
    business: { title: business ?? '' },
    maker: { name: row.makerName, side: row.makerSide, madeAt: row.createdAt },
    signer: { name: signerName, typedName: row.acceptedTypedName ?? '', signedAt: row.answeredAt, ip: row.acceptedIp, userAgent: row.acceptedUserAgent },
    owner, investor: { ...investor, company: investorContact.company },
    issuedAt: new Date(), verifyUrl: null,
  });
  return { bytes, fileName: `LOI-${row.verificationCode}-${language}.pdf` };
}
