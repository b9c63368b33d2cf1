import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Broadcast } from '#shared/admin/broadcasts.ts';
import { api } from '../../../lib/api/api.ts';
import { adminKeys, pageQuery } from './keys.ts';

export function useAudience() {
  return useQuery({ queryKey: adminKeys.audience, queryFn: ({ signal }) => api('GET /api/admin/broadcasts/audience', { signal }) });
}

export function useBroadcasts() {
  return useQuery({ queryKey: adminKeys.broadcasts, queryFn: ({ signal }) => api('GET /api/admin/broadcasts', { signal }) });
}

/** Delivery per recipient; polled while anything is still on its way. */
export function useDeliveries(id: string | null, page: number) {
  return useQuery({
    queryKey: adminKeys.deliveries(id ?? '', page),
    queryFn: ({ signal }) => api('GET /api/admin/broadcasts/:id/deliveries', { params: { id: id ?? '' }, search: `?${pageQuery(page)}`, signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const totals = query.state.data?.totals;
      return totals && totals.queued + totals.sending > 0 ? 2000 : false;
    },
  });
}

export const sendBroadcast = (body: Broadcast) =>
  api('POST /api/admin/broadcasts', { body });

export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBroadcast,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.broadcasts }),
  });
}
