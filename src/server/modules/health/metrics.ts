import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { Gauge } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { JOBS_SCHEMA } from '../../jobs/jobs.ts';
import { liveHubFor } from '../../events/live-hub.ts';
import type { AppEnv } from '../../http/context.ts';
import { registry } from '../../http/metrics-registry.ts';

// Prometheus metrics (issue 24, docs/decisions/0135-metrics.md): GET /metrics in the text exposition format, for
// a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN the route does not exist.
// Request figures are counted as requests end (http/request-log.ts); queue depths, the outbox backlog and open
// streams are read when scraped.

/** The databases of this process's apps (one in production); each gauge adds up their figures. */
const sources = new Set<{ database: Database }>();

/** Adds a database's gauges (pool, jobs, outbox, streams) to the scrape; an app calls it once. */
export function watchDatabase(database: Database): void {
  if ([...sources].some((s) => s.database === database)) return;
  sources.add({ database });
}

const count = async (database: Database, text: string): Promise<{ key: string; n: number }[]> =>
  ((await database.executeSql(text, [])).rows as { key: string; n: number | string }[]).map((r) => ({ key: r.key, n: Number(r.n) }));

new Gauge({
  name: 'dealbridge_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting requests); absent on the embedded database',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const { database } of sources) {
      const pool = database.poolStats?.();
      if (!pool) continue;
      this.inc({ state: 'total' }, pool.total);
      this.inc({ state: 'idle' }, pool.idle);
      this.inc({ state: 'waiting' }, pool.waiting);
    }
  },
});

new Gauge({
  name: 'dealbridge_jobs',
  help: 'Background jobs by queue and state (created, retry, active, failed)',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const { database } of sources) {
      const rows = await count(database,
        `select name || '|' || state as key, count(*) as n from ${JOBS_SCHEMA}.job
         where state in ('created', 'retry', 'active', 'failed') and name not like '\\_\\_pgboss%' group by name, state`).catch(() => []);
      for (const { key, n } of rows) {
        const [queue = '', state = ''] = key.split('|');
        this.inc({ queue, state }, n);
      }
    }
  },
});

new Gauge({
  name: 'dealbridge_mail_outbox',
  help: 'Outgoing mail not yet sent, by status (queued, sending, failed)',
  labelNames: ['status'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const { database } of sources) {
      const rows = await count(database, `select status as key, count(*) as n from email_outbox where status <> 'sent' group by status`).catch(() => []);
      for (const { key, n } of rows) this.inc({ status: key }, n);
    }
  },
});

new Gauge({
  name: 'dealbridge_live_streams',
  help: 'Open live event streams (SSE) on this instance',
  registers: [registry],
  collect() {
    let open = 0;
    for (const { database } of sources) open += liveHubFor(database).subscriberCount;
    this.set(open);
  },
});

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** GET /metrics: the exposition for a caller with the token; 404 (as if absent) without one configured, 401 otherwise. */
export async function metricsHandler(c: Context<AppEnv>, token: string | undefined): Promise<Response> {
  if (!token) return c.text('Not found', 404);
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  if (!sameToken(given, token)) return c.text('Unauthorized', 401, { 'WWW-Authenticate': 'Bearer realm="metrics"' });
  return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
}
