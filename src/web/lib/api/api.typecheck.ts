// Compiled by `npm run typecheck`, never run or bundled: the typed client refuses what the API
// would refuse. Each @ts-expect-error fails the typecheck if the line below it ever compiles.
import type { z } from 'zod';
import type * as notificationRoutes from '../../../server/modules/notifications/notifications.routes.ts';
import type { NotificationDto } from '#shared/notifications.ts';
import { api } from './api.ts';
import type { Endpoints } from './endpoints.ts';

/** True only when A and B are the same type (not merely assignable one way). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
type JsonSchema<Part> = Part extends { content: { 'application/json': { schema: infer S extends z.ZodType } } } ? S : never;
/** What a createRoute object says its JSON body is (as sent) and its 200 answer (as received). */
type DeclaredBody<R> = R extends { request: { body: infer B } } ? z.input<JsonSchema<B>> : never;
type DeclaredAnswer<R> = R extends { responses: { 200: infer A } } ? z.output<JsonSchema<A>> : never;

// The client's types are the route declaration's own: editing the route's schemas edits these.
type MarkRead = Endpoints['POST /api/notifications/read'];
export const bodyIsTheRoutes: Same<MarkRead['body'], DeclaredBody<typeof notificationRoutes.markRead>> = true;
export const answerIsTheRoutes: Same<MarkRead['response'], DeclaredAnswer<typeof notificationRoutes.markRead>> = true;
// @ts-expect-error: a type that is not the route's answer is told apart (so the two checks above can fail).
export const notTheAnswer: Same<MarkRead['response'], { updated: number }> = true;

export async function typedClientChecks(): Promise<void> {
  // @ts-expect-error: no such route.
  await api('GET /api/notification');
  // @ts-expect-error: the method is part of the route.
  await api('DELETE /api/notifications');
  // @ts-expect-error: a route that answers with a file is not called through api().
  await api('GET /api/documents/:id/download', { params: { id: 'x' } });
  // @ts-expect-error: a body of the wrong shape (ids are a list).
  await api('POST /api/notifications/read', { body: { ids: 'one' } });
  // @ts-expect-error: a body of the wrong shape (the ids are strings).
  await api('POST /api/notifications/read', { body: { ids: [1, 2] } });
  // @ts-expect-error: a route that takes a body needs it.
  await api('POST /api/auth/login');
  // @ts-expect-error: a field the login body does not have.
  await api('POST /api/auth/login', { body: { email: 'a@b.c', password: 'x', role: 'admin' } });
  // @ts-expect-error: a path parameter left out.
  await api('GET /api/admin/businesses/:id', {});
  // @ts-expect-error: a route without a body takes none.
  await api('GET /api/rates', { body: {} });

  const { items } = await api('GET /api/notifications', { search: '?limit=5' });
  const first: NotificationDto | undefined = items[0];
  if (first?.kind === 'service_request_status_changed') {
    // The union narrows `data` by kind.
    const status: 'pending' | 'assigned' | 'in_progress' | 'completed' | 'cancelled' | undefined = first.data.status;
    void status;
  }
  // @ts-expect-error: the answer's type comes from the route, not from the caller.
  const wrong: string = await api('GET /api/profiles/me');
  void wrong;
  const marked = await api('POST /api/notifications/read', { body: {} });
  // @ts-expect-error: a field of the wrong type in the answer (the count is a number).
  const count: string = marked.unread_count;
  // @ts-expect-error: a field the answer does not have.
  void marked.read_ids;
  void count;
  // A 204 answer is no content.
  const removed: undefined = await api('DELETE /api/saved-searches/:id', { params: { id: 'x' } });
  void removed;
}
