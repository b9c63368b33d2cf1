import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';

/**
 * The registration record: the business name given at registration (the wizard's first value) and what a submit
 * leads to (published at once, or reviewed first). The dashboard's key: one request serves both screens.
 */
export function useProfileRecord(enabled: boolean) {
  return useQuery({
    queryKey: ['profiles', 'record', 'me'],
    queryFn: ({ signal }) => api('GET /api/profiles/me', { signal }),
    enabled,
    retry: false,
  });
}
