import { useQuery } from '@tanstack/react-query';
import type { BusinessProfileDto } from '#shared/profiles/profiles.ts';
import { api, ApiRequestError } from '../../../lib/api/api.ts';

export const businessProfileQueryKey = ['profiles', 'business', 'me'] as const;

/** Spec: a 404 on the profile lookup means no profile yet (null); other errors reach the caller. */
export async function getBusinessProfile(signal?: AbortSignal): Promise<BusinessProfileDto | null> {
  try {
    return await api('GET /api/profiles/business/me', { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function useBusinessProfile(enabled: boolean) {
  return useQuery({
    queryKey: businessProfileQueryKey,
    queryFn: ({ signal }) => getBusinessProfile(signal),
    enabled,
    retry: false,
    staleTime: 0,
  });
}
