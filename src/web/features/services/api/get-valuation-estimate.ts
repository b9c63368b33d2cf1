import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';

/** GET /api/valuation/estimates/:id: the owner's saved estimate to attach to a Valuation request (issue 22). */
export function useValuationEstimate(id: string | null) {
  return useQuery({
    // The key of the estimator's saved estimates, written out (no reach into another feature).
    queryKey: ['valuation', 'estimates', id],
    queryFn: ({ signal }) => api('GET /api/valuation/estimates/:id', { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    retry: false,
  });
}
