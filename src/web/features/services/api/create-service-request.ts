import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateServiceRequest, ServiceRequest } from '../../../../shared/services.ts';
import { api } from '../../../lib/api.ts';
import { myServiceRequestsKey } from './get-my-service-requests.ts';

export const createServiceRequest = (input: CreateServiceRequest) =>
  api<ServiceRequest>('/api/service-requests', { method: 'POST', body: input });

export function useCreateServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myServiceRequestsKey }),
  });
}
