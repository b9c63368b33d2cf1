import { useQuery } from '@tanstack/react-query';
import type { InvestorProfileDto } from '#shared/profiles/profiles.ts';
import { api, ApiRequestError } from '../../../lib/api/api.ts';

export const investorProfileQueryKey = ['profiles', 'investor', 'me'] as const;

/** Spec: a 404 on the profile lookup means no profile yet (null); other errors reach the caller. */
export async function getInvestorProfile(signal?: AbortSignal): Promise<InvestorProfileDto | null> {
  try {
    return await api('GET /api/profiles/investor/me', { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function useInvestorProfile(enabled: boolean) {
  return useQuery({
    queryKey: investorProfileQueryKey,
    queryFn: ({ signal }) => getInvestorProfile(signal),
    enabled,
    retry: false,
    // Always start the form from what the server holds now.
    staleTime: 0,
  });
}
