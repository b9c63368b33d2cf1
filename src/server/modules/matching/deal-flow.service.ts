import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Contact, MatchActionResult, MatchState } from '../../../shared/deal-flow.ts';
import { introductionMail } from '../../../shared/mail-texts.ts';
import { scorePair } from '../../../shared/matching/score.ts';
import type { BusinessProfile, InvestorProfile } from '../../../shared/profile-model.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, dealStageEvents, deals, investorProfiles, matches, profiles, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { notify } from '../notifications/notifications.service.ts';
import { businessProfileColumns, businessProfileOf, investorProfileColumns, investorProfileOf } from '../profiles/profile-rows.ts';
import type { MatchSnapshot } from './match-snapshot.ts';
import { message } from '../../../shared/messages.ts';

export type Side = 'investor' | 'business';
type MatchRow = typeof matches.$inferSelect;

export function stateOf(row: MatchRow | undefined, side: Side): MatchState {
  return {
    match_id: row?.id ?? null,
    favourite: side === 'investor' ? (row?.investorInterest ?? false) : (row?.businessInterest ?? false),
    interest_expressed: row?.investorInterestedAt != null,
    connected: row?.businessConnectedAt != null,
    introduced: row?.introducedAt != null,
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

/** Creates the pair's match with a computed score if it does not exist; concurrent calls leave one row. */
async function ensureMatch(db: Db, pair: Pair, snapshot: MatchSnapshot): Promise<void> {
  const result = scorePair(pair.investor, pair.business, snapshot.model);
  await db
    .insert(matches)
    .values({ investorProfileId: pair.investor.id, businessProfileId: pair.business.id, matchScore: result.score, matchReasons: result.reasons, matchReasonDetails: result.reasonDetails })
    .onConflictDoNothing({ target: [matches.investorProfileId, matches.businessProfileId] });
}

const pairWhere = (pair: Pair) => and(eq(matches.investorProfileId, pair.investor.id), eq(matches.businessProfileId, pair.business.id));

async function currentMatch(db: Db, pair: Pair): Promise<MatchRow> {
  const [row] = await db.select().from(matches).where(pairWhere(pair)).limit(1);
  if (!row) throw new Error('match vanished after upsert');
  return row;
}

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

/** Investor's Interested or business's Connect: one-way, idempotent, and introduces the pair once both acted. */
export async function act(deps: DealFlowDeps, side: Side, userId: string, counterpartId: string): Promise<MatchActionResult> {
  let mailQueued = false;
  const result = await deps.db.transaction(async (tx) => {
    const pair = await loadPair(tx, side, userId, counterpartId);
    await ensureMatch(tx, pair, deps.snapshot);
    const column = side === 'investor' ? matches.investorInterestedAt : matches.businessConnectedAt;
    // Only the request that actually flips the flag gets a row back, so notices are sent once.
    const [changed] = await tx
      .update(matches)
      .set(side === 'investor' ? { investorInterestedAt: sql`now()` } : { businessConnectedAt: sql`now()` })
      .where(and(pairWhere(pair), isNull(column)))
      .returning({ id: matches.id });
    if (changed) {
      await tx.update(matches).set({ status: statusSql }).where(eq(matches.id, changed.id));
      const data = { matchId: changed.id };
      if (side === 'investor') await notify(tx, pair.business.userId, 'interest_received', { ...data, investorProfileId: pair.investor.id });
      else await notify(tx, pair.investor.userId, 'connection_received', { ...data, businessProfileId: pair.business.id, companyName: pair.business.companyName ?? undefined });
      const [introduced] = await tx
        .update(matches)
        .set({ introducedAt: sql`now()` })
        .where(and(eq(matches.id, changed.id), isNull(matches.introducedAt), sql`${matches.investorInterestedAt} is not null`, sql`${matches.businessConnectedAt} is not null`))
        .returning({ id: matches.id });
      if (introduced) {
        const dealId = await openDeal(tx, pair, introduced.id);
        mailQueued = await announceIntroduction(tx, deps.mailer, pair, introduced.id, dealId);
      }
    }
    return resultFor(tx, side, await currentMatch(tx, pair), pair);
  });
  // After the commit, so that the delivery job finds the messages.
  if (mailQueued) await deps.jobs.requestMailDelivery();
  return result;
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

export async function contactOf(db: Db, userId: string, companyOverride: string | null): Promise<Contact> {
  const [row] = await db
    .select({ name: users.fullName, email: users.email, phone: profiles.phone, company: profiles.companyName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error('counterpart user missing');
  return { name: row.name, email: row.email, phone: row.phone, company: companyOverride ?? row.company, user_id: userId };
}

async function resultFor(db: Db, side: Side, row: MatchRow, pair: Pair): Promise<MatchActionResult> {
  const contact = row.introducedAt
    ? side === 'investor'
      ? await contactOf(db, pair.business.userId, pair.business.companyName)
      : await contactOf(db, pair.investor.userId, null)
    : null;
  return { state: stateOf(row, side), contact };
}
