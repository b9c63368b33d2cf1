import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { adminKeys } from './keys.ts';

export const getStats = (signal?: AbortSignal) => api('GET /api/admin/stats', { signal });

export function useStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: ({ signal }) => getStats(signal) });
}
