import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RatesToUsd } from '../../shared/money/rates.ts';
import { api } from './api.ts';

/** GET /api/rates, shared by every screen that converts (and refreshed by the admin's Currency rates). */
export const ratesQuery = queryOptions({
  queryKey: ['rates'],
  queryFn: ({ signal }) => api('GET /api/rates', { signal }),
  staleTime: 10 * 60 * 1000,
});

/** The rates matching converts with, or null until they arrive; fetched once and shared. */
export function useRates(): RatesToUsd | null {
  return useQuery(ratesQuery).data?.usd_per_unit ?? null;
}
