import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfileValues } from '#shared/profiles/profiles.ts';
import { api } from '../../../lib/api/api.ts';
import { sessionQueryKey } from '../../../lib/session/auth.tsx';
import { businessProfileQueryKey } from './get-business-profile.ts';

export const saveBusinessProfile = (body: BusinessProfileValues) =>
  api('PUT /api/profiles/business/me', { body });

export function useSaveBusinessProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(businessProfileQueryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]);
    },
  });
}
