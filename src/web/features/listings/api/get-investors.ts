import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvestorListingQuery } from '../../../../shared/listings.ts';
import { api } from '../../../lib/api.ts';
import { toQueryString } from './query-string.ts';

export const getInvestors = (query: InvestorListingQuery, signal?: AbortSignal) =>
  api('GET /api/listings/investors', { search: toQueryString(query), signal });

export function useInvestors(query: InvestorListingQuery) {
  return useQuery({
    queryKey: ['listings', 'investors', query],
    queryFn: ({ signal }) => getInvestors(query, signal),
    placeholderData: keepPreviousData,
  });
}
