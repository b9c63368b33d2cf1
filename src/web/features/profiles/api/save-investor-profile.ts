import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvestorProfileValues } from '#shared/profiles/profiles.ts';
import { api } from '../../../lib/api/api.ts';
import { sessionQueryKey } from '../../../lib/session/auth.tsx';
import { investorProfileQueryKey } from './get-investor-profile.ts';

export const saveInvestorProfile = (body: InvestorProfileValues) =>
  api('PUT /api/profiles/investor/me', { body });

export function useSaveInvestorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvestorProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(investorProfileQueryKey, saved);
      // profile_completed changed on the server; the dashboard and notifications follow.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]);
    },
  });
}
