import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfferTermsInput } from '#shared/deals/offers.ts';
import { api } from '../../lib/api/api.ts';
import { dealKeys } from './deal-queries.ts';

// The room's offers (issue 50): every version, newest first, and the five things a party does with them. An offer
// made, countered or answered moves the deal's stage or is published as one, so each mutation refreshes the room too;
// live events ('stage') refetch the offers (deal-queries.ts), and while the stream is down they are polled.

export function useDealOffers(id: string, interval: number | false) {
  return useQuery({
    queryKey: dealKeys.offers(id),
    queryFn: ({ signal }) => api('GET /api/deals/:id/offers', { params: { id }, signal }),
    refetchInterval: interval,
  });
}

export function useOfferActions(id: string) {
  const queryClient = useQueryClient();
  // Also after a refusal: a 409 means the offers moved on (answered first, expired), and the room shows the latest.
  const refresh = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: dealKeys.offers(id) }),
    queryClient.invalidateQueries({ queryKey: dealKeys.room(id) }),
    queryClient.invalidateQueries({ queryKey: ['deals', 'list'] }),
  ]);
  return {
    make: useMutation({
      mutationFn: (terms: OfferTermsInput) => api('POST /api/deals/:id/offers', { params: { id }, body: terms }),
      onSettled: refresh,
    }),
    counter: useMutation({
      mutationFn: ({ offerId, terms }: { offerId: string; terms: OfferTermsInput }) =>
        api('POST /api/deals/:id/offers/:offerId/counter', { params: { id, offerId }, body: terms }),
      onSettled: refresh,
    }),
    accept: useMutation({
      mutationFn: ({ offerId, typedName, agree }: { offerId: string; typedName?: string; agree?: boolean }) =>
        api('POST /api/deals/:id/offers/:offerId/accept', {
          params: { id, offerId },
          // An indication of interest is accepted with a click: an empty body.
          body: typedName === undefined ? {} : { typed_name: typedName, agree: agree === true },
        }),
      onSettled: refresh,
    }),
    decline: useMutation({
      mutationFn: ({ offerId, reason }: { offerId: string; reason: string }) =>
        api('POST /api/deals/:id/offers/:offerId/decline', { params: { id, offerId }, body: reason.trim() ? { reason: reason.trim() } : {} }),
      onSettled: refresh,
    }),
    withdraw: useMutation({
      mutationFn: (offerId: string) => api('POST /api/deals/:id/offers/:offerId/withdraw', { params: { id, offerId } }),
      onSettled: refresh,
    }),
  };
}
