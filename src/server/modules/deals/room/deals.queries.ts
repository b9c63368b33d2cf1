import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEAL_MESSAGES_PAGE_SIZE, DEALS_PAGE_SIZE, type DealSide } from '#shared/deals/room.ts';
import type { Db } from '../../../db/client.ts';
import { businessProfiles, dealMessages, dealStageEvents, deals, messageReports, profiles, serviceRequests, users } from '../../../db/schema.ts';
import { existingId } from '../../../http/ids.ts';
import { notFound } from '../../../http/errors.ts';

// The deal room's SQL. Every query is scoped to a party of the deal: a deal is found only with one of its two
// user ids, so anybody else (admins included) meets a 404 as if it did not exist.

export type DealRow = typeof deals.$inferSelect;
export type DealMessageRow = typeof dealMessages.$inferSelect;

/** The caller's side of a deal row. */
export const sideOf = (deal: DealRow, userId: string): DealSide => (deal.investorUserId === userId ? 'investor' : 'business');
export const otherPartyOf = (deal: DealRow, userId: string): string => (deal.investorUserId === userId ? deal.ownerUserId : deal.investorUserId);
export const readAtOf = (deal: DealRow, side: DealSide): Date | null => (side === 'investor' ? deal.investorReadAt : deal.ownerReadAt);

const isParty = (userId: string) => or(eq(deals.ownerUserId, userId), eq(deals.investorUserId, userId));

/** The deal if the user is one of its parties; otherwise 404. `forUpdate` locks it for the caller's transaction. */
export async function partyDeal(db: Db, dealId: string, userId: string, forUpdate = false): Promise<DealRow> {
  const query = db.select().from(deals).where(and(eq(deals.id, existingId(dealId)), isParty(userId))).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

const ownerUser = alias(users, 'owner_user');
const investorUser = alias(users, 'investor_user');
const investorProfileRow = alias(profiles, 'investor_profile_row');

export interface DealListRow {
  deal: DealRow;
  businessName: string | null;
  ownerName: string;
  investorName: string;
  investorCompany: string | null;
  lastBody: string | null;
  lastSender: string | null;
  lastDeleted: boolean | null;
  lastAt: Date | null;
  unread: number;
}

/** Messages from the other side after the caller's read mark (deleted ones do not count). */
const unreadSql = (side: DealSide, userId: string): SQL<number> => sql<number>`(
  select count(*)::int from ${dealMessages} m
  where m.deal_id = ${deals.id} and m.sender_user_id <> ${userId} and m.deleted_at is null
    and m.created_at > coalesce(${side === 'investor' ? deals.investorReadAt : deals.ownerReadAt}, '-infinity'::timestamptz))`;

const lastMessage = (column: string) => sql.raw(`(select ${column} from deal_messages m where m.deal_id = "deals"."id" order by m.created_at desc, m.id desc limit 1)`);

/** The caller's deals, last activity first: one indexed range per side (deals_owner_updated_idx, deals_investor_updated_idx). */
export async function listDeals(db: Db, userId: string, side: DealSide, page: number): Promise<{ rows: DealListRow[]; total: number }> {
  const mine = side === 'investor' ? eq(deals.investorUserId, userId) : eq(deals.ownerUserId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select({
        deal: deals,
        businessName: businessProfiles.companyName,
        ownerName: ownerUser.fullName,
        investorName: investorUser.fullName,
        investorCompany: investorProfileRow.companyName,
        lastBody: sql<string | null>`${lastMessage('m.body')}`,
        lastSender: sql<string | null>`${lastMessage('m.sender_user_id::text')}`,
        lastDeleted: sql<boolean | null>`${lastMessage('m.deleted_at is not null')}`,
        lastAt: sql<string | null>`${lastMessage('m.created_at')}`.mapWith((v: string | Date | null) => (v === null ? null : new Date(v))),
        unread: unreadSql(side, userId),
      })
      .from(deals)
      .innerJoin(businessProfiles, eq(businessProfiles.id, deals.businessProfileId))
      .innerJoin(ownerUser, eq(ownerUser.id, deals.ownerUserId))
      .innerJoin(investorUser, eq(investorUser.id, deals.investorUserId))
      .leftJoin(investorProfileRow, eq(investorProfileRow.userId, deals.investorUserId))
      .where(mine)
      .orderBy(desc(deals.updatedAt), desc(deals.id))
      .limit(DEALS_PAGE_SIZE)
      .offset((page - 1) * DEALS_PAGE_SIZE),
    db.select({ total: count() }).from(deals).where(mine),
  ]);
  return { rows: rows as DealListRow[], total: totals[0]?.total ?? 0 };
}

export async function unreadCountOf(db: Db, deal: DealRow, userId: string): Promise<number> {
  const [row] = await db.select({ unread: unreadSql(sideOf(deal, userId), userId) }).from(deals).where(eq(deals.id, deal.id));
  return row?.unread ?? 0;
}

export async function businessNameOf(db: Db, deal: DealRow): Promise<string | null> {
  const [row] = await db.select({ name: businessProfiles.companyName }).from(businessProfiles).where(eq(businessProfiles.id, deal.businessProfileId));
  return row?.name ?? null;
}

export async function timelineOf(db: Db, dealId: string) {
  return db
    .select({ event: dealStageEvents, actorName: users.fullName })
    .from(dealStageEvents)
    .leftJoin(users, eq(users.id, dealStageEvents.actorUserId))
    .where(eq(dealStageEvents.dealId, dealId))
    .orderBy(asc(dealStageEvents.createdAt), asc(dealStageEvents.id));
}

export async function servicesOf(db: Db, dealId: string) {
  return db
    .select({ id: serviceRequests.id, serviceType: serviceRequests.serviceType, status: serviceRequests.status, userId: serviceRequests.userId, createdAt: serviceRequests.createdAt })
    .from(serviceRequests)
    .where(eq(serviceRequests.dealId, dealId))
    .orderBy(asc(serviceRequests.createdAt), asc(serviceRequests.id));
}

export interface MessagePageRow {
  message: DealMessageRow;
  senderName: string;
  reported: boolean;
}

/**
 * One page of a deal's messages, oldest first: the DEAL_MESSAGES_PAGE_SIZE before `before` (a message id of this
 * deal, or a time), or the latest ones.
 */
export async function messagePage(db: Db, dealId: string, userId: string, before: string | undefined): Promise<{ rows: MessagePageRow[]; hasMore: boolean }> {
  let cursor: SQL | undefined;
  if (before) {
    if (/^[0-9a-f-]{36}$/i.test(before)) {
      // An id of another deal (or none) anchors nothing: an empty page.
      cursor = sql`(${dealMessages.createdAt}, ${dealMessages.id}) < (select a.created_at, a.id from deal_messages a where a.id = ${before} and a.deal_id = ${dealId})`;
    } else {
      cursor = sql`${dealMessages.createdAt} < ${new Date(before).toISOString()}::timestamptz`;
    }
  }
  const rows = await db
    .select({
      message: dealMessages,
      senderName: users.fullName,
      reported: sql<boolean>`exists (select 1 from ${messageReports} r where r.message_id = ${dealMessages.id} and r.reporter_user_id = ${userId})`,
    })
    .from(dealMessages)
    .innerJoin(users, eq(users.id, dealMessages.senderUserId))
    .where(and(eq(dealMessages.dealId, dealId), cursor))
    .orderBy(desc(dealMessages.createdAt), desc(dealMessages.id))
    .limit(DEAL_MESSAGES_PAGE_SIZE + 1);
  const hasMore = rows.length > DEAL_MESSAGES_PAGE_SIZE;
  return { rows: rows.slice(0, DEAL_MESSAGES_PAGE_SIZE).reverse(), hasMore };
}
