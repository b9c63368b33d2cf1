import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DealOffer, OfferTermsInput } from '#shared/deals/offers.ts';
import { dealOffers, deals, dealStageEvents } from '../../../db/schema.ts';
import { createSession, SESSION_COOKIE } from '../../../auth/sessions.ts';
import { TestClient } from '../../../testing/test-app.ts';
import { testContextForFile } from '../../../testing/test-fixture.ts';
import { introducedPair, party } from '../room/deals.test-support.ts';

// Issue 50 §1–2, on the server: making, countering, accepting (a click, or a letter of intent signed by name),
// declining and withdrawing versions of an offer, each refused with its reason when the deal or the version is in
// no state for it, and exactly one of two racing answers winning.

const ctx = testContextForFile();

const LOI: OfferTermsInput = {
  kind: 'loi', scope: 'stake', stake_percent: 60, stake_form: 'shares', currency: 'AED', price: 9_000_000,
  payment: [{ kind: 'cash', percent: 80 }, { kind: 'deferred', percent: 20 }], conditions: ['due_diligence'], exclusivity_days: 45, expires_on: '2999-12-31',
};
const IOI: OfferTermsInput = { ...LOI, kind: 'ioi', price: undefined, price_min: 8_000_000, price_max: 10_000_000 };

const body = async <T>(res: Response, status: number): Promise<T> => {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
};
const fieldsOf = async (res: Response, status = 422) => (await body<{ error: { fields: Record<string, { code: string }> } }>(res, status)).error.fields;
const codeOf = async (res: Response, status: number) => (await body<{ error: { code: string } }>(res, status)).error.code;

/** A pair introduced and moved on to "In discussion", where offers can be made. */
async function discussing() {
  const pair = await introducedPair(ctx);
  expect((await pair.owner.client.post(`/api/deals/${pair.dealId}/stage`, { from: 'introduced', to: 'in_discussion' })).status).toBe(200);
  return pair;
}

describe('making an offer', () => {
  it('records the version, values 100% from the stake, and moves the deal to "Offer made"', async () => {
    const { investor, owner, dealId } = await discussing();
    const made = await body<DealOffer>(await investor.client.post(`/api/deals/${dealId}/offers`, LOI), 201);
    expect(made).toMatchObject({ version: 1, made_by: 'investor', mine: true, maker_name: investor.name, kind: 'loi', state: 'open', expired: false, implied_value: 15_000_000 });
    expect(made.sha256).toMatch(/^[0-9a-f]{64}$/);
    const [deal] = await ctx.deps.db.select().from(deals).where(eq(deals.id, dealId));
    expect(deal?.stage).toBe('offer_made');
    const moves = await ctx.deps.db.select().from(dealStageEvents).where(eq(dealStageEvents.dealId, dealId));
    expect(moves.map((m) => m.toStage)).toContain('offer_made');
    const seen = await body<{ items: DealOffer[] }>(await owner.client.get(`/api/deals/${dealId}/offers`), 200);
    expect(seen.items).toEqual([{ ...made, mine: false }]);
  });

  it('refuses bad terms field by field and writes nothing', async () => {
    const { investor, dealId } = await discussing();
    const tries: [object, string, string][] = [
      [{ ...LOI, payment: [{ kind: 'cash', percent: 90 }] }, 'payment', 'paymentSum'],
      [{ ...LOI, price: 0 }, 'price', 'offerPriceRange'],
      [{ ...LOI, price: 1e13 + 1 }, 'price', 'offerPriceRange'],
      [{ ...LOI, stake_percent: 120 }, 'stake_percent', 'stakeRange'],
      [{ ...LOI, expires_on: '2020-01-01' }, 'expires_on', 'expiryPast'],
      [{ ...LOI, exclusivity_days: 121 }, 'exclusivity_days', 'exclusivityRange'],
    ];
    for (const [terms, field, code] of tries) expect((await fieldsOf(await investor.client.post(`/api/deals/${dealId}/offers`, terms)))[field]?.code, field).toBe(code);
    expect(await ctx.deps.db.select().from(dealOffers).where(eq(dealOffers.dealId, dealId))).toEqual([]);
  });

  it('waits for the deal to be in discussion, refuses a second open version, and is for the two parties only', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    expect(await codeOf(await investor.client.post(`/api/deals/${dealId}/offers`, LOI), 409)).toBe('offerStageNotYet');
    expect((await owner.client.post(`/api/deals/${dealId}/stage`, { from: 'introduced', to: 'in_discussion' })).status).toBe(200);
    expect((await investor.client.post(`/api/deals/${dealId}/offers`, LOI)).status).toBe(201);
    expect(await codeOf(await owner.client.post(`/api/deals/${dealId}/offers`, IOI), 409)).toBe('offerWaiting');
    const stranger = await party(ctx, 'investor');
    expect((await stranger.client.get(`/api/deals/${dealId}/offers`)).status).toBe(404);
    expect((await stranger.client.post(`/api/deals/${dealId}/offers`, LOI)).status).toBe(404);
  });
});

describe('answering an offer', () => {
  it('counters with a new version, then signs the letter of intent by name with a verification code', async () => {
    const { investor, owner, dealId } = await discussing();
    const first = await body<DealOffer>(await investor.client.post(`/api/deals/${dealId}/offers`, IOI), 201);
    const counter = await body<DealOffer>(await owner.client.post(`/api/deals/${dealId}/offers/${first.id}/counter`, { ...LOI, price: 9_500_000 }), 201);
    expect(counter).toMatchObject({ version: 2, previous_id: first.id, made_by: 'owner', state: 'open' });
    const versions = await body<{ items: DealOffer[] }>(await investor.client.get(`/api/deals/${dealId}/offers`), 200);
    expect(versions.items.map((v) => [v.version, v.state])).toEqual([[2, 'open'], [1, 'countered']]);
    // Signing needs the signer's own full name and the box.
    const unsigned = await fieldsOf(await investor.client.post(`/api/deals/${dealId}/offers/${counter.id}/accept`, { typed_name: 'Someone Else' }));
    expect(unsigned).toMatchObject({ typed_name: { code: 'ndaNameMismatch' }, agree: { code: 'offerAgreeRequired' } });
    const signed = await body<DealOffer>(
      await investor.client.request('POST', `/api/deals/${dealId}/offers/${counter.id}/accept`, { typed_name: investor.name.toUpperCase(), agree: true }, { 'User-Agent': 'Suite Browser' }),
      200,
    );
    expect(signed).toMatchObject({ state: 'accepted', signature: { typed_name: investor.name.toUpperCase(), verification_code: expect.stringMatching(/^LOI-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/) } });
    const [row] = await ctx.deps.db.select().from(dealOffers).where(eq(dealOffers.id, counter.id));
    expect(row).toMatchObject({ acceptedUserAgent: 'Suite Browser', answeredByUserId: investor.userId, sha256: counter.sha256 });
    expect(row?.acceptedIp).toBeTruthy();
    // The signed letter moved the deal on to "LOI signed": its versions take no further answer.
    expect(await codeOf(await investor.client.post(`/api/deals/${dealId}/offers/${counter.id}/decline`, {}), 409)).toBe('offerAfterLoi');
    expect(await codeOf(await owner.client.post(`/api/deals/${dealId}/offers/${first.id}/counter`, LOI), 409)).toBe('offerAfterLoi');
  });

  it('accepts an indication with a click; refuses one’s own, an expired or a withdrawn version', async () => {
    const { investor, owner, dealId } = await discussing();
    const ioi = await body<DealOffer>(await investor.client.post(`/api/deals/${dealId}/offers`, IOI), 201);
    expect(await codeOf(await investor.client.post(`/api/deals/${dealId}/offers/${ioi.id}/accept`, {}), 422)).toBe('offerOwn');
    expect(await codeOf(await owner.client.post(`/api/deals/${dealId}/offers/${ioi.id}/withdraw`), 403)).toBe('offerNotYours');
    expect(await body<DealOffer>(await owner.client.post(`/api/deals/${dealId}/offers/${ioi.id}/accept`, {}), 200)).toMatchObject({ state: 'accepted', signature: null });

    const later = await body<DealOffer>(await owner.client.post(`/api/deals/${dealId}/offers`, LOI), 201);
    await ctx.deps.db.update(dealOffers).set({ expiresOn: '2020-01-01' }).where(eq(dealOffers.id, later.id));
    expect(await codeOf(await investor.client.post(`/api/deals/${dealId}/offers/${later.id}/accept`, { typed_name: investor.name, agree: true }), 409)).toBe('offerExpired');
    expect(await body<DealOffer>(await owner.client.post(`/api/deals/${dealId}/offers/${later.id}/withdraw`), 200)).toMatchObject({ state: 'withdrawn' });
    expect(await codeOf(await investor.client.post(`/api/deals/${dealId}/offers/${later.id}/decline`, {}), 409)).toBe('offerAnswered');
  });

  it('declines with a reason the maker reads', async () => {
    const { investor, owner, dealId } = await discussing();
    const loi = await body<DealOffer>(await investor.client.post(`/api/deals/${dealId}/offers`, LOI), 201);
    await body(await owner.client.post(`/api/deals/${dealId}/offers/${loi.id}/decline`, { reason: 'The price is too low for us.' }), 200);
    const [latest] = (await body<{ items: DealOffer[] }>(await investor.client.get(`/api/deals/${dealId}/offers`), 200)).items;
    expect(latest).toMatchObject({ state: 'declined', decline_reason: 'The price is too low for us.' });
  });

  it('lets exactly one of two racing answers win, and the loser changes nothing', async () => {
    const { investor, owner, dealId } = await discussing();
    const ioi = await body<DealOffer>(await investor.client.post(`/api/deals/${dealId}/offers`, IOI), 201);
    const second = new TestClient(ctx.app);
    second.setCookie(SESSION_COOKIE, (await createSession(ctx.deps.db, owner.userId)).token);
    const [accept, counter] = await Promise.all([
      owner.client.post(`/api/deals/${dealId}/offers/${ioi.id}/accept`, {}),
      second.post(`/api/deals/${dealId}/offers/${ioi.id}/counter`, LOI),
    ]);
    const won = accept.status === 200 ? 'accept' : 'counter';
    expect(won === 'accept' ? counter.status : accept.status).toBe(409);
    expect(won === 'accept' ? accept.status : counter.status).toBe(won === 'accept' ? 200 : 201);
    const rows = await ctx.deps.db.select().from(dealOffers).where(eq(dealOffers.dealId, dealId));
    expect(rows.map((r) => r.state).sort()).toEqual(won === 'accept' ? ['accepted'] : ['countered', 'open']);
  });
});
