import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateRates } from '#shared/admin/rates.ts';
import { api } from '../../../lib/api/api.ts';
import { ratesQuery } from '../../../lib/preferences/use-rates.ts';

/** The whole table with its last change, from the same query as every converted figure. */
export function useRatesTable() {
  return useQuery({ ...ratesQuery, staleTime: 0 });
}

export const updateRates = (body: UpdateRates) => api('PUT /api/admin/rates', { body });

export function useUpdateRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRates,
    // The answer is the new table: every "≈" figure on this tab follows without another request.
    onSuccess: (table) => queryClient.setQueryData(ratesQuery.queryKey, table),
  });
}
