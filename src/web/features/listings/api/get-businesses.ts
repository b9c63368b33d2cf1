import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BusinessListingQuery } from '#shared/listings/listings.ts';
import { api } from '../../../lib/api/api.ts';
import { firstPaintAnswer } from '../../../lib/api/first-paint-data.ts';
import { toQueryString } from './query-string.ts';

/** The API path a listing query asks: also the name of its answer in a first paint (shell-routes.ts). */
export const businessesPath = (query: BusinessListingQuery) => `/api/listings/businesses${toQueryString(query)}`;

export const getBusinesses = (query: BusinessListingQuery, signal?: AbortSignal) =>
  api('GET /api/listings/businesses', { search: toQueryString(query), signal });

export function useBusinesses(query: BusinessListingQuery) {
  return useQuery({
    queryKey: ['listings', 'businesses', query],
    queryFn: ({ signal }) => getBusinesses(query, signal),
    placeholderData: keepPreviousData,
    ...firstPaintAnswer<Awaited<ReturnType<typeof getBusinesses>>>(businessesPath(query)),
  });
}
