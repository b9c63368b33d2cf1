import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { adminKeys, pageQuery } from './keys.ts';

export const getServiceRequests = (page: number, signal?: AbortSignal) =>
  api('GET /api/admin/service-requests', { search: `?${pageQuery(page)}`, signal });

export function useServiceRequests(page: number) {
  return useQuery({ queryKey: adminKeys.requests(page), queryFn: ({ signal }) => getServiceRequests(page, signal), placeholderData: keepPreviousData });
}
