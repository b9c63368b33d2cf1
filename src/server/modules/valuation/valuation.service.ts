import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isoDay } from '#shared/dates/format.ts';
import { message } from '#shared/messages/messages.ts';
import { isCountry } from '#shared/preferences.ts';
import { VALUATION_SAVED_MAX, type SavedValuation, type saveValuationSchema } from '#shared/valuation/api.ts';
import { tryEstimate } from '#shared/valuation/estimate.ts';
import { VALUATION_LIMITS, type ValuationInput, type ValuationPrefill } from '#shared/valuation/inputs.ts';
import type { ValuationEstimate } from '#shared/valuation/result.ts';
import type { ValuationLanguage } from '#shared/valuation/words.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/context.ts';
import { loadRates } from '../rates/index.ts';
import * as queries from './valuation.queries.ts';
import type { ValuationReportInput } from './valuation-report.ts';

// The valuation estimator's server side (issue 22): every estimate is recomputed here from the inputs with the
// current rates, for the PDF and for saving; a saved estimate is its owner's alone, and an admin's with a request.

/** The estimate of validated inputs at today's rates; a market and industry without multiples is the industry's 422. */
/** pdf-lib and the font engine load on the first report, not at every instance's start (~30 MB resident; issue 25). */
async function renderReport(input: ValuationReportInput): Promise<Uint8Array> {
  const { renderValuationReport } = await import('./valuation-report.ts');
  return renderValuationReport(input);
}

export async function computeEstimate(db: Db, input: ValuationInput): Promise<ValuationEstimate> {
  const attempt = tryEstimate(input, await loadRates(db));
  if (!attempt.ok) throw invalid(attempt.fields);
  return attempt.estimate;
}

export interface Report {
  bytes: Uint8Array;
  fileName: string;
}

/** "dealbridge-valuation-2026-11-25.pdf" */
const reportFileName = (date: Date) => `dealbridge-valuation-${isoDay(date)}.pdf`;

/** The PDF of an unsaved estimate (a visitor's), computed now. */
export async function reportOfInputs(db: Db, input: ValuationInput, language: ValuationLanguage): Promise<Report> {
  const estimate = await computeEstimate(db, input);
  const now = new Date();
  return { bytes: await renderReport({ input, estimate, language, estimatedAt: now }), fileName: reportFileName(now) };
}

/**
 * The estimate for its owner, or for an admin once the owner attached it to a service request (an estimate is the
 * owner's alone until then); anyone else is answered as if it did not exist.
 */
async function visibleEstimate(db: Db, user: SessionUser, id: string) {
  const found = await queries.findEstimate(db, id);
  if (!found) throw notFound();
  const allowed = found.row.userId === user.id || (user.role === 'admin' && (await queries.isAttachedToRequest(db, id)));
  if (!allowed) throw notFound();
  return found;
}

export async function estimateFor(db: Db, user: SessionUser, id: string): Promise<SavedValuation> {
  return (await visibleEstimate(db, user, id)).saved;
}

/**
 * The PDF of a saved estimate: its stored inputs and the result the server computed when it was saved, dated then
 * (recomputing would quietly move the figures the owner saved, should rates or multiples change since).
 */
export async function reportOfSaved(db: Db, user: SessionUser, id: string, language: ValuationLanguage): Promise<Report> {
  const { row } = await visibleEstimate(db, user, id);
  const bytes = await renderReport({ input: row.input, estimate: row.result, language, estimatedAt: row.createdAt });
  return { bytes, fileName: reportFileName(row.createdAt) };
}

/** Saves a new estimate of the owner's business, recomputed from the inputs; at most VALUATION_SAVED_MAX each. */
export async function saveEstimate(db: Db, userId: string, body: z.output<typeof saveValuationSchema>): Promise<SavedValuation> {
  const estimate = await computeEstimate(db, body.input);
  const profile = await queries.ownBusinessProfile(db, userId);
  return db.transaction(async (tx) => {
    // The user's row is the turnstile: two saves at once count one after the other, so neither passes the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if ((await queries.countEstimates(tx, userId)) >= VALUATION_SAVED_MAX) throw conflict(message('tooManyValuations'));
    return queries.insertEstimate(tx, {
      userId,
      businessProfileId: profile?.id ?? null,
      input: body.input,
      result: estimate,
      currency: estimate.currency,
      low: estimate.low,
      mid: estimate.mid,
      high: estimate.high,
      note: body.note ? body.note : null,
    });
  });
}

export async function listEstimates(db: Db, userId: string): Promise<SavedValuation[]> {
  return queries.listEstimates(db, userId);
}

/**
 * Deletes the owner's estimate. One attached to a request the staff are still working on stays (409): the request
 * quotes its figures and the admin reads its report.
 */
export async function deleteEstimate(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked: a request filed at the same moment waits for this delete, or this delete for it (and then refuses).
    if (!(await queries.lockOwnEstimate(tx, id, userId))) throw notFound();
    if (await queries.isAttachedToOpenRequest(tx, id)) throw conflict(message('valuationAttached'));
    await queries.deleteOwnEstimate(tx, id, userId);
  });
}

/** Shows the estimate's range on the owner's listing (replacing the one shown) or hides it if it is the one shown. */
export async function showEstimate(db: Db, userId: string, id: string, shown: boolean): Promise<SavedValuation> {
  return db.transaction(async (tx) => {
    // Locked against a delete at the same moment, which would leave the listing pointing at nothing.
    if (!(await queries.lockOwnEstimate(tx, id, userId))) throw notFound();
    const found = await queries.findEstimate(tx, id);
    if (!found) throw notFound();
    const profile = await queries.ownBusinessProfile(tx, userId);
    if (!profile) throw notFound(message('completeBusinessProfile'));
    if (shown && profile.shownValuationId !== id) await queries.setShownValuation(tx, profile.id, id);
    if (!shown && profile.shownValuationId === id) await queries.setShownValuation(tx, profile.id, null);
    return { ...found.saved, shown_on_listing: shown };
  });
}

/** The estimator's fields the owner's business profile knows; nothing without a profile. */
export async function prefillFor(db: Db, userId: string, now = new Date()): Promise<ValuationPrefill> {
  const profile = await queries.ownBusinessProfile(db, userId);
  if (!profile) return {};
  const prefill: ValuationPrefill = { currency: profile.currency };
  if (profile.industry) prefill.industry = profile.industry;
  // Headquarters are one of the nine markets, which are the header's countries.
  if (isCountry(profile.headquarters)) prefill.country = profile.headquarters;
  if (profile.annualRevenue !== null && profile.annualRevenue > 0) prefill.revenue = profile.annualRevenue;
  if (profile.yearEstablished !== null) prefill.years_trading = Math.min(VALUATION_LIMITS.yearsTradingMax, Math.max(0, now.getUTCFullYear() - profile.yearEstablished));
  if (profile.businessStage) prefill.business_stage = profile.businessStage;
  // Within the estimator's bounds, else left for the owner to type.
  const within = (value: number | null, min: number, max: number) => value !== null && value >= min && value <= max;
  if (within(profile.profitMargin, VALUATION_LIMITS.marginMin, VALUATION_LIMITS.marginMax)) prefill.ebitda_margin = profile.profitMargin ?? undefined;
  if (within(profile.growthRate, VALUATION_LIMITS.growthMin, VALUATION_LIMITS.growthMax)) prefill.revenue_growth = profile.growthRate ?? undefined;
  return prefill;
}
