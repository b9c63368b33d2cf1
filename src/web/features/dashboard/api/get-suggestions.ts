import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';

/**
 * "New matches for you" (issue 20). Read once per visit: kept while the dashboard is open, so the New
 * badges stay after the visit is marked seen, and dropped when it closes, so the next visit asks again.
 */
export function useSuggestions(enabled: boolean) {
  return useQuery({
    queryKey: ['matching', 'suggestions'],
    queryFn: ({ signal }) => api('GET /api/matching/suggestions', { signal }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** Everything suggested so far has been seen: the next visit shows only newer ones as new. */
export function useMarkSuggestionsSeen() {
  return useMutation({ mutationFn: () => api('POST /api/matching/suggestions/seen') });
}
