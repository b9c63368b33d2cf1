import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';

// A listed profile's public card, for its page (the same card as the listing's; an admin's carries the name).

/** `asPublic`: the card as the public sees it, for the owner's "See as an investor" preview (issue 49). */
export function useBusinessProfile(id: string, asPublic = false) {
  return useQuery({
    queryKey: ['listings', 'businesses', 'profile', id, asPublic],
    queryFn: ({ signal }) => api('GET /api/listings/businesses/:id', { params: { id }, signal, ...(asPublic && { search: '?view=public' }) }),
    retry: false,
  });
}

export function useInvestorProfile(id: string) {
  return useQuery({
    queryKey: ['listings', 'investors', 'profile', id],
    queryFn: ({ signal }) => api('GET /api/listings/investors/:id', { params: { id }, signal }),
    retry: false,
  });
}
