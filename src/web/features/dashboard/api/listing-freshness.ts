import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';

// The signed-in owner's or investor's own listing: how fresh it is, "Still current" and Republish (issue 23).
const freshnessKey = ['listing-freshness', 'me'] as const;

export function useListingFreshness(enabled: boolean) {
  return useQuery({
    queryKey: freshnessKey,
    queryFn: ({ signal }) => api('GET /api/listing-freshness/me', { signal }),
    enabled,
  });
}

/** Confirms the listing as current; a paused one is published again. The cards show the new date afterwards. */
export function useConfirmListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /api/listing-freshness/me/confirm'),
    onSuccess: (answer) => queryClient.setQueryData(freshnessKey, answer),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: freshnessKey }), queryClient.invalidateQueries({ queryKey: ['listings'] })]),
  });
}
