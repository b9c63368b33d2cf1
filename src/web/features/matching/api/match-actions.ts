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
      return api(`PUT /api/matching/${action.side}/:id/favourite`, { params: { id: action.id }, body: { favourite: action.favourite } });
    case 'interest':
      return api('POST /api/matching/businesses/:id/interest', { params: { id: action.id } });
    case 'connect':
      return api('POST /api/matching/investors/:id/connect', { params: { id: action.id } });
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
