import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { MatchActionResult, MatchState } from '#shared/deals/introductions.ts';
import { introductionMail } from '#shared/locales/mail-texts.ts';
import { scorePair } from '#shared/matching/score.ts';
import { businessNameFor, type BusinessProfile, type InvestorProfile } from '#shared/profiles/profile-model.ts';
import type { Db } from '../../../db/client.ts';
import { businessProfiles, dealStageEvents, deals, investorProfiles, matches, notifications, users } from '../../../db/schema.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import type { Jobs } from '../../../jobs/jobs.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { enqueueMail } from '../../../mail/outbox.ts';
import { refuseInterestUnderOffer } from '../room/under-offer.ts';
import { grantFutureDocuments } from '../room/deal-documents.service.ts';
import { ndaSatisfied } from '../nda/nda.service.ts';
import { notify } from '../../notifications/index.ts';
import { businessProfileColumns, businessProfileOf, investorProfileColumns, investorProfileOf } from '../../profiles/index.ts';
import { contactOf } from '../room/contacts.ts';
import type { MatchSnapshot } from '../../matching/index.ts';
import { message } from '#shared/messages/messages.ts';

export type Side = 'investor' | 'business';
type MatchRow = typeof matches.$inferSelect;
/** A match with its deal room's id (null until introduced). */
export type MatchWithDeal = MatchRow & { dealId: string | null };

/** Match columns plus the deal's id: select this from matches left-joined to deals (`withDeal`). */
export const matchWithDealColumns = { ...getTableColumns(matches), dealId: deals.id };

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The pair as one side sees it: the decline reason only reaches the side that was declined. */
export function stateOf(row: MatchWithDeal | undefined, side: Side): MatchState {
  const declinedByMe = side === 'investor' ? row?.investorDeclinedAt != null : row?.businessDeclinedAt != null;
  const declinedByThem = side === 'investor' ? row?.businessDeclinedAt != null : row?.investorDeclinedAt != null;
  return {
    match_id: row?.id ?? null,
    favourite: side === 'investor' ? (row?.investorInterest ?? false) : (row?.businessInterest ?? false),
    interest_expressed: row?.investorInterestedAt != null,
    connected: row?.businessConnectedAt != null,
    introduced: row?.introducedAt != null,
    interested_at: iso(row?.investorInterestedAt),
    connected_at: iso(row?.businessConnectedAt),
    declined_by_me: declinedByMe,
    declined_by_them: declinedByThem,
    decline_reason: declinedByThem ? (row?.declineReason ?? null) : null,
    deal_id: row?.introducedAt ? (row.dealId ?? null) : null,
  };
}

/** The status the spec shows: contacted once the business connected, interested once the investor did. */
const statusSql = sql`case when ${matches.businessConnectedAt} is not null then 'contacted'
  when ${matches.investorInterestedAt} is not null then 'interested' else 'suggested' end`;

interface Pair {
  investor: InvestorProfile;
  business: BusinessProfile;
}

/** The caller's own profile and an active counterpart; anything else is 404, as if it did not exist. */
async function loadPair(db: Db, side: Side, userId: string, counterpartId: string): Promise<Pair> {
  const activeBusiness = (id: string) => and(eq(businessProfiles.id, id), eq(businessProfiles.status, 'active'));
  const activeInvestor = (id: string) => and(eq(investorProfiles.id, id), eq(investorProfiles.status, 'active'));
  if (side === 'investor') {
    const [own] = await db.select(investorProfileColumns).from(investorProfiles).where(eq(investorProfiles.userId, userId)).limit(1);
    if (!own) throw notFound(message('completeProfile'));
    const [other] = await db.select(businessProfileColumns).from(businessProfiles).where(activeBusiness(counterpartId)).limit(1);
    if (!other) throw notFound();
    return { investor: investorProfileOf(own), business: businessProfileOf(other) };
  }
  const [own] = await db.select(businessProfileColumns).from(businessProfiles).where(eq(businessProfiles.userId, userId)).limit(1);
  if (!own) throw notFound(message('completeProfile'));
  const [other] = await db.select(investorProfileColumns).from(investorProfiles).where(activeInvestor(counterpartId)).limit(1);
  if (!other) throw notFound();
  return { investor: investorProfileOf(other), business: businessProfileOf(own) };
}

/** The business's name in a notice sent before the introduction: none for a confidential business (issue 49). */
const nameBeforeIntroduction = (business: Pick<BusinessProfile, 'companyName' | 'confidential'>) => businessNameFor(business) ?? undefined;

/** Creates the pair's match with a computed score if it does not exist; concurrent calls leave one row. */
async function ensureMatch(db: Db, pair: Pair, snapshot: MatchSnapshot): Promise<void> {
  const result = scorePair(pair.investor, pair.business, snapshot.model);
  await db
    .insert(matches)
    .values({ investorProfileId: pair.investor.id, businessProfileId: pair.business.id, matchScore: result.score, matchReasons: result.reasons, matchReasonDetails: result.reasonDetails })
    .onConflictDoNothing({ target: [matches.investorProfileId, matches.businessProfileId] });
}

const pairWhere = (pair: Pair) => and(eq(matches.investorProfileId, pair.investor.id), eq(matches.businessProfileId, pair.business.id));

async function findMatch(db: Db, pair: Pair): Promise<MatchWithDeal | undefined> {
  const [row] = await db.select(matchWithDealColumns).from(matches).leftJoin(deals, eq(deals.matchId, matches.id)).where(pairWhere(pair)).limit(1);
  return row;
}

async function currentMatch(db: Db, pair: Pair): Promise<MatchWithDeal> {
  const row = await findMatch(db, pair);
  if (!row) throw new Error('match vanished after upsert');
  return row;
}

/** Neither side declined: a declined pair is closed to every further action. */
const notDeclined = and(isNull(matches.businessDeclinedAt), isNull(matches.investorDeclinedAt));
const isDeclined = (row: MatchRow) => row.businessDeclinedAt !== null || row.investorDeclinedAt !== null;

export interface DealFlowDeps {
  db: Db;
  mailer: Mailer;
  jobs: Jobs;
  snapshot: MatchSnapshot;
}

export async function setFavourite(deps: DealFlowDeps, side: Side, userId: string, counterpartId: string, favourite: boolean): Promise<MatchActionResult> {
  return deps.db.transaction(async (tx) => {
    const pair = await loadPair(tx, side, userId, counterpartId);
    await ensureMatch(tx, pair, deps.snapshot);
    await tx
      .update(matches)
      .set(side === 'investor' ? { investorInterest: favourite } : { businessInterest: favourite })
      .where(pairWhere(pair));
    return resultFor(tx, side, await currentMatch(tx, pair), pair);
  });
}

/**
 * Investor's Interested or business's Connect: one-way, idempotent, and introduces the pair once both acted and the
 * business's NDA, if it asks for one, is accepted (issue 18). An investor's Interested on such a business without an
 * accepted NDA is refused (409 ndaRequired): the screen shows the NDA first.
 */
export async function act(deps: DealFlowDeps, side: Side, userId: string, counterpartId: string): Promise<MatchActionResult> {
  let mailQueued = false;
  const result = await deps.db.transaction(async (tx) => {
    const pair = await loadPair(tx, side, userId, counterpartId);
    await ensureMatch(tx, pair, deps.snapshot);
    const column = side === 'investor' ? matches.investorInterestedAt : matches.businessConnectedAt;
    if (side === 'investor') {
      const before = await currentMatch(tx, pair);
      if (before.investorInterestedAt === null && !isDeclined(before) && !(await ndaSatisfied(tx, pair.business.id, before.id))) {
        throw conflict(message('ndaRequired'));
      }
      // A letter of intent's exclusivity holds new interest back, unless the owner lets it in (issue 50).
      if (before.investorInterestedAt === null) await refuseInterestUnderOffer(tx, pair.business.id, userId);
    }
    // Only the request that actually flips the flag gets a row back, so notices are sent once.
    const [changed] = await tx
      .update(matches)
      .set(side === 'investor' ? { investorInterestedAt: sql`now()` } : { businessConnectedAt: sql`now()` })
      .where(and(pairWhere(pair), isNull(column), notDeclined))
      .returning({ id: matches.id });
    if (!changed && isDeclined(await currentMatch(tx, pair))) throw conflict(message('pairDeclined'));
    if (changed) {
      await tx.update(matches).set({ status: statusSql }).where(eq(matches.id, changed.id));
      const data = { matchId: changed.id };
      if (side === 'investor') await notify(tx, pair.business.userId, 'interest_received', { ...data, investorProfileId: pair.investor.id });
      else await notify(tx, pair.investor.userId, 'connection_received', { ...data, businessProfileId: pair.business.id, companyName: nameBeforeIntroduction(pair.business) });
      mailQueued = await introduceIfReady(tx, deps.mailer, pair, changed.id);
    }
    return resultFor(tx, side, await currentMatch(tx, pair), pair);
  });
  // After the commit, so that the delivery job finds the messages.
  if (mailQueued) await deps.jobs.requestMailDelivery();
  return result;
}

/**
 * Introduces the pair if both sides have acted, neither declined, it is not introduced yet and the NDA (if the business
 * asks for one) is accepted: opens the deal room and announces it. True when introduction mails were queued.
 */
async function introduceIfReady(db: Db, mailer: Mailer, pair: Pair, matchId: string): Promise<boolean> {
  if (!(await ndaSatisfied(db, pair.business.id, matchId))) return false;
  const [introduced] = await db
    .update(matches)
    .set({ introducedAt: sql`now()` })
    .where(and(eq(matches.id, matchId), isNull(matches.introducedAt), notDeclined, sql`${matches.investorInterestedAt} is not null`, sql`${matches.businessConnectedAt} is not null`))
    .returning({ id: matches.id });
  if (!introduced) return false;
  const dealId = await openDeal(db, pair, introduced.id);
  return announceIntroduction(db, mailer, pair, introduced.id, dealId);
}

/** The pair's match id, created with its score if it does not exist yet (an NDA is accepted before Interested). */
export async function ensureMatchOf(db: Db, snapshot: MatchSnapshot, investorProfileId: string, businessProfileId: string): Promise<string> {
  const pair = await pairOfProfiles(db, investorProfileId, businessProfileId);
  await ensureMatch(db, pair, snapshot);
  return (await currentMatch(db, pair)).id;
}

/** Once an NDA is accepted, a pair whose two sides had both acted is introduced in the same transaction. */
export async function introduceAfterNda(db: Db, mailer: Mailer, matchId: string): Promise<boolean> {
  const [row] = await db.select({ investorProfileId: matches.investorProfileId, businessProfileId: matches.businessProfileId }).from(matches).where(eq(matches.id, matchId));
  if (!row) return false;
  return introduceIfReady(db, mailer, await pairOfProfiles(db, row.investorProfileId, row.businessProfileId), matchId);
}

async function pairOfProfiles(db: Db, investorProfileId: string, businessProfileId: string): Promise<Pair> {
  const [investor] = await db.select(investorProfileColumns).from(investorProfiles).where(eq(investorProfiles.id, investorProfileId)).limit(1);
  const [business] = await db.select(businessProfileColumns).from(businessProfiles).where(eq(businessProfiles.id, businessProfileId)).limit(1);
  if (!investor || !business) throw notFound();
  return { investor: investorProfileOf(investor), business: businessProfileOf(business) };
}

/**
 * The owner declines an investor's interest, or the investor an owner's Connect: one-way, and it closes the
 * pair. Only an unanswered action of the counterpart can be declined; the declined side is told, with the
 * reason if one was written.
 */
export async function decline(deps: DealFlowDeps, side: Side, userId: string, counterpartId: string, reason: string | undefined): Promise<MatchActionResult> {
  return deps.db.transaction(async (tx) => {
    const pair = await loadPair(tx, side, userId, counterpartId);
    const theirAction = side === 'business' ? matches.investorInterestedAt : matches.businessConnectedAt;
    const words = reason?.trim() ? reason.trim() : null;
    const [changed] = await tx
      .update(matches)
      .set(side === 'business' ? { businessDeclinedAt: sql`now()`, declineReason: words } : { investorDeclinedAt: sql`now()`, declineReason: words })
      .where(and(pairWhere(pair), sql`${theirAction} is not null`, isNull(matches.introducedAt), notDeclined))
      .returning({ id: matches.id });
    if (!changed) {
      const row = await findMatch(tx, pair);
      if (row && isDeclined(row)) throw conflict(message('alreadyDeclined'));
      if (row?.introducedAt) throw conflict(message('alreadyIntroduced'));
      throw conflict(message(side === 'business' ? 'noInterestToDecline' : 'noConnectToDecline'));
    }
    const data = { matchId: changed.id, ...(words ? { reason: words } : {}) };
    if (side === 'business') {
      await notify(tx, pair.investor.userId, 'interest_declined', { ...data, businessProfileId: pair.business.id, companyName: nameBeforeIntroduction(pair.business) });
    } else {
      await notify(tx, pair.business.userId, 'connection_declined', { ...data, investorProfileId: pair.investor.id });
    }
    return resultFor(tx, side, await currentMatch(tx, pair), pair);
  });
}

/**
 * Undoes the caller's own Interested or Connect while it is unanswered (not introduced, not declined). One
 * conditional update: a withdrawal racing the counterpart's act leaves either the withdrawal or the
 * introduction, never both. The counterpart's notice of the withdrawn action goes with it.
 */
export async function withdraw(deps: DealFlowDeps, side: Side, userId: string, counterpartId: string): Promise<MatchActionResult> {
  return deps.db.transaction(async (tx) => {
    const pair = await loadPair(tx, side, userId, counterpartId);
    const own = side === 'investor' ? matches.investorInterestedAt : matches.businessConnectedAt;
    const [changed] = await tx
      .update(matches)
      .set(side === 'investor' ? { investorInterestedAt: null } : { businessConnectedAt: null })
      .where(and(pairWhere(pair), sql`${own} is not null`, isNull(matches.introducedAt), notDeclined))
      .returning({ id: matches.id });
    if (!changed) {
      const row = await findMatch(tx, pair);
      const acted = row && (side === 'investor' ? row.investorInterestedAt : row.businessConnectedAt);
      throw conflict(message(acted ? 'alreadyAnswered' : 'nothingToWithdraw'));
    }
    await tx.update(matches).set({ status: statusSql }).where(eq(matches.id, changed.id));
    const noticeTo = side === 'investor' ? pair.business.userId : pair.investor.userId;
    const kind = side === 'investor' ? 'interest_received' : 'connection_received';
    await tx.delete(notifications).where(and(eq(notifications.userId, noticeTo), eq(notifications.kind, kind), sql`${notifications.data}->>'matchId' = ${changed.id}`));
    return resultFor(tx, side, await currentMatch(tx, pair), pair);
  });
}

/** The introduced pair's deal room, at the stage Introduced, with the introduction as its first timeline event. */
async function openDeal(db: Db, pair: Pair, matchId: string): Promise<string> {
  const [deal] = await db
    .insert(deals)
    .values({
      matchId, businessProfileId: pair.business.id, investorProfileId: pair.investor.id, ownerUserId: pair.business.userId, investorUserId: pair.investor.userId,
    })
    .returning({ id: deals.id });
  if (!deal) throw new Error('deal insert returned nothing');
  await db.insert(dealStageEvents).values({ dealId: deal.id, fromStage: null, toStage: 'introduced' });
  await grantFutureDocuments(db, deal.id, [pair.business.userId, pair.investor.userId]);
  return deal.id;
}

/** Notifies both sides; true when it queued their introduction mails. */
async function announceIntroduction(db: Db, mailer: Mailer, pair: Pair, matchId: string, dealId: string): Promise<boolean> {
  const [investorContact, businessContact] = await Promise.all([contactOf(db, pair.investor.userId, null), contactOf(db, pair.business.userId, pair.business.companyName)]);
  await notify(db, pair.investor.userId, 'introduction_made', { matchId, dealId, businessProfileId: pair.business.id, counterpartName: businessContact.company ?? businessContact.name });
  await notify(db, pair.business.userId, 'introduction_made', { matchId, dealId, investorProfileId: pair.investor.id, counterpartName: investorContact.name });
  if (!mailer.enabled) return false;
  for (const [to, other] of [[investorContact, businessContact], [businessContact, investorContact]] as const) {
    // Each side reads the mail in the language of their own account.
    const [recipient] = await db.select({ language: users.language }).from(users).where(eq(users.id, to.user_id));
    const mail = introductionMail(recipient?.language ?? 'en', {
      recipientName: to.name, counterpartName: other.name, counterpartCompany: other.company, counterpartEmail: other.email, counterpartPhone: other.phone,
    });
    await enqueueMail(db, { to: to.email, ...mail });
  }
  return true;
}

/** What a contact is read from: the user, left-joined to their profiles row (on the user's id). */
async function resultFor(db: Db, side: Side, row: MatchWithDeal, pair: Pair): Promise<MatchActionResult> {
  const contact = row.introducedAt
    ? side === 'investor'
      ? await contactOf(db, pair.business.userId, pair.business.companyName)
      : await contactOf(db, pair.investor.userId, null)
    : null;
  return { state: stateOf(row, side), contact };
}
