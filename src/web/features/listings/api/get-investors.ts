import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvestorListingQuery } from '#shared/listings/listings.ts';
import { api } from '../../../lib/api/api.ts';
import { firstPaintAnswer } from '../../../lib/api/first-paint-data.ts';
import { toQueryString } from './query-string.ts';

/** The API path a listing query asks: also the name of its answer in a first paint (shell-routes.ts). */
export const investorsPath = (query: InvestorListingQuery) => `/api/listings/investors${toQueryString(query)}`;

export const getInvestors = (query: InvestorListingQuery, signal?: AbortSignal) =>
  api('GET /api/listings/investors', { search: toQueryString(query), signal });

export function useInvestors(query: InvestorListingQuery) {
  return useQuery({
    queryKey: ['listings', 'investors', query],
    queryFn: ({ signal }) => getInvestors(query, signal),
    placeholderData: keepPreviousData,
    ...firstPaintAnswer<Awaited<ReturnType<typeof getInvestors>>>(investorsPath(query)),
  });
}
