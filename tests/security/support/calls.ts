import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../../src/server/app.ts';
import {
  auditLog, businessProfiles, emailTokens, dealMessages, dealOffers, dealStageEvents, deals, emailOutbox, investorProfiles, matches, messageReports, passwordResetTokens, serviceRequests, sessions, users,
} from '../../../src/server/db/schema.ts';
import { BROADCAST_ACTION } from '../../../src/server/modules/admin/admin-broadcast.service.ts';
import { hashResetToken } from '../../../src/server/modules/auth/password-reset.service.ts';
import { signUnsubscribe } from '../../../src/server/modules/saved-searches/unsubscribe-token.ts';
import type { TestClient } from '../../../src/server/testing/test-app.ts';
import { SAMPLES, STREAMS, VALUATION_INPUT, type Fixtures } from '../permissions.ts';
import { PDF, rawRequest, signedInAs, uploadDocument, userIdByEmail, type SeededContext } from './context.ts';
import { methodOf, pathOf, type RouteKey } from './routes.ts';

export interface CallOptions {
  /** Fills {id} instead of the sample's fixture. */
  id?: string;
  /** Replaces the sample body (undefined sends none). */
  body?: unknown;
  /** Appended to the path after '?'. */
  query?: string;
  /** Extra multipart fields next to the file of an upload. */
  fields?: Record<string, string>;
}

/** Calls a route of the permission table the way its sample says, with any part overridden. */
export function callRoute(app: App, key: RouteKey, client: TestClient, fixtures: Fixtures, options: CallOptions = {}): Promise<Response> {
  const sample = SAMPLES[key] ?? {};
  const method = methodOf(key);
  let path = pathOf(key);
  if (path.includes('{id}')) {
    const id = options.id ?? (sample.id ? fixtures[sample.id] : undefined);
    if (id === undefined) throw new Error(`${key} needs an id`);
    path = path.replace('{id}', encodeURIComponent(id));
  }
  if (sample.messageId) path = path.replace('{messageId}', encodeURIComponent(fixtures[sample.messageId]));
  if (sample.offerId) path = path.replace('{offerId}', encodeURIComponent(fixtures[sample.offerId]));
  if (sample.documentId) path = path.replace('{documentId}', encodeURIComponent(fixtures[sample.documentId]));
  if (sample.queue) path = path.replace('{queue}', sample.queue);
  if (options.query) path += `?${options.query}`;
  if (STREAMS.has(key)) return openAndDrop(client, path);
  if (sample.upload) {
    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append('file', new File([new Uint8Array(PDF)], 'sample.pdf', { type: 'application/pdf' }));
    return rawRequest(app, { method, path, body: form, client });
  }
  const body = 'body' in options ? options.body : sample.body?.(fixtures);
  return client.request(method, path, body);
}

/** A stream's status and headers, its body dropped (a stream that stays open would never end a read). */
async function openAndDrop(client: TestClient, path: string): Promise<Response> {
  const res = await client.get(path, { Accept: 'text/event-stream' });
  if (!res.ok) return res;
  await res.body?.cancel();
  return new Response(null, { status: res.status, headers: res.headers });
}

/**
 * Objects of the demo users for the sample requests: an active business and investor, a document
 * of the demo owner, a pending service request and a broadcast.
 */
export async function demoFixtures(ctx: SeededContext, adminUserId: string, login: Fixtures['login']): Promise<Fixtures> {
  const { db } = ctx.deps;
  const ownerId = await userIdByEmail(db, ctx.logins.businessOwner.email);
  const investorId = await userIdByEmail(db, ctx.logins.investor.email);
  const [business] = await db.select().from(businessProfiles).where(and(eq(businessProfiles.userId, ownerId), eq(businessProfiles.status, 'active')));
  const [investor] = await db.select().from(investorProfiles).where(and(eq(investorProfiles.userId, investorId), eq(investorProfiles.status, 'active')));
  if (!business || !investor) throw new Error('the demo owner and investor should have active profiles');
  const ownerClient = await signedInAs(ctx, ownerId);
  const otherDocumentId = await uploadDocument(ctx.app, ownerClient);
  const estimate = await ownerClient.post('/api/valuation/estimates', { input: VALUATION_INPUT });
  if (estimate.status !== 201) throw new Error(`the demo owner could not save an estimate: ${estimate.status}`);
  const otherValuationEstimateId = ((await estimate.json()) as { id: string }).id;
  // Attached to a Valuation request, as an admin may read it only then (issue 22).
  await db.insert(serviceRequests).values({
    userId: ownerId, serviceType: 'valuation', description: 'Value our company.', status: 'pending', valuationEstimateId: otherValuationEstimateId,
  });
  const search = await ownerClient.post('/api/saved-searches', { scope: 'investors', name: 'Owner search', filters: { region: 'UAE' } });
  if (search.status !== 201) throw new Error(`the demo owner could not save a search: ${search.status}`);
  const otherSavedSearchId = ((await search.json()) as { id: string }).id;
  const unsubscribeToken = await signUnsubscribe(db, { userId: ownerId, target: { kind: 'saved_search', savedSearchId: otherSavedSearchId } });
  const [request] = await db
    .insert(serviceRequests)
    .values({ userId: ownerId, serviceType: 'audit', description: 'Audit our books.', status: 'pending' })
    .returning({ id: serviceRequests.id });
  const [broadcast] = await db
    .insert(auditLog)
    .values({ actorUserId: adminUserId, action: BROADCAST_ACTION, targetType: 'broadcast', targetId: crypto.randomUUID() })
    .returning({ targetId: auditLog.targetId });
  // A message that used up its delivery attempts: what an admin's Retry on failed work addresses.
  const [failedMail] = await db
    .insert(emailOutbox)
    .values({ toEmail: 'gone@example.com', subject: 'Undeliverable', bodyText: 'Hello', status: 'failed', attempts: 5, lastError: '550 Mailbox unavailable' })
    .returning({ id: emailOutbox.id });
  // The demo investor and owner, introduced, with a deal room and a message in it.
  await db
    .insert(matches)
    .values({ investorProfileId: investor.id, businessProfileId: business.id, matchScore: 80, investorInterestedAt: new Date(), businessConnectedAt: new Date(), introducedAt: new Date() })
    .onConflictDoNothing({ target: [matches.investorProfileId, matches.businessProfileId] });
  const [match] = await db.select().from(matches).where(and(eq(matches.investorProfileId, investor.id), eq(matches.businessProfileId, business.id)));
  if (!match) throw new Error('the demo pair has no match');
  const opened = await db
    .insert(deals)
    .values({ matchId: match.id, businessProfileId: business.id, investorProfileId: investor.id, ownerUserId: ownerId, investorUserId: investorId })
    .onConflictDoNothing({ target: deals.matchId })
    .returning({ id: deals.id });
  if (opened[0]) await db.insert(dealStageEvents).values({ dealId: opened[0].id, fromStage: null, toStage: 'introduced' });
  const [deal] = await db.select().from(deals).where(eq(deals.matchId, match.id));
  if (!deal) throw new Error('the demo pair has no deal');
  const [dealMessage] = await db.insert(dealMessages).values({ dealId: deal.id, senderUserId: ownerId, body: 'Welcome to our deal room.' }).returning({ id: dealMessages.id });
  // Its version of an offer, by version number so that a second fixture build finds the first's.
  await db.insert(dealOffers).values({
    dealId: deal.id, version: 1, makerUserId: investorId, makerSide: 'investor', makerName: 'Suite Investor', kind: 'ioi', sha256: 'suite', expiresOn: '2999-12-31',
    terms: { kind: 'ioi', scope: 'whole', currency: 'USD', price_min: 1e6, price_max: 2e6, payment: [{ kind: 'cash', percent: 100 }], conditions: [], exclusivity_days: 0, expires_on: '2999-12-31' },
  }).onConflictDoNothing();
  const [dealOffer] = await db.select({ id: dealOffers.id }).from(dealOffers).where(and(eq(dealOffers.dealId, deal.id), eq(dealOffers.version, 1)));
  if (!request || !broadcast?.targetId || !failedMail || !dealMessage || !dealOffer) throw new Error('fixture insert returned no row');
  const [demoDeal] = await db.select().from(deals).where(eq(deals.ownerUserId, ownerId));
  // The seeded open report, and a second one the other way round in the same deal (its reporter's message).
  const [seeded] = await db.select().from(messageReports).where(eq(messageReports.status, 'open'));
  const [reportedDeal] = await db.select().from(deals).where(eq(deals.id, seeded?.dealId ?? ''));
  if (!demoDeal || !seeded || !reportedDeal) throw new Error('the demo data should hold the demo owner’s deal and an open report');
  const [reply] = await db
    .insert(dealMessages)
    .values({ dealId: reportedDeal.id, senderUserId: seeded.reporterUserId, body: 'A reply the other side reported.' })
    .returning({ id: dealMessages.id });
  const otherParty = seeded.reporterUserId === reportedDeal.ownerUserId ? reportedDeal.investorUserId : reportedDeal.ownerUserId;
  const [second] = await db
    .insert(messageReports)
    .values({ messageId: reply?.id ?? '', dealId: reportedDeal.id, reporterUserId: otherParty })
    .returning({ id: messageReports.id });
  const [suspended] = await db
    .insert(users)
    .values({ email: `suspended-${crypto.randomUUID()}@example.com`, passwordHash: 'x', fullName: 'Suspended Account', userType: 'investor', suspendedAt: new Date() })
    .returning({ id: users.id });
  if (!second || !suspended) throw new Error('fixture insert returned no row');
  const [delivered] = await db
    .insert(emailOutbox)
    .values({ toEmail: 'read@example.com', subject: 'In the mailbox', bodyText: 'Hello', bodyHtml: '<p>Hello</p>', status: 'sent', sentAt: new Date(), deliveredVia: 'mailbox' })
    .returning({ id: emailOutbox.id });
  // Users of their own for the reset samples: a reset signs out every session of its user and voids their other links.
  const resettable = await db
    .insert(users)
    .values(Array.from({ length: 12 }, (_, i) => ({ email: `resettable-${i}-${crypto.randomUUID()}@example.com`, passwordHash: 'x', fullName: 'Resettable Account', userType: 'investor' as const })))
    .returning({ id: users.id });
  if (!delivered) throw new Error('fixture insert returned no row');
  const [otherSession] = await db
    .insert(sessions)
    .values({ tokenHash: randomBytes(32).toString('base64url'), userId: investorId, expiresAt: new Date(Date.now() + 86_400_000), userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0' })
    .returning({ id: sessions.id });
  if (!otherSession) throw new Error('fixture insert returned no row');
  const resetTokens = resettable.map(() => randomBytes(32).toString('base64url'));
  const verifiable = await db
    .insert(users)
    .values(Array.from({ length: 12 }, (_, i) => ({ email: `verifiable-${i}-${crypto.randomUUID()}@example.com`, passwordHash: 'x', fullName: 'Verifiable Account', userType: 'investor' as const })))
    .returning({ id: users.id, email: users.email });
  const verifyTokens = verifiable.map(() => randomBytes(32).toString('base64url'));
  await db.insert(emailTokens).values(
    verifiable.map((user, i) => ({
      tokenHash: createHash('sha256').update(verifyTokens[i] ?? '').digest('base64url'), userId: user.id, purpose: 'verify' as const, email: user.email, expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  await db.insert(passwordResetTokens).values(
    resettable.map((user, i) => ({ tokenHash: hashResetToken(resetTokens[i] ?? ''), userId: user.id, expiresAt: new Date(Date.now() + 30 * 60_000) })),
  );
  return {
    activeBusinessId: business.id,
    activeInvestorId: investor.id,
    otherDocumentId,
    otherValuationEstimateId,
    otherSavedSearchId,
    unsubscribeToken,
    otherSessionId: otherSession.id,
    verifyTokens,
    pendingServiceRequestId: request.id,
    broadcastId: broadcast.targetId,
    failedWorkId: failedMail.id,
    dealId: deal.id,
    dealMessageId: dealMessage.id,
    dealOfferId: dealOffer.id,
    demoDealId: demoDeal.id,
    openReportId: seeded.id,
    secondOpenReportId: second.id,
    suspendedUserId: suspended.id,
    mailboxMessageId: delivered.id,
    resetTokens,
    login,
  };
}
