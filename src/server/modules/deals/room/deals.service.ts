import { and, eq, notInArray, sql } from 'drizzle-orm';
import {
  allowedMoves, canMove, canProposeClose, CLOSED_DEAL_STAGES, isClosedStage, MESSAGE_DELETE_WINDOW_MS, MESSAGES_PER_MINUTE,
  type DealMessage, type DealRoom, type DealStage, type DealSummary,
} from '#shared/deals/room.ts';
import { message } from '#shared/messages/messages.ts';
import { consume } from '../../../auth/rate-limit.ts';
import type { Db } from '../../../db/client.ts';
import { dealMessages, dealStageEvents, deals, messageReports } from '../../../db/schema.ts';
import { ApiError, conflict, forbidden, notFound, tooManyRequests } from '../../../http/errors.ts';
import { existingId } from '../../../http/ids.ts';
import { publish } from '../../../events/live-hub.ts';
import { revokeForDeal } from './deal-documents.service.ts';
import { contactOf } from './contacts.ts';
import { markUnderOffer } from './under-offer.ts';
import { notify } from '../../notifications/index.ts';
import {
  businessNameOf, otherPartyOf, partyDeal, readAtOf, servicesOf, sideOf, timelineOf, unreadCountOf,
  type DealListRow, type DealMessageRow, type DealRow, type MessagePageRow,
} from './deals.queries.ts';
import { dealStage } from '#shared/locales/en/deals.ts';

// The deal room's rules (docs/decisions/0109-deal-room.md). Each write runs in one transaction that also
// publishes its live event, so the other side hears of it exactly when it is committed, and a refused write
// leaves nothing behind.

export const MESSAGE_LIMIT = { max: MESSAGES_PER_MINUTE, windowSeconds: 60 };

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const closedStages = [...CLOSED_DEAL_STAGES] as DealStage[];

export function summaryOf(row: DealListRow, userId: string): DealSummary {
  const side = sideOf(row.deal, userId);
  return {
    id: row.deal.id,
    stage: row.deal.stage,
    side,
    counterpart: side === 'investor'
      ? { name: row.ownerName, company: row.businessName }
      : { name: row.investorName, company: row.investorCompany },
    business: { id: row.deal.businessProfileId, company_name: row.businessName },
    last_message: row.lastAt
      ? { body: row.lastDeleted ? '' : (row.lastBody ?? ''), mine: row.lastSender === userId, created_at: row.lastAt.toISOString() }
      : null,
    unread_count: row.unread,
    created_at: row.deal.createdAt.toISOString(),
    updated_at: row.deal.updatedAt.toISOString(),
  };
}

/** The room as one party sees it: the counterpart's contacts, the timeline, the moves they may make, receipts, services. */
export async function roomOf(db: Db, deal: DealRow, userId: string): Promise<DealRoom> {
  const side = sideOf(deal, userId);
  const otherId = otherPartyOf(deal, userId);
  const businessName = await businessNameOf(db, deal);
  const [counterpart, timeline, services, unread, last] = await Promise.all([
    contactOf(db, otherId, side === 'investor' ? businessName : null),
    timelineOf(db, deal.id),
    servicesOf(db, deal.id),
    unreadCountOf(db, deal, userId),
    db.select().from(dealMessages).where(eq(dealMessages.dealId, deal.id)).orderBy(sql`${dealMessages.createdAt} desc, ${dealMessages.id} desc`).limit(1),
  ]);
  const lastMessage = last[0];
  return {
    id: deal.id,
    stage: deal.stage,
    side,
    counterpart,
    business: { id: deal.businessProfileId, company_name: businessName },
    last_message: lastMessage
      ? { body: lastMessage.deletedAt ? '' : lastMessage.body, mine: lastMessage.senderUserId === userId, created_at: lastMessage.createdAt.toISOString() }
      : null,
    unread_count: unread,
    created_at: deal.createdAt.toISOString(),
    updated_at: deal.updatedAt.toISOString(),
    closed_reason: deal.closedReason,
    timeline: timeline.map(({ event, actorName }) => ({
      id: event.id,
      from: (event.fromStage as DealStage | null) ?? null,
      to: event.toStage as DealStage,
      actor_name: actorName,
      mine: event.actorUserId === userId,
      reason: event.reason,
      created_at: event.createdAt.toISOString(),
    })),
    allowed_moves: allowedMoves(deal.stage),
    counterpart_read_at: iso(readAtOf(deal, side === 'investor' ? 'business' : 'investor')),
    services: services.map((s) => ({ id: s.id, service_type: s.serviceType, status: s.status, mine: s.userId === userId, created_at: s.createdAt.toISOString() })),
    ...closeOf(deal, userId, counterpart.name),
  };
}

/** The close as won (proposed, or done with its figures) and a signed letter of intent's exclusivity, as a party reads them. */
function closeOf(deal: DealRow, userId: string, counterpartName: string): Pick<DealRoom, 'can_propose_close' | 'close_proposal' | 'final_terms' | 'exclusivity'> {
  const figures = { price: deal.finalPrice, currency: deal.finalCurrency, closed_on: deal.closedOn };
  const mine = deal.closeProposedByUserId === userId;
  return {
    can_propose_close: canProposeClose(deal.stage) && deal.closeProposedAt === null,
    close_proposal: deal.closeProposedAt && !isClosedStage(deal.stage)
      ? {
        ...figures, mine, proposer_name: mine ? '' : counterpartName, proposed_at: deal.closeProposedAt.toISOString(),
        proposed_by: deal.closeProposedByUserId === deal.investorUserId ? 'investor' : 'business',
      }
      : null,
    final_terms: deal.stage === 'closed_won' ? figures : null,
    exclusivity: deal.stage === 'loi_signed' && deal.exclusiveUntil ? { until: deal.exclusiveUntil, accepts_new_interest: deal.acceptsNewInterest } : null,
  };
}

export function messageOf(row: DealMessageRow, senderName: string, reported: boolean, userId: string): DealMessage {
  const mine = row.senderUserId === userId;
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    body: deleted ? '' : row.body,
    mine,
    sender_name: senderName,
    deleted,
    created_at: row.createdAt.toISOString(),
    deletable_until: mine && !deleted ? new Date(row.createdAt.getTime() + MESSAGE_DELETE_WINDOW_MS).toISOString() : null,
    reported,
  };
}

export const pageMessageOf = (row: MessagePageRow, userId: string) => messageOf(row.message, row.senderName, row.reported, userId);

const dealEvent = (deal: DealRow, what: 'message' | 'stage' | 'read' | 'deleted' | 'service') =>
  ({ type: 'deal', deal_id: deal.id, what }) as const;

/** Both parties hear of it: the other side, and the writer's own other tabs. */
export const publishDeal = (db: Db, deal: DealRow, what: 'message' | 'stage' | 'read' | 'deleted' | 'service') =>
  publish(db, [deal.ownerUserId, deal.investorUserId], dealEvent(deal, what));

/**
 * Posts a message: the deal must be open and the sender within their per-minute budget. The sender's name is the
 * session's (users.full_name, read by this request), as the message pages name senders.
 */
export async function postMessage(db: Db, dealId: string, sender: { id: string; fullName: string }, body: string): Promise<DealMessage> {
  const userId = sender.id;
  const deal = await partyDeal(db, dealId, userId);
  if (isClosedStage(deal.stage)) throw conflict(message('dealClosed'));
  try {
    await consume(db, `deal-message:user:${userId}`, MESSAGE_LIMIT);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) throw tooManyRequests(message('tooManyMessages'), Number(error.headers?.['Retry-After'] ?? 60));
    throw error;
  }
  return db.transaction(async (tx) => {
    // Closing and posting race on the row: whichever locks it first decides, and a message never lands in a closed deal.
    const readColumn = deal.investorUserId === userId ? { investorReadAt: sql`now()` } : { ownerReadAt: sql`now()` };
    const [open] = await tx
      .update(deals)
      .set({ lastMessageAt: sql`now()`, ...readColumn })
      .where(and(eq(deals.id, deal.id), notInArray(deals.stage, closedStages)))
      .returning();
    if (!open) throw conflict(message('dealClosed'));
    const [row] = await tx.insert(dealMessages).values({ dealId: deal.id, senderUserId: userId, body }).returning();
    if (!row) throw new Error('message insert returned nothing');
    await publishDeal(tx, open, 'message');
    return messageOf(row, sender.fullName, false, userId);
  });
}

/** The sender's soft delete within the window: the body is gone for both sides afterwards. */
export async function deleteMessage(db: Db, dealId: string, messageId: string, userId: string): Promise<void> {
  const deal = await partyDeal(db, dealId, userId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ message: dealMessages, tooLate: sql<boolean>`${dealMessages.createdAt} < now() - ${sql.raw(`interval '${MESSAGE_DELETE_WINDOW_MS / 1000} seconds'`)}` })
      .from(dealMessages)
      .where(and(eq(dealMessages.id, existingId(messageId)), eq(dealMessages.dealId, deal.id)))
      .for('update');
    if (!row) throw notFound();
    if (row.message.senderUserId !== userId) throw forbidden(message('messageNotYours'));
    if (row.message.deletedAt) throw conflict(message('messageDeleted'));
    if (row.tooLate) throw conflict(message('messageDeleteTooLate'));
    const [open] = await tx.select({ stage: deals.stage }).from(deals).where(eq(deals.id, deal.id)).for('update');
    if (!open || isClosedStage(open.stage)) throw conflict(message('dealClosed'));
    await tx.update(dealMessages).set({ deletedAt: sql`now()` }).where(eq(dealMessages.id, row.message.id));
    await publishDeal(tx, deal, 'deleted');
  });
}

/** Marks the deal read by the caller up to now: the other side's "Seen". */
export async function markDealRead(db: Db, dealId: string, userId: string): Promise<string> {
  const deal = await partyDeal(db, dealId, userId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(deals)
      .set(deal.investorUserId === userId ? { investorReadAt: sql`now()` } : { ownerReadAt: sql`now()` })
      .where(eq(deals.id, deal.id))
      .returning();
    if (!row) throw notFound();
    await publishDeal(tx, row, 'read');
    return (readAtOf(row, sideOf(row, userId)) ?? new Date()).toISOString();
  });
}

/**
 * Moves the deal from the stage the mover saw to the next: a closed deal refuses (409), a move the machine does not
 * allow refuses (409), and of two concurrent moves from the same stage the conditional UPDATE lets one win.
 */
export async function moveStage(db: Db, dealId: string, userId: string, input: { from: DealStage; to: DealStage; reason?: string | undefined }): Promise<DealRoom> {
  const deal = await partyDeal(db, dealId, userId);
  if (isClosedStage(deal.stage)) throw conflict(message('dealClosed'));
  if (!canMove(input.from, input.to)) {
    throw conflict(message('dealCannotMove', { from: dealStage[input.from], to: dealStage[input.to] }));
  }
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(deals)
      // A close as lost also ends a pending proposal and a letter of intent's exclusivity.
      .set({
        stage: input.to, closedReason: input.to === 'closed_lost' ? (input.reason ?? null) : null,
        ...(input.to === 'closed_lost' && { closeProposedByUserId: null, closeProposedAt: null, finalPrice: null, finalCurrency: null, closedOn: null, exclusiveUntil: null }),
      })
      .where(and(eq(deals.id, deal.id), eq(deals.stage, input.from)))
      .returning();
    if (!row) {
      const [now] = await tx.select({ stage: deals.stage }).from(deals).where(eq(deals.id, deal.id));
      throw conflict(now && isClosedStage(now.stage) ? message('dealClosed') : message('dealMovedOn'));
    }
    // A closed deal shares nothing any more (issue 18).
    if (isClosedStage(input.to)) await revokeForDeal(tx, row, 'deal_closed', userId);
    if (input.from === 'loi_signed') await markUnderOffer(tx, row.businessProfileId);
    await tx.insert(dealStageEvents).values({
      dealId: row.id, fromStage: input.from, toStage: input.to, actorUserId: userId, reason: input.to === 'closed_lost' ? (input.reason ?? null) : null,
    });
    const mover = await contactOf(tx, userId, null);
    await notify(tx, otherPartyOf(row, userId), 'deal_stage_changed', { dealId: row.id, stage: input.to, counterpartName: mover.name });
    await publishDeal(tx, row, 'stage');
    return row;
  });
  return roomOf(db, moved, userId);
}

/** A party reports the other side's message for the admins' Reports section; once per message and reporter. */
export async function reportMessage(db: Db, dealId: string, messageId: string, userId: string, reason: string | undefined): Promise<{ id: string; created_at: string }> {
  const deal = await partyDeal(db, dealId, userId);
  const [row] = await db
    .select()
    .from(dealMessages)
    .where(and(eq(dealMessages.id, existingId(messageId)), eq(dealMessages.dealId, deal.id)));
  if (!row) throw notFound();
  if (row.senderUserId === userId) throw new ApiError(422, message('reportOwnMessage'));
  if (row.deletedAt) throw conflict(message('messageDeleted'));
  const [report] = await db
    .insert(messageReports)
    .values({ messageId: row.id, dealId: deal.id, reporterUserId: userId, reason: reason ?? null })
    .onConflictDoNothing({ target: [messageReports.messageId, messageReports.reporterUserId] })
    .returning();
  if (!report) throw conflict(message('reportDuplicate'));
  return { id: report.id, created_at: report.createdAt.toISOString() };
}

/** For a service request linked to a deal: the deal must be the caller's and open; null when the caller names none. */
export async function openDealForService(db: Db, dealId: string, userId: string): Promise<DealRow | null> {
  const [row] = await db
    .select()
    .from(deals)
    .where(and(eq(deals.id, dealId), sql`(${deals.ownerUserId} = ${userId} or ${deals.investorUserId} = ${userId})`));
  if (!row) return null;
  if (isClosedStage(row.stage)) throw conflict(message('dealClosed'));
  return row;
}
