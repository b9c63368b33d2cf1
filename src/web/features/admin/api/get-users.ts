import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUserPage } from '../../../../shared/admin/users.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys, pageQuery } from './keys.ts';

export function useUsers(page: number) {
  return useQuery({
    queryKey: adminKeys.users(page),
    queryFn: ({ signal }) => api<AdminUserPage>(`/api/admin/users?${pageQuery(page)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
