import { describe, expect, it } from 'vitest';
import { SERVICE_REQUEST_STATUSES } from '../enums.ts';
import {
  canTransition, isFinalStatus, requiresEstimatedCost, SERVICE_REQUEST_TRANSITIONS, serviceRequestActions,
} from './service-request-workflow.ts';
import { requesterCanCancel } from './service-request-requester.ts';

describe('service request workflow', () => {
  it('assigns only from pending', () => {
    for (const from of SERVICE_REQUEST_STATUSES) expect(canTransition(from, 'assigned')).toBe(from === 'pending');
  });

  it('starts work only on an assigned request', () => {
    for (const from of SERVICE_REQUEST_STATUSES) expect(canTransition(from, 'in_progress')).toBe(from === 'assigned');
  });

  it('completes an assigned or in-progress request, never a pending one', () => {
    for (const from of SERVICE_REQUEST_STATUSES) {
      expect(canTransition(from, 'completed')).toBe(from === 'assigned' || from === 'in_progress');
    }
  });

  it('cancels any request that is not final', () => {
    for (const from of SERVICE_REQUEST_STATUSES) {
      expect(canTransition(from, 'cancelled')).toBe(from !== 'completed' && from !== 'cancelled');
    }
  });

  it('treats completed and cancelled as final: nothing leaves them', () => {
    expect(SERVICE_REQUEST_STATUSES.filter(isFinalStatus)).toEqual(['completed', 'cancelled']);
    for (const to of SERVICE_REQUEST_STATUSES) {
      expect(canTransition('completed', to)).toBe(false);
      expect(canTransition('cancelled', to)).toBe(false);
    }
  });

  it('never moves a request back to pending or to the status it already has', () => {
    for (const from of SERVICE_REQUEST_STATUSES) {
      expect(canTransition(from, 'pending')).toBe(false);
      expect(canTransition(from, from)).toBe(false);
    }
  });

  it('asks for a cost only when assigning', () => {
    expect(SERVICE_REQUEST_STATUSES.filter(requiresEstimatedCost)).toEqual(['assigned']);
  });

  it('enables the admin buttons the transition table allows', () => {
    expect(serviceRequestActions('pending')).toEqual({ assignAndQuote: true, inProgress: false, complete: false, cancel: true });
    expect(serviceRequestActions('assigned')).toEqual({ assignAndQuote: false, inProgress: true, complete: true, cancel: true });
    expect(serviceRequestActions('in_progress')).toEqual({ assignAndQuote: false, inProgress: false, complete: true, cancel: true });
    expect(serviceRequestActions('completed')).toEqual({ assignAndQuote: false, inProgress: false, complete: false, cancel: false });
    expect(serviceRequestActions('cancelled')).toEqual({ assignAndQuote: false, inProgress: false, complete: false, cancel: false });
  });

  it('lets the requester cancel only a pending request, a move the table allows', () => {
    expect(SERVICE_REQUEST_STATUSES.filter(requesterCanCancel)).toEqual(['pending']);
    expect(canTransition('pending', 'cancelled')).toBe(true);
  });

  it('lists every status in the table', () => {
    expect(Object.keys(SERVICE_REQUEST_TRANSITIONS).sort()).toEqual([...SERVICE_REQUEST_STATUSES].sort());
  });
});
