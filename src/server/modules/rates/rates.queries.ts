import { max } from 'drizzle-orm';
import type { Currency } from '#shared/enums.ts';
import type { EditableCurrency } from '#shared/money/currencies.ts';
import { withRates, type RatesPayload, type RatesToUsd } from '#shared/money/rates.ts';
import type { Db } from '../../db/client.ts';
import { currencyRates } from '../../db/schema.ts';

// The one place that reads and writes currency_rates. Matching, the listings' "≈" figures and the
// admin screen all see the table through loadRates, so a pegged row edited by hand still reads as its peg.

export async function loadRates(db: Db): Promise<RatesToUsd> {
  const rows = await db.select().from(currencyRates);
  return withRates(Object.fromEntries(rows.map((r) => [r.currency, r.usdPerUnit])));
}

/** GET /api/rates: the rates and when the table last changed (the match snapshot's stamp reads the same column). */
export async function readRates(db: Db): Promise<RatesPayload> {
  const [rates, [stamp]] = await Promise.all([loadRates(db), db.select({ at: max(currencyRates.updatedAt) }).from(currencyRates)]);
  return { base: 'USD', usd_per_unit: { ...rates }, updated_at: stamp?.at ? stamp.at.toISOString() : null };
}

export type RateEdits = Partial<Record<EditableCurrency, number>>;
export interface RatesChange {
  before: Partial<Record<Currency, number>>;
  after: Partial<Record<Currency, number>>;
}

/**
 * Writes the edited rates (call it inside the caller's transaction, with the audit row). The rows are
 * locked first, so two admins saving at once take turns and each audit row's "before" is what it replaced.
 * A rate sent unchanged is not written; "after" is the value as stored (the column keeps 8 decimals).
 */
export async function writeRates(tx: Db, edits: RateEdits): Promise<RatesChange> {
  const current = withRates(Object.fromEntries((await tx.select().from(currencyRates).for('update')).map((r) => [r.currency, r.usdPerUnit])));
  const change: RatesChange = { before: {}, after: {} };
  for (const [currency, usdPerUnit] of Object.entries(edits) as [EditableCurrency, number | undefined][]) {
    if (usdPerUnit === undefined || usdPerUnit === current[currency]) continue;
    // updated_at is set by the table's trigger on update, with the database's clock.
    const [stored] = await tx
      .insert(currencyRates)
      .values({ currency, usdPerUnit })
      .onConflictDoUpdate({ target: currencyRates.currency, set: { usdPerUnit } })
      .returning({ usdPerUnit: currencyRates.usdPerUnit });
    change.before[currency] = current[currency];
    change.after[currency] = stored?.usdPerUnit ?? usdPerUnit;
  }
  return change;
}
