import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../api/api.ts';

// The header bell's unread count. It refreshes on window focus, every 60 seconds, and whenever anything
// invalidates ['notifications']; a live stream (GET /api/events, { type: 'notifications', unread_count })
// can push the count in with setUnreadCount, with no request.

export const unreadCountKey = ['notifications', 'unread-count'] as const;

/** Runs only when `enabled` (a signed-in user): a visitor's page never asks. */
export function useUnreadCount(enabled: boolean): number {
  const query = useQuery({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => api('GET /api/notifications/unread-count', { signal }),
    enabled,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
    retry: false,
  });
  return enabled ? (query.data?.unread_count ?? 0) : 0;
}

/** Puts a count received from the live stream in place of the fetched one. */
export function setUnreadCount(queryClient: QueryClient, unreadCount: number): void {
  queryClient.setQueryData(unreadCountKey, { unread_count: unreadCount });
}
