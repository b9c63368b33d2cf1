// Drives a server over loopback with autocannon, bounded in time, and measures the same scenario against
// its ceiling: a bare node:http process answering the product's own bytes from memory.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { percentile, workDir } from './common.ts';
import { freePort } from './server.ts';

export interface Scenario {
  name: string;
  /** Requests rotate over these paths (query strings included). */
  paths: string[];
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  meanBytes: number;
}

export async function runLoad(baseUrl: string, scenario: Scenario): Promise<LoadFigures> {
  let next = 0;
  const latencies: number[] = [];
  let bytes = 0;
  const instance = autocannon({
    url: baseUrl,
    connections: scenario.connections,
    duration: scenario.seconds,
    timeout: 10,
    headers: scenario.headers ?? {},
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: scenario.paths[next++ % scenario.paths.length] }) }],
  });
  instance.on('response', (_client: unknown, _status: number, resBytes: number, responseTime: number) => {
    latencies.push(responseTime);
    bytes += resBytes;
  });
  const result = await instance;
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    meanBytes: latencies.length ? bytes / latencies.length : 0,
  };
}

const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** The product's answer to every path of the scenario, as the ceiling server will replay it. */
async function record(baseUrl: string, scenario: Scenario) {
  const stored: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  for (const path of new Set(scenario.paths)) {
    const res = await fetch(`${baseUrl}${path}`, { headers: scenario.headers ?? {} });
    const headers: Record<string, string> = {};
    res.headers.forEach((value, key) => {
      if (!HOP_HEADERS.has(key) && key !== 'set-cookie') headers[key] = value;
    });
    stored[path] = { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()).toString('base64') };
  }
  return stored;
}

export async function runCeiling(productUrl: string, scenario: Scenario): Promise<LoadFigures> {
  const stored = await record(productUrl, scenario);
  mkdirSync(workDir, { recursive: true });
  const file = fileURLToPath(new URL(`ceiling-${scenario.name.replace(/\W+/g, '-')}.json`, workDir));
  writeFileSync(file, JSON.stringify(stored));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./ceiling-server.ts', import.meta.url)), file, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout?.once('data', () => resolve());
      child.once('exit', (code) => reject(new Error(`ceiling server exited (${code})`)));
    });
    return await runLoad(`http://127.0.0.1:${port}`, scenario);
  } finally {
    child.kill('SIGTERM');
  }
}
