import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { adminKeys } from './keys.ts';

export const getFailedJobs = (signal?: AbortSignal) => api('GET /api/admin/jobs/failed', { signal });

export function useFailedJobs() {
  return useQuery({ queryKey: adminKeys.failedJobs, queryFn: ({ signal }) => getFailedJobs(signal) });
}

export const retryFailedJob = (id: string) =>
  api('POST /api/admin/jobs/failed/:id/retry', { params: { id } });

export function useRetryFailedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.failedJobs }),
  });
}

/** The jobs that run on a schedule (issue 23), each of which an admin may run now. */
export function useScheduledJobs() {
  return useQuery({ queryKey: adminKeys.scheduledJobs, queryFn: ({ signal }) => api('GET /api/admin/jobs/scheduled', { signal }) });
}

export function useRunScheduledJob() {
  return useMutation({ mutationFn: (queue: string) => api('POST /api/admin/jobs/scheduled/:queue/run', { params: { queue } }) });
}
