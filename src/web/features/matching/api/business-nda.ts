import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptNdaInput, BusinessNda } from '#shared/deals/nda.ts';
import { api } from '../../../lib/api/api.ts';

// The NDA a business asks for before an investor's Interested counts (issue 18).

export const businessNdaKey = (businessId: string) => ['matching', 'nda', businessId] as const;

export const getBusinessNda = (businessId: string, signal?: AbortSignal) =>
  api('GET /api/matching/businesses/:id/nda', { params: { id: businessId }, signal });

/** The owner's own NDA, a PDF the investor reads before accepting. */
export const ndaDocumentUrl = (businessId: string) => `/api/matching/businesses/${encodeURIComponent(businessId)}/nda/document`;

export function useAcceptNda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, input }: { businessId: string; input: AcceptNdaInput }) =>
      api('POST /api/matching/businesses/:id/nda', { params: { id: businessId }, body: input }),
    onSuccess: (acceptance, { businessId }) =>
      queryClient.setQueryData<BusinessNda>(businessNdaKey(businessId), (nda) => nda && { ...nda, acceptance }),
  });
}
