import { eq, sql } from 'drizzle-orm';
import { requestMessages, type UpdateServiceRequest } from '#shared/admin/requests.ts';
import { canTransition } from '#shared/services/service-request-workflow.ts';
import type { Db } from '../../db/client.ts';
import { serviceRequests } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { notify } from '../notifications/index.ts';
import { audit } from './admin-shared.ts';

/** Moves a request on in its workflow (or quotes it), audits the change and tells the requester. */
export async function updateServiceRequest(db: Db, adminId: string, id: string, input: UpdateServiceRequest): Promise<void> {
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
      actorUserId: adminId,
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
}
