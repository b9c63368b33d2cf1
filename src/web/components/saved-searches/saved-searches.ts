import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSavedSearchInput, UpdateSavedSearchInput } from '#shared/saved-searches/saved-searches.ts';
import { api } from '../../lib/api/api.ts';

// The saved searches of the signed-in user (issue 23): the list, and each change, which refreshes it.

export const savedSearchesQuery = queryOptions({
  queryKey: ['saved-searches'],
  queryFn: ({ signal }) => api('GET /api/saved-searches', { signal }),
});

export const useSavedSearches = () => useQuery(savedSearchesQuery);

function useChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQuery.queryKey }) });
}

export const useCreateSavedSearch = () => useChange((body: CreateSavedSearchInput) => api('POST /api/saved-searches', { body }));
export const useUpdateSavedSearch = () =>
  useChange(({ id, ...body }: UpdateSavedSearchInput & { id: string }) => api('PATCH /api/saved-searches/:id', { params: { id }, body }));
export const useDeleteSavedSearch = () => useChange((id: string) => api('DELETE /api/saved-searches/:id', { params: { id } }));
/** Marks the search run and answers the page to open with its filters. */
export const useRunSavedSearch = () => useChange((id: string) => api('POST /api/saved-searches/:id/run', { params: { id } }));
