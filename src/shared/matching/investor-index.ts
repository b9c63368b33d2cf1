// Columnar index of investors, the mirror of business-index.ts: every investor for one business.
// Here the categorical columns are the investors' bitmasks, and the per-business point tables are
// indexed by those masks directly.
import type { BusinessMatchFields, InvestorMatchFields } from '../profiles/profile-model.ts';
import { INVESTMENT_STAGES, INVESTOR_INDUSTRIES, REGIONS } from '../enums.ts';
import {
  businessFeatures, investorFeatures, type BusinessFeatures, type MatchModel,
} from './features.ts';
import {
  geographyFit, industryFit, POINTS_AFTER_STAGE, returnsFit, scoreOf, stageFit, sumPoints, textFit, ticketFit, WEIGHTS,
} from './parts.ts';
import { idAt, idColumnOf, type IdColumn } from './id-column.ts';
import { buildTermRows, denseQuery, rowDot, type TermRows } from './text-affinity.ts';
import { constraintInputs, keepsMask, missMask } from './constraints.ts';
import { capacityFor, SKIP_SLACK, TopK, type RankedMatch, type RankOptions } from './top-k.ts';

export interface InvestorIndex {
  readonly model: MatchModel;
  readonly size: number;
  /** The rows' profile ids (id-column.ts: bytes for a snapshot's UUIDs). */
  readonly ids: IdColumn;
  readonly industries: Uint16Array;
  readonly regions: Uint16Array;
  readonly stages: Uint8Array;
  readonly logMin: Float64Array;
  readonly logMax: Float64Array;
  readonly minRoi: Float64Array;
  readonly hasText: Uint8Array;
  readonly text: TermRows;
  /** The investor's must-haves (bits of INVESTOR_MUST_HAVES) and involvement (one bit of INVOLVEMENT_TYPES). */
  readonly mustHave: Uint8Array;
  readonly involvement: Uint8Array;
}

/** Build once per model and set of active investors; rows follow the input order. */
export function buildInvestorIndex(investors: readonly (InvestorMatchFields & { id: string })[], model: MatchModel): InvestorIndex {
  const size = investors.length;
  const columns = {
    industries: new Uint16Array(size),
    regions: new Uint16Array(size),
    stages: new Uint8Array(size),
    logMin: new Float64Array(size),
    logMax: new Float64Array(size),
    minRoi: new Float64Array(size),
    hasText: new Uint8Array(size),
    mustHave: new Uint8Array(size),
    involvement: new Uint8Array(size),
  };
  const vectors = investors.map((investor, i) => {
    const features = investorFeatures(investor, model);
    columns.mustHave[i] = features.mustHave;
    columns.involvement[i] = features.involvement;
    columns.industries[i] = features.industries;
    columns.regions[i] = features.regions;
    columns.stages[i] = features.stages;
    columns.logMin[i] = features.logMin;
    columns.logMax[i] = features.logMax;
    columns.minRoi[i] = features.minRoi;
    columns.hasText[i] = features.text ? 1 : 0;
    return features.text;
  });
  return { model, size, ids: idColumnOf(investors.map((investor) => investor.id)), ...columns, text: buildTermRows(vectors, model.text.terms.length) };
}

/** Points of the categorical parts for one business, indexed by an investor's bitmask. */
function pointTables(business: BusinessFeatures) {
  const industry = new Float64Array(1 << INVESTOR_INDUSTRIES.length);
  for (let mask = 0; mask < industry.length; mask++) industry[mask] = WEIGHTS.industry * industryFit(mask, business.industry);
  const geography = new Float64Array(1 << REGIONS.length);
  for (let mask = 0; mask < geography.length; mask++) {
    geography[mask] = WEIGHTS.geography * geographyFit(mask, business.headquarters, business.branches);
  }
  const stage = new Float64Array(1 << INVESTMENT_STAGES.length);
  for (let mask = 0; mask < stage.length; mask++) stage[mask] = WEIGHTS.stage * stageFit(mask, business.stage);
  return { industry, geography, stage };
}

/** The must-haves (bits of MUST_HAVES) each investor row breaks with this business; 0 when it fits every one. */
export function rowMissesForBusiness(index: InvestorIndex, bus: BusinessFeatures): (row: number) => number {
  const pair = constraintInputs(
    { industries: 0, regions: 0, stages: 0, logMin: -Infinity, logMax: Infinity, minRoi: Number.NaN, text: null, mustHave: 0, involvement: 0 },
    bus,
  );
  return (i) => {
    pair.investorMust = index.mustHave[i] as number;
    pair.industries = index.industries[i] as number;
    pair.regions = index.regions[i] as number;
    pair.stages = index.stages[i] as number;
    pair.logMin = index.logMin[i] as number;
    pair.logMax = index.logMax[i] as number;
    pair.involvement = index.involvement[i] as number;
    return missMask(pair);
  };
}

/** The best investors for one business, best first, each scored exactly as `scorePair` scores it. */
export function rankInvestorsForBusiness(index: InvestorIndex, business: BusinessMatchFields, options: RankOptions = {}): RankedMatch[] {
  const { industries, regions, stages, logMin, logMax, minRoi, hasText, text, ids, size } = index;
  const bus = businessFeatures(business, index.model);
  const points = pointTables(bus);
  const { logAmount, growth, margin } = bus;
  const query = denseQuery(bus.text, index.model.text.terms.length);
  const businessHasText = bus.text !== null;
  const top = new TopK(capacityFor(options.limit, size));
  const filter = options.filter;
  const musts = options.musts ?? 'any';
  const missesOf = musts === 'any' ? null : rowMissesForBusiness(index, bus);
  const fitsMusts = (i: number) => missesOf === null || keepsMask(musts, missesOf(i));
  for (let i = 0; i < size; i++) {
    // Same points, same order as scorePair (see business-index.ts).
    const industryPoints = points.industry[industries[i] as number] as number;
    const geographyPoints = points.geography[regions[i] as number] as number;
    const stagePoints = points.stage[stages[i] as number] as number;
    if (industryPoints + geographyPoints + stagePoints + POINTS_AFTER_STAGE + SKIP_SLACK < top.floor) continue;
    const ticketPoints = WEIGHTS.ticket * ticketFit(logMin[i] as number, logMax[i] as number, logAmount);
    const returnsPoints = WEIGHTS.returns * returnsFit(minRoi[i] as number, growth, margin);
    if (industryPoints + ticketPoints + geographyPoints + stagePoints + returnsPoints + WEIGHTS.text + SKIP_SLACK < top.floor) continue;
    const bothHaveText = businessHasText && hasText[i] === 1;
    const textPoints = WEIGHTS.text * textFit(bothHaveText, bothHaveText ? rowDot(text, i, query) : 0);
    const total = sumPoints(industryPoints, ticketPoints, geographyPoints, stagePoints, returnsPoints, textPoints);
    if (!top.accepts(total, i) || !fitsMusts(i) || (filter && !filter(i))) continue;
    top.offer(total, i);
  }
  return top.sorted().map(({ index: row, total }) => ({ id: idAt(ids, row), index: row, score: scoreOf(total) }));
}
