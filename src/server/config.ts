import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { storageUrlProblem } from './storage/storage-url.ts';

// Every environment variable Dealbridge reads, parsed once. Nothing else reads process.env.
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  SEED_DEMO: booleanFlag.default(true),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Dealbridge <no-reply@dealbridge.local>'),
  PROFILE_REVIEW: z.enum(['auto', 'manual']).default('auto'),
  TRUST_PROXY: booleanFlag.default(false),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(20 * 1024 * 1024),
  /** false: this instance queues background jobs but leaves running them to the other instances. */
  JOBS_WORKER: booleanFlag.default(true),
  /** Where documents live: unset (<DATA_DIR>/documents), file:///folder or s3://bucket?endpoint=… (storage/storage-url.ts). */
  STORAGE_URL: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const problem = storageUrlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
  /** Bearer token of GET /metrics (Prometheus); unset, the route answers 404. At least 16 characters. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN needs at least 16 characters').optional(),
  /** A folder for the nightly backup (db/backup.ts); unset, there is none. */
  BACKUP_DIR: z.string().optional(),
  /** How many nightly archives BACKUP_DIR keeps. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  /** Worker threads that stamp documents and check uploaded PDFs (pdf/stamping-pool.ts): one file each at a time. */
  STAMP_WORKERS: z.coerce.number().int().min(1).max(16).default(Math.max(1, Math.min(2, os.availableParallelism() - 1))),
  /** A stamping job running longer is stopped (its worker replaced) and the file refused. */
  STAMP_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** The heap a stamping worker may grow to; past it, the file is refused. */
  STAMP_WORKER_HEAP_MB: z.coerce.number().int().min(64).default(512),
  /** Pages a shared PDF may have. */
  STAMP_MAX_PAGES: z.coerce.number().int().min(1).default(2000),
  /** What all of a PDF's compressed streams may decode to, together. */
  STAMP_MAX_DECODED_BYTES: z.coerce.number().int().min(1024 * 1024).default(200 * 1024 * 1024),
  /** How deep a PDF's arrays and dictionaries may nest. */
  STAMP_MAX_NESTING: z.coerce.number().int().min(8).max(1000).default(64),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  /** Where the built single-page app lives; served with history fallback when present. */
  webDir: string;
  secureCookies: boolean;
  /** BACKUP_DIR resolved, or null. */
  backupDir: string | null;
  /** The one origin links in mail are built from: PUBLIC_URL, or http://localhost:PORT outside production. */
  siteUrl: string;
}

export function loadConfig(env: Record<string, string | undefined> = process.env, rootDir = projectRoot()): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  // A link built from the request's Host header could be aimed anywhere (a reset link mailed to evil.example).
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new Error('Invalid configuration:\n  PUBLIC_URL: required in production; links in mail (password reset, email verification) are built from it');
  }
  return {
    ...e,
    dataDir: path.resolve(rootDir, e.DATA_DIR),
    webDir: path.join(rootDir, 'dist', 'web'),
    backupDir: e.BACKUP_DIR ? path.resolve(rootDir, e.BACKUP_DIR) : null,
    siteUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : `http://localhost:${e.PORT}`,
    // Secure whenever browsers reach the app over HTTPS, even when TLS ends at a proxy in front of it.
    secureCookies: e.NODE_ENV === 'production' || e.PUBLIC_URL?.startsWith('https:') === true,
  };
}

/** The loud warning `npm start` prints when demo data (with its published passwords) is on in production. */
export function productionDemoWarning(config: Pick<Config, 'NODE_ENV' | 'SEED_DEMO'>, hasDemoData: boolean): string | null {
  if (config.NODE_ENV !== 'production' || (!config.SEED_DEMO && !hasDemoData)) return null;
  const line = '!'.repeat(78);
  return [
    line,
    '!! WARNING: demo data is enabled with NODE_ENV=production.',
    '!! The demo accounts have published passwords: anyone can sign in with them.',
    hasDemoData
      ? '!! This database holds the demo data; remove it before real users arrive.'
      : '!! Set SEED_DEMO=false so that no demo data is seeded.',
    line,
  ].join('\n');
}

/** The folder holding package.json, found from this file whether run from src/ or dist/. */
export function projectRoot(): string {
  const here = path.dirname(new URL(import.meta.url).pathname);
  return path.resolve(here, '..', '..');
}

/** The release's version, package.json's "version" (backups record it). */
export function appVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}

/** Settings of the test suites only: TEST_DATABASE_URL moves the API tests onto a PostgreSQL server. */
export function loadTestSettings(env: Record<string, string | undefined> = process.env) {
  const url = env.TEST_DATABASE_URL?.trim();
  return { testDatabaseUrl: url ? url : undefined };
}

/**
 * The environment for a child process this one starts (a test's server or CLI, the page renderer): ours (PATH, HOME, the database
 * settings) with `overrides` on top. Read here, so that config.ts stays the one reader of process.env.
 */
export function childProcessEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}
