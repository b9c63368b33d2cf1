import { createRoute, z } from '@hono/zod-openapi';
import type { RouteHandler } from '@hono/zod-openapi';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { jsonContent } from '../../http/openapi.ts';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

export const health = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['health'],
  summary: 'Whether the app and its database answer',
  responses: {
    200: jsonContent(statusSchema, 'The database answers'),
    503: jsonContent(statusSchema, 'The database does not answer'),
  },
});

const handler: RouteHandler<typeof health, AppEnv> = async (c) =>
  (await c.var.deps.database.ping(2000)) ? c.json({ status: 'ok' as const }, 200) : c.json({ status: 'unavailable' as const }, 503);

const CHECK_MS = 2000;
const checkSchema = z.enum(['ok', 'unavailable']);
const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({
    database: checkSchema,
    storage: checkSchema,
    /** 'off': this instance takes no background jobs (JOBS_WORKER=false), which does not make it unready. */
    jobs: z.enum(['ok', 'unavailable', 'off']),
  }),
});

export const readiness = createRoute({
  method: 'get',
  path: '/api/health/ready',
  tags: ['health'],
  summary: 'Whether this instance can serve: its database, its document storage and its job worker answer (for load balancers)',
  responses: {
    200: jsonContent(readinessSchema, 'Every check passed'),
    503: jsonContent(readinessSchema, 'A check failed; `checks` says which'),
  },
});

/** The check's answer within CHECK_MS; a throw or a timeout is 'unavailable'. */
async function within<T extends string>(check: () => Promise<T>): Promise<T | 'unavailable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'unavailable'>((resolve) => (timer = setTimeout(() => resolve('unavailable'), CHECK_MS)));
  try {
    return await Promise.race([check().catch(() => 'unavailable' as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// A key that is never stored: asking whether it exists proves the folder or bucket answers.
const PROBE_KEY = '00000000-0000-4000-8000-000000000000';

const readinessHandler: RouteHandler<typeof readiness, AppEnv> = async (c) => {
  const { database, storage, jobs } = c.var.deps;
  const [db, files, worker] = await Promise.all([
    within(async () => ((await database.ping(CHECK_MS)) ? 'ok' : 'unavailable')),
    within(async () => (await storage.exists(PROBE_KEY), 'ok' as const)),
    within(() => jobs.readiness()),
  ]);
  const checks = { database: db, storage: files, jobs: worker };
  const ready = db === 'ok' && files === 'ok' && worker !== 'unavailable';
  return ready ? c.json({ status: 'ok' as const, checks }, 200) : c.json({ status: 'unavailable' as const, checks }, 503);
};

export const healthRouter = createRouter().openapi(health, handler).openapi(readiness, readinessHandler);
