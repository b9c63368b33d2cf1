import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';

export const getProfileRecord = (signal?: AbortSignal) => api('GET /api/profiles/me', { signal });

/** The registration record (spec: profiles), read only when the user record lacks a user type. */
export function useProfileRecord(enabled: boolean) {
  return useQuery({
    queryKey: ['profiles', 'record', 'me'],
    queryFn: ({ signal }) => getProfileRecord(signal),
    enabled,
    retry: false,
  });
}
