// Constraints before scores (issue 20): a must-have of either side that a pair breaks keeps the pair out of
// the ranking (it is listed apart, as a near miss, with what it misses). Unknown data breaks nothing: a
// business that states no amount does not miss a ticket size, an investor who states no involvement does
// not miss the owner's wish.
import { INVESTOR_MUST_HAVES, MUST_HAVES, OWNER_MUST_HAVES, type MustHave } from '../enums.ts';
import type { BusinessFeatures, InvestorFeatures } from './features.ts';
import { STAGE_FIT_BITS } from './parts.ts';

/** Bit i of a miss mask stands for MUST_HAVES[i]. */
const bit = (must: MustHave) => 1 << MUST_HAVES.indexOf(must);
const INVESTOR_BIT = Object.fromEntries(INVESTOR_MUST_HAVES.map((m, i) => [m, 1 << i])) as Record<(typeof INVESTOR_MUST_HAVES)[number], number>;
const OWNER_BIT = Object.fromEntries(OWNER_MUST_HAVES.map((m, i) => [m, 1 << i])) as Record<(typeof OWNER_MUST_HAVES)[number], number>;

/** Whether the amount (log10 USD, NaN unknown) lies outside the range (log10 USD, open bounds ±Infinity). */
export function outsideRange(logMin: number, logMax: number, logAmount: number): boolean {
  return !Number.isNaN(logAmount) && (logAmount < logMin || logAmount > logMax);
}

/** The pair as plain numbers: what `missMask` reads (the rankers pass their columns). */
export interface ConstraintInputs {
  investorMust: number;
  industries: number;
  regions: number;
  stages: number;
  logMin: number;
  logMax: number;
  involvement: number;
  ownerMust: number;
  ownerInvolvement: number;
  industry: number;
  geography: number;
  stage: number;
  logAmount: number;
}

/** The must-haves the pair breaks, as bits of MUST_HAVES; 0 when it fits every one. */
export function missMask(p: ConstraintInputs): number {
  let mask = 0;
  const outside = outsideRange(p.logMin, p.logMax, p.logAmount);
  if (p.investorMust & INVESTOR_BIT.ticket && outside) mask |= bit('ticket');
  if (p.investorMust & INVESTOR_BIT.industries && p.industries !== 0 && p.industry !== 0 && (p.industries & p.industry) === 0) mask |= bit('industries');
  if (p.investorMust & INVESTOR_BIT.geography && p.regions !== 0 && p.geography !== 0 && (p.regions & p.geography) === 0) mask |= bit('geography');
  if (p.investorMust & INVESTOR_BIT.stage && p.stages !== 0 && p.stage !== 0 && (p.stages & (STAGE_FIT_BITS[p.stage] as number)) === 0) mask |= bit('stage');
  if (p.ownerMust & OWNER_BIT.capacity && outside) mask |= bit('capacity');
  if (p.ownerMust & OWNER_BIT.involvement && p.ownerInvolvement !== 0 && p.involvement !== 0 && (p.ownerInvolvement & p.involvement) === 0) mask |= bit('involvement');
  return mask;
}

/** The constraint inputs of two feature sets. */
export const constraintInputs = (inv: InvestorFeatures, bus: BusinessFeatures): ConstraintInputs => ({
  investorMust: inv.mustHave,
  industries: inv.industries,
  regions: inv.regions,
  stages: inv.stages,
  logMin: inv.logMin,
  logMax: inv.logMax,
  involvement: inv.involvement,
  ownerMust: bus.mustHave,
  ownerInvolvement: bus.involvement,
  industry: bus.industry,
  geography: bus.headquarters | bus.branches,
  stage: bus.stage,
  logAmount: bus.logAmount,
});

/** The must-haves a mask names, in MUST_HAVES order. */
export const missesOfMask = (mask: number): MustHave[] => MUST_HAVES.filter((_, i) => (mask & (1 << i)) !== 0);

/** The must-haves of either side that the pair breaks (empty: it may be ranked). */
export const missesOf = (inv: InvestorFeatures, bus: BusinessFeatures): MustHave[] => missesOfMask(missMask(constraintInputs(inv, bus)));

/** Which pairs a ranking keeps: those fitting every must-have, those breaking one (near misses), or all. */
export type MustHaveFilter = 'fit' | 'miss' | 'any';
export const keepsMask = (which: MustHaveFilter | undefined, mask: number) =>
  which === 'fit' ? mask === 0 : which === 'miss' ? mask !== 0 : true;
