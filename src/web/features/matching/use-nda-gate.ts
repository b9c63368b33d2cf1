import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BusinessNda } from '#shared/deals/nda.ts';
import { businessNdaKey, getBusinessNda } from './api/business-nda.ts';

export interface NdaGate {
  /** The business whose NDA the dialog shows, and that NDA. */
  shown: { businessId: string; nda: BusinessNda } | null;
  checking: boolean;
  /** Before Interested: true when it may be sent now, false when the NDA dialog opened instead. */
  check(businessId: string): Promise<boolean>;
  /** After Interested was refused (ndaRequired) or the NDA changed: opens the dialog, even over an acceptance on record. */
  open(businessId: string): Promise<boolean>;
  close(): void;
}

/** An investor's Interested waits for the business's NDA, when the business asks for one (issue 18). */
export function useNdaGate(): NdaGate {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<NdaGate['shown']>(null);
  const [checking, setChecking] = useState(false);
  // Always the latest text: the owner may have changed it since it was last read.
  const read = (businessId: string) =>
    queryClient.fetchQuery({ queryKey: businessNdaKey(businessId), queryFn: ({ signal }) => getBusinessNda(businessId, signal), staleTime: 0 });

  /** Reads the NDA and opens the dialog when it waits for the investor's acceptance. */
  const show = async (businessId: string, refused: boolean): Promise<'opened' | 'clear' | 'unreadable'> => {
    setChecking(true);
    try {
      const nda = await read(businessId);
      if (!nda.required || (nda.acceptance !== null && !refused)) return 'clear';
      setShown({ businessId, nda });
      return 'opened';
    } catch {
      return 'unreadable';
    } finally {
      setChecking(false);
    }
  };

  return {
    shown,
    checking,
    // An NDA that cannot be read does not stop Interested: the server refuses it (ndaRequired) if one is due.
    check: async (businessId) => (await show(businessId, false)) !== 'opened',
    open: async (businessId) => (await show(businessId, true)) === 'opened',
    close: () => setShown(null),
  };
}
