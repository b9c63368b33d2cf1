import type { Logger } from 'pino';
import fs from 'node:fs';
import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { ExtractSchema } from 'hono/types';
import { message, messageFor } from '#shared/messages/messages.ts';
import { loadSession } from './auth/sessions.ts';
import { pgErrorCode } from './db/errors.ts';
import { renderApiDocs } from './http/api-docs.ts';
import { clientIp } from './http/client-ip.ts';
import type { AppEnv, Deps } from './http/context.ts';
import { serveWebApp } from './modules/pages/index.ts';
import { ApiError, badRequest, errorJson, notFound, serviceUnavailable, tooLarge } from './http/errors.ts';
import { sameOriginOnly, securityHeaders } from './http/security.ts';
import { createLogger, requestLog } from './http/request-log.ts';
import { metricsHandler, watchDatabase } from './modules/health/index.ts';
import { adminRouter } from './modules/admin/index.ts';
import { recordAdminRefusals } from './modules/admin/index.ts';
import { accountRouter } from './modules/account/index.ts';
import { authRouter } from './modules/auth/index.ts';
import { passwordResetRouter } from './modules/auth/index.ts';
import { twoFactorRouter } from './modules/auth/index.ts';
import { dealDocumentsRouter } from './modules/deals/index.ts';
import { dealsRouter } from './modules/deals/index.ts';
import { documentsRouter } from './modules/documents/index.ts';
import { isDocumentUpload, uploadSizeLimit } from './modules/documents/index.ts';
import { healthRouter } from './modules/health/index.ts';
import { listingsRouter } from './modules/listings/index.ts';
import { liveRouter } from './modules/live/index.ts';
import { introductionsRouter } from './modules/deals/index.ts';
import { suggestionsRouter } from './modules/matching/index.ts';
import { dealCloseRouter, ndaCertificateRouter, ndaRouter, offersRouter } from './modules/deals/index.ts';
import { notificationsRouter } from './modules/notifications/index.ts';
import { profilesRouter } from './modules/profiles/index.ts';
import { ratesRouter } from './modules/rates/index.ts';
import { savedSearchesRouter } from './modules/saved-searches/index.ts';
import { servicesRouter } from './modules/services/index.ts';
import { usersRouter } from './modules/users/index.ts';
import { valuationRouter } from './modules/valuation/index.ts';

const JSON_BODY_LIMIT = 256 * 1024;

/** Errors that mean the database is out of reach rather than that the request was wrong. */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code && (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300')) return true;
  const text = String((error as { message?: unknown })?.message ?? '') + String((error as { cause?: { message?: unknown } })?.cause?.message ?? '');
  return /ECONNREFUSED|ECONNRESET|connection terminated|timeout exceeded when trying to connect|Connection terminated|PGlite is closed|Cannot use a pool after calling end/i.test(text);
}

/** Adds Accept-Encoding to Vary unless it is there (or Vary is *). */
function varyOnEncoding(headers: Headers) {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Text PostgreSQL refuses to store (a NUL character, say): the client's input, not our fault. */
const isUnstorableText = (error: unknown) => ['22021', '22P05'].includes(pgErrorCode(error) ?? '');

export interface AppOptions {
  /** Serve the built web app from config.webDir (off in API tests). */
  serveWeb?: boolean;
  /** Where request and error lines go; by default stdout at the configured LOG_LEVEL (http/request-log.ts). */
  logger?: Logger;
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new OpenAPIHono<AppEnv>();
  const logger = options.logger ?? createLogger(deps.config);

  app.use('*', requestLog(logger));
  app.use('*', securityHeaders({ hsts: deps.config.secureCookies }));
  // gzip for pages, scripts and JSON; documents, CSV exports and the live event stream go as they are. Vary is set here,
  // on the response's own headers: compress() would set it with c.header(), which turns the light
  // response of @hono/node-server into a full WHATWG Response with a body stream, even when the
  // client asked for no compression (a fifth of a cached listing's cost under load).
  const compressed = compress();
  app.use('*', (c, next) => {
    if (/^\/api\/(documents|admin\/exports|events)/.test(c.req.path)) return next();
    return compressed(c, async () => {
      await next();
      varyOnEncoding(c.res.headers);
    });
  });
  app.use('/api/*', async (c, next) => {
    c.set('deps', deps);
    c.set('clientIp', clientIp(c, deps.config.TRUST_PROXY));
    await next();
  });
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw tooLarge(message('bodyTooLarge'));
    },
  });
  // Document uploads are streamed to storage under their own limit (UPLOAD_MAX_BYTES), not buffered.
  // A GET or HEAD has no body to limit, and asking for one would build a whole WHATWG Request per read.
  app.use('/api/*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return isDocumentUpload(c.req.method, c.req.path) ? uploadSizeLimit(c, next) : jsonBodyLimit(c, next);
  });
  app.use('/api/*', sameOriginOnly(deps.config.PUBLIC_URL));
  // The health checks answer from the database alone, so a probe with a stale cookie still reads them.
  const probes = new Set(['/api/health', '/api/health/ready']);
  app.use('/api/*', (c, next) => (probes.has(c.req.path) ? next() : loadSession(c, next)));
  // Refused calls to admin routes go to the security log (decision 0119).
  app.use('/api/admin/*', recordAdminRefusals);

  const api = app
    .route('/', healthRouter)
    .route('/', authRouter)
    .route('/', passwordResetRouter)
    .route('/', twoFactorRouter)
    .route('/', accountRouter)
    .route('/', profilesRouter)
    .route('/', notificationsRouter)
    .route('/', servicesRouter)
    .route('/', usersRouter)
    .route('/', listingsRouter)
    .route('/', suggestionsRouter)
    .route('/', introductionsRouter)
    .route('/', documentsRouter)
    .route('/', ratesRouter)
    .route('/', dealsRouter)
    .route('/', dealDocumentsRouter)
    .route('/', offersRouter)
    .route('/', dealCloseRouter)
    .route('/', ndaRouter)
    .route('/', ndaCertificateRouter)
    .route('/', savedSearchesRouter)
    .route('/', valuationRouter)
    .route('/', liveRouter)
    .route('/', adminRouter);

  app.doc('/api/openapi.json', { openapi: '3.0.0', info: { title: 'Dealbridge', version: '0.1.0' } });
  app.get('/api/docs', (c) =>
    c.html(renderApiDocs(app.getOpenAPIDocument({ openapi: '3.0.0', info: { title: 'Dealbridge', version: '0.1.0' } }))),
  );
  // Prometheus (decision 0135): outside /api, so no session, body limit or same-origin check applies; the token does.
  watchDatabase(deps.database);
  app.get('/metrics', (c) => metricsHandler(c, deps.config.METRICS_TOKEN));
  app.all('/api/*', () => {
    throw notFound(message('noSuchRoute'));
  });

  if (options.serveWeb && fs.existsSync(path.join(deps.config.webDir, 'index.html'))) serveWebApp(app, deps, deps.config.webDir, logger);

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorJson(c, error);
    if (error instanceof HTTPException) {
      const status = error.status;
      const what = status === 400 ? message('invalidJson') : messageFor(error.message || 'Request failed.');
      return errorJson(c, new ApiError(status as ApiError['status'], what));
    }
    if (isUnstorableText(error)) return errorJson(c, badRequest(message('unstorableText')));
    if (isDatabaseUnavailable(error)) return errorJson(c, serviceUnavailable());
    logger.error({ req_id: c.var.requestId, method: c.req.method, route: c.req.routePath, err: error }, 'unexpected error');
    return errorJson(c, new ApiError(500, message('internalError')));
  });
  app.notFound((c) => errorJson(c, notFound()));

  return api;
}

export type App = ReturnType<typeof createApp>;

/** Every route's method, path, input and answers, as Hono's typed client sees them: the web's endpoint types come from here. */
export type ApiSchema = ExtractSchema<App>;
