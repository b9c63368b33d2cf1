import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RatesToUsd } from '../../shared/money/rates.ts';
import { api } from './api.ts';

/** GET /api/rates, shared by every screen that converts (and refreshed by the admin's Currency rates). */
export const ratesQuery = queryOptions({
  queryKey: ['rates'],
  queryFn: ({ signal }) => api('GET /api/rates', { signal }),
  // An admin's edit reaches open pages within a minute, or when the tab is next focused.
  staleTime: 60 * 1000,
});

/** The rates matching converts with, or null until they arrive; fetched once and shared. */
export function useRates(): RatesToUsd | null {
  return useQuery(ratesQuery).data?.usd_per_unit ?? null;
}
