import { and, eq, gte, isNotNull, isNull, ne } from 'drizzle-orm';
import { todayUtc } from '#shared/deals/offers.ts';
import { canProposeClose, isClosedStage, type CloseDealInput, type DealRoom } from '#shared/deals/room.ts';
import { message } from '#shared/messages/messages.ts';
import type { Db } from '../../../db/client.ts';
import { dealStageEvents, deals } from '../../../db/schema.ts';
import { ApiError, conflict, forbidden, invalid, type FieldErrors } from '../../../http/errors.ts';
import { notify } from '../../notifications/index.ts';
import { revokeForDeal } from './deal-documents.service.ts';
import { tellParty, type SiteUrl } from './deal-events.ts';
import { contactOf } from './contacts.ts';
import { otherPartyOf, partyDeal, sideOf, type DealRow } from './deals.queries.ts';
import { publishDeal, roomOf } from './deals.service.ts';
import { markUnderOffer } from './under-offer.ts';

// Closing a deal as won, confirmed by both (issue 50, section 3; docs/decisions/0256-loi-exclusivity-and-close.md):
// one party proposes, with the final price and date (the owner must give them, at the proposal or the confirmation),
// and it takes effect when the other confirms; either may cancel the proposal first. Each step is one conditional
// update, so a confirmation racing a cancellation has exactly one winner. Also the owner's choice during a signed
// letter of intent's exclusivity.

const NO_PROPOSAL = {
  closeProposedByUserId: null, closeProposedAt: null,
} as const;

/** The final figures a request gives, field by field; the owner's side must end up with a price and a date. */
function figuresOf(deal: DealRow, userId: string, input: CloseDealInput, base: Pick<DealRow, 'finalPrice' | 'finalCurrency' | 'closedOn'>) {
  const price = input.final_price ?? base.finalPrice;
  const currency = input.final_price !== undefined ? (input.currency ?? null) : base.finalCurrency;
  const closedOn = input.closed_on ?? base.closedOn;
  if (sideOf(deal, userId) === 'business') {
    const fields: FieldErrors = {};
    if (price === null) fields.final_price = message('required');
    if (closedOn === null) fields.closed_on = message('required');
    if (Object.keys(fields).length > 0) throw invalid(fields);
  }
  return { finalPrice: price, finalCurrency: price === null ? null : currency, closedOn };
}

async function openParty(db: Db, dealId: string, userId: string): Promise<DealRow> {
  const deal = await partyDeal(db, dealId, userId);
  if (isClosedStage(deal.stage)) throw conflict(message('dealClosed'));
  return deal;
}

export async function proposeClose(db: Db, dealId: string, userId: string, input: CloseDealInput, siteUrl: SiteUrl): Promise<DealRoom> {
  const deal = await openParty(db, dealId, userId);
  if (deal.closeProposedAt) throw conflict(message('closePending'));
  if (!canProposeClose(deal.stage)) throw conflict(message('closeNotYet'));
  const figures = figuresOf(deal, userId, input, { finalPrice: null, finalCurrency: null, closedOn: null });
  const proposed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(deals)
      .set({ ...figures, closeProposedByUserId: userId, closeProposedAt: new Date() })
      .where(and(eq(deals.id, deal.id), eq(deals.stage, deal.stage), isNull(deals.closeProposedAt)))
      .returning();
    if (!row) throw conflict(message('closePending'));
    await tellParty(tx, row, otherPartyOf(row, userId), userId, 'close_proposed', {}, siteUrl);
    await publishDeal(tx, row, 'stage');
    return row;
  });
  return roomOf(db, proposed, userId);
}

/** The other party confirms: the deal closes as won with the figures given (theirs replacing the proposal's). */
export async function confirmClose(db: Db, dealId: string, userId: string, input: CloseDealInput): Promise<DealRoom> {
  const deal = await openParty(db, dealId, userId);
  if (!deal.closeProposedAt) throw conflict(message('closeNotProposed'));
  if (deal.closeProposedByUserId === userId) throw new ApiError(422, message('closeOwnProposal'));
  const figures = figuresOf(deal, userId, input, deal);
  const closed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(deals)
      .set({ ...figures, ...NO_PROPOSAL, stage: 'closed_won', exclusiveUntil: null })
      .where(and(eq(deals.id, deal.id), eq(deals.stage, deal.stage), isNotNull(deals.closeProposedAt), ne(deals.closeProposedByUserId, userId)))
      .returning();
    if (!row) throw conflict(message('closeNotProposed'));
    // A closed deal shares nothing any more (issue 18).
    await revokeForDeal(tx, row, 'deal_closed', userId);
    await tx.insert(dealStageEvents).values({ dealId: row.id, fromStage: deal.stage, toStage: 'closed_won', actorUserId: userId });
    await markUnderOffer(tx, row.businessProfileId);
    const confirmer = await contactOf(tx, userId, null);
    await notify(tx, otherPartyOf(row, userId), 'deal_stage_changed', { dealId: row.id, stage: 'closed_won', counterpartName: confirmer.name });
    await publishDeal(tx, row, 'stage');
    return row;
  });
  return roomOf(db, closed, userId);
}

/** Either party withdraws a pending proposal; its figures go with it. */
export async function cancelClose(db: Db, dealId: string, userId: string, siteUrl: SiteUrl): Promise<DealRoom> {
  const deal = await openParty(db, dealId, userId);
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(deals)
      .set({ ...NO_PROPOSAL, finalPrice: null, finalCurrency: null, closedOn: null })
      .where(and(eq(deals.id, deal.id), eq(deals.stage, deal.stage), isNotNull(deals.closeProposedAt)))
      .returning();
    if (!row) throw conflict(message('closeNotProposed'));
    await tellParty(tx, row, otherPartyOf(row, userId), userId, 'close_cancelled', {}, siteUrl);
    await publishDeal(tx, row, 'stage');
    return row;
  });
  return roomOf(db, cancelled, userId);
}

/** The owner's choice while exclusivity runs: whether other investors may still express interest in the business. */
export async function chooseNewInterest(db: Db, dealId: string, userId: string, accepts: boolean): Promise<DealRoom> {
  const deal = await openParty(db, dealId, userId);
  if (sideOf(deal, userId) !== 'business') throw forbidden(message('exclusivityOwnerOnly'));
  const [row] = await db
    .update(deals)
    .set({ acceptsNewInterest: accepts })
    .where(and(eq(deals.id, deal.id), eq(deals.stage, 'loi_signed'), gte(deals.exclusiveUntil, todayUtc())))
    .returning();
  if (!row) throw conflict(message('noExclusivity'));
  await publishDeal(db, row, 'stage');
  return roomOf(db, row, userId);
}
