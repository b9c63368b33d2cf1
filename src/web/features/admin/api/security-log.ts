import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { adminKeys, pageQuery } from './keys.ts';

export const getSecurityLog = (page: number, signal?: AbortSignal) =>
  api('GET /api/admin/security-log', { search: `?${pageQuery(page)}`, signal });

export function useSecurityLog(page: number) {
  return useQuery({ queryKey: adminKeys.securityLog(page), queryFn: ({ signal }) => getSecurityLog(page, signal), placeholderData: keepPreviousData });
}
