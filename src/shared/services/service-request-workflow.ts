import type { ServiceRequestStatus } from '../enums.ts';

// Spec section 4 (service request status), tightened: the server refuses what this table does not
// allow, and the admin screen enables exactly the buttons it allows.

/** The statuses a request can move to from each status. */
export const SERVICE_REQUEST_TRANSITIONS: Readonly<Record<ServiceRequestStatus, readonly ServiceRequestStatus[]>> = {
  pending: ['assigned', 'cancelled'],
  assigned: ['in_progress', 'completed', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** Assign & Quote: the quote the screen offers until the admin changes it (spec: 5000). */
export const DEFAULT_ESTIMATED_COST = 5000;
export const MAX_ESTIMATED_COST = 10_000_000;

export function isFinalStatus(status: ServiceRequestStatus): boolean {
  return SERVICE_REQUEST_TRANSITIONS[status].length === 0;
}

export function canTransition(from: ServiceRequestStatus, to: ServiceRequestStatus): boolean {
  return SERVICE_REQUEST_TRANSITIONS[from].includes(to);
}

/** Moving to `to` sets a quote; only Assign & Quote does. */
export const requiresEstimatedCost = (to: ServiceRequestStatus): boolean => to === 'assigned';

export interface ServiceRequestActions {
  assignAndQuote: boolean;
  inProgress: boolean;
  complete: boolean;
  cancel: boolean;
}

/** Which of the admin's four buttons are enabled for a request in `status`. */
export function serviceRequestActions(status: ServiceRequestStatus): ServiceRequestActions {
  return {
    assignAndQuote: canTransition(status, 'assigned'),
    inProgress: canTransition(status, 'in_progress'),
    complete: canTransition(status, 'completed'),
    cancel: canTransition(status, 'cancelled'),
  };
}
