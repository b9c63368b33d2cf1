import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DealDocuments, OwnDealDocument } from '#shared/deals/documents.ts';
import { DOCUMENTS_QUERY_KEY } from '../../components/documents/use-documents.ts';
import { api } from '../../lib/api/api.ts';
import { dealKeys } from './deal-queries.ts';

// The deal room's documents (issue 18): what each side shares into this deal, what the other shared, who opened what.
// Live events ('documents') refetch them (deal-queries.ts).

export function useDealDocuments(id: string, interval: number | false) {
  return useQuery({
    queryKey: dealKeys.documents(id),
    queryFn: ({ signal }) => api('GET /api/deals/:id/documents', { params: { id }, signal }),
    refetchInterval: interval,
  });
}

/** One own document as the answer shows it after a change, until the refetch brings the rest. */
function withDocument(data: DealDocuments | undefined, document: Pick<OwnDealDocument, 'id'> & Partial<OwnDealDocument>): DealDocuments | undefined {
  return data && { ...data, mine: data.mine.map((own) => (own.id === document.id ? { ...own, ...document } : own)) };
}

export function useDealDocumentActions(id: string) {
  const queryClient = useQueryClient();
  const key = dealKeys.documents(id);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    share: useMutation({
      mutationFn: (documentId: string) => api('POST /api/deals/:id/documents', { params: { id }, body: { document_id: documentId } }),
      onSuccess: (shared) => queryClient.setQueryData<DealDocuments>(key, (data) => withDocument(data, shared)),
      onSettled: refresh,
    }),
    unshare: useMutation({
      mutationFn: (documentId: string) => api('DELETE /api/deals/:id/documents/:documentId', { params: { id, documentId } }),
      onSuccess: (_, documentId) => queryClient.setQueryData<DealDocuments>(key, (data) => withDocument(data, { id: documentId, shared: false, shared_at: null })),
      onSettled: refresh,
    }),
    /** The document's own "share with every future deal" tick: it holds in every deal, and on the profile's list. */
    shareWithFutureDeals: useMutation({
      mutationFn: ({ documentId, on }: { documentId: string; on: boolean }) =>
        api('PATCH /api/documents/:id', { params: { id: documentId }, body: { share_with_future_deals: on } }),
      onSuccess: (document) =>
        queryClient.setQueryData<DealDocuments>(key, (data) => withDocument(data, { id: document.id, share_with_future_deals: document.share_with_future_deals })),
      onSettled: () => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY })]),
    }),
  };
}
