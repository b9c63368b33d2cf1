import { useQuery } from '@tanstack/react-query';
import type { RatesToUsd } from '../../shared/matching/rates.ts';
import { api } from './api.ts';

/** The rates matching converts with (GET /api/rates), or null until they arrive; fetched once and shared. */
export function useRates(): RatesToUsd | null {
  const query = useQuery({
    queryKey: ['rates'],
    queryFn: ({ signal }) => api('GET /api/rates', { signal }),
    staleTime: 10 * 60 * 1000,
  });
  return query.data?.usd_per_unit ?? null;
}
