import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DealStage } from '#shared/deals/room.ts';
import { api, ApiRequestError } from '../../../lib/api/api.ts';
import { adminKeys, pageQuery } from './keys.ts';

export interface DealFilters {
  stage: DealStage | '';
  search: string;
  from: string;
  to: string;
}

export function dealSearch(page: number, filters: DealFilters): string {
  const params = new URLSearchParams(pageQuery(page));
  for (const key of ['stage', 'search', 'from', 'to'] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  return `?${params.toString()}`;
}

export function useDeals(page: number, filters: DealFilters) {
  const search = dealSearch(page, filters);
  return useQuery({
    queryKey: adminKeys.deals(search),
    queryFn: ({ signal }) => api('GET /api/admin/deals', { search, signal }),
    placeholderData: keepPreviousData,
    // Filters the server refused (422) are shown at once; trying again would not change the answer.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 3,
  });
}

export function useDeal(id: string | null) {
  return useQuery({
    queryKey: adminKeys.deal(id ?? ''),
    queryFn: ({ signal }) => api('GET /api/admin/deals/:id', { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}
