import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReport } from '#shared/admin/reports.ts';
import type { ReportStatus } from '#shared/deals/room.ts';
import { api } from '../../../lib/api/api.ts';
import { adminKey, adminKeys, pageQuery } from './keys.ts';

export function useReports(status: ReportStatus, page: number) {
  return useQuery({
    queryKey: adminKeys.reports(status, page),
    queryFn: ({ signal }) => api('GET /api/admin/reports', { search: `?status=${status}&${pageQuery(page)}`, signal }),
    placeholderData: keepPreviousData,
  });
}

export type ReportAction = 'dismiss' | 'suspend-sender';

/** The report after the action. */
export async function actOnReport({ id, action }: { id: string; action: ReportAction }): Promise<AdminReport> {
  if (action === 'dismiss') return api('POST /api/admin/reports/:id/dismiss', { params: { id } });
  return (await api('POST /api/admin/reports/:id/suspend-sender', { params: { id } })).report;
}

/** Dismiss or Suspend sender; every admin view is refreshed afterwards (a suspension shows in Users and Deals). */
export function useReportAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: actOnReport, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }) });
}

export function useUnsuspend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('POST /api/admin/users/:id/unsuspend', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
