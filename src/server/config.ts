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
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  /** Where the built single-page app lives; served with history fallback when present. */
  webDir: string;
  secureCookies: boolean;
}

export function loadConfig(env: Record<string, string | undefined> = process.env, rootDir = projectRoot()): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    ...e,
    dataDir: path.resolve(rootDir, e.DATA_DIR),
    webDir: path.join(rootDir, 'dist', 'web'),
    secureCookies: e.NODE_ENV === 'production',
  };
}

/** The folder holding package.json, found from this file whether run from src/ or dist/. */
export function projectRoot(): string {
  const here = path.dirname(new URL(import.meta.url).pathname);
  return path.resolve(here, '..', '..');
}

/** Settings of the test suites only: TEST_DATABASE_URL moves the API tests onto a PostgreSQL server. */
export function loadTestSettings(env: Record<string, string | undefined> = process.env) {
  const url = env.TEST_DATABASE_URL?.trim();
  return { testDatabaseUrl: url ? url : undefined };
}
