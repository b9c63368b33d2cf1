import { api } from '../api/api.ts';

/** The signed-in user's two-factor status (issue 47), read by Settings and by the admin panel's gate. */
export const twoFactorStatusQuery = {
  queryKey: ['auth', 'two-factor'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api('GET /api/auth/two-factor', { signal }),
};
