import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ValuationInput } from '#shared/valuation/inputs.ts';
import { api } from '../../../lib/api/api.ts';

/** POST /api/valuation/estimates: the server recomputes the estimate from the inputs and keeps it for its owner. */
export const saveEstimate = (input: ValuationInput) => api('POST /api/valuation/estimates', { body: { input } });

export function useSaveEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEstimate,
    // The dashboard's list of saved estimates (its key written out: no reach into the dashboard's chunk).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['valuation', 'estimates'] }),
  });
}
