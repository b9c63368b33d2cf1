import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchActionResult } from '../../../../shared/deal-flow.ts';
import { api } from '../../../lib/api.ts';

type Action =
  | { kind: 'favourite'; side: 'businesses' | 'investors'; id: string; favourite: boolean }
  | { kind: 'interest'; id: string }
  | { kind: 'connect'; id: string };

export function runMatchAction(action: Action): Promise<MatchActionResult> {
  switch (action.kind) {
    case 'favourite':
      return api(`/api/matching/${action.side}/${action.id}/favourite`, { method: 'PUT', body: { favourite: action.favourite } });
    case 'interest':
      return api(`/api/matching/businesses/${action.id}/interest`, { method: 'POST' });
    case 'connect':
      return api(`/api/matching/investors/${action.id}/connect`, { method: 'POST' });
  }
}

/** Hearts, Interested and Connect; the ranked lists and notifications refresh afterwards. */
export function useMatchAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runMatchAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['matching'] }),
  });
}
