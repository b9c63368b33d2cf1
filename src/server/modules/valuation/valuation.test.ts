import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminServiceRequestPage } from '#shared/admin/requests.ts';
import type { BusinessCard, BusinessPage } from '#shared/listings/listings.ts';
import { messages } from '#shared/messages/messages.ts';
import { formatMoney } from '#shared/money/format.ts';
import type { ServiceRequest } from '#shared/services/services.ts';
import { VALUATION_SAVED_MAX, type SavedValuation } from '#shared/valuation/api.ts';
import { estimateValuation } from '#shared/valuation/estimate.ts';
import { valuationInputSchema, type ValuationInputDraft } from '#shared/valuation/inputs.ts';
import { valuationWords } from '#shared/valuation/texts.ts';
import { createSession, SESSION_COOKIE } from '../../auth/sessions.ts';
import { businessProfiles, rateLimits, users, valuationEstimates } from '../../db/schema.ts';
import { newUser, TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { bytesOf, errorOf, json, pdfPages } from '../deals/room/deal-documents.test-support.ts';
import { party, type Party } from '../deals/room/deals.test-support.ts';
import { loadRates } from '../rates/rates.queries.ts';
import { VALUATION_REPORT_LIMIT } from './valuation.handlers.ts';
import { rangeText } from './valuation-report.ts';
import { visualRuns } from '../../pdf/bidi-lines.ts';
import { SAMPLE_VALUATION_INPUT } from './valuation.test-support.ts';

// The valuation estimator's API (issue 22): the public PDF, saved estimates and who may see them, the range on the
// listing, and the estimate attached to a Valuation request, through the API on a real database.

let admin: TestClient;

// Behind a trusted proxy, so that a test chooses the address the report budget counts.
const ctx = testContextForFile({ env: { TRUST_PROXY: 'true' } });
beforeAll(async () => {
  const [row] = await ctx.deps.db
    .insert(users)
    .values({ email: 'valuation-admin@example.com', passwordHash: 'x', fullName: 'Valuation Admin', role: 'admin', profileCompleted: true })
    .returning();
  admin = new TestClient(ctx.app);
  admin.setCookie(SESSION_COOKIE, (await createSession(ctx.deps.db, row!.id)).token);
});

const INPUT = SAMPLE_VALUATION_INPUT;

/** What the server should compute for an input, at the rates in the database. */
const expected = async (draft: ValuationInputDraft = INPUT) => estimateValuation(valuationInputSchema.parse(draft), await loadRates(ctx.deps.db));

const pdfText = async (res: Response): Promise<string> => {
  expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return (await pdfPages(await bytesOf(res))).join('\n');
};
/** A figure as formatted, with the no-break spaces Intl writes as the plain ones a PDF reader extracts. */
const figure = (amount: number, language: 'en' | 'ar') => (formatMoney(amount, 'AED', language) ?? '').replace(/\s+/g, ' ');

const save = (who: Party | TestClient, body: unknown) => ('client' in who ? who.client : who).post('/api/valuation/estimates', body);
const saved = async (who: Party, input: ValuationInputDraft = INPUT, note?: string) =>
  json<SavedValuation>(await save(who, note === undefined ? { input } : { input, note }), 201);
const attach = (who: Party, id: string) =>
  who.client.post('/api/service-requests', { service_type: 'valuation', description: 'Please value our company professionally.', valuation_estimate_id: id });
const show = (who: Party, id: string, shown: boolean) => who.client.patch(`/api/valuation/estimates/${id}`, { shown_on_listing: shown });

/** An owner with no business profile yet, registered as the screens do. */
async function ownerWithoutProfile(): Promise<TestClient> {
  const client = new TestClient(ctx.app);
  expect((await client.post('/api/auth/register', newUser('business_owner'))).status).toBe(201);
  return client;
}

const cardOf = async (owner: Party): Promise<BusinessCard | undefined> => {
  const page = await json<BusinessPage>(await new TestClient(ctx.app).get('/api/listings/businesses?page_size=50'), 200);
  return page.items.find((card) => card.id === owner.profileId);
};
const detailOf = async (owner: Party): Promise<BusinessCard> =>
  json<BusinessCard>(await new TestClient(ctx.app).get(`/api/listings/businesses/${owner.profileId}`), 200);

describe('the public report', () => {
  it('answers a visitor with a PDF attachment of the inputs, the range as formatted and the notice, in English', async () => {
    const estimate = await expected();
    const res = await new TestClient(ctx.app).post('/api/valuation/report?lang=en', INPUT);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="dealbridge-valuation-\d{4}-\d{2}-\d{2}\.pdf"/);
    const text = await pdfText(res);

    expect(text).toContain('AED 12,500,000');
    expect(text).toContain('AED 2,000,000');
    expect(text).toContain(`${formatMoney(estimate.low, 'AED', 'en')} – ${formatMoney(estimate.mid, null, 'en')} – ${formatMoney(estimate.high, null, 'en')}`);
    expect(text).toContain('This is an indicative estimate, not advice.');
    for (const words of ['Revenue multiple', 'EBITDA multiple', 'Discounted cash flow', 'Assumptions', 'Logistics', 'USD']) expect(text).toContain(words);
  });

  it('states each adjustment as the screen does ("+4.5%", "−10%"), never as a rounded multiplier', async () => {
    const estimate = await expected();
    expect(estimate.adjustments.length).toBeGreaterThan(0);
    const text = await pdfText(await new TestClient(ctx.app).post('/api/valuation/report?lang=en', INPUT));
    for (const { multiplier } of estimate.adjustments) {
      const points = Math.round((multiplier - 1) * 1000) / 10;
      expect(text).toContain(points === 0 ? 'no change' : `${points > 0 ? '+' : '−'}${Math.abs(points)}%`);
    }
    expect(text).not.toMatch(/× \d\.\d+ \(/);
  });

  it('is written in Arabic on request, with the same inputs and range', async () => {
    const estimate = await expected();
    const text = await pdfText(await new TestClient(ctx.app).post('/api/valuation/report?lang=ar', INPUT));
    const arabic = valuationWords('ar');

    expect(text).toContain('AED 12,500,000');
    expect(text).toContain(figure(estimate.low, 'ar'));
    expect(text).toContain(figure(estimate.high, 'ar'));
    expect(text).toContain('هذا تقدير استرشادي وليس مشورة');
    for (const words of ['تقييم استرشادي', 'القطاع', 'الخدمات اللوجستية', arabic.methods.dcf.name]) expect(text).toContain(words);
    expect(text).not.toContain('Revenue multiple');
  });

  it('writes a range with its currency once, so that an Arabic line reads in order', () => {
    const range = { low: 4_100_000, mid: 5_600_000, high: 7_000_000 };
    expect(rangeText(range, 'AED', 'en')).toBe('AED 4.1M – 5.6M – 7.0M');
    const arabic = rangeText(range, 'AED', 'ar');
    expect(arabic.match(/AED/g)).toHaveLength(1);
    expect(arabic.endsWith(' AED')).toBe(true);
    // Drawn right to left, the figures come low first from the right: the run order puts 4.1 last (leftmost is high).
    const texts = visualRuns(arabic, true).map((run) => run.text).join('');
    expect(texts.indexOf('7')).toBeLessThan(texts.indexOf('4.1'));
    expect(rangeText(range, null, 'en')).toBe('4.1M – 5.6M – 7.0M');
  });

  it('recomputes the estimate itself: a result, low or high sent with the inputs is refused with 422 on that field', async () => {
    const anonymous = new TestClient(ctx.app);
    for (const extra of [{ low: 1 }, { high: 9e9 }, { result: { low: 1 } }]) {
      const error = await errorOf(await anonymous.post('/api/valuation/report', { ...INPUT, ...extra }), 422);
      expect(Object.keys(error.fields ?? {})).toEqual(Object.keys(extra));
    }
  });

  it('answers bad inputs with 422 field by field, never a 500', async () => {
    const anonymous = new TestClient(ctx.app);
    const error = await errorOf(await anonymous.post('/api/valuation/report', { ...INPUT, revenue: -5, industry: 'mining', years_trading: 2.5, ebitda: null }), 422);
    expect(error.fields?.revenue).toEqual({ code: 'valuationRevenueRequired', message: messages.valuationRevenueRequired });
    expect(Object.keys(error.fields ?? {})).toEqual(expect.arrayContaining(['revenue', 'industry', 'years_trading']));
    const above = await errorOf(await anonymous.post('/api/valuation/report', { ...INPUT, ebitda: 20_000_000 }), 422);
    expect(above.fields?.ebitda?.code).toBe('valuationEbitdaAboveRevenue');
    for (const body of [{}, [], 'null', { ...INPUT, revenue: '1e400' }, { ...INPUT, revenue_growth: 1e308 }]) {
      expect((await anonymous.post('/api/valuation/report', body)).status).toBe(422);
    }
    expect((await anonymous.post('/api/valuation/report', '{"industry":')).status).toBe(400);
    expect((await anonymous.post('/api/valuation/report?lang=fr', INPUT)).status).toBe(422);
  });

  it('values a loss-making business from its revenue alone, and prints the margin it was typed as', async () => {
    const loss = { ...INPUT, ebitda_basis: 'margin', ebitda: null, ebitda_margin: -8 } satisfies ValuationInputDraft;
    const text = await pdfText(await new TestClient(ctx.app).post('/api/valuation/report', loss));
    expect(text).toContain('-8% of revenue');
  });

  it('is budgeted per address: past the budget, 429 with Retry-After', async () => {
    const address = '198.51.100.77';
    await ctx.deps.db.insert(rateLimits).values({ key: `valuation-report:ip:${address}`, count: VALUATION_REPORT_LIMIT.max, windowStart: new Date() });
    const res = await new TestClient(ctx.app, { 'x-forwarded-for': address }).post('/api/valuation/report', INPUT);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await new TestClient(ctx.app, { 'x-forwarded-for': '198.51.100.78' }).post('/api/valuation/report', INPUT)).status).toBe(200);
  });
});

describe('saving an estimate', () => {
  it('is for business owners: a visitor is asked to sign in, an investor or an admin refused with 403', async () => {
    expect((await errorOf(await new TestClient(ctx.app).post('/api/valuation/estimates', { input: INPUT }), 401)).code).toBe('signIn');
    const investor = await party(ctx, 'investor');
    expect((await errorOf(await save(investor, { input: INPUT }), 403)).code).toBe('valuationOwnersOnly');
    expect((await errorOf(await save(admin, { input: INPUT }), 403)).code).toBe('valuationOwnersOnly');
    expect(await ctx.deps.db.$count(valuationEstimates)).toBe(0);
  });

  it('stores the server’s own figures with the owner’s business profile, and refuses figures sent by the client', async () => {
    const owner = await party(ctx, 'business_owner');
    for (const extra of [{ result: { low: 1, mid: 2, high: 3 } }, { low: 1 }, { high: 1 }, { user_id: owner.userId }]) {
      const error = await errorOf(await save(owner, { input: INPUT, ...extra }), 422);
      expect(Object.keys(error.fields ?? {})).toEqual(Object.keys(extra));
    }
    expect((await errorOf(await save(owner, { input: { ...INPUT, low: 1 } }), 422)).fields?.['input.low']).toBeTruthy();

    const estimate = await expected();
    const body = await saved(owner, INPUT, '  Before the Series A  ');
    expect(body).toMatchObject({ low: estimate.low, mid: estimate.mid, high: estimate.high, currency: 'AED', note: 'Before the Series A', shown_on_listing: false });
    expect(body.result).toEqual(JSON.parse(JSON.stringify(estimate)));
    expect(body.input).toEqual(valuationInputSchema.parse(INPUT));
    const [row] = await ctx.deps.db.select().from(valuationEstimates).where(eq(valuationEstimates.id, body.id));
    expect(row).toMatchObject({ userId: owner.userId, businessProfileId: owner.profileId, low: estimate.low, high: estimate.high });
  });

  it('lets an owner without a business profile save, with no profile attached', async () => {
    const client = await ownerWithoutProfile();
    const body = await json<SavedValuation>(await client.post('/api/valuation/estimates', { input: INPUT }), 201);
    const [row] = await ctx.deps.db.select().from(valuationEstimates).where(eq(valuationEstimates.id, body.id));
    expect(row?.businessProfileId).toBeNull();
  });

  it(`keeps at most ${VALUATION_SAVED_MAX} estimates per owner`, async () => {
    const owner = await party(ctx, 'business_owner');
    const { id: _id, ...first } = (await ctx.deps.db.select().from(valuationEstimates).limit(1))[0]!;
    await ctx.deps.db.insert(valuationEstimates).values(Array.from({ length: VALUATION_SAVED_MAX - 1 }, () => ({ ...first, userId: owner.userId, businessProfileId: owner.profileId })));
    await saved(owner);
    const error = await errorOf(await save(owner, { input: INPUT }), 409);
    expect(error).toMatchObject({ code: 'tooManyValuations', message: messages.tooManyValuations });
    expect(await ctx.deps.db.$count(valuationEstimates, eq(valuationEstimates.userId, owner.userId))).toBe(VALUATION_SAVED_MAX);
  });
});

describe('a saved estimate', () => {
  it('is listed to its owner alone, newest first', async () => {
    const owner = await party(ctx, 'business_owner');
    const other = await party(ctx, 'business_owner');
    const first = await saved(owner);
    const second = await saved(owner, { ...INPUT, revenue: 20_000_000 });
    await saved(other);
    const list = await json<{ items: SavedValuation[] }>(await owner.client.get('/api/valuation/estimates'), 200);
    expect(list.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect((await json<{ items: SavedValuation[] }>(await other.client.get('/api/valuation/estimates'), 200)).items).toHaveLength(1);
    expect((await (await party(ctx, 'investor')).client.get('/api/valuation/estimates')).status).toBe(403);
    expect((await new TestClient(ctx.app).get('/api/valuation/estimates')).status).toBe(401);
  });

  it('is read by its owner, and by an admin only once attached to a request; another owner, an investor or a bad id get 404, a visitor 401', async () => {
    const owner = await party(ctx, 'business_owner');
    const estimate = await saved(owner);
    const path = `/api/valuation/estimates/${estimate.id}`;
    expect(await json<SavedValuation>(await owner.client.get(path), 200)).toEqual(estimate);
    // The owner's alone until they ask the staff for a professional valuation with it.
    expect((await admin.get(path)).status).toBe(404);
    expect((await admin.get(`${path}/report.pdf`)).status).toBe(404);
    await json<ServiceRequest>(await attach(owner, estimate.id), 201);
    expect(await json<SavedValuation>(await admin.get(path), 200)).toEqual(estimate);
    for (const stranger of [await party(ctx, 'business_owner'), await party(ctx, 'investor')]) {
      expect((await errorOf(await stranger.client.get(path), 404)).code).toBe('notFound');
      expect((await stranger.client.get(`${path}/report.pdf`)).status).toBe(404);
      expect((await stranger.client.delete(path)).status).toBe(404);
      expect((await stranger.client.patch(path, { shown_on_listing: true })).status).toBe(404);
    }
    expect((await new TestClient(ctx.app).get(path)).status).toBe(401);
    expect((await owner.client.get('/api/valuation/estimates/not-an-id')).status).toBe(404);
    expect((await owner.client.get(`/api/valuation/estimates/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('has a PDF for its owner and an admin, of its stored inputs and range, in either language', async () => {
    const owner = await party(ctx, 'business_owner');
    const estimate = await saved(owner);
    await json<ServiceRequest>(await attach(owner, estimate.id), 201);
    const path = `/api/valuation/estimates/${estimate.id}/report.pdf`;
    const res = await owner.client.get(path);
    expect(res.headers.get('content-disposition')).toContain(`dealbridge-valuation-${estimate.created_at.slice(0, 10)}.pdf`);
    const english = await pdfText(res);
    expect(english).toContain('AED 12,500,000');
    expect(english).toContain(formatMoney(estimate.low, 'AED', 'en'));
    expect(english).toContain(`Estimated on ${estimate.created_at.slice(0, 10)}`);
    const arabic = await pdfText(await admin.get(`${path}?lang=ar`));
    expect(arabic).toContain(figure(estimate.high, 'ar'));
    expect(arabic).toContain('تقييم استرشادي');
  });

  it('stays while a request in progress carries it, and can be deleted once that request is cancelled', async () => {
    const owner = await party(ctx, 'business_owner');
    const estimate = await saved(owner);
    const request = await json<ServiceRequest>(await attach(owner, estimate.id), 201);
    const path = `/api/valuation/estimates/${estimate.id}`;
    expect(await errorOf(await owner.client.delete(path), 409)).toMatchObject({ code: 'valuationAttached', message: messages.valuationAttached });
    expect((await owner.client.get(path)).status).toBe(200);
    expect((await owner.client.post(`/api/service-requests/${request.id}/cancel`, {})).status).toBe(200);
    expect((await owner.client.delete(path)).status).toBe(204);
  });

  it('is deleted by its owner only', async () => {
    const owner = await party(ctx, 'business_owner');
    const estimate = await saved(owner);
    const path = `/api/valuation/estimates/${estimate.id}`;
    expect((await admin.delete(path)).status).toBe(404);
    expect((await owner.client.delete(path)).status).toBe(204);
    expect((await owner.client.get(path)).status).toBe(404);
    expect((await owner.client.delete(path)).status).toBe(404);
  });
});

describe('the range on the listing', () => {
  it('appears on the listing and the business’s page once shown, and leaves when hidden', async () => {
    const owner = await party(ctx, 'business_owner');
    const estimate = await saved(owner);
    expect((await cardOf(owner))?.indicative_valuation).toBeNull();

    expect((await json<SavedValuation>(await show(owner, estimate.id, true), 200)).shown_on_listing).toBe(true);
    const indicative = { low: estimate.low, high: estimate.high, currency: 'AED', estimated_at: estimate.created_at };
    expect((await cardOf(owner))?.indicative_valuation).toEqual(indicative);
    expect((await detailOf(owner)).indicative_valuation).toEqual(indicative);
    expect(JSON.stringify(await detailOf(owner))).not.toContain(String(estimate.mid));
    expect((await json<SavedValuation>(await owner.client.get(`/api/valuation/estimates/${estimate.id}`), 200)).shown_on_listing).toBe(true);

    expect((await json<SavedValuation>(await show(owner, estimate.id, false), 200)).shown_on_listing).toBe(false);
    expect((await cardOf(owner))?.indicative_valuation).toBeNull();
    expect((await detailOf(owner)).indicative_valuation).toBeNull();
  });

  it('shows one estimate at a time: showing another replaces it, hiding one not shown changes nothing', async () => {
    const owner = await party(ctx, 'business_owner');
    const first = await saved(owner);
    const second = await saved(owner, { ...INPUT, revenue: 30_000_000, ebitda: 4_000_000 });
    await show(owner, first.id, true);
    await show(owner, second.id, true);
    expect((await detailOf(owner)).indicative_valuation).toMatchObject({ low: second.low, high: second.high });
    expect((await json<SavedValuation>(await show(owner, first.id, false), 200)).shown_on_listing).toBe(false);
    expect((await detailOf(owner)).indicative_valuation).toMatchObject({ low: second.low });
    const list = await json<{ items: SavedValuation[] }>(await owner.client.get('/api/valuation/estimates'), 200);
    expect(list.items.map((item) => [item.id, item.shown_on_listing])).toEqual([[second.id, true], [first.id, false]]);
  });

  it('leaves the listing when the shown estimate is deleted', async () => {
    const owner = await party(ctx, 'business_owner');
    const estimate = await saved(owner);
    await show(owner, estimate.id, true);
    expect((await detailOf(owner)).indicative_valuation).not.toBeNull();
    expect((await cardOf(owner))?.indicative_valuation).not.toBeNull();
    expect((await owner.client.delete(`/api/valuation/estimates/${estimate.id}`)).status).toBe(204);
    expect((await detailOf(owner)).indicative_valuation).toBeNull();
    // The listing pages are cached per listing version: the profile's row changed, so the page did too.
    expect((await cardOf(owner))?.indicative_valuation).toBeNull();
    const [profile] = await ctx.deps.db.select().from(businessProfiles).where(eq(businessProfiles.id, owner.profileId));
    expect(profile?.shownValuationId).toBeNull();
  });

  it('needs a business profile to show on, and a well-formed choice', async () => {
    const client = await ownerWithoutProfile();
    const estimate = await json<SavedValuation>(await client.post('/api/valuation/estimates', { input: INPUT }), 201);
    const error = await errorOf(await client.patch(`/api/valuation/estimates/${estimate.id}`, { shown_on_listing: true }), 404);
    expect(error.code).toBe('completeBusinessProfile');
    expect((await client.patch(`/api/valuation/estimates/${estimate.id}`, { shown_on_listing: 'yes' })).status).toBe(422);
    expect((await client.patch(`/api/valuation/estimates/${estimate.id}`, { shown_on_listing: true, low: 1 })).status).toBe(422);
  });
});

describe('prefilling the estimator', () => {
  it('takes what the owner’s business profile knows', async () => {
    const owner = await party(ctx, 'business_owner');
    await ctx.deps.db
      .update(businessProfiles)
      .set({
        currency: 'AED', annualRevenue: 8_000_000, yearEstablished: new Date().getUTCFullYear() - 7, businessStage: 'growth', headquarters: 'Saudi Arabia',
        profitMargin: 18.5, growthRate: 12,
      })
      .where(eq(businessProfiles.id, owner.profileId));
    expect(await json(await owner.client.get('/api/valuation/prefill'), 200)).toEqual({
      industry: 'logistics', country: 'Saudi Arabia', currency: 'AED', revenue: 8_000_000, years_trading: 7, business_stage: 'growth',
      ebitda_margin: 18.5, revenue_growth: 12,
    });
    // A figure outside the estimator's bounds is left for the owner to type.
    await ctx.deps.db.update(businessProfiles).set({ growthRate: 450 }).where(eq(businessProfiles.id, owner.profileId));
    expect(await json(await owner.client.get('/api/valuation/prefill'), 200)).not.toHaveProperty('revenue_growth');
  });

  it('is empty without a profile, refused to investors and admins, and asks a visitor to sign in', async () => {
    expect(await json(await (await ownerWithoutProfile()).get('/api/valuation/prefill'), 200)).toEqual({});
    expect((await (await party(ctx, 'investor')).client.get('/api/valuation/prefill')).status).toBe(403);
    expect((await admin.get('/api/valuation/prefill')).status).toBe(403);
    expect((await new TestClient(ctx.app).get('/api/valuation/prefill')).status).toBe(401);
  });
});

describe('a Valuation request with an estimate', () => {
  const request = (who: Party, body: Record<string, unknown>) =>
    who.client.post('/api/service-requests', { service_type: 'valuation', description: 'Please value our company professionally.', ...body });

  it('attaches the requester’s own estimate, which the admin sees with the request and can open', async () => {
    const owner = await party(ctx, 'business_owner');
    const estimate = await saved(owner);
    const filed = await json<ServiceRequest>(await request(owner, { valuation_estimate_id: estimate.id }), 201);
    expect(filed.valuation_estimate_id).toBe(estimate.id);
    const without = await json<ServiceRequest>(await request(owner, {}), 201);
    expect(without.valuation_estimate_id).toBeNull();

    const page = await json<AdminServiceRequestPage>(await admin.get('/api/admin/service-requests?page_size=100'), 200);
    expect(page.items.find((item) => item.id === filed.id)?.valuation_estimate).toEqual({
      id: estimate.id, low: estimate.low, mid: estimate.mid, high: estimate.high, currency: 'AED', created_at: estimate.created_at,
    });
    expect(page.items.find((item) => item.id === without.id)?.valuation_estimate).toBeNull();
    expect((await admin.get(`/api/valuation/estimates/${estimate.id}/report.pdf`)).status).toBe(200);
    const mine = await json<{ items: ServiceRequest[] }>(await owner.client.get('/api/service-requests/mine'), 200);
    expect(mine.items.find((item) => item.id === filed.id)?.valuation_estimate_id).toBe(estimate.id);
  });

  it('refuses another user’s or an unknown estimate, and an estimate on any other service, with 422 on the field', async () => {
    const owner = await party(ctx, 'business_owner');
    const other = await party(ctx, 'business_owner');
    const theirs = await saved(other);
    const mine = await saved(owner);
    for (const id of [theirs.id, crypto.randomUUID()]) {
      const error = await errorOf(await request(owner, { valuation_estimate_id: id }), 422);
      expect(error.fields?.valuation_estimate_id).toEqual({ code: 'valuationUnknown', message: messages.valuationUnknown });
    }
    expect((await errorOf(await request(owner, { valuation_estimate_id: 'not-a-uuid' }), 422)).fields?.valuation_estimate_id?.code).toBe('valuationUnknown');
    const wrongService = await errorOf(await request(owner, { service_type: 'audit', valuation_estimate_id: mine.id }), 422);
    expect(wrongService.fields?.valuation_estimate_id).toEqual({ code: 'valuationOnlyForValuation', message: messages.valuationOnlyForValuation });
    const investor = await party(ctx, 'investor');
    expect((await request(investor, { valuation_estimate_id: mine.id })).status).toBe(422);
  });
});
