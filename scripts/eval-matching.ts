// Matching quality against a broker's judgements (issue 20, "Measured, not asserted"): `npm run eval:matching`.
// Ranks every profile of the judged set (tests/fixtures/matching-eval) with the real rankers, must-haves
// kept (musts 'fit'), and reports for each side: the share of top-10 results that break a must-have and
// the share of their reasons that state a misfit (both must be 0), and NDCG@10 against the broker's
// grades. Writes bench/results/matching-eval.json; exits 1 when either share is above 0.
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildBusinessIndex, rankBusinessesForInvestor } from '#shared/matching/business-index.ts';
import { meanOf, ndcgAt, share } from '#shared/matching/eval-metrics.ts';
import { createMatchModel } from '#shared/matching/features.ts';
import { buildInvestorIndex, rankInvestorsForBusiness } from '#shared/matching/investor-index.ts';
import { MISFIT_CODES, scorePair, type MatchResult } from '#shared/matching/score.ts';
import type { RankedMatch } from '#shared/matching/top-k.ts';
import { BUSINESS_VERDICTS } from '../tests/fixtures/matching-eval/business-verdicts.ts';
import { BUSINESSES } from '../tests/fixtures/matching-eval/businesses.ts';
import { INVESTOR_VERDICTS } from '../tests/fixtures/matching-eval/investor-verdicts.ts';
import { INVESTORS } from '../tests/fixtures/matching-eval/investors.ts';
import type { Verdicts } from '../tests/fixtures/matching-eval/types.ts';

const K = 10;
/** Each profile needs at least this many judged candidates for its NDCG to mean something. */
const MIN_VERDICTS = 5;
const RESULTS_FILE = 'bench/results/matching-eval.json';

interface Named {
  id: string;
  name: string;
}

/** One direction of matching: whom it ranks, among whom, against which verdicts. */
interface Side<P extends Named, C extends Named> {
  label: string;
  profiles: readonly P[];
  candidates: readonly C[];
  verdicts: Verdicts;
  rank: (profile: P) => RankedMatch[];
  /** The pair as the profile's owner reads it (their audience). */
  score: (profile: P, candidate: C) => MatchResult;
}

/** A judged set that does not hold together measures nothing: stop rather than report. */
function checkVerdicts(side: Pick<Side<Named, Named>, 'label' | 'profiles' | 'candidates' | 'verdicts'>): void {
  const profileIds = new Set(side.profiles.map((p) => p.id));
  const candidateIds = new Set(side.candidates.map((c) => c.id));
  const problems: string[] = [];
  for (const id of Object.keys(side.verdicts)) if (!profileIds.has(id)) problems.push(`verdicts for unknown profile ${id}`);
  for (const { id } of side.profiles) {
    const verdicts = side.verdicts[id] ?? [];
    if (verdicts.length < MIN_VERDICTS) problems.push(`${id}: ${verdicts.length} verdicts, fewer than ${MIN_VERDICTS}`);
    const seen = new Set<string>();
    for (const verdict of verdicts) {
      if (!candidateIds.has(verdict.id)) problems.push(`${id}: verdict on unknown candidate ${verdict.id}`);
      if (seen.has(verdict.id)) problems.push(`${id}: ${verdict.id} judged twice`);
      seen.add(verdict.id);
    }
  }
  if (problems.length > 0) throw new Error(`${side.label}: the judged set is inconsistent:\n  ${problems.join('\n  ')}`);
}

function evaluate<P extends Named, C extends Named>(side: Side<P, C>) {
  checkVerdicts(side);
  let results = 0;
  let breaks = 0;
  let reasons = 0;
  let misfitReasons = 0;
  let judgedInTop = 0;
  const perProfile = side.profiles.map((profile) => {
    const grades = new Map((side.verdicts[profile.id] ?? []).map((verdict) => [verdict.id, verdict.grade as number]));
    const ranked = side.rank(profile);
    const top = ranked.map(({ id, index, score }) => {
      const pair = side.score(profile, side.candidates[index] as C);
      results++;
      if (pair.misses.length > 0) breaks++;
      reasons += pair.reasonDetails.length;
      misfitReasons += pair.reasonDetails.filter((reason) => MISFIT_CODES.has(reason.code)).length;
      if (grades.has(id)) judgedInTop++;
      return { id, score, grade: grades.get(id) ?? null, ...(pair.misses.length > 0 && { misses: pair.misses }) };
    });
    return { id: profile.id, name: profile.name, ndcg: ndcgAt(K, ranked.map((r) => r.id), grades), top };
  });
  const ndcgs = perProfile.map((p) => p.ndcg);
  return {
    side: side.label,
    profiles: side.profiles.length,
    results,
    mustHaveBreaks: breaks,
    mustHaveBreakShare: share(breaks, results),
    reasons,
    misfitReasons,
    misfitReasonShare: share(misfitReasons, reasons),
    judgedInTop,
    judgedInTopShare: share(judgedInTop, results),
    ndcgMean: meanOf(ndcgs),
    ndcgProfiles: ndcgs.filter((n) => n !== null).length,
    perProfile,
  };
}

const model = createMatchModel({ investors: INVESTORS, businesses: BUSINESSES });
const businessIndex = buildBusinessIndex(BUSINESSES, model);
const investorIndex = buildInvestorIndex(INVESTORS, model);

const sides = [
  evaluate({
    label: 'investor → businesses',
    profiles: INVESTORS,
    candidates: BUSINESSES,
    verdicts: INVESTOR_VERDICTS,
    rank: (investor) => rankBusinessesForInvestor(businessIndex, investor, { limit: K, musts: 'fit' }),
    score: (investor, business) => scorePair(investor, business, model, { audience: 'investor' }),
  }),
  evaluate({
    label: 'business → investors',
    profiles: BUSINESSES,
    candidates: INVESTORS,
    verdicts: BUSINESS_VERDICTS,
    rank: (business) => rankInvestorsForBusiness(investorIndex, business, { limit: K, musts: 'fit' }),
    score: (business, investor) => scorePair(investor, business, model, { audience: 'business_owner' }),
  }),
];

const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
const ofResults = (part: number, whole: number) => `${part} of ${whole} (${percent(share(part, whole))})`;
const rows = [
  ['side', 'profiles', `top-${K} must-have breaks`, 'misfit reasons', `judged in top-${K}`, `NDCG@${K} mean`],
  ...sides.map((s) => [
    s.side,
    String(s.profiles),
    ofResults(s.mustHaveBreaks, s.results),
    ofResults(s.misfitReasons, s.reasons),
    ofResults(s.judgedInTop, s.results),
    s.ndcgMean === null ? 'n/a' : `${s.ndcgMean.toFixed(3)} (${s.ndcgProfiles} profiles)`,
  ]),
];
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
const log = (line: string) => process.stdout.write(`${line}\n`);
log(`Matching against a broker's verdicts: ${INVESTORS.length} investors, ${BUSINESSES.length} businesses, must-haves kept (musts 'fit').`);
log('');
for (const row of rows) log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
log('');
log(`Grades 3 strong fit, 2 good, 1 weak, 0 no; gain 2^grade − 1. Unjudged pairs in a top ${K} count as grade 0 (no fit),`);
log('whatever a broker would say of them. A profile whose verdicts hold no grade above 0 has no NDCG and is left out of the mean.');
for (const s of sides) {
  const lowest = s.perProfile.filter((p) => p.ndcg !== null).sort((a, b) => a.ndcg! - b.ndcg!).slice(0, 3);
  log(`Lowest NDCG@${K}, ${s.side}: ${lowest.map((p) => `${p.id} ${p.ndcg!.toFixed(2)}`).join(', ')}`);
}

const failed = sides.some((s) => s.mustHaveBreakShare > 0 || s.misfitReasonShare > 0);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  RESULTS_FILE,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      k: K,
      grades: { 3: 'strong fit', 2: 'good', 1: 'weak', 0: 'no' },
      ndcg: `gain 2^grade - 1, rank r discounted by log2(r + 1); unjudged pairs count as grade 0; profiles without a grade above 0 are left out of the mean`,
      rankers: "rankBusinessesForInvestor / rankInvestorsForBusiness, limit 10, musts 'fit'",
      goals: { mustHaveBreakShare: 0, misfitReasonShare: 0 },
      passed: !failed,
      sides,
    },
    null,
    2,
  )}\n`,
);
log(`Wrote ${RESULTS_FILE}${failed ? '; a must-have break or a misfit reason was found: exit 1' : ''}.`);
process.exitCode = failed ? 1 : 0;
