import { useQuery } from '@tanstack/react-query';
import type { InvestorProfileDto } from '#shared/profiles/profiles.ts';
import { api, ApiRequestError } from '../../../lib/api/api.ts';

/** The investor's profile as the dashboard's completeness meter reads it; null when there is none yet (404). */
export function useInvestorMandate(enabled: boolean) {
  return useQuery({
    // The profile page's key: a save there is what the dashboard shows next.
    queryKey: ['profiles', 'investor', 'me'],
    queryFn: async ({ signal }): Promise<InvestorProfileDto | null> => {
      try {
        return await api('GET /api/profiles/investor/me', { signal });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    select: (profile) => profile?.completeness ?? null,
    enabled,
    retry: false,
  });
}
