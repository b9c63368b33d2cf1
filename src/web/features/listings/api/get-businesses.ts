import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BusinessListingQuery, BusinessPage } from '../../../../shared/listings.ts';
import { api } from '../../../lib/api.ts';
import { toQueryString } from './query-string.ts';

export const getBusinesses = (query: BusinessListingQuery, signal?: AbortSignal) =>
  api<BusinessPage>(`/api/listings/businesses${toQueryString(query)}`, { signal });

export function useBusinesses(query: BusinessListingQuery) {
  return useQuery({
    queryKey: ['listings', 'businesses', query],
    queryFn: ({ signal }) => getBusinesses(query, signal),
    placeholderData: keepPreviousData,
  });
}
