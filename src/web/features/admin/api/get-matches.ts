import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminMatchPage } from '../../../../shared/admin/matches.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys, pageQuery } from './keys.ts';

export function useMatches(page: number) {
  return useQuery({
    queryKey: adminKeys.matches(page),
    queryFn: ({ signal }) => api<AdminMatchPage>(`/api/admin/matches?${pageQuery(page)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
