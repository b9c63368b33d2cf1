import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';

const mailboxKey = ['admin', 'mailbox'] as const;

export function useMailbox() {
  return useQuery({ queryKey: mailboxKey, queryFn: ({ signal }) => api('GET /api/admin/mailbox', { signal }) });
}

export function useMailboxMessage(id: string | null) {
  return useQuery({
    queryKey: [...mailboxKey, id],
    queryFn: ({ signal }) => api('GET /api/admin/mailbox/:id', { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}
