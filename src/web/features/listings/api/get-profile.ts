import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';

// A listed profile's public card, for its page (the same card as the listing's; an admin's carries the name).

export function useBusinessProfile(id: string) {
  return useQuery({
    queryKey: ['listings', 'businesses', 'profile', id],
    queryFn: ({ signal }) => api('GET /api/listings/businesses/:id', { params: { id }, signal }),
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
