import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminServiceRequestPage } from '../../../../shared/admin/requests.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys, pageQuery } from './keys.ts';

export const getServiceRequests = (page: number, signal?: AbortSignal) =>
  api<AdminServiceRequestPage>(`/api/admin/service-requests?${pageQuery(page)}`, { signal });

export function useServiceRequests(page: number) {
  return useQuery({ queryKey: adminKeys.requests(page), queryFn: ({ signal }) => getServiceRequests(page, signal), placeholderData: keepPreviousData });
}
