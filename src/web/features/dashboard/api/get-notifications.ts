import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const notificationsQueryKey = (limit: number) => ['notifications', { limit }] as const;

export const getNotifications = (limit: number, signal?: AbortSignal) =>
  api('GET /api/notifications', { search: `?limit=${limit}`, signal });

export function useNotifications(limit = 10) {
  return useQuery({
    queryKey: notificationsQueryKey(limit),
    queryFn: ({ signal }) => getNotifications(limit, signal),
  });
}
