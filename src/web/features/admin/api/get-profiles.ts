import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminBusinessDetail, AdminBusinessPage, AdminInvestorDetail, AdminInvestorPage } from '../../../../shared/admin/profiles.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys, pageQuery } from './keys.ts';

export function useBusinesses(page: number) {
  return useQuery({
    queryKey: adminKeys.businesses(page),
    queryFn: ({ signal }) => api<AdminBusinessPage>(`/api/admin/businesses?${pageQuery(page)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBusiness(id: string | null) {
  return useQuery({
    queryKey: adminKeys.business(id ?? ''),
    queryFn: ({ signal }) => api<AdminBusinessDetail>(`/api/admin/businesses/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useInvestors(page: number) {
  return useQuery({
    queryKey: adminKeys.investors(page),
    queryFn: ({ signal }) => api<AdminInvestorPage>(`/api/admin/investors?${pageQuery(page)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvestor(id: string | null) {
  return useQuery({
    queryKey: adminKeys.investor(id ?? ''),
    queryFn: ({ signal }) => api<AdminInvestorDetail>(`/api/admin/investors/${id}`, { signal }),
    enabled: id !== null,
  });
}
