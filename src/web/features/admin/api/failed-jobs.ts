import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FailedWork, FailedWorkList } from '../../../../shared/jobs.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

export const getFailedJobs = (signal?: AbortSignal) => api<FailedWorkList>('/api/admin/jobs/failed', { signal });

export function useFailedJobs() {
  return useQuery({ queryKey: adminKeys.failedJobs, queryFn: ({ signal }) => getFailedJobs(signal) });
}

export const retryFailedJob = (id: string) =>
  api<{ retried: Pick<FailedWork, 'id' | 'kind'> }>(`/api/admin/jobs/failed/${id}/retry`, { method: 'POST' });

export function useRetryFailedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.failedJobs }),
  });
}
