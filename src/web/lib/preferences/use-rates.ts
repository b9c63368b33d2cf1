import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RatesToUsd } from '#shared/money/rates.ts';
import { api } from '../api/api.ts';
import { firstPaintAnswer } from '../api/first-paint-data.ts';

/** The rates' API path: also the name of their answer in a first paint (shell-routes.ts). */
export const RATES_PATH = '/api/rates';
const getRates = (signal?: AbortSignal) => api('GET /api/rates', { signal });

/** GET /api/rates, shared by every screen that converts (and refreshed by the admin's Currency rates). */
export const ratesQuery = queryOptions({
  queryKey: ['rates'],
  queryFn: ({ signal }) => getRates(signal),
  // An admin's edit reaches open pages within a minute, or when the tab is next focused.
  staleTime: 60 * 1000,
  ...firstPaintAnswer<Awaited<ReturnType<typeof getRates>>>(RATES_PATH),
});

/** The rates matching converts with, or null until they arrive; fetched once and shared. */
export function useRates(): RatesToUsd | null {
  return useQuery(ratesQuery).data?.usd_per_unit ?? null;
}

/**
 * Asks for the rates as soon as a listing is on screen, beside the listing's own request, rather than once its cards
 * are drawn: the cards' amounts are then drawn once, with the rates at hand, and not a second time when the rates arrive
 * (main-thread CPU time after the first paint of /businesses: median 113.5 → 106 ms over eight loads, decision 0245).
 * A prefetch does not subscribe, so the answer does not draw the caller again.
 */
export function useRatesAskedEarly(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(ratesQuery);
  }, [queryClient]);
}
