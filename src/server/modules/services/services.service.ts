import { and, eq, sql } from 'drizzle-orm';
import { message } from '#shared/messages/messages.ts';
import { REQUESTER_CANCELLABLE_STATUS } from '#shared/services/service-request-requester.ts';
import { audit } from '../../auth/staff.ts';
import type { Db } from '../../db/client.ts';
import { serviceRequests } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import { publishDeal, type openDealForService } from '../deals/index.ts';
import { lockOwnEstimate } from '../valuation/index.ts';
import type { ServiceRequestRow } from './services.queries.ts';

type OpenDeal = NonNullable<Awaited<ReturnType<typeof openDealForService>>>;
export type NewServiceRequest = Pick<typeof serviceRequests.$inferInsert, 'serviceType' | 'description' | 'urgency'> & {
  valuationEstimateId: string | null;
};

/** Files the request, on the caller's open deal if one is given (announced in its room) and with their own estimate if one is given. */
export async function fileServiceRequest(db: Db, userId: string, request: NewServiceRequest, deal: OpenDeal | null): Promise<ServiceRequestRow> {
  return db.transaction(async (tx) => {
    // Checked and locked in the transaction that refers to it: a delete at the same moment waits, then refuses.
    if (request.valuationEstimateId && !(await lockOwnEstimate(tx, request.valuationEstimateId, userId))) {
      throw invalid({ valuation_estimate_id: message('valuationUnknown') });
    }
    const [inserted] = await tx
      .insert(serviceRequests)
      .values({ userId, ...request, status: 'pending', dealId: deal?.id ?? null })
      .returning();
    if (!inserted) throw new Error('insert returned no row');
    if (deal) await publishDeal(tx, deal, 'service');
    return inserted;
  });
}

/** The requester cancels their own pending request, audited; 409 when it is past pending, 404 when it is not theirs. */
export async function cancelOwnRequest(db: Db, userId: string, id: string): Promise<ServiceRequestRow> {
  const mine = and(eq(serviceRequests.id, id), eq(serviceRequests.userId, userId));
  return db.transaction(async (tx) => {
    // One conditional UPDATE is the claim: an admin's Assign & Quote holds the row's lock, so this one waits,
    // then finds the request no longer pending and changes nothing. Only one of the two can win.
    const [cancelled] = await tx
      .update(serviceRequests)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(and(mine, eq(serviceRequests.status, REQUESTER_CANCELLABLE_STATUS)))
      .returning();
    if (!cancelled) {
      // Someone else's request is answered as if it did not exist; the caller's own is in no state for it.
      const [own] = await tx.select({ id: serviceRequests.id }).from(serviceRequests).where(mine);
      throw own ? conflict(message('serviceRequestNotCancellable')) : notFound();
    }
    await audit(tx, {
      actorUserId: userId,
      action: 'service_request.cancel_by_requester',
      targetType: 'service_request',
      targetId: id,
      before: { status: REQUESTER_CANCELLABLE_STATUS, estimated_cost: cancelled.estimatedCost },
      after: { status: cancelled.status, estimated_cost: cancelled.estimatedCost },
    });
    return cancelled;
  });
}
