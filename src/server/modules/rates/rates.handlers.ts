import type { RouteHandler } from '@hono/zod-openapi';
import { max } from 'drizzle-orm';
import type { RatesPayload } from '../../../shared/money-display.ts';
import { currencyRates } from '../../db/schema.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { loadRates } from '../matching/match-snapshot.ts';
import { getRates } from './rates.routes.ts';

// Public: the rates are no secret, and anonymous visitors see converted figures on the listings.
const CACHE_SECONDS = 300;

const ratesHandler: RouteHandler<typeof getRates, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  // The same reading as matching's, so that a listing's "≈" figure and its match score agree.
  const [rates, [stamp]] = await Promise.all([loadRates(db), db.select({ at: max(currencyRates.updatedAt) }).from(currencyRates)]);
  const payload: RatesPayload = { base: 'USD', usd_per_unit: { ...rates }, updated_at: stamp?.at ? stamp.at.toISOString() : null };
  c.header('Cache-Control', `public, max-age=${CACHE_SECONDS}`);
  return c.json(payload, 200);
};

export const ratesRouter = createRouter().openapi(getRates, ratesHandler);
