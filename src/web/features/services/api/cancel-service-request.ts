import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';

/** The requester cancels their own pending request (issue 21); the server refuses any other with 409. */
export const cancelServiceRequest = (id: string) => api('POST /api/service-requests/:id/cancel', { params: { id } });

export function useCancelServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelServiceRequest,
    // Refreshed either way: after a 409 the list shows the status the admin set meanwhile. The key is written out
    // (myServiceRequestsKey's root) so that this lazily loaded code does not reach back into the page's chunk.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['service-requests'] }), queryClient.invalidateQueries({ queryKey: ['deals'] })]),
  });
}
