import { and, asc, count, desc, eq, gte, ilike, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminDeal, AdminDealDetail, AdminDealQuery, DealFunnel } from '#shared/admin/deals.ts';
import { DEAL_STAGES, type DealStage } from '#shared/deals/room.ts';
import type { Db } from '../../db/client.ts';
import { todayUtc } from '#shared/deals/offers.ts';
import { businessProfiles, dealMessages, dealOffers, dealStageEvents, deals, messageReports, serviceRequests, users } from '../../db/schema.ts';
import { fullAccessLogOf, grantsOf } from '../deals/index.ts';
import { dealNdaOf } from '../deals/index.ts';
import { iso } from './admin-shared.ts';

// The admin's view of deals: metadata only. No query here selects a message's body (decision 0114).

export const owners = alias(users, 'deal_owner');
export const investors = alias(users, 'deal_investor');

const messageCount = sql<number>`(select count(*)::int from ${dealMessages} m where m.deal_id = ${deals.id})`;
const openReportCount = sql<number>`(select count(*)::int from ${messageReports} r where r.deal_id = ${deals.id} and r.status = 'open')`;

const dealColumns = {
  deal: deals,
  companyName: businessProfiles.companyName,
  owner: { id: owners.id, fullName: owners.fullName, email: owners.email, suspendedAt: owners.suspendedAt },
  investor: { id: investors.id, fullName: investors.fullName, email: investors.email, suspendedAt: investors.suspendedAt },
  messageCount,
  openReportCount,
};

type Party = { id: string; fullName: string; email: string; suspendedAt: Date | null };
export interface DealRow {
  deal: typeof deals.$inferSelect;
  companyName: string | null;
  owner: Party;
  investor: Party;
  messageCount: number;
  openReportCount: number;
}

const party = (p: Party) => ({ id: p.id, full_name: p.fullName, email: p.email, suspended: p.suspendedAt !== null });

export function toAdminDeal(row: DealRow): AdminDeal {
  return {
    id: row.deal.id,
    stage: row.deal.stage,
    business: { id: row.deal.businessProfileId, company_name: row.companyName },
    owner: party(row.owner),
    investor: party(row.investor),
    message_count: row.messageCount,
    open_report_count: row.openReportCount,
    last_message_at: row.deal.lastMessageAt ? iso(row.deal.lastMessageAt) : null,
    created_at: iso(row.deal.createdAt),
    updated_at: iso(row.deal.updatedAt),
  };
}

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const DAY_MS = 86_400_000;

/** The search and day range; the stage filter apart, as the funnel ignores it. */
export function dealFilters(query: Pick<AdminDealQuery, 'search' | 'from' | 'to'>): SQL[] {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(ilike(businessProfiles.companyName, pattern), ilike(owners.fullName, pattern), ilike(investors.fullName, pattern));
    if (match) filters.push(match);
  }
  if (query.from) filters.push(gte(deals.updatedAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(deals.updatedAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  return filters;
}

function fromDeals(db: Db) {
  return db
    .select(dealColumns)
    .from(deals)
    .innerJoin(businessProfiles, eq(businessProfiles.id, deals.businessProfileId))
    .innerJoin(owners, eq(owners.id, deals.ownerUserId))
    .innerJoin(investors, eq(investors.id, deals.investorUserId));
}

/** Most recently active first; the id breaks ties. */
export function selectDeals(db: Db, where: SQL | undefined) {
  return fromDeals(db).where(where).orderBy(desc(deals.updatedAt), desc(deals.id));
}

export async function countDeals(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(deals)
    .innerJoin(businessProfiles, eq(businessProfiles.id, deals.businessProfileId))
    .innerJoin(owners, eq(owners.id, deals.ownerUserId))
    .innerJoin(investors, eq(investors.id, deals.investorUserId))
    .where(where);
  return row?.total ?? 0;
}

export async function dealFunnel(db: Db, where: SQL | undefined): Promise<DealFunnel> {
  const rows = await db
    .select({ stage: deals.stage, total: count() })
    .from(deals)
    .innerJoin(businessProfiles, eq(businessProfiles.id, deals.businessProfileId))
    .innerJoin(owners, eq(owners.id, deals.ownerUserId))
    .innerJoin(investors, eq(investors.id, deals.investorUserId))
    .where(where)
    .groupBy(deals.stage);
  const funnel = Object.fromEntries(DEAL_STAGES.map((s) => [s, 0])) as Record<DealStage, number>;
  for (const row of rows) funnel[row.stage] = row.total;
  return funnel;
}

export const stageIs = (stage: DealStage) => eq(deals.stage, stage);
export const allOf = (filters: (SQL | undefined)[]) => (filters.length > 0 ? and(...filters) : undefined);

/** One deal's metadata: parties, stage, its timeline with who and when, counts and linked service requests. */
export async function dealDetail(db: Db, id: string): Promise<AdminDealDetail | null> {
  const [row] = await fromDeals(db).where(eq(deals.id, id)).limit(1);
  if (!row) return null;
  const actors = alias(users, 'actor');
  const requesters = alias(users, 'requester');
  const [events, services, [deleted], nda, grants, access, offers] = await Promise.all([
    db
      .select({ event: dealStageEvents, actorId: actors.id, actorName: actors.fullName })
      .from(dealStageEvents)
      .leftJoin(actors, eq(actors.id, dealStageEvents.actorUserId))
      .where(eq(dealStageEvents.dealId, id))
      .orderBy(asc(dealStageEvents.createdAt), asc(dealStageEvents.id)),
    db
      .select({ request: serviceRequests, requester: { id: requesters.id, fullName: requesters.fullName, email: requesters.email } })
      .from(serviceRequests)
      .innerJoin(requesters, eq(requesters.id, serviceRequests.userId))
      .where(eq(serviceRequests.dealId, id))
      .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id)),
    db.select({ total: count() }).from(dealMessages).where(and(eq(dealMessages.dealId, id), isNotNull(dealMessages.deletedAt))),
    dealNdaOf(db, row.deal.matchId),
    grantsOf(db, id),
    fullAccessLogOf(db, id),
    db
      .select({
        id: dealOffers.id, version: dealOffers.version, kind: dealOffers.kind, state: dealOffers.state, makerSide: dealOffers.makerSide,
        createdAt: dealOffers.createdAt, expiresOn: dealOffers.expiresOn, answeredAt: dealOffers.answeredAt,
      })
      .from(dealOffers)
      .where(eq(dealOffers.dealId, id))
      .orderBy(asc(dealOffers.version)),
  ]);
  const today = todayUtc();
  return {
    ...toAdminDeal(row),
    closed_reason: row.deal.closedReason,
    deleted_message_count: deleted?.total ?? 0,
    offers: offers.map((offer) => ({
      id: offer.id, version: offer.version, kind: offer.kind, state: offer.state, expired: offer.state === 'open' && offer.expiresOn < today,
      made_by: offer.makerSide, created_at: iso(offer.createdAt), expires_on: offer.expiresOn, answered_at: offer.answeredAt ? iso(offer.answeredAt) : null,
    })),
    close_proposed: row.deal.closeProposedAt
      ? { by: row.deal.closeProposedByUserId === row.deal.investorUserId ? 'investor' as const : 'business' as const, at: iso(row.deal.closeProposedAt) }
      : null,
    nda,
    grants: grants.map(({ grant, fileName, ownerUserId }) => ({
      id: grant.id,
      document_id: grant.documentId,
      file_name: fileName,
      owner: ownerUserId === row.deal.investorUserId ? 'investor' as const : 'business' as const,
      granted_at: iso(grant.grantedAt),
      revoked_at: grant.revokedAt ? iso(grant.revokedAt) : null,
      revoke_reason: grant.revokeReason,
    })),
    document_access: access.map(({ entry, viewerName }) => ({
      id: entry.id,
      file_name: entry.fileName,
      viewer: entry.viewerUserId && viewerName !== null ? { id: entry.viewerUserId, full_name: viewerName } : null,
      action: entry.action,
      ip: entry.ip,
      created_at: iso(entry.createdAt),
    })),
    timeline: events.map(({ event, actorId, actorName }) => ({
      id: event.id,
      from: event.fromStage,
      to: event.toStage,
      actor: actorId && actorName !== null ? { id: actorId, full_name: actorName } : null,
      reason: event.reason,
      created_at: iso(event.createdAt),
    })),
    services: services.map(({ request, requester }) => ({
      id: request.id,
      service_type: request.serviceType,
      status: request.status,
      requester: { id: requester.id, full_name: requester.fullName, email: requester.email },
      created_at: iso(request.createdAt),
    })),
  };
}
