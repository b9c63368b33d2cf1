import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { childProcessEnv } from '../config.ts';
import { expect } from 'vitest';

// The server as `npm start` runs it, in a child process of a test (from source, through tsx), and the scratch
// PostgreSQL databases tests make and drop. Used where a test needs a real process: the upgrade, backups.

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  url: string;
  /** What it printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, and waits for the exit (the server's own shutdown: lock, socket and database closed). */
  stop(): Promise<void>;
}

/**
 * Starts src/server/main.ts on `env` (its database, its DATA_DIR) and waits until /api/health answers; `umask`
 * (octal, e.g. '000') starts it under that file-creation mask, through a shell.
 */
export async function startServerProcess(env: Record<string, string>, readyMs = 120_000, umask?: string): Promise<ServerProcess> {
  const port = await freePort();
  const node = [process.execPath, '--import', 'tsx', 'src/server/main.ts'];
  const [command, ...args] = umask ? ['/bin/sh', '-c', `umask ${umask} && exec "$@"`, 'sh', ...node] : node;
  const child = spawn(command as string, args, {
    env: childProcessEnv({ NODE_ENV: 'test', LOG_LEVEL: 'error', HOST: '127.0.0.1', PORT: String(port), JOBS_WORKER: 'false', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + readyMs; ; ) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Signs in over HTTP as a browser would (same-origin write) and returns the session cookie. */
export async function signInOverHttp(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify({ email, password }) });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** A new, empty database on the server of `serverUrl`, named with `prefix`, and how to drop it. */
export async function scratchPostgres(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
