import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CloseDealInput, DealStage, LiveEvent } from '#shared/deals/room.ts';
import { api } from '../../lib/api/api.ts';
import { useLiveEvents, useLiveStatus } from '../../lib/notifications/live-events.ts';

// The deal room's server state. Live events invalidate what they name; while the stream is down, the screens
// poll (every 10 seconds) instead.

export const dealKeys = {
  all: ['deals'] as const,
  list: (page: number) => ['deals', 'list', page] as const,
  room: (id: string) => ['deals', 'room', id] as const,
  messages: (id: string) => ['deals', 'messages', id] as const,
  documents: (id: string) => ['deals', 'documents', id] as const,
  offers: (id: string) => ['deals', 'offers', id] as const,
};

const POLL_MS = 10_000;

function onLiveEvent(queryClient: QueryClient, event: LiveEvent) {
  if (event.type === 'notifications') {
    void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    return;
  }
  // A share, an unshare or an access touches the room's documents only (issue 18).
  if (event.what === 'documents') {
    void queryClient.invalidateQueries({ queryKey: dealKeys.documents(event.deal_id) });
    return;
  }
  void queryClient.invalidateQueries({ queryKey: ['deals', 'list'] });
  void queryClient.invalidateQueries({ queryKey: dealKeys.room(event.deal_id) });
  // An offer made, countered or answered is published as a stage event (offers.service.ts).
  if (event.what === 'stage') void queryClient.invalidateQueries({ queryKey: dealKeys.offers(event.deal_id) });
  if (event.what !== 'stage' && event.what !== 'service') void queryClient.invalidateQueries({ queryKey: dealKeys.messages(event.deal_id) });
}

/** Keeps the deal screens current: live when the stream is open, polling while it is down. */
export function useDealLiveUpdates(): { polling: boolean; interval: number | false } {
  const queryClient = useQueryClient();
  useLiveEvents(
    (event) => onLiveEvent(queryClient, event),
    () => void queryClient.invalidateQueries({ queryKey: dealKeys.all }),
  );
  const down = useLiveStatus() === 'down';
  return { polling: down, interval: down ? POLL_MS : false };
}

export function useDealList(page: number, interval: number | false) {
  return useQuery({
    queryKey: dealKeys.list(page),
    queryFn: ({ signal }) => api('GET /api/deals', { search: `?page=${page}`, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: interval,
  });
}

export function useDealRoom(id: string, interval: number | false) {
  return useQuery({
    queryKey: dealKeys.room(id),
    queryFn: ({ signal }) => api('GET /api/deals/:id', { params: { id }, signal }),
    refetchInterval: interval,
    retry: (count, error) => count < 2 && !('status' in error && (error as { status: number }).status === 404),
  });
}

export function useDealMessages(id: string, interval: number | false) {
  return useInfiniteQuery({
    queryKey: dealKeys.messages(id),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/deals/:id/messages', { params: { id }, search: pageParam ? `?before=${encodeURIComponent(pageParam)}` : '', signal }),
    initialPageParam: '',
    // Pages go back in time: the next page is the one before the oldest message shown.
    getNextPageParam: (page) => (page.has_more ? page.items[0]?.id : undefined),
    refetchInterval: interval,
  });
}

export function useDealActions(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dealKeys.all });
  return {
    send: useMutation({
      mutationFn: (body: string) => api('POST /api/deals/:id/messages', { params: { id }, body: { body } }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (messageId: string) => api('DELETE /api/deals/:id/messages/:messageId', { params: { id, messageId } }),
      onSettled: refresh,
    }),
    report: useMutation({
      mutationFn: ({ messageId, reason }: { messageId: string; reason: string }) =>
        api('POST /api/deals/:id/messages/:messageId/report', { params: { id, messageId }, body: reason.trim() ? { reason } : {} }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: dealKeys.messages(id) }),
    }),
    move: useMutation({
      mutationFn: (input: { from: DealStage; to: DealStage; reason?: string }) => api('POST /api/deals/:id/stage', { params: { id }, body: input }),
      onSuccess: (room) => queryClient.setQueryData(dealKeys.room(id), room),
      onSettled: refresh,
    }),
    // The close as won, proposed by one party and confirmed by the other, and the owner's choice during exclusivity (issue 50).
    proposeClose: useMutation({
      mutationFn: (body: CloseDealInput) => api('POST /api/deals/:id/close', { params: { id }, body }),
      onSuccess: (room) => queryClient.setQueryData(dealKeys.room(id), room),
      onSettled: refresh,
    }),
    confirmClose: useMutation({
      mutationFn: (body: CloseDealInput) => api('POST /api/deals/:id/close/confirm', { params: { id }, body }),
      onSuccess: (room) => queryClient.setQueryData(dealKeys.room(id), room),
      onSettled: refresh,
    }),
    cancelClose: useMutation({
      mutationFn: () => api('POST /api/deals/:id/close/cancel', { params: { id } }),
      onSuccess: (room) => queryClient.setQueryData(dealKeys.room(id), room),
      onSettled: refresh,
    }),
    newInterest: useMutation({
      mutationFn: (accepts: boolean) => api('PUT /api/deals/:id/exclusivity', { params: { id }, body: { accepts_new_interest: accepts } }),
      onSuccess: (room) => queryClient.setQueryData(dealKeys.room(id), room),
      onSettled: refresh,
    }),
    read: useMutation({
      mutationFn: () => api('POST /api/deals/:id/read', { params: { id } }),
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: ['deals', 'list'] });
        void queryClient.invalidateQueries({ queryKey: dealKeys.room(id) });
      },
    }),
  };
}
