// Multi-instance test (npm run cluster:test; run by .ci/run after npm test). Starts two production
// instances of Dealbridge on one fresh PostgreSQL database and one S3-compatible store (s3rver), puts
// Debian's nginx in front of them as a round-robin load balancer on loopback, and checks through the
// balancer that sessions, rate limits, documents and queued mail are shared, that killing an instance
// mid-load loses no acknowledged write, and that a pg_dump backup restores. Prints a pass/fail table;
// exit code 1 on any failure. Everything it starts is stopped, and its database and folders removed.
//
//   npm run cluster:test                    # PostgreSQL at postgres://postgres@127.0.0.1:5432/postgres
//   CLUSTER_DATABASE_URL=postgres://… npm run cluster:test
//
// The nginx configuration is rendered from deploy/nginx/*.conf.template, the one docs/deploy.md shows.
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { PDFDocument } from 'pdf-lib';
import pg from 'pg';
import S3rver from 's3rver';
import { extractText } from 'unpdf';
import { startSmtpSink, type SmtpSink } from '../src/server/mail/smtp-sink.test-support.ts';
import { productionLaunch } from './start-command.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ADMIN_DB_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NGINX = '/usr/sbin/nginx';
const BUILD_LOCK = '/tmp/dealbridge-e2e.lock';
const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;
const BUCKET = 'dealbridge-documents';
// s3rver accepts only its own fixed key pair; a real store gets its own (docs/deploy.md).
const S3_KEY = 'S3RVER';
const S3_SECRET = 'S3RVER';
const WHOLE_RUN_MS = 10 * 60_000;
const LOAD_CLIENTS = 8;
/** Service requests per client: the product allows 20 per user and hour. */
const WRITES_PER_CLIENT = 20;
/** The instance is killed once this many load requests have been answered. */
const KILL_AFTER = 50;
const USER_PASSWORD = 'cluster-pass-1';

// ---------------------------------------------------------------------------------------------- results

interface Result {
  check: string;
  ok: boolean;
  detail: string;
}
const results: Result[] = [];
const record = (check: string, ok: boolean, detail: string) => {
  results.push({ check, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${check}: ${detail}`);
};

function printTable() {
  const width = Math.max(...results.map((r) => r.check.length), 5);
  console.log('\nCluster test (two instances behind nginx, PostgreSQL, S3-compatible store)');
  console.log(`${'check'.padEnd(width)}  result  detail`);
  console.log(`${'-'.repeat(width)}  ------  ${'-'.repeat(40)}`);
  for (const r of results) console.log(`${r.check.padEnd(width)}  ${r.ok ? 'pass  ' : 'FAIL  '}  ${r.detail}`);
  const passed = results.filter((r) => r.ok).length;
  console.log(`\nCluster checks: ${passed} of ${results.length} passed${passed === results.length ? '' : ` (${results.length - passed} FAILED)`}`);
}

// ---------------------------------------------------------------------------------------------- cleanup

const cleanups: (() => Promise<void> | void)[] = [];
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  for (const task of cleanups.reverse()) {
    try {
      await task();
    } catch (error) {
      console.error('cleanup:', error instanceof Error ? error.message : error);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`${signal}: stopping the cluster…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------- helpers

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it answers something other than undefined, for at most `timeoutMs`. */
async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number, everyMs = 250): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) return undefined;
    await sleep(everyMs);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Runs a command to its end; throws with its output when it fails. */
function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.error) throw new Error(`${command}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

async function onDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_DB_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function createDatabase(prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await onDatabase(ADMIN_DB_URL, (c) => c.query(`create database ${name}`));
  cleanups.push(() => onDatabase(ADMIN_DB_URL, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}));
  return { name, url: databaseUrl(name) };
}

function render(templateFile: string, values: Record<string, string>): string {
  const text = fs.readFileSync(path.join(ROOT, templateFile), 'utf8');
  const rendered = text.replace(/\{\{([A-Z0-9_]+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${templateFile}: no value for ${whole}`);
    return value;
  });
  return rendered;
}

/** A child process whose output goes to a file; stopped (SIGTERM, then SIGKILL) at cleanup. */
interface Child {
  name: string;
  process: ChildProcess;
  log: string;
  output(): string;
  exited: Promise<void>;
  alive(): boolean;
}

function startChild(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Child {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  cleanups.push(async () => {
    if (!alive()) return;
    child.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(12_000).then(() => false)]);
    if (!stopped && alive()) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  return { name, process: child, log: logFile, output: () => fs.readFileSync(logFile, 'utf8'), exited, alive };
}

// ---------------------------------------------------------------------------------------------- browser

interface Answer {
  status: number;
  json: unknown;
  bytes: Buffer;
}

/** A browser with its own session cookie; writes carry the balancer's origin as a browser would. */
class Browser {
  cookie: string | undefined;
  constructor(readonly base: string, readonly origin: string) {}

  async request(method: string, pathname: string, options: { json?: unknown; body?: FormData; tag?: string; timeoutMs?: number } = {}): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (method !== 'GET') headers.Origin = this.origin;
    if (options.json !== undefined) headers['Content-Type'] = 'application/json';
    if (this.cookie) headers.Cookie = this.cookie;
    if (options.tag) headers['X-Cluster-Test'] = options.tag;
    const res = await fetch(`${this.base}${pathname}`, {
      method,
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      if (!pair.startsWith('dealbridge_session=')) continue;
      this.cookie = pair.endsWith('=') || /max-age=0/i.test(header) ? undefined : pair;
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    let json: unknown;
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      try {
        json = JSON.parse(bytes.toString('utf8'));
      } catch {
        json = undefined;
      }
    }
    return { status: res.status, json, bytes };
  }
}

let userCounter = 0;
/** The deal the live-events step opens, for the stamped download that follows it. */
let liveDeal: { dealId: string; ownerCookie: string; investorCookie: string; investorEmail: string } | undefined;
async function register(browser: Browser, userType: 'investor' | 'business_owner', tag: string): Promise<{ email: string; id: string; fullName: string }> {
  userCounter += 1;
  const email = `cluster-${userCounter}-${randomBytes(3).toString('hex')}@example.com`;
  const answer = await browser.request('POST', '/api/auth/register', {
    tag,
    json: {
      email, password: USER_PASSWORD, passwordConfirm: USER_PASSWORD, full_name: `Cluster User ${userCounter}`, user_type: userType,
      ...(userType === 'business_owner' ? { company_name: `Cluster Company ${userCounter}` } : {}),
    },
  });
  if (answer.status !== 201) throw new Error(`registering ${email} answered ${answer.status}: ${answer.bytes.toString().slice(0, 300)}`);
  return { email, id: (answer.json as { user: { id: string } }).user.id, fullName: `Cluster User ${userCounter}` };
}

// ---------------------------------------------------------------------------------------------- live events

/**
 * Opens GET /api/events at `base` with a browser's cookie and resolves with the time (ms after `since()`'s
 * mark) at which an event naming `dealId` arrives, or undefined after `timeoutMs`.
 */
async function holdEventStream(base: string, cookie: string, dealId: string, timeoutMs: number) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { Cookie: cookie, Accept: 'text/event-stream' }, signal: controller.signal });
  if (res.status !== 200 || !res.body) throw new Error(`the event stream at ${base} answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  // The stream is open (and listening) once its first event, `ready`, is in.
  while (!text.includes('event: ready')) {
    const { done, value } = await reader.read();
    if (done) throw new Error('the event stream ended before it was ready');
    text += decoder.decode(value, { stream: true });
  }
  let mark = 0;
  const arrival = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return undefined;
      text += decoder.decode(value, { stream: true });
      if (text.includes(`"deal_id":"${dealId}"`)) return Date.now() - mark;
    }
  })().catch(() => undefined);
  return {
    /** Marks the moment the write is sent; then waits for its event (bounded). */
    async after(write: () => Promise<unknown>): Promise<number | undefined> {
      mark = Date.now();
      await write();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      const got = await arrival;
      clearTimeout(timer);
      controller.abort();
      return got;
    },
  };
}

// ---------------------------------------------------------------------------------------------- nginx log

interface LogLine {
  status: number;
  method: string;
  uri: string;
  /** The instance names (A, B) nginx tried, in order. */
  upstreams: string[];
  tag: string;
}

function readAccessLog(file: string, instanceByAddress: Map<string, string>): LogLine[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const m = line.match(/^(\d+) (\S+) (\S+) upstream=(.*?) upstream_status=(.*?) test="(.*)"$/);
      if (!m) return [];
      // "A, B" when nginx moved on to the next instance; " : " between internal redirects.
      const upstreams = (m[4] ?? '').split(/\s*,\s*|\s+:\s+/).map((a) => a.trim()).filter((a) => a && a !== '-');
      return [{
        status: Number(m[1]),
        method: m[2] ?? '',
        uri: m[3] ?? '',
        upstreams: upstreams.map((a) => instanceByAddress.get(a) ?? a),
        tag: m[6] ?? '',
      }];
    });
}

// ---------------------------------------------------------------------------------------------- setup

function ensureNginx() {
  if (fs.existsSync(NGINX)) return;
  if (!isRoot()) throw new Error(`${NGINX} is missing and this user is not root: install it with "apt-get install -y nginx" as root, then run again.`);
  console.log('Installing nginx (apt-get install -y nginx)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  runCommand('apt-get', ['update'], env);
  runCommand('apt-get', ['install', '-y', 'nginx'], env);
  if (!fs.existsSync(NGINX)) throw new Error(`apt-get install nginx did not provide ${NGINX}`);
}

function ensureBuild() {
  const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  const [command, args] = hasFlock ? ['flock', [BUILD_LOCK, 'node', 'scripts/ensure-build.mjs']] : ['node', ['scripts/ensure-build.mjs']];
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building dist/ failed (node scripts/ensure-build.mjs)');
}

async function startObjectStore(dir: string) {
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  cleanups.push(() => server.close());
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: S3_KEY, secretAccessKey: S3_SECRET } });
  cleanups.push(() => client.destroy());
  return {
    storageUrl: `s3://${S3_KEY}:${S3_SECRET}@${BUCKET}?endpoint=${endpoint}&region=us-east-1&forcePathStyle=true`,
    async keys(): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((o) => o.Key ?? '');
    },
  };
}

/** Whether the built server understands STORAGE_URL (the S3 driver); without it the variable is ignored. */
/** Whether the server bundle reads STORAGE_URL (in main.js or a chunk main.js shares with the CLI). */
function buildKnowsStorageUrl(): boolean {
  const dir = path.join(ROOT, 'dist', 'server');
  return fs.existsSync(dir) && fs.readdirSync(dir).some((f) => f.endsWith('.js') && fs.readFileSync(path.join(dir, f), 'utf8').includes('STORAGE_URL'));
}

// ---------------------------------------------------------------------------------------------- main

async function main() {
  ensureNginx();
  ensureBuild();
  await onDatabase(ADMIN_DB_URL, (c) => c.query('select 1')).catch((error: unknown) => {
    throw new Error(`PostgreSQL does not answer at ${ADMIN_DB_URL}: ${error instanceof Error ? error.message : error}`);
  });

  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-cluster-'));
  cleanups.push(() => fs.rmSync(temp, { recursive: true, force: true }));
  // nginx workers may run as another user when the master is root: they need to reach their temp folders.
  fs.chmodSync(temp, 0o755);
  for (const dir of ['nginx', 'nginx/temp', 's3', 'instance-a', 'instance-b']) fs.mkdirSync(path.join(temp, dir), { recursive: true, mode: 0o755 });

  const database = await createDatabase('dealbridge_cluster');
  const store = await startObjectStore(path.join(temp, 's3'));
  const sink: SmtpSink = await startSmtpSink();
  cleanups.push(() => sink.close());

  const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()];
  const balancer = `http://127.0.0.1:${portLb}`;
  const adminEmail = 'cluster-admin@example.com';
  const adminPassword = randomBytes(12).toString('hex');

  // The environment of every instance (docs/deploy.md lists each variable).
  const baseEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    STORAGE_URL: store.storageUrl,
    SMTP_URL: sink.url,
    MAIL_FROM: 'Dealbridge <no-reply@cluster.test>',
    PUBLIC_URL: balancer,
    TRUST_PROXY: 'true',
    UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES),
    LOG_LEVEL: 'error',
  };
  const envOf = (dataDir: string, port?: number) => ({ ...baseEnv, DATA_DIR: path.join(temp, dataDir), ...(port ? { PORT: String(port) } : {}) });

  // Migrate once before starting, then the first admin: the same commands as docs/deploy.md.
  runCommand(process.execPath, ['dist/server/cli.js', 'migrate'], envOf('instance-a'));
  runCommand(process.execPath, ['dist/server/cli.js', 'create-admin', '--email', adminEmail, '--password', adminPassword, '--name', 'Cluster Admin'], envOf('instance-a'));

  // Both instances start at once, as after a deploy or a restart of the whole fleet.
  // With the environment and node flags of `npm start` (docs/deploy.md, section 6).
  const launch = productionLaunch();
  const startInstance = (name: 'A' | 'B', port: number, attempt: number) =>
    startChild(name, process.execPath, [...launch.nodeArgs, 'dist/server/main.js'], { ...launch.env, ...envOf(`instance-${name.toLowerCase()}`, port) }, path.join(temp, `instance-${name.toLowerCase()}-${attempt}.log`));
  const started = async (instance: Child) =>
    waitFor(async () => {
      if (!instance.alive()) return false;
      return instance.output().includes('Dealbridge is running on') ? true : undefined;
    }, 60_000, 100);
  let instances = [startInstance('A', portA, 1), startInstance('B', portB, 1)] as const;
  const together = await Promise.all(instances.map(started));
  if (together.every((up) => up === true)) {
    record('instances start together', true, `A and B started at the same time on one database`);
  } else {
    const failure = instances.map((i, n) => (together[n] ? '' : `${i.name}: ${i.output().trim().split('\n').slice(-1)[0] ?? 'no output'}`)).filter(Boolean).join('; ');
    record('instances start together', false, failure);
    // Go on with the other checks on instances started one after the other.
    for (const instance of instances) {
      if (instance.alive()) instance.process.kill('SIGTERM');
      await instance.exited;
    }
    const first = startInstance('A', portA, 2);
    if ((await started(first)) !== true) throw new Error(`instance A did not start alone either:\n${first.output()}`);
    instances = [first, startInstance('B', portB, 2)] as const;
  }
  for (const instance of instances) {
    if ((await started(instance)) !== true) throw new Error(`instance ${instance.name} did not start:\n${instance.output()}`);
  }
  const [instanceA, instanceB] = instances;

  // nginx, in the foreground, with its own configuration under the temp folder.
  const prefix = path.join(temp, 'nginx');
  const siteConf = path.join(prefix, 'dealbridge.conf');
  fs.writeFileSync(siteConf, render('deploy/nginx/dealbridge.conf.template', {
    INSTANCE_1: `127.0.0.1:${portA}`,
    INSTANCE_2: `127.0.0.1:${portB}`,
    LISTEN: `127.0.0.1:${portLb}`,
    MAX_BODY_BYTES: String(UPLOAD_MAX_BYTES + MULTIPART_ENVELOPE_BYTES),
  }));
  const mainConf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(mainConf, render('deploy/nginx/cluster-test.conf.template', { PREFIX: prefix, SITE_CONF: siteConf }));
  const nginxArgs = ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', mainConf];
  runCommand(NGINX, [...nginxArgs, '-t', '-g', `pid ${prefix}/nginx.pid;`]);
  const nginx = startChild('nginx', NGINX, [...nginxArgs, '-g', `daemon off; pid ${prefix}/nginx.pid;`], process.env, path.join(prefix, 'stdout.log'));
  const accessLog = path.join(prefix, 'access.log');
  const instanceByAddress = new Map([[`127.0.0.1:${portA}`, 'A'], [`127.0.0.1:${portB}`, 'B']]);
  const log = () => readAccessLog(accessLog, instanceByAddress);
  const servedBy = (tagPrefix: string) => log().filter((l) => l.tag.startsWith(tagPrefix));
  const lbUp = await waitFor(async () => {
    if (!nginx.alive()) throw new Error('nginx exited');
    const res = await fetch(`${balancer}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return res.ok ? true : undefined;
  }, 20_000, 100);
  if (!lbUp) throw new Error(`nginx did not answer on ${balancer}:\n${nginx.output()}\n${fs.existsSync(path.join(prefix, 'error.log')) ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8') : ''}`);
  console.log(`Cluster up: nginx ${balancer} → A :${portA}, B :${portB}; database ${database.name}; object store ${BUCKET}; SMTP sink ${sink.url}\n`);

  const browser = () => new Browser(balancer, balancer);
  const distinct = (lines: LogLine[]) => [...new Set(lines.flatMap((l) => l.upstreams))].sort();

  // 1. Round robin: the balancer spreads requests over both instances.
  for (let n = 0; n < 6; n += 1) await browser().request('GET', '/api/health', { tag: `rr-${n}` });
  {
    const lines = servedBy('rr-');
    const a = lines.filter((l) => l.upstreams.at(-1) === 'A').length;
    const b = lines.filter((l) => l.upstreams.at(-1) === 'B').length;
    record('round robin over both instances', a >= 2 && b >= 2 && lines.every((l) => l.status === 200), `6 health checks through nginx: ${a} served by A, ${b} by B`);
  }

  // 2. A login on one instance is valid on the other.
  await step('login valid on both instances', async () => {
    const signup = browser();
    const user = await register(signup, 'investor', 'session-register');
    const b = browser();
    const login = await b.request('POST', '/api/auth/login', { tag: 'session-login', json: { email: user.email, password: USER_PASSWORD } });
    if (login.status !== 200) return [false, `login answered ${login.status}`];
    const ids: (string | undefined)[] = [];
    for (let n = 0; n < 4; n += 1) {
      const answer = await b.request('GET', '/api/auth/session', { tag: `session-check-${n}` });
      ids.push((answer.json as { user?: { id?: string } | null } | undefined)?.user?.id);
    }
    const loginBy = servedBy('session-login')[0]?.upstreams.at(-1);
    const checkedBy = distinct(servedBy('session-check-'));
    const ok = ids.every((id) => id === user.id) && checkedBy.length === 2 && loginBy !== undefined;
    return [ok, `signed in through ${loginBy ?? '?'}; the session was recognised on ${checkedBy.join(' and ')} (${ids.filter((id) => id === user.id).length}/4 session reads)`];
  });

  // 3. Login rate limits add up across both instances.
  await step('login rate limit shared', async () => {
    const user = await register(browser(), 'business_owner', 'limit-register');
    const statuses: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      statuses.push((await browser().request('POST', '/api/auth/login', { tag: `limit-wrong-${n}`, json: { email: user.email, password: 'wrong-password' } })).status);
    }
    const after: number[] = [];
    for (let n = 0; n < 2; n += 1) {
      after.push((await browser().request('POST', '/api/auth/login', { tag: `limit-right-${n}`, json: { email: user.email, password: USER_PASSWORD } })).status);
    }
    const wrongBy = distinct(servedBy('limit-wrong-'));
    const refusedBy = distinct(servedBy('limit-right-'));
    const ok = statuses.every((s) => s === 401) && after.every((s) => s === 429) && wrongBy.length === 2 && refusedBy.length === 2;
    return [ok, `10 wrong passwords (${count(statuses, 401)}×401) spread over ${wrongBy.join('+')}; then the right one: ${after.join(', ')} on ${refusedBy.join('+')} (budget 10 per account)`];
  });

  // 4. A document uploaded through one instance is downloaded through the other.
  await step('document shared via object store', async () => {
    if (!buildKnowsStorageUrl()) return [false, 'the built server does not know STORAGE_URL (no S3 driver yet): documents stay on each instance'];
    const owner = browser();
    await register(owner, 'business_owner', 'doc-register');
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(300_000), Buffer.from('\n%%EOF\n')]);
    const form = new FormData();
    form.append('type', 'other');
    form.append('file', new Blob([content], { type: 'application/pdf' }), 'cluster-test.pdf');
    const uploaded = await owner.request('POST', '/api/documents', { tag: 'doc-upload', body: form });
    if (uploaded.status !== 201) return [false, `upload answered ${uploaded.status}: ${uploaded.bytes.toString().slice(0, 200)}`];
    const id = (uploaded.json as { id: string }).id;
    const digest = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    const downloads: boolean[] = [];
    for (let n = 0; n < 2; n += 1) {
      const answer = await owner.request('GET', `/api/documents/${id}/download`, { tag: `doc-download-${n}` });
      downloads.push(answer.status === 200 && digest(answer.bytes) === digest(content));
    }
    const uploadBy = servedBy('doc-upload')[0]?.upstreams.at(-1);
    const downloadBy = distinct(servedBy('doc-download-'));
    const keys = await store.keys();
    const localCopies = ['instance-a', 'instance-b'].filter((d) => fs.existsSync(path.join(temp, d, 'documents')));
    const ok = downloads.every(Boolean) && downloadBy.length === 2 && keys.length === 1 && localCopies.length === 0;
    return [ok, `uploaded through ${uploadBy ?? '?'}, identical download through ${downloadBy.join(' and ')} (${downloads.filter(Boolean).length}/2); ${keys.length} object in the bucket, ${localCopies.length} local copies`];
  });

  await step('upload limit matches nginx', async () => {
    const owner = browser();
    await register(owner, 'business_owner', 'big-register');
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(UPLOAD_MAX_BYTES - 8, 0x20)]);
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'application/pdf' }), 'too-big.pdf');
    const answer = await owner.request('POST', '/api/documents', { tag: 'big-upload', body: form, timeoutMs: 60_000 });
    const code = (answer.json as { error?: { code?: string } } | undefined)?.error?.code;
    return [answer.status === 413 && code === 'fileTooLarge', `a file 1 byte over UPLOAD_MAX_BYTES: ${answer.status} ${code ?? 'without the app\'s JSON error (refused by nginx?)'}`];
  });

  // 5. A job enqueued by one instance is done once: broadcasts queue mail, both instances deliver.
  await step('queued mail delivered once', async () => {
    const admin = browser();
    const login = await admin.request('POST', '/api/auth/login', { tag: 'mail-login', json: { email: adminEmail, password: adminPassword } });
    if (login.status !== 200) return [false, `admin login answered ${login.status}`];
    // Production keeps administrators out of the panel until two-factor sign-in is on (docs/deploy.md): turn it on first.
    const setup = await admin.request('POST', '/api/auth/two-factor/setup', { tag: 'mail-2fa-setup', json: { current_password: adminPassword } });
    const secret = (setup.json as { secret?: string } | undefined)?.secret;
    if (setup.status !== 200 || !secret) return [false, `two-factor set-up answered ${setup.status}`];
    const enabled = await admin.request('POST', '/api/auth/two-factor/enable', { tag: 'mail-2fa-enable', json: { code: await generate({ secret }) } });
    if (enabled.status !== 200) return [false, `turning two-factor on answered ${enabled.status}`];
    const token = randomBytes(4).toString('hex');
    const subjects = [`Cluster ${token} one`, `Cluster ${token} two`];
    let expected = 0;
    const ids: string[] = [];
    for (const [n, subject] of subjects.entries()) {
      const sent = await admin.request('POST', '/api/admin/broadcasts', { tag: `mail-send-${n}`, json: { recipient_type: 'all', subject, message: `Message ${n} of the cluster test.` } });
      if (sent.status !== 202) return [false, `broadcast answered ${sent.status}: ${sent.bytes.toString().slice(0, 200)}`];
      const body = sent.json as { broadcast_id: string; recipients: number };
      expected += body.recipients;
      ids.push(body.broadcast_id);
    }
    const ours = () => sink.messages.filter((m) => m.raw.includes(`Cluster ${token}`));
    const outboxDone = async () =>
      onDatabase(database.url, async (c) => {
        const r = await c.query<{ open: number }>("select count(*)::int as open from email_outbox where broadcast_id = any($1::uuid[]) and status <> 'sent'", [ids]);
        return r.rows[0]?.open === 0 && ours().length >= expected ? true : undefined;
      });
    // Delivery starts right after the request and runs periodically on every instance: wait for it, bounded.
    const done = await waitFor(outboxDone, 120_000, 500);
    // Whatever a second delivery of the same row would have sent arrives within the same poll of the sink.
    await sleep(2_000);
    const seen = new Map<string, number>();
    for (const m of ours()) {
      const subject = subjects.find((s) => m.raw.includes(s)) ?? '?';
      for (const to of m.to) seen.set(`${to} ${subject}`, (seen.get(`${to} ${subject}`) ?? 0) + 1);
    }
    const duplicates = [...seen.values()].filter((n) => n > 1).length;
    const sendBy = servedBy('mail-send-').map((l) => l.upstreams.at(-1)).join(', ');
    const ok = done === true && seen.size === expected && duplicates === 0 && ours().length === expected;
    return [ok, `2 broadcasts queued through ${sendBy}: ${expected} messages expected, ${ours().length} received, ${seen.size} distinct, ${duplicates} duplicated`];
  });

  // 6. Live events cross instances: a message posted through A reaches event streams held on B (directly and through nginx).
  await step('deal message reaches a stream on the other instance', async () => {
    const investor = browser();
    const owner = browser();
    const investorAccount = await register(investor, 'investor', 'live-register-investor');
    await register(owner, 'business_owner', 'live-register-owner');
    const investorProfile = await investor.request('PUT', '/api/profiles/investor/me', {
      tag: 'live-profile', json: {
        investment_capacity: { min_amount: 100000, max_amount: 3000000, currency: 'USD' }, preferred_industries: ['technology'],
        return_expectations: { min_roi: 12, investment_horizon: '3-5_years' }, involvement_type: 'active_advisory', geographical_preference: ['UAE'],
        investment_stage: ['growth'], about: 'Cluster investor.', years_experience: 8,
      },
    });
    const ownerProfile = await owner.request('PUT', '/api/profiles/business/me', {
      tag: 'live-profile', json: {
        basic_info: { company_name: `Cluster Live ${randomBytes(3).toString('hex')}`, industry: 'technology', business_stage: 'growth', year_established: 2015 },
        geographical_presence: { headquarters: 'UAE', branches: [] }, funding_requirements: { amount_required: 1500000, currency: 'USD', purpose: 'expansion', equity_offered: 15 },
        financial_highlights: { annual_revenue: 2400000 },
      },
    });
    if (investorProfile.status !== 200 || ownerProfile.status !== 200) return [false, `profiles answered ${investorProfile.status} and ${ownerProfile.status}`];
    // The business asks for the standard NDA (the default): the investor accepts it before Interested (issue 18).
    const businessId = (ownerProfile.json as { id: string }).id;
    const nda = await investor.request('GET', `/api/matching/businesses/${businessId}/nda`, { tag: 'live-nda' });
    const accepted = await investor.request('POST', `/api/matching/businesses/${businessId}/nda`, {
      tag: 'live-nda-accept', json: { typed_name: investorAccount.fullName, agree: true, sha256: (nda.json as { sha256: string }).sha256 },
    });
    if (accepted.status !== 201) return [false, `accepting the NDA answered ${accepted.status}: ${accepted.bytes.toString().slice(0, 200)}`];
    const interest = await investor.request('POST', `/api/matching/businesses/${businessId}/interest`, { tag: 'live-interest' });
    const connect = await owner.request('POST', `/api/matching/investors/${(investorProfile.json as { id: string }).id}/connect`, { tag: 'live-connect' });
    if (interest.status !== 200 || connect.status !== 200) return [false, `Interested answered ${interest.status}, Connect ${connect.status}`];
    const deals = await owner.request('GET', '/api/deals', { tag: 'live-deals' });
    const dealId = (deals.json as { items?: { id: string }[] } | undefined)?.items?.[0]?.id;
    if (!dealId || !owner.cookie || !investor.cookie) return [false, `no deal after the introduction (${deals.status})`];
    liveDeal = { dealId, ownerCookie: owner.cookie, investorCookie: investor.cookie, investorEmail: investorAccount.email };
    // The owner holds one stream on B itself and one through nginx (buffering must be off for it to arrive).
    const onB = await holdEventStream(`http://127.0.0.1:${portB}`, owner.cookie, dealId, 10_000);
    const viaNginx = await holdEventStream(balancer, owner.cookie, dealId, 10_000);
    // The investor writes through A itself.
    const onA = new Browser(`http://127.0.0.1:${portA}`, balancer);
    onA.cookie = investor.cookie;
    let posted = 0;
    const [directMs, proxiedMs] = await Promise.all([
      onB.after(async () => (posted = (await onA.request('POST', `/api/deals/${dealId}/messages`, { json: { body: 'Hello from instance A' } })).status)),
      viaNginx.after(async () => {}),
    ]);
    const ok = posted === 201 && directMs !== undefined && proxiedMs !== undefined && directMs <= 2_000 && proxiedMs <= 2_000;
    return [ok, `message posted through A (${posted}); the stream held on B heard it after ${directMs ?? 'never (10 s)'} ms, the one through nginx after ${proxiedMs ?? 'never (10 s)'} ms (budget 2,000)`];
  });

  // 6b. A document shared through one instance is downloaded, stamped with the viewer, through the other (issue 18).
  await step('stamped download through the other instance', async () => {
    if (!liveDeal) return [false, 'no deal from the step before'];
    const { dealId, ownerCookie, investorCookie, investorEmail } = liveDeal;
    const onA = new Browser(`http://127.0.0.1:${portA}`, balancer);
    onA.cookie = ownerCookie;
    const onB = new Browser(`http://127.0.0.1:${portB}`, balancer);
    onB.cookie = investorCookie;
    const pdf = await PDFDocument.create();
    for (let n = 1; n <= 3; n += 1) pdf.addPage([595, 842]).drawText(`Cluster financials, page ${n}`, { x: 60, y: 760, size: 14 });
    const original = Buffer.from(await pdf.save());
    const form = new FormData();
    form.append('type', 'financial_statements');
    form.append('file', new Blob([original], { type: 'application/pdf' }), 'Financials-cluster.pdf');
    const uploaded = await onA.request('POST', '/api/documents', { tag: 'stamp-upload', body: form });
    if (uploaded.status !== 201) return [false, `upload through A answered ${uploaded.status}`];
    const documentId = (uploaded.json as { id: string }).id;
    const shared = await onA.request('POST', `/api/deals/${dealId}/documents`, { tag: 'stamp-share', json: { document_id: documentId } });
    const download = await onB.request('GET', `/api/deals/${dealId}/documents/${documentId}/file`, { tag: 'stamp-download' });
    if (shared.status !== 201 || download.status !== 200) return [false, `share through A answered ${shared.status}, download through B ${download.status}`];
    const { text } = await extractText(new Uint8Array(download.bytes), { mergePages: false });
    const stampedPages = text.filter((page) => page.includes(investorEmail)).length;
    const log = await onA.request('GET', `/api/deals/${dealId}/documents`, { tag: 'stamp-log' });
    const logged = ((log.json as { access_log?: { file_name: string }[] } | undefined)?.access_log ?? []).some((e) => e.file_name === 'Financials-cluster.pdf');
    const ok = stampedPages === 3 && !download.bytes.equals(original) && logged;
    return [ok, `shared through A, downloaded through B: ${stampedPages}/3 pages carry the viewer's email; the owner's log on A ${logged ? 'shows' : 'lacks'} the download`];
  });

  // 7. Killing one instance mid-load loses no acknowledged write, and the other keeps serving.
  await step('kill one instance under load', async () => {
    const clients: Browser[] = [];
    for (let n = 0; n < LOAD_CLIENTS; n += 1) {
      const client = browser();
      await register(client, 'investor', `load-register-${n}`);
      clients.push(client);
    }
    interface Outcome {
      token: string;
      status: number;
      id?: string;
      startedAt: number;
    }
    const outcomes: Outcome[] = [];
    const noAnswer: string[] = [];
    let answered = 0;
    let killedAt = Number.POSITIVE_INFINITY;
    let killing: Promise<void> | undefined;
    const runClient = async (client: Browser, n: number) => {
      for (let i = 0; i < WRITES_PER_CLIENT; i += 1) {
        const token = `cluster-load-${n}-${i}-${randomBytes(3).toString('hex')}`;
        const startedAt = Date.now();
        let status: number;
        let id: string | undefined;
        try {
          const answer = await client.request('POST', '/api/service-requests', {
            tag: `load-${n}-${i}`,
            json: { service_type: 'valuation', description: token, urgency: 'medium' },
          });
          status = answer.status;
          id = (answer.json as { id?: string } | undefined)?.id;
        } catch (error) {
          status = 0; // no answer at all: the client knows it failed
          noAnswer.push(error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : String(error));
        }
        outcomes.push({ token, status, id, startedAt });
        answered += 1;
        if (answered === KILL_AFTER && !killing) {
          instanceB.process.kill('SIGKILL');
          killing = instanceB.exited.then(() => {
            killedAt = Date.now();
          });
        }
      }
    };
    await Promise.all(clients.map((c, n) => runClient(c, n)));
    await killing;
    const health: number[] = [];
    for (let n = 0; n < 4; n += 1) health.push((await browser().request('GET', '/api/health', { tag: `after-kill-${n}` })).status);

    const rows = await onDatabase(database.url, (c) =>
      c.query<{ id: string; description: string }>("select id, description from service_requests where description like 'cluster-load-%'"));
    const stored = new Map(rows.rows.map((r) => [r.description, r.id]));
    const ok2xx = outcomes.filter((o) => o.status >= 200 && o.status < 300);
    const missing = ok2xx.filter((o) => stored.get(o.token) !== o.id);
    const failed = outcomes.filter((o) => !(o.status >= 200 && o.status < 300));
    const failedButStored = failed.filter((o) => stored.has(o.token)).length;
    const duplicates = rows.rows.length - new Set(rows.rows.map((r) => r.description)).size;
    const unknown = rows.rows.filter((r) => !outcomes.some((o) => o.token === r.description)).length;
    const afterKill = outcomes.filter((o) => o.startedAt > killedAt);
    const afterKillFailed = afterKill.filter((o) => !(o.status >= 200 && o.status < 300)).length;
    const beforeKillByB = log().filter((l) => l.tag.startsWith('load-') && l.upstreams.includes('B')).length;
    const statusCounts = [...new Set(failed.map((o) => o.status))].map((s) => `${count(failed.map((o) => o.status), s)}×${s || 'no answer'}`).join(', ');

    if (noAnswer.length > 0) console.log(`writes without an answer: ${[...new Set(noAnswer)].join('; ')}`);
    // Most writes must have succeeded, or the check would prove nothing.
    record('no acknowledged write lost', killing !== undefined && ok2xx.length >= outcomes.length / 2 && missing.length === 0 && duplicates === 0 && unknown === 0,
      `${outcomes.length} writes by ${LOAD_CLIENTS} clients, B killed (SIGKILL) after ${KILL_AFTER}: ${ok2xx.length} answered 2xx, all ${ok2xx.length - missing.length} in the database; ` +
      `${failed.length} failed${statusCounts ? ` (${statusCounts})` : ''}, of which ${failedButStored} applied before the kill cut the answer; ${duplicates} stored twice`);
    record('survivor keeps serving', instanceA.alive() && !instanceB.alive() && afterKill.length >= 20 && afterKillFailed === 0 && health.every((s) => s === 200) && beforeKillByB > 0,
      `B had served ${beforeKillByB} writes; after the kill ${afterKill.length - afterKillFailed}/${afterKill.length} writes and ${count(health, 200)}/4 health checks answered through nginx by A`);
  });

  // 8. The deploy guide shows the nginx site configuration this test ran with, unchanged.
  await step('deploy guide matches nginx template', async () => {
    const guide = fs.readFileSync(path.join(ROOT, 'docs', 'deploy.md'), 'utf8');
    const shown = guide.match(/<!-- nginx-template:start -->\n```nginx\n([\s\S]*?)```\n<!-- nginx-template:end -->/)?.[1];
    const template = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx', 'dealbridge.conf.template'), 'utf8');
    return [shown === template, shown === undefined ? 'docs/deploy.md has no nginx-template block' : shown === template ? 'docs/deploy.md shows deploy/nginx/dealbridge.conf.template as run' : 'docs/deploy.md differs from deploy/nginx/dealbridge.conf.template'];
  });

  // 9. Backup and restore: pg_dump of the live database into a new one, as docs/deploy.md says.
  await step('pg_dump backup restores', async () => {
    const dump = path.join(temp, 'dealbridge.dump');
    runCommand('pg_dump', ['--format=custom', '--no-owner', '--file', dump, database.url]);
    const restored = await createDatabase('dealbridge_restore');
    runCommand('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', restored.url, dump]);
    const counts = (url: string) =>
      onDatabase(url, async (c) => {
        const r = await c.query<{ n: string }>(
          "select concat_ws(' ', (select count(*) from users), (select count(*) from service_requests), (select count(*) from documents), (select count(*) from email_outbox)) as n");
        return r.rows[0]?.n ?? '';
      });
    const [live, copy] = [await counts(database.url), await counts(restored.url)];
    return [live === copy && live !== '', `users, service requests, documents, mails: ${live} live, ${copy} restored`];
  });
}

function count<T>(items: T[], value: T): number {
  return items.filter((i) => i === value).length;
}

/** Runs one check (which answers its result, or records its own); an exception is its failure, not the end of the run. */
async function step(check: string, body: () => Promise<[boolean, string] | void>) {
  try {
    const result = await body();
    if (result) record(check, result[0], result[1]);
  } catch (error) {
    record(check, false, error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error));
  }
}

const overall = setTimeout(() => {
  record('whole run within 10 minutes', false, 'stopped at the time limit');
  printTable();
  void cleanUp().finally(() => process.exit(1));
}, WHOLE_RUN_MS);

let exitCode = 0;
try {
  await main();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message);
  // The table gets the last line: for a process that did not start, what it said last.
  const lines = message.split('\n').map((l) => l.trim()).filter(Boolean);
  record('cluster started', false, `${lines[0] ?? ''}${lines.length > 1 ? ` … ${lines.at(-1)}` : ''}`);
}
clearTimeout(overall);
await cleanUp();
printTable();
if (results.length === 0 || results.some((r) => !r.ok)) exitCode = 1;
process.exit(exitCode);
