import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '#shared/preferences.ts';
import type { UpdateNdaSettingsInput } from '#shared/deals/nda.ts';
import { api, ApiRequestError } from '../../../lib/api/api.ts';

// The owner's NDA choice on the business profile (issue 18): required or not, the standard one or their own PDF.

export const ndaSettingsQueryKey = ['profiles', 'business', 'me', 'nda'] as const;

/** The owner's choice; null while there is no business profile to hold it yet (404). */
export function useNdaSettings() {
  return useQuery({
    queryKey: ndaSettingsQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await api('GET /api/profiles/business/me/nda', { signal });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}

export function useSaveNdaSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNdaSettingsInput) => api('PUT /api/profiles/business/me/nda', { body }),
    onSuccess: (saved) => queryClient.setQueryData(ndaSettingsQueryKey, saved),
  });
}

/** The platform's standard mutual NDA in one language, for the owner to read what they choose. */
export function useStandardNda(language: Language, enabled: boolean) {
  return useQuery({
    queryKey: ['nda', 'standard', language],
    queryFn: ({ signal }) => api('GET /api/nda/standard', { search: `?language=${language}`, signal }),
    enabled,
    staleTime: Infinity,
  });
}
