import type { RouteHandler } from '@hono/zod-openapi';
import { count, desc, eq, sql } from 'drizzle-orm';
import { requestMessages } from '../../../shared/admin/requests.ts';
import { canTransition } from '../../../shared/service-request-workflow.ts';
import { requireAdmin } from '../../auth/sessions.ts';
import { serviceRequests, users } from '../../db/schema.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { notify } from '../notifications/index.ts';
import { audit, cursorAt, existingId, olderThan, paging } from './admin-shared.ts';
import { columns, selectRequests, toAdminServiceRequest, type RequestRow } from './admin-requests.queries.ts';
import { csvHeaders, csvStream, keysetBatches, type CsvColumn, type Cursor } from './csv.ts';
import * as routes from './admin-requests.routes.ts';

const list: RouteHandler<typeof routes.listServiceRequests, AppEnv> = async (c) => {
  requireAdmin(c);
  const { db } = c.var.deps;
  const { page, pageSize, offset } = paging(c.req.valid('query'));
  const [rows, [totals]] = await Promise.all([
    selectRequests(db).limit(pageSize).offset(offset),
    db.select({ total: count() }).from(serviceRequests),
  ]);
  return c.json({ items: rows.map(toAdminServiceRequest), total: totals?.total ?? 0, page, page_size: pageSize }, 200);
};

const update: RouteHandler<typeof routes.updateServiceRequest, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const id = existingId(c.req.valid('param').id);
  const input = c.req.valid('json');
  const { db } = c.var.deps;
  await db.transaction(async (tx) => {
    // The row lock makes two admins' clicks on the same request take turns against the table.
    const [current] = await tx.select().from(serviceRequests).where(eq(serviceRequests.id, id)).for('update');
    if (!current) throw notFound();
    if (!canTransition(current.status, input.status)) {
      throw conflict(requestMessages.illegalTransitionMessage(current.status, input.status));
    }
    const estimatedCost = input.estimated_cost ?? current.estimatedCost;
    const [after] = await tx
      .update(serviceRequests)
      .set({ status: input.status, estimatedCost, updatedAt: sql`now()` })
      .where(eq(serviceRequests.id, id))
      .returning();
    if (!after) throw new Error('service request update returned no row');
    await audit(tx, {
      actorUserId: admin.id,
      action: input.status === 'assigned' ? 'service_request.quote' : 'service_request.status_change',
      targetType: 'service_request',
      targetId: id,
      before: { status: current.status, estimated_cost: current.estimatedCost },
      after: { status: after.status, estimated_cost: after.estimatedCost },
    });
    await notify(tx, current.userId, 'service_request_status_changed', {
      serviceRequestId: id,
      serviceType: after.serviceType,
      status: after.status,
    });
  });
  const [row] = await selectRequests(db, eq(serviceRequests.id, id));
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
  const batches = keysetBatches<ExportRow>((after, size) =>
    db
      .select({ ...columns, cursorAt: cursorAt(serviceRequests.createdAt), id: serviceRequests.id })
      .from(serviceRequests)
      .innerJoin(users, eq(users.id, serviceRequests.userId))
      .where(olderThan(serviceRequests.createdAt, serviceRequests.id, after))
      .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
      .limit(size),
  );
  return c.body(csvStream(EXPORT_COLUMNS, batches), 200, csvHeaders('service-requests.csv'));
};

export const adminRequestsRouter = createRouter()
  .openapi(routes.listServiceRequests, list)
  .openapi(routes.updateServiceRequest, update)
  .openapi(routes.exportServiceRequests, exportCsv);
