import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/api.ts';

// The signed-in user's notifications: the dashboard's recent activity and the /notifications page read
// them; every key starts with 'notifications', so one invalidation refreshes them and the bell's count.

export const notificationsQueryKey = (limit: number, page = 1) => ['notifications', { limit, page }] as const;

export const getNotifications = (limit: number, page = 1, signal?: AbortSignal) =>
  api('GET /api/notifications', { search: `?limit=${limit}&page=${page}`, signal });

export function useNotifications(limit = 10, page = 1) {
  return useQuery({
    queryKey: notificationsQueryKey(limit, page),
    queryFn: ({ signal }) => getNotifications(limit, page, signal),
  });
}

/** Without ids, every notification of the signed-in user is marked read. */
export const markNotificationsRead = (ids?: string[]) =>
  api('POST /api/notifications/read', { body: ids ? { ids } : {} });

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
