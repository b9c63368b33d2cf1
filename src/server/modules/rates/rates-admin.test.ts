import { eq } from 'drizzle-orm';
import { beforeEach, beforeAll, describe, expect, it } from 'vitest';
import { rateMessages } from '#shared/admin/rates.ts';
import { DEFAULT_RATES } from '#shared/money/rates.ts';
import { auditLog, businessProfiles, currencyRates, investorProfiles } from '../../db/schema.ts';
import { TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { signedIn, signedInAdmin, type Caller } from '../admin/admin.test-support.ts';

// PUT /api/admin/rates: an admin keeps the floating currencies current, and every reader follows at once.

let admin: Caller;
const ctx = testContextForFile();
beforeAll(async () => {
  admin = await signedInAdmin(ctx);
});
beforeEach(async () => {
  // Each test starts from the migration's table.
  for (const [currency, usdPerUnit] of Object.entries(DEFAULT_RATES)) {
    await ctx.deps.db.update(currencyRates).set({ usdPerUnit }).where(eq(currencyRates.currency, currency as 'USD'));
  }
});

const table = async () => Object.fromEntries((await ctx.deps.db.select().from(currencyRates)).map((r) => [r.currency, r.usdPerUnit]));
const rateAudits = () => ctx.deps.db.select().from(auditLog).where(eq(auditLog.action, 'currency_rates.update'));

describe('PUT /api/admin/rates', () => {
  it('lets an admin set the floating rates, answers the whole table, and GET /api/rates follows at once', async () => {
    const res = await admin.client.request('PUT', '/api/admin/rates', { usd_per_unit: { GBP: 1.31, INR: 0.0125 } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.usd_per_unit).toEqual({ ...DEFAULT_RATES, GBP: 1.31, INR: 0.0125 });
    const read = await (await new TestClient(ctx.app).get('/api/rates')).json();
    expect(read.usd_per_unit.GBP).toBe(1.31);
    expect(read.usd_per_unit.INR).toBe(0.0125);
    expect(read.usd_per_unit.SGD).toBe(DEFAULT_RATES.SGD);
    expect(read.updated_at).toBe(body.updated_at);
  });

  it('writes one audit row with the rates before and after', async () => {
    const before = (await rateAudits()).length;
    expect((await admin.client.request('PUT', '/api/admin/rates', { usd_per_unit: { SGD: 0.77 } })).status).toBe(200);
    const rows = await rateAudits();
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1)!;
    expect(row.actorUserId).toBe(admin.userId);
    expect(row.targetType).toBe('currency_rates');
    expect(row.before).toEqual({ SGD: DEFAULT_RATES.SGD });
    expect(row.after).toEqual({ SGD: 0.77 });
  });

  it('records only the rates that changed, as stored, and nothing for a save that changes nothing', async () => {
    const before = (await rateAudits()).length;
    const edits = { GBP: DEFAULT_RATES.GBP, SGD: 0.123456789123, KWD: DEFAULT_RATES.KWD };
    expect((await admin.client.request('PUT', '/api/admin/rates', { usd_per_unit: edits })).status).toBe(200);
    const rows = await rateAudits();
    expect(rows).toHaveLength(before + 1);
    // The column keeps 8 decimals: the audit says what was stored.
    expect(rows.at(-1)!.after).toEqual({ SGD: 0.12345679 });
    expect((await admin.client.request('PUT', '/api/admin/rates', { usd_per_unit: { ...edits, SGD: 0.12345679 } })).status).toBe(200);
    expect(await rateAudits()).toHaveLength(before + 1);
  });

  it('moves the converted figure on a match card at once', async () => {
    const investor = await signedIn(ctx, 'investor');
    const owner = await signedIn(ctx, 'business_owner');
    await ctx.deps.db.insert(investorProfiles).values({
      userId: investor.userId, minAmount: 500_000, maxAmount: 5_000_000, currency: 'GBP', preferredIndustries: ['logistics'],
      geographicalPreference: ['UAE'], investmentStage: ['growth'], minRoi: 15,
    });
    await ctx.deps.db.insert(businessProfiles).values({
      userId: owner.userId, companyName: 'Falcon Freight', industry: 'logistics', businessStage: 'growth', headquarters: 'UAE',
      amountRequired: 2_000_000, currency: 'USD', annualRevenue: 4_000_000, profitMargin: 12, growthRate: 30,
    });
    const convertedAsk = async () => {
      const page = await (await investor.client.get('/api/matching/businesses')).json();
      const ticket = page.items[0].reason_details.find((r: { converted?: unknown }) => r.converted);
      return ticket.converted as { amount: number; currency: string };
    };
    expect(await convertedAsk()).toEqual({ amount: expect.closeTo(2_000_000 / 1.27, 6), currency: 'GBP' });
    expect((await admin.client.request('PUT', '/api/admin/rates', { usd_per_unit: { GBP: 2 } })).status).toBe(200);
    expect(await convertedAsk()).toEqual({ amount: 1_000_000, currency: 'GBP' });
  });

  it('refuses the dollar and the pegged currencies field by field, saying they are fixed, and writes nothing', async () => {
    const [before, audits] = [await table(), (await rateAudits()).length];
    const res = await admin.client.request('PUT', '/api/admin/rates', { usd_per_unit: { GBP: 1.4, AED: 0.3, USD: 1, OMR: 2.6 } });
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.fields).toEqual({
      'usd_per_unit.AED': { code: 'rateFixed', message: rateMessages.rateFixed },
      'usd_per_unit.USD': { code: 'rateFixed', message: rateMessages.rateFixed },
      'usd_per_unit.OMR': { code: 'rateFixed', message: rateMessages.rateFixed },
    });
    expect(await table()).toEqual(before);
    expect(await rateAudits()).toHaveLength(audits);
  });

  it('refuses zero, negative, missing, out-of-range and non-numeric rates field by field, and writes nothing', async () => {
    const [before, audits] = [await table(), (await rateAudits()).length];
    const res = await admin.client.request('PUT', '/api/admin/rates', { usd_per_unit: { GBP: 0, SGD: -1, INR: 'abc', KWD: 1e9 } });
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.fields).toEqual({
      'usd_per_unit.GBP': { code: 'ratePositive', message: rateMessages.ratePositive },
      'usd_per_unit.SGD': { code: 'ratePositive', message: rateMessages.ratePositive },
      'usd_per_unit.INR': { code: 'rateRequired', message: rateMessages.rateRequired },
      'usd_per_unit.KWD': { code: 'rateRange', message: rateMessages.rateRange },
    });
    const tiny = await admin.client.request('PUT', '/api/admin/rates', { usd_per_unit: { INR: 1e-12, GBP: null } });
    expect((await tiny.json()).error.fields).toEqual({ 'usd_per_unit.INR': { code: 'rateRange', message: rateMessages.rateRange }, 'usd_per_unit.GBP': { code: 'rateRequired', message: rateMessages.rateRequired } });
    const unknown = await admin.client.request('PUT', '/api/admin/rates', { usd_per_unit: { EUR: 1.1, GBP: 1.3 } });
    expect(unknown.status).toBe(422);
    expect(Object.keys((await unknown.json()).error.fields)).toEqual(['usd_per_unit.EUR']);
    const empty = await admin.client.request('PUT', '/api/admin/rates', { usd_per_unit: {} });
    expect((await empty.json()).error.fields).toEqual({ usd_per_unit: { code: 'noRateEntered', message: rateMessages.nothingToSave } });
    expect(await table()).toEqual(before);
    expect(await rateAudits()).toHaveLength(audits);
  });

  it('answers 401 to anonymous callers and 403 to investors and owners, and writes nothing', async () => {
    const before = await table();
    const body = { usd_per_unit: { GBP: 9 } };
    expect((await new TestClient(ctx.app).request('PUT', '/api/admin/rates', body)).status).toBe(401);
    expect((await (await signedIn(ctx, 'investor')).client.request('PUT', '/api/admin/rates', body)).status).toBe(403);
    expect((await (await signedIn(ctx, 'business_owner')).client.request('PUT', '/api/admin/rates', body)).status).toBe(403);
    expect(await table()).toEqual(before);
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = await (await new TestClient(ctx.app).get('/api/openapi.json')).json();
    expect(doc.paths['/api/admin/rates']?.put).toBeDefined();
  });
});
