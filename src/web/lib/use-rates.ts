import { useQuery } from '@tanstack/react-query';
import type { RatesPayload, RatesToUsd } from '../../shared/money/rates.ts';
import { api } from './api.ts';

/** The rates matching converts with (GET /api/rates), or null until they arrive; fetched once and shared. */
export function useRates(): RatesToUsd | null {
  const query = useQuery({
    queryKey: ['rates'],
    queryFn: ({ signal }) => api<RatesPayload>('/api/rates', { signal }),
    staleTime: 10 * 60 * 1000,
  });
  return query.data?.usd_per_unit ?? null;
}
