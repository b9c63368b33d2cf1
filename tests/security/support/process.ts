import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SESSION_COOKIE } from '../../../src/server/auth/sessions.ts';

// Real server processes for the fault and two-instance tests, a fresh PostgreSQL database each, and a TCP
// proxy that can cut the way to PostgreSQL (stopping the shared server itself would disturb other users).

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function newestMtime(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(max, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }, 0);
}

/** The built server when it is newer than every source it bundles, else the sources through tsx. */
export function serverCommand(): string[] {
  const built = path.join(ROOT, 'dist', 'server', 'main.js');
  const sources = Math.max(newestMtime(path.join(ROOT, 'src', 'server')), newestMtime(path.join(ROOT, 'src', 'shared')));
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs > sources) return [built];
  return ['--import', 'tsx', path.join(ROOT, 'src', 'server', 'main.ts')];
}

export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

/** Starts `node dist/server/main.js` (or the sources) on a free loopback port and waits for its banner. */
export async function startServer(env: Record<string, string>, timeoutMs = 45_000): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-proc-'));
  const child = spawn(process.execPath, serverCommand(), {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port),
      SEED_DEMO: 'false', LOG_LEVEL: 'error', DATA_DIR: dataDir, ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    });
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in time:\n${text}`)), timeoutMs);
    const poll = setInterval(() => {
      if (text.includes('Dealbridge is running on')) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve();
      }
    }, 25);
    void exited.then(() => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`the server exited while starting:\n${text}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, child, output: () => text, exited, stop };
}

/** A browser against a real server: keeps the session cookie and sends a same-origin Origin on writes. */
export class RemoteClient {
  constructor(readonly base: string, public cookie?: string) {}

  /** The same browser session, talking to another instance. */
  onto(base: string): RemoteClient {
    return new RemoteClient(base, this.cookie);
  }

  async request(method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const res = await fetch(`${this.base}${pathname}`, {
      method,
      headers: {
        ...(method === 'GET' ? {} : { Origin: this.base }),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      if (!pair.startsWith(`${SESSION_COOKIE}=`)) continue;
      this.cookie = pair.endsWith('=') || /max-age=0/i.test(header) ? undefined : pair;
    }
    return res;
  }

  get = (pathname: string) => this.request('GET', pathname);
  post = (pathname: string, body?: unknown) => this.request('POST', pathname, body);
  patch = (pathname: string, body?: unknown) => this.request('PATCH', pathname, body);
}

export interface TestDatabase {
  url: string;
  name: string;
  /** pg_terminate_backend on every connection to this database but the caller's; answers how many. */
  terminateConnections(): Promise<number>;
  drop(): Promise<void>;
}

async function onServer<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server of `adminUrl`, dropped (forcefully) by drop(). */
export async function createDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `dealbridge_sec_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    terminateConnections: () =>
      onServer(adminUrl, async (c) => {
        const result = await c.query<{ n: number }>(
          'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        return result.rows[0]?.n ?? 0;
      }),
    drop: () => onServer(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

export interface Proxy {
  port: number;
  /** Stops listening and drops every open connection: to the app, PostgreSQL is gone. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy on loopback in front of host:port. */
export async function startProxy(host: string, targetPort: number): Promise<Proxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect(targetPort, host);
    for (const s of [inbound, outbound]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        inbound.destroy();
        outbound.destroy();
      });
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  const port = await freePort();
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const cut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const s of sockets) s.destroy();
    await closed;
  };
  await listen();
  return { port, cut, restore: listen, close: () => (server.listening ? cut() : Promise.resolve()) };
}

/** The database URL with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxyPort: number): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(proxyPort);
  return u.toString();
}
