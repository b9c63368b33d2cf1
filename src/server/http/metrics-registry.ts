import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

// The process's Prometheus registry and the figures counted as things happen (requests, database statements);
// the gauges read at scrape time and the /metrics route are in metrics.ts (docs/decisions/0135-metrics.md).

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** One registry per process (several apps in one test process share it, as they share the process). */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'dealbridge_' });

const requests = new Counter({
  name: 'dealbridge_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});
const requestSeconds = new Histogram({
  name: 'dealbridge_http_request_duration_seconds',
  help: 'Time to the response (headers) by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: DURATION_BUCKETS,
  registers: [registry],
});
export const querySeconds = new Histogram({
  name: 'dealbridge_db_query_duration_seconds',
  help: 'Database statements, from sending to the answer',
  labelNames: ['database'] as const,
  buckets: DURATION_BUCKETS,
  registers: [registry],
});

/** The API's routes by pattern; pages and files are counted under one label, so the label set stays small. */
export function observeRequest(method: string, routePattern: string, status: number, seconds: number): void {
  const route = routePattern.startsWith('/api/') ? routePattern : 'page or file';
  requests.inc({ method, route, status: String(status) });
  requestSeconds.observe({ method, route }, seconds);
}

