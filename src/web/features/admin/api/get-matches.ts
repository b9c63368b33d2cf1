import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { adminKeys, pageQuery } from './keys.ts';

export function useMatches(page: number) {
  return useQuery({
    queryKey: adminKeys.matches(page),
    queryFn: ({ signal }) => api('GET /api/admin/matches', { search: `?${pageQuery(page)}`, signal }),
    placeholderData: keepPreviousData,
  });
}
