import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser, SessionPayload } from '#shared/account/users.ts';

export const sessionQueryKey = ['session'] as const;

/** A sign-in's answer becomes the session: the signed-in user, with nothing fetched as someone else kept. */
export async function signedIn(queryClient: QueryClient, payload: SessionPayload): Promise<CurrentUser> {
  queryClient.setQueryData(sessionQueryKey, payload);
  // Data fetched as someone else (masked or personal) must not be reused.
  await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
  if (!payload.user) throw new Error('No user in session payload');
  return payload.user;
}
