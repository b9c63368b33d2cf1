// Deal-room benchmark (issue 25, docs/design.md section 7): `npm run bench:deal-room`. On a scratch PostgreSQL database of
// its own, migrated by the product's migrations, it makes 2,000 signed-in users (one stream each, as one tab per user)
// and introduces them in pairs through the API, which opens 1,000 deal rooms. Two production instances run on that
// database, as `npm run cluster:test` starts them. It holds 2,000 event streams on A and reads A's resident memory
// before and after; posts messages through B at 200 a second and times each from the POST to its event on A's
// streams; then destroys every stream's socket and counts A's open streams, sockets and LISTEN connections before
// and after. Prints each figure beside its budget, writes bench/results/deal-room.json, exits 1 on a miss.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createSession, SESSION_COOKIE } from '../src/server/auth/sessions.ts';
import { openPostgres, type Db } from '../src/server/db/client.ts';
import { businessProfiles, deals, investorProfiles, profiles, users } from '../src/server/db/schema.ts';
import { buildForBench } from './build.ts';
import { argument, benchDatabaseUrl, fmt, log, machine, percentile, printTable, writeResult, type Row } from './common.ts';
import { METRICS_TOKEN, metricValue, settle, startServer, type RunningServer } from './server.ts';

const BUDGET = { streams: 2000, extraMB: 60, messagesPerSecond: 200, p95Ms: 100 };
const STREAMS = Number(argument('streams', String(BUDGET.streams)));
/** Streams per user: 1 by default (one tab each, the common case); `--tabs 10` holds 2,000 streams for 200 users. */
const TABS = Number(argument('tabs', '1'));
const RATE = Number(argument('rate', String(BUDGET.messagesPerSecond)));
const SECONDS = Number(argument('seconds', '10'));
/** How long a message's event may take before it counts as lost. */
const LOST_AFTER_MS = 5000;

const adminUrl = new URL(benchDatabaseUrl());
adminUrl.pathname = '/postgres';
const scratchUrl = new URL(adminUrl);
scratchUrl.pathname = '/dealbridge_bench_deals';

const onAdmin = async (text: string) => {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
};

interface User { id: string; cookie: string; profileId: string; streams: Stream[] }
interface Deal { id: string; investor: User; owner: User }

// ---- Users and deals, through the product's own code and API ----

/** Users written straight to the database (registration's rate limits would refuse 2,000), each with a session. */
async function makeUsers(db: Db, type: 'investor' | 'business_owner', count: number): Promise<User[]> {
  const made: User[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, k) => start + k);
    const rows = await db.insert(users).values(batch.map((n) => ({
      email: `deal-room-${type}-${n}@bench.invalid`, passwordHash: 'x', fullName: `Deal Room ${type} ${n}`, userType: type, profileCompleted: true,
    }))).returning({ id: users.id });
    await db.insert(profiles).values(rows.map((u) => ({ userId: u.id, userType: type, phone: '+971 4 000 0000' })));
    const profileRows = type === 'investor'
      ? await db.insert(investorProfiles).values(rows.map((u) => ({
        userId: u.id, minAmount: 500_000, maxAmount: 5_000_000, currency: 'USD' as const, preferredIndustries: ['logistics'], geographicalPreference: ['UAE'], investmentStage: ['growth'],
      }))).returning({ id: investorProfiles.id, userId: investorProfiles.userId })
      // No NDA asked: the introduction is what matters here, and the NDA step has its own tests.
      : await db.insert(businessProfiles).values(rows.map((u, k) => ({
        userId: u.id, companyName: `Falcon Freight ${start + k}`, industry: 'logistics' as const, headquarters: 'UAE', amountRequired: 2_000_000, currency: 'USD' as const, ndaRequired: false,
      }))).returning({ id: businessProfiles.id, userId: businessProfiles.userId });
    const profileOf = new Map(profileRows.map((p) => [p.userId, p.id]));
    for (const u of rows) {
      const { token } = await createSession(db, u.id);
      made.push({ id: u.id, cookie: `${SESSION_COOKIE}=${token}`, profileId: profileOf.get(u.id) ?? '', streams: [] });
    }
  }
  return made;
}

/** A JSON request to an instance; answers the status and the body. */
function call(agent: http.Agent, base: string, method: string, path: string, cookie: string, body?: unknown): Promise<{ status: number; text: string }> {
  return request(agent, base, method, path, { cookie, origin: base, 'content-type': 'application/json' }, body === undefined ? undefined : JSON.stringify(body));
}

function request(agent: http.Agent, base: string, method: string, path: string, headers: http.OutgoingHttpHeaders, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(new URL(path, base), { method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Runs `work` over `items`, `parallel` at a time. */
async function inParallel<T>(items: readonly T[], parallel: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < items.length) await work(items[next++] as T);
  }));
}

/** Interested, then Connect, through instance B: the introduction opens each pair's deal room. */
async function introduce(db: Db, base: string, agent: http.Agent, investors: User[], owners: User[]): Promise<Deal[]> {
  await inParallel(investors.map((investor, k) => [investor, owners[k] as User] as const), 8, async ([investor, owner]) => {
    const interest = await call(agent, base, 'POST', `/api/matching/businesses/${owner.profileId}/interest`, investor.cookie);
    const connect = await call(agent, base, 'POST', `/api/matching/investors/${investor.profileId}/connect`, owner.cookie);
    if (interest.status !== 200 || connect.status !== 200) throw new Error(`introduction: ${interest.status} ${interest.text} / ${connect.status} ${connect.text}`);
  });
  const byInvestor = new Map(investors.map((u, k) => [u.id, k]));
  const rows = await db.select({ id: deals.id, investorUserId: deals.investorUserId }).from(deals);
  return rows.map((row) => {
    const k = byInvestor.get(row.investorUserId) as number;
    return { id: row.id, investor: investors[k] as User, owner: owners[k] as User };
  });
}

// ---- Event streams on A ----

/** A message on its way to one stream: when its POST was sent, and whether this stream is the other party's. */
interface Pending { message: number; sent: number; recipient: boolean }
interface Stream { request: http.ClientRequest; pending: Map<string, Pending[]> }
const arrivals = { recipientMs: [] as number[], senderMs: [] as number[], unexpected: 0 };

/** GET /api/events held open; resolves once the `ready` event is in. Each `deal` message event settles its oldest pending POST. */
function openStream(base: string, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { request: http.get(new URL('/api/events', base), { agent: false, headers: { cookie, accept: 'text/event-stream' } }), pending: new Map() };
    stream.request.on('error', reject);
    stream.request.on('response', (res) => {
      if (res.statusCode !== 200) return reject(new Error(`GET /api/events: ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('error', () => {});
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('event: ready')) resolve(stream);
          else if (block.startsWith('event: deal')) arrived(stream, JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as { deal_id?: string; what?: string });
        }
      });
    });
  });
}

function arrived(stream: Stream, event: { deal_id?: string; what?: string }): void {
  if (event.what !== 'message') return;
  const waiting = stream.pending.get(event.deal_id ?? '');
  const first = waiting?.shift();
  if (!first) return void (arrivals.unexpected += 1);
  (first.recipient ? arrivals.recipientMs : arrivals.senderMs).push(performance.now() - first.sent);
}

async function openStreams(base: string, people: User[]): Promise<void> {
  const tabs = people.flatMap((user) => Array.from({ length: TABS }, () => user));
  await inParallel(tabs, 50, async (user) => void user.streams.push(await openStream(base, user.cookie)));
}

// ---- Messages through B ----

/** Posts `RATE` messages a second for `SECONDS`, on a fixed schedule (a slow answer does not hold the next one back). */
async function postMessages(base: string, roomList: Deal[]): Promise<{ sent: number; failed: string[]; seconds: number; answerMs: number[] }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(RATE * SECONDS);
  const failed: string[] = [];
  const answerMs: number[] = [];
  const answers: Promise<void>[] = [];
  const start = performance.now();
  for (let k = 0; k < total; k += 1) {
    const wait = start + (k * 1000) / RATE - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const deal = roomList[k % roomList.length] as Deal;
    // Each side takes its turn, so that nobody nears the 30-a-minute limit.
    const [sender, other] = Math.floor(k / roomList.length) % 2 === 0 ? [deal.investor, deal.owner] : [deal.owner, deal.investor];
    const sent = performance.now();
    const waiting = [...sender.streams.map((s) => [s, false] as const), ...other.streams.map((s) => [s, true] as const)].map(([stream, recipient]) => {
      const pending = { message: k, sent, recipient };
      const list = stream.pending.get(deal.id) ?? [];
      list.push(pending);
      stream.pending.set(deal.id, list);
      return [list, pending] as const;
    });
    answers.push(call(agent, base, 'POST', `/api/deals/${deal.id}/messages`, sender.cookie, { body: `Message ${k} about the figures.` }).then(({ status, text }) => {
      answerMs.push(performance.now() - sent);
      if (status === 201) return;
      failed.push(`${status} ${text.slice(0, 120)}`);
      // A refused message publishes nothing: its streams expect nothing.
      for (const [list, pending] of waiting) if (list.includes(pending)) list.splice(list.indexOf(pending), 1);
    }));
  }
  const seconds = (performance.now() - start) / 1000;
  await Promise.all(answers);
  agent.destroy();
  return { sent: total, failed, seconds, answerMs };
}

// ---- What A holds: its metrics and its LISTEN connections ----

interface Held { streams: number; sockets: number; heapUsed: number; heapTotal: number; cpuSeconds: number }
async function metricsOf(server: RunningServer): Promise<Held> {
  // A connection of its own, closed after the answer: it is counted alike in every reading.
  const { status, text } = await request(new http.Agent(), server.url, 'GET', '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
  if (status !== 200) throw new Error(`GET /metrics: ${status}`);
  const value = (name: string) => metricValue(text, name);
  // Client sockets: every TCP socket of the process but its database pool's.
  return {
    streams: value('dealbridge_live_streams'),
    sockets: value('dealbridge_nodejs_active_handles{type="Socket"}') - value('dealbridge_db_pool_connections{state="total"}'),
    heapUsed: value('dealbridge_nodejs_heap_size_used_bytes'),
    heapTotal: value('dealbridge_nodejs_heap_size_total_bytes'),
    cpuSeconds: value('dealbridge_process_cpu_seconds_total'),
  };
}

const listenConnections = async () =>
  Number((await onAdmin(`select count(*) as n from pg_stat_activity where datname = 'dealbridge_bench_deals' and query ilike 'LISTEN %'`)).rows[0]?.n ?? 0);

async function until(probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
}

// ---- The run ----

if (!process.argv.includes('--no-build')) await buildForBench();
log(`Deal room on ${JSON.stringify(machine())}: ${STREAMS} streams (${TABS} per user), ${RATE} messages/s for ${SECONDS} s`);
await onAdmin('drop database if exists dealbridge_bench_deals with (force)');
await onAdmin('create database dealbridge_bench_deals');
const database = await openPostgres(scratchUrl.toString(), { max: 8 });
const dataDirs = [mkdtempSync(path.join(os.tmpdir(), 'dealbridge-deal-room-a-')), mkdtempSync(path.join(os.tmpdir(), 'dealbridge-deal-room-b-'))];
const servers: RunningServer[] = [];
let people: User[] = [];
const streams = () => people.flatMap((user) => user.streams);
try {
  await database.migrate();
  const pairs = Math.ceil(STREAMS / TABS / 2);
  const investors = await makeUsers(database.db, 'investor', pairs);
  const owners = await makeUsers(database.db, 'business_owner', pairs);
  people = [...investors, ...owners];
  const env = (dataDir: string) => ({ DATABASE_URL: scratchUrl.toString(), DATA_DIR: dataDir, SEED_DEMO: 'false', METRICS_TOKEN });
  const [a, b] = await Promise.all(dataDirs.map((dir) => startServer(env(dir))));
  servers.push(a as RunningServer, b as RunningServer);
  const [instanceA, instanceB] = [a as RunningServer, b as RunningServer];
  const rooms = await introduce(database.db, instanceB.url, new http.Agent({ keepAlive: true, maxSockets: 8 }), investors, owners);
  log(`${people.length} users, ${rooms.length} deal rooms opened through B`);

  // An instance that has served streams before is the idle one to compare with: its LISTEN is up, its code loaded.
  const warm = await Promise.all(people.slice(0, 20).map((user) => openStream(instanceA.url, user.cookie)));
  for (const stream of warm) stream.request.destroy();
  await until(async () => (await metricsOf(instanceA)).streams === 0, 10_000);
  await settle();
  const idle = { rss: instanceA.rssBytes(), ...(await metricsOf(instanceA)), listen: await listenConnections() };
  log(`A idle: ${fmt.mb(idle.rss)} resident, ${idle.streams} streams, ${idle.sockets} client sockets, ${idle.listen} LISTEN connection(s), heap ${fmt.mb(idle.heapUsed)} used of ${fmt.mb(idle.heapTotal)}`);

  await openStreams(instanceA.url, people.slice(0, Math.ceil(STREAMS / TABS)));
  await settle();
  const open = { rss: instanceA.rssBytes(), ...(await metricsOf(instanceA)) };
  const extraBytes = open.rss - idle.rss;
  log(`A with ${streams().length} streams: ${fmt.mb(open.rss)} resident (+${fmt.mb(extraBytes)}), ${open.streams} streams, ${open.sockets} client sockets, heap ${fmt.mb(open.heapUsed)} used of ${fmt.mb(open.heapTotal)}`);

  // CPU time per message does not depend on how busy the machine is, as the latency does.
  const cpuBefore = [(await metricsOf(instanceA)).cpuSeconds, (await metricsOf(instanceB)).cpuSeconds];
  const posting = await postMessages(instanceB.url, rooms);
  const outstanding = () => streams().reduce((n, s) => n + [...s.pending.values()].reduce((m, list) => m + list.length, 0), 0);
  await until(async () => outstanding() === 0, LOST_AFTER_MS);
  const lostDeliveries = outstanding();
  const [cpuA, cpuB] = [((await metricsOf(instanceA)).cpuSeconds - cpuBefore[0]!) * 1000 / posting.sent, ((await metricsOf(instanceB)).cpuSeconds - cpuBefore[1]!) * 1000 / posting.sent];
  const lostMessages = new Set(streams().flatMap((s) => [...s.pending.values()].flat().map((p) => p.message))).size;
  const afterMessages = instanceA.rssBytes();
  const latency = { p50: percentile(arrivals.recipientMs, 0.5), p95: percentile(arrivals.recipientMs, 0.95), p99: percentile(arrivals.recipientMs, 0.99) };
  // B's answer to the POST, for telling a slow writer from a slow delivery.
  const answer = { p50: percentile(posting.answerMs, 0.5), p95: percentile(posting.answerMs, 0.95) };
  log(`${posting.sent} messages through B in ${posting.seconds.toFixed(1)} s (${posting.failed.length} refused; B answered p50 ${fmt.ms(answer.p50)}, p95 ${fmt.ms(answer.p95)}), at the recipient on A: p50 ${fmt.ms(latency.p50)}, p95 ${fmt.ms(latency.p95)}, p99 ${fmt.ms(latency.p99)}; ${lostMessages} lost`);
  for (const reason of new Set(posting.failed)) log(`  refused: ${reason}`);

  for (const stream of streams()) stream.request.destroy();
  await until(async () => (await metricsOf(instanceA)).streams === idle.streams, 15_000);
  await settle();
  const dropped = { rss: instanceA.rssBytes(), ...(await metricsOf(instanceA)), listen: await listenConnections() };
  log(`A after the drop: ${fmt.mb(dropped.rss)} resident, ${dropped.streams} streams, ${dropped.sockets} client sockets, ${dropped.listen} LISTEN connection(s)`);

  const count = (before: number, during: number, after: number) => `${before} → ${during} → ${after}`;
  const table: Row[] = [
    { figure: `deal room: A resident memory, idle → ${open.streams} streams`, measured: `${fmt.mb(idle.rss)} → ${fmt.mb(open.rss)}`, pass: null },
    { figure: `  extra for ${open.streams} open streams`, measured: fmt.mb(extraBytes), budget: `≤ ${BUDGET.extraMB} MB`, pass: open.streams >= BUDGET.streams && extraBytes <= BUDGET.extraMB * 2 ** 20 },
    { figure: `  message B → stream on A at ${Math.round(posting.sent / posting.seconds)}/s, p50 / p95 / p99`, measured: `${fmt.ms(latency.p50)} / ${fmt.ms(latency.p95)} / ${fmt.ms(latency.p99)}`, budget: `p95 ≤ ${BUDGET.p95Ms} ms`, pass: latency.p95 <= BUDGET.p95Ms },
    { figure: '  B answering the POST, p50 / p95', measured: `${fmt.ms(answer.p50)} / ${fmt.ms(answer.p95)}`, pass: null },
    { figure: '  CPU per message: B (writer), A (2 streams)', measured: `${fmt.ms(cpuB)}, ${fmt.ms(cpuA)}`, pass: null },
    { figure: '  messages lost, refused', measured: `${lostMessages}, ${posting.failed.length}`, budget: '0, 0', pass: lostMessages === 0 && posting.failed.length === 0 },
    { figure: '  streams on A: idle → open → clients dropped', measured: count(idle.streams, open.streams, dropped.streams), budget: 'back to idle', pass: dropped.streams === idle.streams },
    { figure: '  client sockets on A: idle → open → dropped', measured: count(idle.sockets, open.sockets, dropped.sockets), budget: 'back to idle', pass: dropped.sockets <= idle.sockets },
    { figure: '  LISTEN connections: idle → dropped', measured: `${idle.listen} → ${dropped.listen}`, budget: 'unchanged', pass: dropped.listen === idle.listen },
    { figure: '  A resident memory after the messages, after the drop', measured: `${fmt.mb(afterMessages)}, ${fmt.mb(dropped.rss)}`, pass: null },
  ];
  log('');
  printTable(table);
  const pass = table.every((r) => r.pass !== false);
  writeResult('deal-room', {
    date: new Date().toISOString(), machine: machine(), budget: BUDGET, streams: open.streams, tabsPerUser: TABS, users: people.length, deals: rooms.length,
    memory: { idleBytes: idle.rss, openBytes: open.rss, extraBytes, afterMessagesBytes: afterMessages, afterDropBytes: dropped.rss },
    messages: { sent: posting.sent, seconds: posting.seconds, refused: posting.failed.length, lost: lostMessages, lostDeliveries, unexpected: arrivals.unexpected, latencyMs: latency, answerMs: answer, cpuMsPerMessage: { a: cpuA, b: cpuB },
      senderTabsLatencyMs: { p50: percentile(arrivals.senderMs, 0.5), p95: percentile(arrivals.senderMs, 0.95) } },
    counts: { idle, open, dropped },
    table, pass,
  });
  process.exitCode = pass ? 0 : 1;
} finally {
  for (const stream of streams()) stream.request.destroy();
  await Promise.all(servers.map((server) => server.stop()));
  await database.close();
  await onAdmin('drop database if exists dealbridge_bench_deals with (force)');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
