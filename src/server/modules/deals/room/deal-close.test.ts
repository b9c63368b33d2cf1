import { and, eq, like } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc, type DealOffer, type OfferTermsInput } from '#shared/deals/offers.ts';
import type { AdminDealDetail } from '#shared/admin/deals.ts';
import type { AdminStats } from '#shared/admin/stats.ts';
import type { DealRoom } from '#shared/deals/room.ts';
import { createSession, SESSION_COOKIE } from '../../../auth/sessions.ts';
import { deals, emailOutbox, notifications } from '../../../db/schema.ts';
import { TestClient } from '../../../testing/test-app.ts';
import { testContextForFile } from '../../../testing/test-fixture.ts';
import { eventually, signedInAdmin } from '../../admin/admin.test-support.ts';
import { remindExclusivity } from './exclusivity-reminders.ts';
import { introducedPair, party } from './deals.test-support.ts';

// Issue 50 §2–4 on the server: a signed letter of intent moves the deal to "LOI signed", starts its exclusivity and
// marks the listing "Under offer"; the owner decides whether new interest waits; reminders before the end; every offer
// and close event reaches the other party by notification and mail; "Closed (won)" proposed by one and confirmed by
// the other; the signed letter as a PDF; the admin sees offers' kinds, states and dates, and closed deals' value.

const ctx = testContextForFile();
const sent: { to: string; subject: string }[] = [];
beforeAll(() => {
  // Mail is a third party: a recording mailer stands in for SMTP.
  ctx.deps.mailer = { enabled: true, send: async (message) => void sent.push(message), close: () => {} };
});
afterAll(async () => {
  await eventually(async () => (await ctx.deps.db.$count(emailOutbox, eq(emailOutbox.status, 'sending'))) === 0);
});

const LOI: OfferTermsInput = {
  kind: 'loi', scope: 'whole', currency: 'AED', price: 7_500_000, payment: [{ kind: 'cash', percent: 70 }, { kind: 'earn_out', percent: 30, measure: 'EBITDA above AED 2M', months: 24 }],
  conditions: ['due_diligence', 'financing'], exclusivity_days: 45, expires_on: '2999-12-31', note: 'Subject to a site visit.',
};
const IOI: OfferTermsInput = { ...LOI, kind: 'ioi', price: undefined, price_min: 7_000_000, price_max: 8_000_000 };

const body = async <T>(res: Response, status: number): Promise<T> => {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
};
const codeOf = async (res: Response, status: number) => (await body<{ error: { code: string } }>(res, status)).error.code;
const fieldsOf = async (res: Response) => (await body<{ error: { fields: Record<string, { code: string }> } }>(res, 422)).error.fields;

async function discussing() {
  const pair = await introducedPair(ctx);
  expect((await pair.owner.client.post(`/api/deals/${pair.dealId}/stage`, { from: 'introduced', to: 'in_discussion' })).status).toBe(200);
  return pair;
}

/** A pair whose letter of intent the owner has signed. */
async function signed() {
  const pair = await discussing();
  const loi = await body<DealOffer>(await pair.investor.client.post(`/api/deals/${pair.dealId}/offers`, LOI), 201);
  const done = await body<DealOffer>(await pair.owner.client.post(`/api/deals/${pair.dealId}/offers/${loi.id}/accept`, { typed_name: pair.owner.name, agree: true }), 200);
  return { ...pair, loi: done };
}

const room = async (client: TestClient, dealId: string) => body<DealRoom>(await client.get(`/api/deals/${dealId}`), 200);
const dealEvents = (userId: string) => ctx.deps.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, 'deal_event')));
const mailTo = (email: string, subject: string) => ctx.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.toEmail, email), like(emailOutbox.subject, `%${subject}%`)));

describe('a signed letter of intent', () => {
  it('moves the deal to LOI signed with its exclusivity, and the listing reads Under offer to everyone else', async () => {
    const { investor, owner, dealId } = await signed();
    const seen = await room(investor.client, dealId);
    expect(seen).toMatchObject({ stage: 'loi_signed', exclusivity: { until: addDays(todayUtc(), 45), accepts_new_interest: false }, can_propose_close: true });
    expect(seen.timeline.map((e) => e.to)).toEqual(['introduced', 'in_discussion', 'offer_made', 'loi_signed']);
    expect(seen.allowed_moves).toEqual(['closed_lost']);
    const visitor = new TestClient(ctx.app);
    const card = await body<{ trust: { under_offer: boolean } }>(await visitor.get(`/api/listings/businesses/${owner.profileId}`), 200);
    expect(card.trust.under_offer).toBe(true);
    // No new offer once a letter is signed: the deal goes on to its close.
    expect(await codeOf(await owner.client.post(`/api/deals/${dealId}/offers`, LOI), 409)).toBe('offerAfterLoi');
  });

  it('holds back new interest until the owner lets it in; only the owner decides', async () => {
    const { investor, owner, dealId } = await signed();
    const other = await party(ctx, 'investor');
    await other.client.acceptNda(owner.profileId);
    expect(await codeOf(await other.client.post(`/api/matching/businesses/${owner.profileId}/interest`), 409)).toBe('underOfferNoInterest');
    expect(await codeOf(await investor.client.request('PUT', `/api/deals/${dealId}/exclusivity`, { accepts_new_interest: true }), 403)).toBe('exclusivityOwnerOnly');
    expect((await body<DealRoom>(await owner.client.request('PUT', `/api/deals/${dealId}/exclusivity`, { accepts_new_interest: true }), 200)).exclusivity?.accepts_new_interest).toBe(true);
    expect((await other.client.post(`/api/matching/businesses/${owner.profileId}/interest`)).status).toBe(200);
  });

  it('closing it as lost takes Under offer away', async () => {
    const { investor, owner, dealId } = await signed();
    expect((await investor.client.post(`/api/deals/${dealId}/stage`, { from: 'loi_signed', to: 'closed_lost', reason: 'Financing fell through.' })).status).toBe(200);
    const card = await body<{ trust: { under_offer: boolean } }>(await new TestClient(ctx.app).get(`/api/listings/businesses/${owner.profileId}`), 200);
    expect(card.trust.under_offer).toBe(false);
  });

  it('is a PDF in English or Arabic for the two parties, with the terms, both records and the code', async () => {
    const { investor, owner, dealId, loi } = await signed();
    const res = await investor.client.get(`/api/deals/${dealId}/offers/${loi.id}/loi?lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    const text = (await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true })).text;
    for (const part of ['AED 7,500,000', 'EBITDA above AED 2M', investor.name, owner.name, loi.signature?.verification_code ?? 'missing']) expect(text).toContain(part);
    const arabic = await owner.client.get(`/api/deals/${dealId}/offers/${loi.id}/loi?lang=ar`);
    expect(arabic.status).toBe(200);
    expect((await extractText(new Uint8Array(await arabic.arrayBuffer()), { mergePages: true })).text).toContain(loi.signature?.verification_code ?? 'missing');
    expect((await (await party(ctx, 'investor')).client.get(`/api/deals/${dealId}/offers/${loi.id}/loi`)).status).toBe(404);
    expect((await investor.client.get(`/api/deals/${dealId}/offers/${loi.id}/loi?lang=fr`)).status).toBe(422);
  });

  it('has no PDF while unsigned, nor for an indication of interest', async () => {
    const { investor, owner, dealId } = await discussing();
    const ioi = await body<DealOffer>(await investor.client.post(`/api/deals/${dealId}/offers`, IOI), 201);
    expect((await owner.client.get(`/api/deals/${dealId}/offers/${ioi.id}/loi`)).status).toBe(404);
    await body(await owner.client.post(`/api/deals/${dealId}/offers/${ioi.id}/accept`, {}), 200);
    expect((await owner.client.get(`/api/deals/${dealId}/offers/${ioi.id}/loi`)).status).toBe(404);
  });
});

describe('offer events reach the other party', () => {
  it('as a notification and a mail with a link to the offer, for each event', async () => {
    const { investor, owner, dealId } = await discussing();
    const ioi = await body<DealOffer>(await investor.client.post(`/api/deals/${dealId}/offers`, IOI), 201);
    const counter = await body<DealOffer>(await owner.client.post(`/api/deals/${dealId}/offers/${ioi.id}/counter`, LOI), 201);
    await body(await investor.client.post(`/api/deals/${dealId}/offers/${counter.id}/decline`, { reason: 'Too high for now.' }), 200);
    const again = await body<DealOffer>(await investor.client.post(`/api/deals/${dealId}/offers`, IOI), 201);
    await body(await investor.client.post(`/api/deals/${dealId}/offers/${again.id}/withdraw`), 200);

    const toOwner = (await dealEvents(owner.userId)).map((n) => n.data as { event: string; offerId: string; counterpartName: string });
    expect(toOwner.map((d) => d.event).sort()).toEqual(['offer_declined', 'offer_made', 'offer_made', 'offer_withdrawn']);
    expect(toOwner.every((d) => d.counterpartName === investor.name)).toBe(true);
    expect((await dealEvents(investor.userId)).map((n) => (n.data as { event: string }).event)).toEqual(['offer_countered']);

    const [made] = await mailTo(owner.email, 'made an offer');
    expect(made?.bodyText).toContain(`/deals/${dealId}#offer-${ioi.id}`);
    expect(made?.bodyText).toContain('an indication of interest');
    const [declined] = await mailTo(owner.email, 'declined your offer');
    expect(declined?.bodyText).toContain('Too high for now.');
    expect(await mailTo(investor.email, 'countered your offer')).toHaveLength(1);
    expect(await mailTo(owner.email, 'withdrew their offer')).toHaveLength(1);
  });

  it('a signature tells the maker, and reminders come 7 days and 1 day before exclusivity ends, once each', async () => {
    const { investor, owner, dealId } = await signed();
    expect((await dealEvents(investor.userId)).map((n) => (n.data as { event: string }).event)).toEqual(['offer_signed']);
    const today = todayUtc();
    await ctx.deps.db.update(deals).set({ exclusiveUntil: addDays(today, 7) }).where(eq(deals.id, dealId));
    const reminders = async (userId: string) => (await dealEvents(userId)).filter((n) => (n.data as { event: string }).event === 'exclusivity_ending');
    await remindExclusivity(ctx.deps.db, 'http://localhost:3000', today);
    await remindExclusivity(ctx.deps.db, 'http://localhost:3000', today);
    expect(await reminders(owner.userId)).toHaveLength(1);
    expect(await reminders(investor.userId)).toHaveLength(1);
    await remindExclusivity(ctx.deps.db, 'http://localhost:3000', addDays(today, 6));
    expect(await reminders(owner.userId)).toHaveLength(2);
    expect((await reminders(investor.userId)).map((n) => (n.data as { date: string }).date)).toEqual([addDays(today, 7), addDays(today, 7)]);
    expect(await mailTo(owner.email, 'exclusivity ends on')).toHaveLength(2);
  });
});

describe('closing as won, confirmed by both', () => {
  it('is proposed by one party and takes effect when the other confirms, with the final price kept to the two', async () => {
    const { investor, owner, dealId } = await signed();
    expect(await codeOf(await owner.client.post(`/api/deals/${dealId}/stage`, { from: 'loi_signed', to: 'closed_won' }), 409)).toBe('dealCannotMove');
    // The owner must give the final price and date; the investor may leave them out.
    expect(await fieldsOf(await owner.client.post(`/api/deals/${dealId}/close`, {}))).toMatchObject({ final_price: { code: 'required' }, closed_on: { code: 'required' } });
    const proposed = await body<DealRoom>(await investor.client.post(`/api/deals/${dealId}/close`, {}), 200);
    expect(proposed.close_proposal).toMatchObject({ mine: true, proposed_by: 'investor', price: null });
    expect(proposed.can_propose_close).toBe(false);
    expect((await room(owner.client, dealId)).close_proposal).toMatchObject({ mine: false, proposer_name: investor.name });
    expect(await codeOf(await owner.client.post(`/api/deals/${dealId}/close`, { final_price: 7_200_000, currency: 'AED', closed_on: todayUtc() }), 409)).toBe('closePending');
    expect(await codeOf(await investor.client.post(`/api/deals/${dealId}/close/confirm`, {}), 422)).toBe('closeOwnProposal');
    expect(await fieldsOf(await owner.client.post(`/api/deals/${dealId}/close/confirm`, { closed_on: addDays(todayUtc(), 1) }))).toMatchObject({ closed_on: { code: 'closedOnFuture' } });
    expect(await fieldsOf(await owner.client.post(`/api/deals/${dealId}/close/confirm`, {}))).toMatchObject({ final_price: { code: 'required' } });
    expect((await room(owner.client, dealId)).stage).toBe('loi_signed');

    const admin = await signedInAdmin(ctx);
    const before = await body<AdminStats>(await admin.client.get('/api/admin/stats'), 200);
    const closed = await body<DealRoom>(await owner.client.post(`/api/deals/${dealId}/close/confirm`, { final_price: 7_345_000, currency: 'AED', closed_on: todayUtc() }), 200);
    expect(closed).toMatchObject({ stage: 'closed_won', final_terms: { price: 7_345_000, currency: 'AED', closed_on: todayUtc() }, close_proposal: null, exclusivity: null });
    expect((await room(investor.client, dealId)).final_terms?.price).toBe(7_345_000);
    const after = await body<AdminStats>(await admin.client.get('/api/admin/stats'), 200);
    expect(after.closed_deals).toBe(before.closed_deals + 1);
    expect(after.closed_deal_value_usd - before.closed_deal_value_usd).toBe(2_000_000);
    // The admin sees the offers' kinds, states and dates, never their terms or the final price.
    const detail = await body<AdminDealDetail>(await admin.client.get(`/api/admin/deals/${dealId}`), 200);
    expect(detail.offers.map((o) => [o.version, o.kind, o.state])).toEqual([[1, 'loi', 'accepted']]);
    expect(JSON.stringify(detail)).not.toContain('7345000');
    expect(JSON.stringify(detail)).not.toContain('EBITDA above');
    const page = await body<{ funnel: Record<string, number> }>(await admin.client.get('/api/admin/deals'), 200);
    expect(Object.keys(page.funnel)).toContain('loi_signed');
  });

  it('either party may cancel a proposal first; a close is proposed only once an offer is on the table', async () => {
    const { investor, owner, dealId } = await discussing();
    expect(await codeOf(await investor.client.post(`/api/deals/${dealId}/close`, {}), 409)).toBe('closeNotYet');
    await body(await investor.client.post(`/api/deals/${dealId}/offers`, IOI), 201);
    await body(await owner.client.post(`/api/deals/${dealId}/close`, { final_price: 7_000_000, currency: 'AED', closed_on: todayUtc() }), 200);
    const cancelled = await body<DealRoom>(await investor.client.post(`/api/deals/${dealId}/close/cancel`), 200);
    expect(cancelled).toMatchObject({ stage: 'offer_made', close_proposal: null, can_propose_close: true });
    expect(await codeOf(await investor.client.post(`/api/deals/${dealId}/close/cancel`), 409)).toBe('closeNotProposed');
    expect(await codeOf(await investor.client.post(`/api/deals/${dealId}/close/confirm`, {}), 409)).toBe('closeNotProposed');
    expect((await dealEvents(investor.userId)).map((n) => (n.data as { event: string }).event)).toContain('close_proposed');
    expect((await dealEvents(owner.userId)).map((n) => (n.data as { event: string }).event)).toContain('close_cancelled');
  });

  it('of a confirmation and a cancellation racing, exactly one wins', async () => {
    const { investor, owner, dealId } = await signed();
    await body(await investor.client.post(`/api/deals/${dealId}/close`, {}), 200);
    const second = new TestClient(ctx.app);
    second.setCookie(SESSION_COOKIE, (await createSession(ctx.deps.db, investor.userId)).token);
    const [confirm, cancel] = await Promise.all([
      owner.client.post(`/api/deals/${dealId}/close/confirm`, { final_price: 7_000_000, currency: 'AED', closed_on: todayUtc() }),
      second.post(`/api/deals/${dealId}/close/cancel`),
    ]);
    expect([confirm.status, cancel.status].sort()).toEqual([200, 409]);
    const [deal] = await ctx.deps.db.select().from(deals).where(eq(deals.id, dealId));
    expect(deal?.stage).toBe(confirm.status === 200 ? 'closed_won' : 'loi_signed');
    expect(deal?.closeProposedAt).toBeNull();
  });
});
