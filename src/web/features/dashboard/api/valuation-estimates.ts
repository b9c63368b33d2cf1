import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';

// The owner's saved valuation estimates (issue 22). The key is the estimator's, written out: saving there
// refreshes this list, and showing one here refreshes the listing cards.
const estimatesKey = ['valuation', 'estimates'] as const;

export function useValuationEstimates(enabled: boolean) {
  return useQuery({
    queryKey: [...estimatesKey, 'list'],
    queryFn: ({ signal }) => api('GET /api/valuation/estimates', { signal }),
    enabled,
  });
}

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: estimatesKey }), queryClient.invalidateQueries({ queryKey: ['listings'] })]);

/** PATCH shown_on_listing: one estimate at a time shows on the owner's listing (the server hides the others). */
export function useShowOnListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shown }: { id: string; shown: boolean }) =>
      api('PATCH /api/valuation/estimates/:id', { params: { id }, body: { shown_on_listing: shown } }),
    onSettled: () => refresh(queryClient),
  });
}

export function useDeleteEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/valuation/estimates/:id', { params: { id } }),
    onSettled: () => refresh(queryClient),
  });
}
