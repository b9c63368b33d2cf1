import type { RouteHandler } from '@hono/zod-openapi';
import { consume, type Limit } from '../../auth/rate-limit.ts';
import { requireUser } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { existingId } from '../../http/ids.ts';
import { contentDisposition } from '../documents/index.ts';
import * as routes from './valuation.routes.ts';
import * as service from './valuation.service.ts';

/** Reports one address may have drawn per window: plenty for a person trying figures, a wall for a script. */
export const VALUATION_REPORT_LIMIT = { max: 30, windowSeconds: 10 * 60 } satisfies Limit;

const pdfHeaders = (fileName: string, length: number) => ({
  'Content-Type': 'application/pdf',
  'Content-Length': String(length),
  'Content-Disposition': contentDisposition('attachment', fileName),
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'private, no-store',
});

const pdfBody = (bytes: Uint8Array) => bytes as unknown as ReadableStream<Uint8Array>;

const report: RouteHandler<typeof routes.report, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  await consume(db, `valuation-report:ip:${c.var.clientIp}`, VALUATION_REPORT_LIMIT);
  const { bytes, fileName } = await service.reportOfInputs(db, c.req.valid('json'), c.req.valid('query').lang);
  return c.body(pdfBody(bytes), 200, pdfHeaders(fileName, bytes.byteLength));
};

const prefill: RouteHandler<typeof routes.prefill, AppEnv> = async (c) =>
  c.json(await service.prefillFor(c.var.deps.db, requireUser(c).id), 200);

const saveEstimate: RouteHandler<typeof routes.saveEstimate, AppEnv> = async (c) =>
  c.json(await service.saveEstimate(c.var.deps.db, requireUser(c).id, c.req.valid('json')), 201);

const listEstimates: RouteHandler<typeof routes.listEstimates, AppEnv> = async (c) =>
  c.json({ items: await service.listEstimates(c.var.deps.db, requireUser(c).id) }, 200);

const getEstimate: RouteHandler<typeof routes.getEstimate, AppEnv> = async (c) =>
  c.json(await service.estimateFor(c.var.deps.db, requireUser(c), existingId(c.req.valid('param').id)), 200);

const deleteEstimate: RouteHandler<typeof routes.deleteEstimate, AppEnv> = async (c) => {
  await service.deleteEstimate(c.var.deps.db, requireUser(c).id, existingId(c.req.valid('param').id));
  return c.body(null, 204);
};

const showEstimate: RouteHandler<typeof routes.showEstimate, AppEnv> = async (c) => {
  const id = existingId(c.req.valid('param').id);
  return c.json(await service.showEstimate(c.var.deps.db, requireUser(c).id, id, c.req.valid('json').shown_on_listing), 200);
};

const estimateReport: RouteHandler<typeof routes.estimateReport, AppEnv> = async (c) => {
  const user = requireUser(c);
  const id = existingId(c.req.valid('param').id);
  const { bytes, fileName } = await service.reportOfSaved(c.var.deps.db, user, id, c.req.valid('query').lang ?? user.language);
  return c.body(pdfBody(bytes), 200, pdfHeaders(fileName, bytes.byteLength));
};

export const valuationRouter = createRouter()
  .openapi(routes.report, report)
  .openapi(routes.prefill, prefill)
  .openapi(routes.saveEstimate, saveEstimate)
  .openapi(routes.listEstimates, listEstimates)
  .openapi(routes.getEstimate, getEstimate)
  .openapi(routes.deleteEstimate, deleteEstimate)
  .openapi(routes.showEstimate, showEstimate)
  .openapi(routes.estimateReport, estimateReport);
