import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { loadTexts } from '../../../lib/i18n/i18n.ts';

// A signed-in counterpart's match with the profile on its page: score, reasons and saved state, from the matching
// API. Its words are the 'matching' namespace's, fetched with it (a visitor never needs them). Keys under
// ['matching'] so that every match action refreshes them.

export const matchCardKey = (side: 'businesses' | 'investors', id: string) => ['matching', side, 'profile-page', id];

export function useBusinessMatchCard(id: string, enabled: boolean) {
  return useQuery({
    queryKey: matchCardKey('businesses', id),
    queryFn: async ({ signal }) => (await Promise.all([api('GET /api/matching/businesses/:id', { params: { id }, signal }), loadTexts('matching')]))[0],
    enabled,
    retry: false,
  });
}

export function useInvestorMatchCard(id: string, enabled: boolean) {
  return useQuery({
    queryKey: matchCardKey('investors', id),
    queryFn: async ({ signal }) => (await Promise.all([api('GET /api/matching/investors/:id', { params: { id }, signal }), loadTexts('matching')]))[0],
    enabled,
    retry: false,
  });
}
