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

/** What one stretch of load left: counts and every latency, to be summed with other stretches. */
interface LoadSample {
  requests: number;
  seconds: number;
  latencies: number[];
  bytes: number;
  errors: number;
  non2xx: number;
}

async function sampleLoad(baseUrl: string, scenario: Scenario, seconds: number): Promise<LoadSample> {
  let next = 0;
  const latencies: number[] = [];
  let bytes = 0;
  const instance = autocannon({
    url: baseUrl,
    connections: scenario.connections,
    duration: seconds,
    timeout: 10,
    headers: scenario.headers ?? {},
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: scenario.paths[next++ % scenario.paths.length] }) }],
  });
  instance.on('response', (_client: unknown, _status: number, resBytes: number, responseTime: number) => {
    latencies.push(responseTime);
    bytes += resBytes;
  });
  const result = await instance;
  return { requests: result.requests.total, seconds: result.duration, latencies, bytes, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

function figuresOf(samples: LoadSample[]): LoadFigures {
  const latencies = samples.flatMap((s) => s.latencies);
  const sum = (f: (s: LoadSample) => number) => samples.reduce((total, s) => total + f(s), 0);
  return {
    requestsPerSecond: sum((s) => s.requests) / sum((s) => s.seconds),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    requests: sum((s) => s.requests),
    errors: sum((s) => s.errors),
    non2xx: sum((s) => s.non2xx),
    meanBytes: latencies.length ? sum((s) => s.bytes) / latencies.length : 0,
  };
}

export async function runLoad(baseUrl: string, scenario: Scenario): Promise<LoadFigures> {
  return figuresOf([await sampleLoad(baseUrl, scenario, scenario.seconds)]);
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

/** Seconds of each alternating stretch when the product and its ceiling are compared. */
const STRETCH_SECONDS = 2;

/**
 * The scenario against the product and against its ceiling, in alternating stretches (product, ceiling,
 * ceiling, product, …) of the same total time each, so that a change in the machine's load during the
 * run weighs on both sides alike rather than on whichever ran second.
 */
export async function runCompared(productUrl: string, scenario: Scenario): Promise<{ product: LoadFigures; ceiling: LoadFigures }> {
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
    const ceilingUrl = `http://127.0.0.1:${port}`;
    const stretches = Math.max(2, Math.round(scenario.seconds / STRETCH_SECONDS));
    const seconds = scenario.seconds / stretches;
    const product: LoadSample[] = [];
    const ceiling: LoadSample[] = [];
    for (let k = 0; k < stretches; k++) {
      const order = k % 2 === 0 ? ([[productUrl, product], [ceilingUrl, ceiling]] as const) : ([[ceilingUrl, ceiling], [productUrl, product]] as const);
      for (const [url, samples] of order) samples.push(await sampleLoad(url, scenario, seconds));
    }
    return { product: figuresOf(product), ceiling: figuresOf(ceiling) };
  } finally {
    child.kill('SIGTERM');
  }
}
