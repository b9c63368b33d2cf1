import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '#shared/enums.ts';
import { formatApprox } from '#shared/money/format.ts';
import { DEFAULT_RATES, withRates } from '#shared/money/rates.ts';
import { currencyRates } from '../../db/schema.ts';
import { newUser, TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';

const ctx = testContextForFile();

describe('GET /api/rates', () => {
  it('gives anonymous visitors every currency in dollars per unit, with the Gulf pegs', async () => {
    const res = await new TestClient(ctx.app).get('/api/rates');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=');
    const body = await res.json();
    expect(body.base).toBe('USD');
    expect(Object.keys(body.usd_per_unit).sort()).toEqual([...CURRENCIES].sort());
    expect(body.usd_per_unit.USD).toBe(1);
    expect(body.usd_per_unit.AED).toBeCloseTo(1 / 3.6725, 6);
    expect(body.usd_per_unit.SAR).toBeCloseTo(1 / 3.75, 6);
    expect(Date.parse(body.updated_at)).not.toBeNaN();
  });

  it('answers from the table that matching reads, so an edited rate shows at once', async () => {
    await ctx.deps.db.update(currencyRates).set({ usdPerUnit: 1.31 }).where(eq(currencyRates.currency, 'GBP'));
    const body = await (await new TestClient(ctx.app).get('/api/rates')).json();
    expect(body.usd_per_unit.GBP).toBe(1.31);
    expect(body.usd_per_unit).toEqual({ ...withRates({ GBP: 1.31 }) });
  });

  it('keeps a pegged currency at its peg even if the table says otherwise, as matching does', async () => {
    await ctx.deps.db.update(currencyRates).set({ usdPerUnit: 0.5 }).where(eq(currencyRates.currency, 'AED'));
    const body = await (await new TestClient(ctx.app).get('/api/rates')).json();
    expect(body.usd_per_unit.AED).toBe(DEFAULT_RATES.AED);
  });

  it('is the same for a signed-in user and feeds the approximate figure of a listing', async () => {
    const client = new TestClient(ctx.app);
    expect((await client.post('/api/auth/register', newUser('investor'))).status).toBe(201);
    const body = await (await client.get('/api/rates')).json();
    // 2,500,000 USD in dirhams at the peg: 9,181,250 → "AED 9.2M".
    expect(formatApprox(2_500_000, 'USD', 'AED', body.usd_per_unit)).toBe('≈ AED 9.2M');
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = await (await new TestClient(ctx.app).get('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toContain('/api/rates');
  });
});
