import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistrationVerificationInput } from '#shared/trust/trust.ts';
import { api } from '../../../lib/api/api.ts';
import { adminKey } from './keys.ts';

// Verify a business's registration against one of its documents, or remove the verification (issue 23; audited by
// the server). Every admin view is refreshed afterwards: the list's Verified tag and the details dialog.

export function useVerifyRegistration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegistrationVerificationInput) => api('PUT /api/admin/businesses/:id/verification', { params: { id }, body }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKey }), queryClient.invalidateQueries({ queryKey: ['listings'] })]),
  });
}

export function useRemoveVerification(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE /api/admin/businesses/:id/verification', { params: { id } }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKey }), queryClient.invalidateQueries({ queryKey: ['listings'] })]),
  });
}
