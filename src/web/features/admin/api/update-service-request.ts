import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateServiceRequest } from '#shared/admin/requests.ts';
import { api } from '../../../lib/api/api.ts';
import { adminKey } from './keys.ts';

export const updateServiceRequest = ({ id, ...body }: UpdateServiceRequest & { id: string }) =>
  api('PATCH /api/admin/service-requests/:id', { params: { id }, body });

export function useUpdateServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceRequest,
    // Refreshed on failure too: a 409 means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
