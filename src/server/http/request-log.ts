import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.ts';
import type { AppEnv } from './context.ts';
import { observeRequest } from './metrics-registry.ts';

// Structured logs (issue 24, docs/decisions/0134-request-logs.md): one JSON line per request on stdout, and
// errors with the request's id. A line carries the method, the route's pattern (never the path's values nor the
// query string, where a reset token could sit), the status, the duration, the request id and the signed-in
// user's id: no header, cookie, body or address.

/** The process's logger: JSON lines, or readable lines in development on a terminal; LOG_LEVEL chooses what. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>, destination?: DestinationStream): Logger {
  const options = { level: config.LOG_LEVEL, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  if (destination) return pino(options, destination);
  if (config.NODE_ENV === 'development' && process.stdout.isTTY) {
    return pino({ ...options, transport: { target: 'pino-pretty', options: { ignore: 'req_id', translateTime: 'SYS:HH:MM:ss', singleLine: true } } });
  }
  return pino(options);
}

/** A caller's id is kept when it is a plain token (a load balancer's), else a new one is made. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('x-request-id');
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', id);
    try {
      await next();
    } finally {
      // On the response's own headers, as varyOnEncoding does: c.header() would turn @hono/node-server's light
      // response into a full WHATWG Response (app.ts).
      c.res.headers.set('X-Request-Id', id);
      const ms = performance.now() - started;
      observeRequest(c.req.method, c.req.routePath, c.res.status, ms / 1000);
      if (logger.isLevelEnabled('info')) {
        logger.info({
          req_id: id,
          method: c.req.method,
          // The matched pattern ('/api/deals/:id'); pages and files have '/*' here, so their path is kept (no query).
          route: c.req.routePath === '/*' || c.req.routePath === '*' ? c.req.path : c.req.routePath,
          status: c.res.status,
          ms: Math.round(ms * 10) / 10,
          ...(c.var.user ? { user_id: c.var.user.id } : {}),
        }, 'request');
      }
    }
  };
}
