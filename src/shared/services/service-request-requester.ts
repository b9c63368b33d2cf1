import type { ServiceRequestStatus } from '../enums.ts';

// What the requester may do with their own request (issue 21). Apart from the admin's workflow table
// (service-request-workflow.ts) so that My Service Requests does not share a chunk with the admin panel.

/**
 * The one status in which the requester may cancel their own request: once an admin has taken it on
 * (assigned and quoted), only the admin's Cancel stops it.
 */
export const REQUESTER_CANCELLABLE_STATUS = 'pending' satisfies ServiceRequestStatus;

export const requesterCanCancel = (status: ServiceRequestStatus): boolean => status === REQUESTER_CANCELLABLE_STATUS;
