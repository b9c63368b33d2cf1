import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SERVICE_REQUESTS_PAGE_SIZE } from '#shared/services/service-catalogue.ts';
import { api } from '../../../lib/api/api.ts';

/** Every page of the signed-in user's requests; invalidate this to refresh them all. */
export const myServiceRequestsKey = ['service-requests', 'mine'] as const;

export interface MyServiceRequestsParams {
  page: number;
  pageSize?: number;
}

export function getMyServiceRequests({ page, pageSize = SERVICE_REQUESTS_PAGE_SIZE }: MyServiceRequestsParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  return api('GET /api/service-requests/mine', { search: `?${query}`, signal });
}

export const myServiceRequestsQueryOptions = (params: MyServiceRequestsParams) =>
  queryOptions({
    queryKey: [...myServiceRequestsKey, params],
    queryFn: ({ signal }) => getMyServiceRequests(params, signal),
    // Paging keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useMyServiceRequests(params: MyServiceRequestsParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myServiceRequestsQueryOptions(params), enabled });
}
