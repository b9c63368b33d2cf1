// Shared plumbing of the product benchmarks: where the bench database is, the machine's description,
// percentiles and the figure-beside-budget table every entry point prints.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

/** The bench never touches the product's own database unless told to: its default is a database of its own. */
export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/dealbridge_bench';
export const benchDatabaseUrl = () => process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_BENCH_URL;

export const resultsDir = new URL('./results/', import.meta.url);
/**
 * Build and scratch files: under dist/ (ignored by git and lint), apart from the dist/web and dist/server the e2e runs use.
 * `BENCH_WORK_DIR` moves them, so two people benchmarking one checkout do not delete each other's build.
 */
export const workDir = process.env.BENCH_WORK_DIR
  ? pathToFileURL(`${path.resolve(process.env.BENCH_WORK_DIR)}/`)
  : new URL('../dist/bench/', import.meta.url);

/** Creates the database named in the URL when it does not exist yet (connecting to `postgres` to do it). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

export function machine() {
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

export const log = (line = '') => process.stdout.write(`${line}\n`);

/** One line of a results table: the figure, what was measured, its budget, its ceiling, and PASS/FAIL (null: no budget). */
export interface Row {
  figure: string;
  measured: string;
  budget?: string;
  ceiling?: string;
  pass: boolean | null;
}

export function printTable(rows: readonly Row[]): void {
  const cells = rows.map((r) => [r.figure, r.measured, r.budget ?? '', r.ceiling ?? '', r.pass === null ? '' : r.pass ? 'PASS' : 'FAIL']);
  const head = ['figure', 'measured', 'budget', 'ceiling', ''];
  const widths = head.map((h, c) => Math.max(h.length, ...cells.map((row) => (row[c] ?? '').length)));
  const line = (row: string[]) => row.map((cell, c) => (c === 1 ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join('  ').trimEnd();
  log(line(head));
  log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) log(line(row));
}

export function writeResult(name: string, value: unknown): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(new URL(`${name}.json`, resultsDir), `${JSON.stringify(value, null, 2)}\n`);
}

export function readResult<T>(name: string): T | null {
  try {
    return JSON.parse(readFileSync(new URL(`${name}.json`, resultsDir), 'utf8')) as T;
  } catch {
    return null;
  }
}

/** `--name value` from the command line, or the fallback. */
export function argument(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] !== undefined ? (process.argv[at + 1] as string) : fallback;
}

export const fmt = {
  ms: (v: number) => `${v.toFixed(v < 10 ? 2 : 1)} ms`,
  rps: (v: number) => `${Math.round(v).toLocaleString('en-US')} req/s`,
  kb: (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`,
  mb: (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`,
  pct: (v: number) => `${Math.round(v * 100)}%`,
  s: (ms: number) => `${(ms / 1000).toFixed(1)} s`,
};
