import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateServiceRequest } from '../../../../shared/services.ts';
import { api } from '../../../lib/api.ts';
import { myServiceRequestsKey } from './get-my-service-requests.ts';

export const createServiceRequest = (input: CreateServiceRequest) =>
  api('POST /api/service-requests', { body: input });

export function useCreateServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myServiceRequestsKey }),
  });
}
