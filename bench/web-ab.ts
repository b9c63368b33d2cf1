// `npm run bench:web-ab -- --other DIR`: this checkout's pages against another build's, in interleaved Lighthouse rounds
// on one host (decision 0168). DIR is a checkout of another commit that has been built (`npm run build` in it, with
// its own node_modules or a link to these), e.g. `git worktree add ../base HEAD~1`. Both servers run with `npm start`'s
// flags on the bench database; each round runs every page of both builds and the static copy of `/` once, the order of
// the two builds alternating from round to round, so that a change in the host's load weighs on both alike. Prints each
// page's runs and medians (total blocking time, performance, first contentful paint) and writes
// bench/results/web-ab.json. `--pages /businesses,/` (default /businesses), `--runs N` (default 10), `--cpu-slowdown X`
// (default: each run's own, from its benchmark index).
import path from 'node:path';
import { argument, benchDatabaseUrl, fmt, log, machine, percentile, writeResult } from './common.ts';
import { buildForBench } from './build.ts';
import { lighthouse, writeStaticCopy, type PageScore } from './lighthouse-run.ts';
import { startServer } from './server.ts';

const other = argument('other', '');
if (!other) throw new Error('--other DIR: a built checkout to compare with');
const pages = argument('pages', '/businesses').split(',');
const runs = Number(argument('runs', '10'));
const cpuSlowdown = Number(argument('cpu-slowdown', '0')) || undefined;

await buildForBench();
const env = { DATABASE_URL: benchDatabaseUrl(), SEED_DEMO: 'false' };
const ours = await startServer(env);
const theirs = await startServer(env, 180_000, process.execPath, [], path.resolve(other, 'dist', 'server', 'main.js'));
try {
  const staticPath = await writeStaticCopy(`${ours.url}/`, 'bench-static-home.html');
  // Every page asked for once and given time, so that a page a server draws with its data is drawn (0168).
  for (const server of [ours, theirs]) for (const page of pages) await fetch(`${server.url}${page}`);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const targets = [
    ...pages.flatMap((page) => [{ name: `this ${page}`, url: `${ours.url}${page}` }, { name: `other ${page}`, url: `${theirs.url}${page}` }]),
    { name: 'static copy of /', url: `${ours.url}${staticPath}` },
  ];
  const results = new Map<string, PageScore[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < runs; round++) {
    const order = round % 2 === 0 ? targets : [...targets].reverse();
    const scores = await lighthouse(order.map((t) => t.url), 1, cpuSlowdown);
    for (const [k, target] of order.entries()) results.get(target.name)?.push(scores[k] as PageScore);
    log(`round ${round + 1}/${runs}: ${order.map((t, k) => `${t.name} ${Math.round(scores[k]?.tbtMs ?? 0)} ms`).join(', ')}`);
  }
  const summary = targets.map(({ name }) => {
    const runsOf = results.get(name) ?? [];
    const median = (pick: (s: PageScore) => number) => percentile(runsOf.map(pick), 0.5);
    return {
      name,
      tbtMs: median((s) => s.tbtMs),
      tbtRunsMs: runsOf.map((s) => Math.round(s.tbtMs)),
      domSizes: runsOf.map((s) => s.domSizes[0]),
      performance: median((s) => s.performance),
      fcpMs: median((s) => s.fcpMs),
      benchmarkIndexes: runsOf.map((s) => s.benchmarkIndex),
    };
  });
  for (const s of summary) log(`${s.name}: median TBT ${fmt.ms(s.tbtMs)} (runs ${s.tbtRunsMs.join(', ')}; elements ${s.domSizes.join(', ')}), performance ${s.performance}, FCP ${fmt.ms(s.fcpMs)}`);
  writeResult('web-ab', { date: new Date().toISOString(), machine: machine(), other: path.resolve(other), runs, cpuSlowdown: cpuSlowdown ?? null, summary });
} finally {
  await ours.stop();
  await theirs.stop();
}
