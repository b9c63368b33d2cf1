// Matching benchmark (docs/design.md section 7): `npm run bench:matching`. Prints each figure beside its
// budget and writes bench/results/matching.json. Timings only; correctness lives in the unit tests,
// though the run also checks that the engine, the naive baseline and the workers agree.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { buildBusinessIndex, rankBusinessesForInvestor } from '#shared/matching/business-index.ts';
import { createMatchModel } from '#shared/matching/features.ts';
import { buildInvestorIndex, rankInvestorsForBusiness } from '#shared/matching/investor-index.ts';
import { generateProfiles } from './matching-data.ts';
import { naiveRankBusinesses, naiveRankInvestors } from './naive-matcher.ts';
import { recomputeTopMatches } from './parallel-ranker.ts';

const SIZES = { businesses: 100_000, investors: 20_000, recomputeInvestors: 10_000, limit: 50 };
const RUNS = { warmUp: 30, engine: 100, naive: 5 };
const BUDGET = { rank100kMs: 10, rank20kMs: 10 * (SIZES.investors / 100_000), minRatio: 20, recomputeS: 60 };

const now = () => performance.now();
function timeOnce<T>(run: () => T): [T, number] {
  const start = now();
  const result = run();
  return [result, now() - start];
}
function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}
/** Median and p95 of `runs` calls, after `warmUp` unmeasured ones; call k gets input k. */
function measure(runs: number, warmUp: number, call: (k: number) => unknown) {
  for (let k = 0; k < warmUp; k++) call(k + runs);
  const samples = Array.from({ length: runs }, (_, k) => timeOnce(() => call(k))[1]);
  return { median: percentile(samples, 0.5), p95: percentile(samples, 0.95), runs };
}
const sameScores = (a: { score: number }[], b: { score: number }[]) =>
  a.length === b.length && a.every((match, k) => match.score === b[k]!.score);

const log = (line: string) => process.stdout.write(`${line}\n`);
log(`Matching benchmark on ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.availableParallelism()} cores, Node ${process.version}, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);

const [data, generateMs] = timeOnce(() => generateProfiles({ investors: SIZES.investors, businesses: SIZES.businesses }));
const { investors, businesses } = data;
const [model, modelMs] = timeOnce(() => createMatchModel({ investors, businesses }));
const [businessIndex, businessIndexMs] = timeOnce(() => buildBusinessIndex(businesses, model));
const [investorIndex, investorIndexMs] = timeOnce(() => buildInvestorIndex(investors, model));
log(`data ${generateMs.toFixed(0)} ms; text model ${modelMs.toFixed(0)} ms (${model.text.terms.length} words); indexes ${businessIndexMs.toFixed(0)} + ${investorIndexMs.toFixed(0)} ms`);

const investorAt = (k: number) => investors[(k * 7919) % investors.length]!;
const businessAt = (k: number) => businesses[(k * 7919) % businesses.length]!;
const rankBusinesses = measure(RUNS.engine, RUNS.warmUp, (k) => rankBusinessesForInvestor(businessIndex, investorAt(k), { limit: SIZES.limit, musts: 'fit' }));
const rankInvestors = measure(RUNS.engine, RUNS.warmUp, (k) => rankInvestorsForBusiness(investorIndex, businessAt(k), { limit: SIZES.limit, musts: 'fit' }));
// An investor whose industries no business has: the early exits rarely fire, the slowest realistic case.
const unmatched = (k: number) => ({ ...investorAt(k), preferredIndustries: ['real_estate' as const], geographicalPreference: [], investmentStage: [] });
const rankUnmatched = measure(RUNS.engine / 2, RUNS.warmUp / 3, (k) => rankBusinessesForInvestor(businessIndex, unmatched(k), { limit: SIZES.limit, musts: 'fit' }));
log(`engine: ${rankBusinesses.median.toFixed(2)} ms per 100k businesses, ${rankInvestors.median.toFixed(2)} ms per 20k investors`);

const naiveTops: { businesses: { score: number }[][]; investors: { score: number }[][] } = { businesses: [], investors: [] };
const naiveBusinesses = measure(RUNS.naive, 1, (k) => (naiveTops.businesses[k] = naiveRankBusinesses(businesses, investorAt(k), model, SIZES.limit)));
const naiveInvestors = measure(RUNS.naive, 1, (k) => (naiveTops.investors[k] = naiveRankInvestors(investors, businessAt(k), model, SIZES.limit)));
let agree = 0;
for (let k = 0; k < RUNS.naive; k++) {
  if (sameScores(naiveTops.businesses[k]!, rankBusinessesForInvestor(businessIndex, investorAt(k), { limit: SIZES.limit }))) agree++;
  if (sameScores(naiveTops.investors[k]!, rankInvestorsForBusiness(investorIndex, businessAt(k), { limit: SIZES.limit }))) agree++;
}
log(`naive: ${naiveBusinesses.median.toFixed(0)} ms per 100k businesses, ${naiveInvestors.median.toFixed(0)} ms per 20k investors`);

const recomputeInvestors = investors.slice(0, SIZES.recomputeInvestors);
const [recompute, recomputeMs] = await (async () => {
  const start = now();
  const table = await recomputeTopMatches(businessIndex, recomputeInvestors, { limit: SIZES.limit });
  return [table, now() - start] as const;
})();
const sampled = Array.from({ length: 20 }, (_, k) => (k * 997) % recomputeInvestors.length);
const workersAgree = sampled.every((k) =>
  rankBusinessesForInvestor(businessIndex, recomputeInvestors[k]!, { limit: SIZES.limit, musts: 'fit' }).every(
    (match, rank) => recompute.rows[k * SIZES.limit + rank] === match.index && recompute.scores[k * SIZES.limit + rank] === match.score,
  ),
);
log(`recompute: ${(recomputeMs / 1000).toFixed(1)} s on ${recompute.threads} worker threads`);

const ratioBusinesses = naiveBusinesses.median / rankBusinesses.median;
const ratioInvestors = naiveInvestors.median / rankInvestors.median;
const rows: [figure: string, measured: string, budget: string, pass: boolean | null][] = [
  ['rank 100k businesses for 1 investor, median', `${rankBusinesses.median.toFixed(2)} ms`, `< ${BUDGET.rank100kMs} ms`, rankBusinesses.median < BUDGET.rank100kMs],
  ['rank 100k businesses for 1 investor, p95', `${rankBusinesses.p95.toFixed(2)} ms`, `< ${BUDGET.rank100kMs} ms`, rankBusinesses.p95 < BUDGET.rank100kMs],
  ['  same, investor matching no business, median', `${rankUnmatched.median.toFixed(2)} ms`, `< ${BUDGET.rank100kMs} ms`, rankUnmatched.median < BUDGET.rank100kMs],
  ['naive baseline, 100k businesses, median', `${naiveBusinesses.median.toFixed(0)} ms`, '', null],
  ['engine vs naive, 100k businesses', `${ratioBusinesses.toFixed(0)}×`, `≥ ${BUDGET.minRatio}×`, ratioBusinesses >= BUDGET.minRatio],
  ['rank 20k investors for 1 business, median', `${rankInvestors.median.toFixed(2)} ms`, `< ${BUDGET.rank20kMs} ms`, rankInvestors.median < BUDGET.rank20kMs],
  ['rank 20k investors for 1 business, p95', `${rankInvestors.p95.toFixed(2)} ms`, `< ${BUDGET.rank20kMs} ms`, rankInvestors.p95 < BUDGET.rank20kMs],
  ['naive baseline, 20k investors, median', `${naiveInvestors.median.toFixed(0)} ms`, '', null],
  ['engine vs naive, 20k investors', `${ratioInvestors.toFixed(0)}×`, `≥ ${BUDGET.minRatio}×`, ratioInvestors >= BUDGET.minRatio],
  [`top-${SIZES.limit} for 10k investors × 100k businesses`, `${(recomputeMs / 1000).toFixed(1)} s`, `< ${BUDGET.recomputeS} s`, recomputeMs / 1000 < BUDGET.recomputeS],
  ['naive and engine top-50 scores agree', `${agree}/${RUNS.naive * 2}`, 'all', agree === RUNS.naive * 2],
  ['workers agree with the single-thread ranker', `${workersAgree ? 20 : 0}/20 sampled`, 'all', workersAgree],
];
const widths = [0, 1, 2].map((c) => Math.max(...rows.map((row) => String(row[c]).length)));
log('');
for (const [figure, measured, budget, pass] of rows) {
  log(`${figure.padEnd(widths[0]!)}  ${measured.padStart(widths[1]!)}  ${budget.padEnd(widths[2]!)}  ${pass === null ? '' : pass ? 'PASS' : 'FAIL'}`);
}

const results = {
  date: new Date().toISOString(),
  machine: { cpu: os.cpus()[0]?.model ?? 'unknown', cores: os.availableParallelism(), node: process.version, loadAverage: os.loadavg() },
  sizes: SIZES,
  build: { textModelMs: modelMs, businessIndexMs, investorIndexMs, vocabulary: model.text.terms.length },
  rankBusinessesFor1Investor: { ...rankBusinesses, budgetMs: BUDGET.rank100kMs },
  rankBusinessesForUnmatchedInvestor: rankUnmatched,
  rankInvestorsFor1Business: { ...rankInvestors, budgetMs: BUDGET.rank20kMs },
  naive: { businessesMedianMs: naiveBusinesses.median, investorsMedianMs: naiveInvestors.median, runs: RUNS.naive },
  ratio: { businesses: ratioBusinesses, investors: ratioInvestors, budget: BUDGET.minRatio },
  recompute: { investors: SIZES.recomputeInvestors, businesses: SIZES.businesses, threads: recompute.threads, seconds: recomputeMs / 1000, budgetSeconds: BUDGET.recomputeS },
  checks: { naiveAgrees: `${agree}/${RUNS.naive * 2}`, workersAgree },
  pass: rows.every(([, , , pass]) => pass !== false),
};
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/matching.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
log(`\n${results.pass ? 'All budgets met.' : 'Some budgets missed.'} Figures written to bench/results/matching.json`);
process.exitCode = results.pass ? 0 : 1;
