import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BusinessListingQuery } from '../../../../shared/listings.ts';
import { api } from '../../../lib/api.ts';
import { toQueryString } from './query-string.ts';

export const getBusinesses = (query: BusinessListingQuery, signal?: AbortSignal) =>
  api('GET /api/listings/businesses', { search: toQueryString(query), signal });

export function useBusinesses(query: BusinessListingQuery) {
  return useQuery({
    queryKey: ['listings', 'businesses', query],
    queryFn: ({ signal }) => getBusinesses(query, signal),
    placeholderData: keepPreviousData,
  });
}
