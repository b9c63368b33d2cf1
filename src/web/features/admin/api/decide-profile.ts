import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileDecisionInput } from '#shared/admin/profiles.ts';
import { api } from '../../../lib/api/api.ts';
import { adminKey } from './keys.ts';

export type ProfileKind = 'businesses' | 'investors';

export const decideProfile = ({ kind, id, status, reason }: ProfileDecisionInput & { kind: ProfileKind; id: string }) =>
  api(`PATCH /api/admin/${kind}/:id`, { params: { id }, body: reason ? { status, reason } : { status } });

/** Approve (active) or Reject (inactive), with the admin's optional reason; every admin view is refreshed afterwards. */
export function useDecideProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideProfile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
