import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';

/** GET /api/valuation/prefill: what the owner's business profile can fill in (industry, country, revenue …). */
export const valuationPrefillQuery = queryOptions({
  queryKey: ['valuation', 'prefill'],
  queryFn: ({ signal }) => api('GET /api/valuation/prefill', { signal }),
  staleTime: 60 * 1000,
});

export function useValuationPrefill(enabled: boolean) {
  return useQuery({ ...valuationPrefillQuery, enabled });
}
