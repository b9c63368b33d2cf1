// Soak test (npm run soak; not part of npm test): a mixed read/write load against a Dealbridge server on
// loopback for a bounded time, reporting errors, latency percentiles and the server's memory growth (its own, its
// child processes' and the two together).
//
//   npm run soak -- [--minutes 10] [--concurrency 16]
//   npm run soak -- --url http://127.0.0.1:3000 --pid 1234 --investor EMAIL:PASSWORD --owner EMAIL:PASSWORD
//
// Without --url it starts its own server as `npm start` runs it (the build, made when missing or stale, with the
// start script's environment and node flags, scripts/start-command.mjs) on a fresh embedded database with the demo
// data, and stops it afterwards: the sources through tsx, without those flags, held about twice the memory and said
// nothing of production's (issue 25). Exit code 1 when any request failed with a 5xx or a network error.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { productionLaunch } from './start-command.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const MAX_MINUTES = 120;
const MAX_CONCURRENCY = 256;

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '16' },
    url: { type: 'string' },
    pid: { type: 'string' },
    investor: { type: 'string' },
    owner: { type: 'string' },
  },
});
const minutes = Number(args.minutes);
const concurrency = Number(args.concurrency);
if (!(minutes > 0 && minutes <= MAX_MINUTES)) throw new Error(`--minutes must be above 0 and at most ${MAX_MINUTES}`);
if (!(Number.isInteger(concurrency) && concurrency >= 1 && concurrency <= MAX_CONCURRENCY)) {
  throw new Error(`--concurrency must be a whole number from 1 to ${MAX_CONCURRENCY}`);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts the production server with demo data on a free loopback port; resolves once it prints its banner and logins. */
async function startServer() {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'ensure-build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-soak-'));
  const launch = productionLaunch();
  const command = [...launch.nodeArgs, path.join('dist', 'server', 'main.js')];
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'error', ...launch.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const poll = setInterval(() => {
      if (output.includes('Dealbridge is running on')) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve();
      }
    }, 50);
    child.once('exit', () => reject(new Error(`server exited:\n${output}`)));
  });
  const login = (label) => {
    const match = output.match(new RegExp(`${label}\\s+(\\S+) / (\\S+)`));
    return match ? { email: match[1], password: match[2] } : undefined;
  };
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, investor: login('investor'), owner: login('business owner'), stop, command: command.join(' ') };
}

const credentials = (text) => {
  if (!text) return undefined;
  const i = text.indexOf(':');
  return { email: text.slice(0, i), password: text.slice(i + 1) };
};

const server = args.url
  ? { url: args.url.replace(/\/$/, ''), pid: args.pid ? Number(args.pid) : undefined, investor: credentials(args.investor), owner: credentials(args.owner), stop: async () => {}, command: 'external' }
  : await startServer();
if (!LOOPBACK.has(new URL(server.url).hostname)) throw new Error('The soak test only drives a server on loopback (127.0.0.1, localhost or ::1).');

function rssKb(pid) {
  if (!pid) return undefined;
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) : undefined;
  } catch {
    return undefined;
  }
}

/** The process's children, grandchildren … (Linux): the page renderer and the matching snapshot's builder among them. */
function descendants(pid) {
  let children = [];
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      children.push(...fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
    }
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** The resident memory of the server's processes besides itself: what the product holds beyond the server's own. */
const childrenRssKb = (pid) => (pid ? descendants(pid).reduce((sum, child) => sum + (rssKb(child) ?? 0), 0) : undefined);

/** A process's proportional set size (Linux): its resident pages, each shared page divided among its sharers. */
function pssKb(pid) {
  try {
    return Number(/^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    // Gone between the listing of the children and this read (the renderer leaving when idle).
    return 0;
  }
}

/**
 * The memory of the server and its child processes together: the sum of their proportional set sizes, so that the
 * node binary's and the libraries' pages, which each of them maps, are counted once rather than once a process.
 */
const treePssKb = (pid) => (pid ? [pid, ...descendants(pid)].reduce((sum, p) => sum + pssKb(p), 0) : undefined);

/** A browser with its own session cookie; writes carry a same-origin Origin. */
function browser() {
  let cookie;
  return async (method, pathname, body) => {
    const res = await fetch(`${server.url}${pathname}`, {
      method,
      headers: {
        ...(method === 'GET' ? {} : { Origin: server.url }),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('dealbridge_session='));
    if (set) cookie = set.split(';')[0];
    await res.arrayBuffer();
    return res.status;
  };
}

const stats = new Map();
const record = (kind, ms, status) => {
  const s = stats.get(kind) ?? { latencies: [], statuses: {} };
  s.latencies.push(ms);
  s.statuses[status] = (s.statuses[status] ?? 0) + 1;
  stats.set(kind, s);
};

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const SEARCHES = ['tech', 'trading', 'health', 'food', 'logistics', '%', "o'neil", 'العربية'];
const INDUSTRIES = ['technology', 'retail', 'healthcare', 'finance', 'logistics'];

async function setup() {
  const anonymous = browser();
  const investor = browser();
  const owner = browser();
  const signedIn = [];
  if (server.investor && (await investor('POST', '/api/auth/login', server.investor)) === 200) signedIn.push('investor');
  if (server.owner && (await owner('POST', '/api/auth/login', server.owner)) === 200) signedIn.push('owner');
  const listing = await fetch(`${server.url}/api/listings/businesses?page_size=50`).then((r) => r.json());
  const businessIds = (listing.items ?? []).map((b) => b.id);
  return { anonymous, investor: signedIn.includes('investor') ? investor : undefined, owner: signedIn.includes('owner') ? owner : undefined, businessIds };
}

/** One step of a simulated user: mostly reads, a third writes. */
function scenarios({ anonymous, investor, owner, businessIds }) {
  const list = [
    ['home', 3, () => anonymous('GET', '/api/listings/home')],
    ['businesses', 4, () => anonymous('GET', `/api/listings/businesses?search=${encodeURIComponent(pick(SEARCHES))}&page=${1 + Math.floor(Math.random() * 3)}`)],
    ['investors', 3, () => anonymous('GET', `/api/listings/investors?industry=${pick(INDUSTRIES)}`)],
    ['rates+health', 1, () => anonymous('GET', pick(['/api/rates', '/api/health']))],
    // The pages themselves, as a signed-out visitor's browser asks for them: /businesses and /investors come drawn
    // with their cards by the server's page renderer, a process of its own (decision 0168).
    ['page (visitor)', 2, () => anonymous('GET', pick(['/', '/businesses', '/investors']))],
  ];
  if (investor) {
    list.push(
      ['matching', 3, () => investor('GET', `/api/matching/businesses?page=${1 + Math.floor(Math.random() * 3)}`)],
      ['session+notices', 2, () => investor('GET', pick(['/api/auth/session', '/api/notifications']))],
      ['heart (write)', 2, () => investor('PUT', `/api/matching/businesses/${pick(businessIds)}/favourite`, { favourite: Math.random() < 0.5 })],
      ['interested (write)', 1, () => investor('POST', `/api/matching/businesses/${pick(businessIds)}/interest`)],
      ['mark read (write)', 1, () => investor('POST', '/api/notifications/read', {})],
      ['rename (write)', 1, () => investor('PATCH', '/api/me', { full_name: `Soak Investor ${Math.floor(Math.random() * 1000)}` })],
    );
  }
  if (owner) {
    list.push(
      ['connect list', 2, () => owner('GET', '/api/matching/investors')],
      ['service request (write, limited)', 1, () => owner('POST', '/api/service-requests', { service_type: 'valuation', description: 'Soak test request.' })],
    );
  }
  const weighted = list.flatMap(([kind, weight, run]) => Array(weight).fill([kind, run]));
  return () => pick(weighted);
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

const users = await setup();
const next = scenarios(users);
const durationMs = minutes * 60_000;
const started = performance.now();
const rssSamples = [];
const sampler = setInterval(() => rssSamples.push({ at: performance.now() - started, kb: rssKb(server.pid), childrenKb: childrenRssKb(server.pid), treePssKb: treePssKb(server.pid) }), 5000);
const progress = setInterval(() => {
  const done = [...stats.values()].reduce((n, s) => n + s.latencies.length, 0);
  console.log(`  ${((performance.now() - started) / 1000).toFixed(0)} s: ${done} requests, RSS ${((rssKb(server.pid) ?? 0) / 1024).toFixed(0)} MB, its child processes ${((childrenRssKb(server.pid) ?? 0) / 1024).toFixed(0)} MB`);
}, 30_000);
const rssStart = rssKb(server.pid);
console.log(`Soak: ${minutes} min, ${concurrency} concurrent users against ${server.url} (${server.command}); signed in: ${['investor', 'owner'].filter((k) => users[k]).join(', ') || 'nobody'}`);

await Promise.all(Array.from({ length: concurrency }, async () => {
  while (performance.now() - started < durationMs) {
    const [kind, run] = next();
    const t0 = performance.now();
    let status;
    try {
      status = await run();
    } catch {
      status = 'network';
    }
    record(kind, performance.now() - t0, status);
  }
}));
clearInterval(sampler);
clearInterval(progress);
const rssEnd = rssKb(server.pid);
const childrenEnd = childrenRssKb(server.pid);
const treeEnd = treePssKb(server.pid);
await server.stop();

const all = [...stats.values()].flatMap((s) => s.latencies).sort((a, b) => a - b);
const statuses = {};
for (const s of stats.values()) for (const [k, v] of Object.entries(s.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
const errors = Object.entries(statuses).filter(([k]) => k === 'network' || Number(k) >= 500).reduce((n, [, v]) => n + v, 0);
const seconds = (performance.now() - started) / 1000;
const warm = rssSamples.find((s) => s.at >= Math.min(60_000, durationMs / 4))?.kb ?? rssStart;
const peak = Math.max(...rssSamples.map((s) => s.kb ?? 0), rssEnd ?? 0);
const childrenPeak = Math.max(...rssSamples.map((s) => s.childrenKb ?? 0), childrenEnd ?? 0);
const treePeak = Math.max(...rssSamples.map((s) => s.treePssKb ?? 0), treeEnd ?? 0);
const mb = (kb) => (kb === undefined ? 'n/a' : `${(kb / 1024).toFixed(1)} MB`);

console.log('\nper kind                          requests    p50 ms    p99 ms  statuses');
for (const [kind, s] of [...stats.entries()].sort()) {
  const sorted = [...s.latencies].sort((a, b) => a - b);
  console.log(`${kind.padEnd(33)} ${String(sorted.length).padStart(8)} ${percentile(sorted, 50).toFixed(1).padStart(9)} ${percentile(sorted, 99).toFixed(1).padStart(9)}  ${JSON.stringify(s.statuses)}`);
}
const summary = {
  node: process.version, minutes, concurrency, requests: all.length, rps: Math.round(all.length / seconds), errors, statuses,
  p50_ms: Number(percentile(all, 50).toFixed(1)), p99_ms: Number(percentile(all, 99).toFixed(1)),
  rss_start: mb(rssStart), rss_after_warmup: mb(warm), rss_end: mb(rssEnd), rss_peak: mb(peak),
  rss_growth_after_warmup: warm && rssEnd ? mb(rssEnd - warm) : 'n/a',
  // The server's child processes (the page renderer, the matching snapshot's builder), and the whole's peak (its PSS).
  children_rss_end: mb(childrenEnd), children_rss_peak: mb(childrenPeak), server_and_children_pss_peak: mb(treePeak),
};
console.log(`\n${JSON.stringify(summary, null, 2)}`);
process.exit(errors > 0 ? 1 : 0);
