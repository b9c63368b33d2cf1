// Starts the bench's production build (bench/build.ts) as a child process on a free loopback port, with
// the environment and node flags of `npm start` (scripts/start-command.mjs), and reads its resident memory from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { productionLaunch } from '../scripts/start-command.mjs';
import { serverEntry } from './build.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  url: string;
  pid: number;
  output: () => string;
  rssBytes: () => number;
  stop: () => Promise<void>;
}

/** Fields of a process's /proc status, in bytes (Linux). */
function statusBytes(pid: number, fields: string[]): number[] {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return fields.map((field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024);
}

/** VmRSS of a process, in bytes (Linux). */
export const rssOf = (pid: number): number => statusBytes(pid, ['VmRSS'])[0] ?? Number.NaN;

/**
 * Where a process's resident memory lies: pages read from files (the node binary and the libraries it maps) and
 * anonymous pages (V8's heap, malloc's, array buffers, thread stacks).
 */
export function residentPartsOf(pid: number): { fileBytes: number; anonymousBytes: number } {
  const [anonymousBytes = Number.NaN, fileBytes = Number.NaN, sharedBytes = Number.NaN] = statusBytes(pid, ['RssAnon', 'RssFile', 'RssShmem']);
  return { fileBytes: fileBytes + sharedBytes, anonymousBytes };
}

/** A token for the bench's servers' /metrics, and one figure of its answer (NaN when absent). */
export const METRICS_TOKEN = randomBytes(24).toString('hex');
export const metricValue = (text: string, name: string): number =>
  Number(new RegExp(`^${name.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);

/**
 * Starts the server with `node` (this process's runtime unless another binary is given, as bench/run.ts does for Node 24).
 * `nodeFlags` go after the production flags (`--cpu-prof --cpu-prof-dir=…` to profile it under the load). `entry`: another
 * build's server (bench/web-ab.ts).
 */
export async function startServer(env: Record<string, string>, readyTimeoutMs = 180_000, node = process.execPath, nodeFlags: readonly string[] = [], entry = serverEntry): Promise<RunningServer> {
  const port = await freePort();
  const launch = productionLaunch();
  const child: ChildProcess = spawn(node, [...launch.nodeArgs, ...nodeFlags, entry], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'error', ...launch.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after ${readyTimeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const pid = child.pid as number;
  return {
    url,
    pid,
    output: () => output,
    rssBytes: () => rssOf(pid),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Settles memory before a reading: a few seconds without traffic, so lazy work and GC can finish. */
export const settle = (ms = 3000) => new Promise((r) => setTimeout(r, ms));
