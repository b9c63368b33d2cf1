import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fileExtension, isAllowedDocumentExtension, type DocumentDto } from '#shared/documents.ts';
import { api } from '../../lib/api/api.ts';

export const DOCUMENTS_QUERY_KEY = ['documents'] as const;

export const downloadUrl = (id: string) => `/api/documents/${encodeURIComponent(id)}/download`;

/** The signed-in user's documents, newest first. */
export function useDocuments() {
  return useQuery({
    queryKey: DOCUMENTS_QUERY_KEY,
    queryFn: ({ signal }) => api('GET /api/documents', { signal }),
    select: (data) => data.documents,
  });
}

export function useRemoveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: DocumentDto) => api('DELETE /api/documents/:id', { params: { id: document.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
  });
}

export type PreUploadProblem = 'extension' | 'empty' | 'tooLarge';

/** The checks the server makes anyway, done first so a wrong file is refused before it is sent. */
export function preUploadProblem(file: Pick<File, 'name' | 'size'>, maxBytes: number): PreUploadProblem | null {
  if (!isAllowedDocumentExtension(fileExtension(file.name))) return 'extension';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}
