import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchActionResult } from '#shared/deals/introductions.ts';
import { api } from '../../../lib/api/api.ts';

export type MatchAction =
  | { kind: 'favourite'; side: 'businesses' | 'investors'; id: string; favourite: boolean }
  | { kind: 'interest'; id: string }
  | { kind: 'connect'; id: string }
  /** The investor withdraws Interested; the owner withdraws Connect. */
  | { kind: 'withdrawInterest'; id: string }
  | { kind: 'withdrawConnect'; id: string }
  /** The investor declines a business's Connect; the owner declines an investor's interest. */
  | { kind: 'declineConnect'; id: string; reason?: string }
  | { kind: 'declineInterest'; id: string; reason?: string };

const declineBody = (reason: string | undefined) => (reason?.trim() ? { reason: reason.trim() } : {});

export function runMatchAction(action: MatchAction): Promise<MatchActionResult> {
  switch (action.kind) {
    case 'favourite':
      return api(`PUT /api/matching/${action.side}/:id/favourite`, { params: { id: action.id }, body: { favourite: action.favourite } });
    case 'interest':
      return api('POST /api/matching/businesses/:id/interest', { params: { id: action.id } });
    case 'connect':
      return api('POST /api/matching/investors/:id/connect', { params: { id: action.id } });
    case 'withdrawInterest':
      return api('DELETE /api/matching/businesses/:id/interest', { params: { id: action.id } });
    case 'withdrawConnect':
      return api('DELETE /api/matching/investors/:id/connect', { params: { id: action.id } });
    case 'declineConnect':
      return api('POST /api/matching/businesses/:id/decline', { params: { id: action.id }, body: declineBody(action.reason) });
    case 'declineInterest':
      return api('POST /api/matching/investors/:id/decline', { params: { id: action.id }, body: declineBody(action.reason) });
  }
}

/** Hearts, Interested, Connect, Withdraw and Decline; the lists, groups and notifications refresh afterwards. */
export function useMatchAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runMatchAction,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['matching'] }), queryClient.invalidateQueries({ queryKey: ['notifications'] })]),
  });
}
