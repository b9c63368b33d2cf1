import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateServiceRequest } from '#shared/services/services.ts';
import { api } from '../../lib/api/api.ts';

export const createServiceRequest = (input: CreateServiceRequest) =>
  api('POST /api/service-requests', { body: input });

export function useCreateServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceRequest,
    // Every page of the user's own requests (features/services: myServiceRequestsKey) and the deal rooms listing them.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['service-requests'] }), queryClient.invalidateQueries({ queryKey: ['deals'] })]),
  });
}
