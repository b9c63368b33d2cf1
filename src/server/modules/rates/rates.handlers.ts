import type { RouteHandler } from '@hono/zod-openapi';
import { requireAdmin } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { audit } from '../../auth/staff.ts';
import { announceMatchDataChanged } from '../../events/match-data.ts';
import { readRates, writeRates, type RateEdits } from './rates.queries.ts';
import { getRates, updateRates } from './rates.routes.ts';

// Public: the rates are no secret, and anonymous visitors see converted figures on the listings.
// No HTTP cache (the answer is small): the app keeps the table a minute and asks again when its tab is
// focused (web/lib/preferences/use-rates.ts), so an admin's change reaches every open page within a minute.
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const ratesHandler: RouteHandler<typeof getRates, AppEnv> = async (c) => {
  // The same reading as matching's, so that a listing's "≈" figure and its match score agree.
  const payload = await readRates(c.var.deps.db);
  c.header('Cache-Control', CACHE_CONTROL);
  return c.json(payload, 200);
};

const updateRatesHandler: RouteHandler<typeof updateRates, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const { db, database } = c.var.deps;
  const edits: RateEdits = c.req.valid('json').usd_per_unit;
  await db.transaction(async (tx) => {
    const { before, after } = await writeRates(tx, edits);
    // Saving the same table again changes nothing, so it records nothing.
    if (Object.keys(after).length > 0) {
      await audit(tx, { actorUserId: admin.id, action: 'currency_rates.update', targetType: 'currency_rates', before, after });
    }
  });
  // The snapshot's stamp includes the rates' last change; on this instance rebuild now, not in two seconds.
  announceMatchDataChanged(database);
  return c.json(await readRates(db), 200);
};

export const ratesRouter = createRouter().openapi(getRates, ratesHandler).openapi(updateRates, updateRatesHandler);
