import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { adminKeys, pageQuery } from './keys.ts';

export function useUsers(page: number) {
  return useQuery({
    queryKey: adminKeys.users(page),
    queryFn: ({ signal }) => api('GET /api/admin/users', { search: `?${pageQuery(page)}`, signal }),
    placeholderData: keepPreviousData,
  });
}
