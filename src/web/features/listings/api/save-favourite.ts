import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchActionResult } from '#shared/deals/introductions.ts';
import { api } from '../../../lib/api/api.ts';
import { matchCardKey } from './get-match-card.ts';

/** The heart on a profile's page: saves (or unsaves) the profile among the reader's matches. */
export function useSaveFavourite(side: 'businesses' | 'investors', id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favourite: boolean) => api(`PUT /api/matching/${side}/:id/favourite`, { params: { id }, body: { favourite } }),
    // The page's card takes the answer's state at once; the matching lists refresh behind it.
    onSuccess: ({ state }: MatchActionResult) =>
      queryClient.setQueryData(matchCardKey(side, id), (card: { state: MatchActionResult['state'] } | undefined) => card && { ...card, state }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['matching'] }),
  });
}
