import type { RouteHandler } from '@hono/zod-openapi';
import { requireAdmin } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { audit, existingId, paging } from './admin-shared.ts';
import { adminRequest, countRequests, requestExportBatch, selectRequests, toAdminServiceRequest, type RequestRow } from './admin-requests.queries.ts';
import { updateServiceRequest } from './admin-requests.service.ts';
import { csvHeaders, csvStream, keysetBatches, type CsvColumn, type Cursor } from './csv.ts';
import * as routes from './admin-requests.routes.ts';

const list: RouteHandler<typeof routes.listServiceRequests, AppEnv> = async (c) => {
  requireAdmin(c);
  const { db } = c.var.deps;
  const { page, pageSize, offset } = paging(c.req.valid('query'));
  const [rows, total] = await Promise.all([selectRequests(db).limit(pageSize).offset(offset), countRequests(db)]);
  return c.json({ items: rows.map(toAdminServiceRequest), total, page, page_size: pageSize }, 200);
};

const update: RouteHandler<typeof routes.updateServiceRequest, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const id = existingId(c.req.valid('param').id);
  const input = c.req.valid('json');
  const { db } = c.var.deps;
  await updateServiceRequest(db, admin.id, id, input);
  const row = await adminRequest(db, id);
  if (!row) throw notFound();
  return c.json(toAdminServiceRequest(row), 200);
};

type ExportRow = RequestRow & Cursor;
const EXPORT_COLUMNS: CsvColumn<ExportRow>[] = [
  { header: 'id', value: (r) => r.request.id },
  { header: 'service_type', value: (r) => r.request.serviceType },
  { header: 'description', value: (r) => r.request.description },
  { header: 'urgency', value: (r) => r.request.urgency },
  { header: 'status', value: (r) => r.request.status },
  { header: 'estimated_cost', value: (r) => r.request.estimatedCost },
  { header: 'requester_name', value: (r) => r.requester.fullName },
  { header: 'requester_email', value: (r) => r.requester.email },
  { header: 'created_at', value: (r) => r.request.createdAt },
  { header: 'updated_at', value: (r) => r.request.updatedAt },
];

const exportCsv: RouteHandler<typeof routes.exportServiceRequests, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const { db } = c.var.deps;
  await audit(db, { actorUserId: admin.id, action: 'export', targetType: 'export', targetId: 'service-requests.csv' });
  const batches = keysetBatches<ExportRow>((after, size) => requestExportBatch(db, after, size));
  return c.body(csvStream(EXPORT_COLUMNS, batches), 200, csvHeaders('service-requests.csv'));
};

export const adminRequestsRouter = createRouter()
  .openapi(routes.listServiceRequests, list)
  .openapi(routes.updateServiceRequest, update)
  .openapi(routes.exportServiceRequests, exportCsv);
