// Columnar index of businesses: one typed array per feature, so ranking every business for one
// investor is a tight loop over numbers. Categorical parts become small per-investor point tables
// (no unpredictable branches), and a row is skipped as soon as it cannot reach the current top.
import type { BusinessMatchFields, InvestorMatchFields } from '../profiles/profile-model.ts';
import { BUSINESS_STAGES, INVESTOR_INDUSTRIES, REGIONS } from '../enums.ts';
import {
  businessFeatures, investorFeatures, type InvestorFeatures, type MatchModel,
} from './features.ts';
import {
  codeOfBit, geographyFit, industryFit, POINTS_AFTER_STAGE, returnsFit, scoreOf, stageFit, sumPoints, textFit, ticketFit, WEIGHTS,
} from './parts.ts';
import { idAt, idColumnOf, type IdColumn } from './id-column.ts';
import { buildTermRows, denseQuery, rowDot, type TermRows } from './text-affinity.ts';
import { keepsMask, missMask, type ConstraintInputs } from './constraints.ts';
import { capacityFor, SKIP_SLACK, TopK, type RankedMatch, type RankOptions } from './top-k.ts';

export interface BusinessIndex {
  readonly model: MatchModel;
  readonly size: number;
  /** The rows' profile ids (id-column.ts: bytes for a snapshot's UUIDs). */
  readonly ids: IdColumn;
  /** Industry bit position + 1 (0 when missing). */
  readonly industry: Uint8Array;
  /** Headquarters bit position + 1, times 512, plus the branches' region bitmask. */
  readonly geography: Uint16Array;
  /** stageCode: 1–4, 0 when missing. */
  readonly stage: Uint8Array;
  readonly logAmount: Float64Array;
  readonly growth: Float64Array;
  readonly margin: Float64Array;
  readonly hasText: Uint8Array;
  readonly text: TermRows;
  /** The owner's must-haves (bits of OWNER_MUST_HAVES) and wanted involvement (bits of INVOLVEMENT_TYPES). */
  readonly mustHave: Uint8Array;
  readonly involvement: Uint8Array;
}

/** Build once per model and set of active businesses; rows follow the input order. */
export function buildBusinessIndex(businesses: readonly (BusinessMatchFields & { id: string })[], model: MatchModel): BusinessIndex {
  const size = businesses.length;
  const columns = {
    industry: new Uint8Array(size),
    geography: new Uint16Array(size),
    stage: new Uint8Array(size),
    logAmount: new Float64Array(size),
    growth: new Float64Array(size),
    margin: new Float64Array(size),
    hasText: new Uint8Array(size),
    mustHave: new Uint8Array(size),
    involvement: new Uint8Array(size),
  };
  const vectors = businesses.map((business, i) => {
    const features = businessFeatures(business, model);
    columns.mustHave[i] = features.mustHave;
    columns.involvement[i] = features.involvement;
    columns.industry[i] = codeOfBit(features.industry);
    columns.geography[i] = codeOfBit(features.headquarters) * REGION_MASKS + features.branches;
    columns.stage[i] = features.stage;
    columns.logAmount[i] = features.logAmount;
    columns.growth[i] = features.growth;
    columns.margin[i] = features.margin;
    columns.hasText[i] = features.text ? 1 : 0;
    return features.text;
  });
  return { model, size, ids: idColumnOf(businesses.map((business) => business.id)), ...columns, text: buildTermRows(vectors, model.text.terms.length) };
}

const REGION_MASKS = 1 << REGIONS.length;
const bitOfCode = (code: number) => (code === 0 ? 0 : 1 << (code - 1));

/** Points of the categorical parts for one investor, indexed by the columns' codes. */
function pointTables(investor: InvestorFeatures) {
  const industry = new Float64Array(INVESTOR_INDUSTRIES.length + 1);
  for (let code = 0; code < industry.length; code++) industry[code] = WEIGHTS.industry * industryFit(investor.industries, bitOfCode(code));
  const stage = new Float64Array(BUSINESS_STAGES.length + 1);
  for (let code = 0; code < stage.length; code++) stage[code] = WEIGHTS.stage * stageFit(investor.stages, code);
  const geography = new Float64Array((REGIONS.length + 1) * REGION_MASKS);
  for (let key = 0; key < geography.length; key++) {
    const headquarters = bitOfCode(Math.floor(key / REGION_MASKS));
    geography[key] = WEIGHTS.geography * geographyFit(investor.regions, headquarters, key % REGION_MASKS);
  }
  return { industry, stage, geography };
}

/** The must-haves (bits of MUST_HAVES) each business row breaks with this investor; 0 when it fits every one. */
export function rowMissesForInvestor(index: BusinessIndex, inv: InvestorFeatures): (row: number) => number {
  const pair: ConstraintInputs = {
    investorMust: inv.mustHave, industries: inv.industries, regions: inv.regions, stages: inv.stages, logMin: inv.logMin,
    logMax: inv.logMax, involvement: inv.involvement, ownerMust: 0, ownerInvolvement: 0, industry: 0, geography: 0, stage: 0,
    logAmount: Number.NaN,
  };
  return (i) => {
    const g = index.geography[i] as number;
    pair.ownerMust = index.mustHave[i] as number;
    pair.ownerInvolvement = index.involvement[i] as number;
    pair.industry = bitOfCode(index.industry[i] as number);
    pair.geography = bitOfCode(Math.floor(g / REGION_MASKS)) | (g % REGION_MASKS);
    pair.stage = index.stage[i] as number;
    pair.logAmount = index.logAmount[i] as number;
    return missMask(pair);
  };
}

/** The best businesses for one investor, best first, each scored exactly as `scorePair` scores it. */
export function rankBusinessesForInvestor(index: BusinessIndex, investor: InvestorMatchFields, options: RankOptions = {}): RankedMatch[] {
  const { industry, geography, stage, logAmount, growth, margin, hasText, text, ids, size } = index;
  const inv = investorFeatures(investor, index.model);
  const points = pointTables(inv);
  const { logMin, logMax, minRoi } = inv;
  const query = denseQuery(inv.text, index.model.text.terms.length);
  const investorHasText = inv.text !== null;
  const top = new TopK(capacityFor(options.limit, size));
  const filter = options.filter;
  const musts = options.musts ?? 'any';
  const missesOf = musts === 'any' ? null : rowMissesForInvestor(index, inv);
  const fitsMusts = (i: number) => missesOf === null || keepsMask(musts, missesOf(i));
  for (let i = 0; i < size; i++) {
    // Points are weight × fit, as in scorePair, and added in sumPoints' order: the totals match to the bit.
    const industryPoints = points.industry[industry[i] as number] as number;
    const geographyPoints = points.geography[geography[i] as number] as number;
    const stagePoints = points.stage[stage[i] as number] as number;
    if (industryPoints + geographyPoints + stagePoints + POINTS_AFTER_STAGE + SKIP_SLACK < top.floor) continue;
    const ticketPoints = WEIGHTS.ticket * ticketFit(logMin, logMax, logAmount[i] as number);
    const returnsPoints = WEIGHTS.returns * returnsFit(minRoi, growth[i] as number, margin[i] as number);
    if (industryPoints + ticketPoints + geographyPoints + stagePoints + returnsPoints + WEIGHTS.text + SKIP_SLACK < top.floor) continue;
    const bothHaveText = investorHasText && hasText[i] === 1;
    const textPoints = WEIGHTS.text * textFit(bothHaveText, bothHaveText ? rowDot(text, i, query) : 0);
    const total = sumPoints(industryPoints, ticketPoints, geographyPoints, stagePoints, returnsPoints, textPoints);
    if (!top.accepts(total, i) || !fitsMusts(i) || (filter && !filter(i))) continue;
    top.offer(total, i);
  }
  return top.sorted().map(({ index: row, total }) => ({ id: idAt(ids, row), index: row, score: scoreOf(total) }));
}
