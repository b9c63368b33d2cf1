import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

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
