import { useQuery } from '@tanstack/react-query';
import type { HomeListings } from '#shared/listings/listings.ts';
import { api } from '../../../lib/api/api.ts';

const EMPTY: HomeListings = { investors: [], businesses: [] };

export const getHomeListings = (signal?: AbortSignal) => api('GET /api/listings/home', { signal });

/** Spec: a failed load is only logged and the home lists fall back to empty. */
export function useHomeListings() {
  return useQuery({
    queryKey: ['listings', 'home'],
    queryFn: async ({ signal }) => {
      try {
        return await getHomeListings(signal);
      } catch (error) {
        console.error('Loading the home listings failed', error);
        return EMPTY;
      }
    },
  });
}
