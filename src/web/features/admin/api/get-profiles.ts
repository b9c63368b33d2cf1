import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { adminKeys, pageQuery } from './keys.ts';

export function useBusinesses(page: number) {
  return useQuery({
    queryKey: adminKeys.businesses(page),
    queryFn: ({ signal }) => api('GET /api/admin/businesses', { search: `?${pageQuery(page)}`, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBusiness(id: string | null) {
  return useQuery({
    queryKey: adminKeys.business(id ?? ''),
    queryFn: ({ signal }) => api('GET /api/admin/businesses/:id', { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

export function useInvestors(page: number) {
  return useQuery({
    queryKey: adminKeys.investors(page),
    queryFn: ({ signal }) => api('GET /api/admin/investors', { search: `?${pageQuery(page)}`, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvestor(id: string | null) {
  return useQuery({
    queryKey: adminKeys.investor(id ?? ''),
    queryFn: ({ signal }) => api('GET /api/admin/investors/:id', { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}
