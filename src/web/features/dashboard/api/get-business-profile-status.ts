import { useQuery } from '@tanstack/react-query';
import type { BusinessProfileDto } from '#shared/profiles/profiles.ts';
import { api, ApiRequestError } from '../../../lib/api/api.ts';

/** The owner's business profile as the dashboard's first card reads it: its status, or null before the first save (404). */
export function useBusinessProfileStatus(enabled: boolean) {
  return useQuery({
    // The wizard's key: its submit is what the card shows next.
    queryKey: ['profiles', 'business', 'me'],
    queryFn: async ({ signal }): Promise<BusinessProfileDto | null> => {
      try {
        return await api('GET /api/profiles/business/me', { signal });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    select: (profile) => profile?.status ?? null,
    enabled,
    retry: false,
  });
}
