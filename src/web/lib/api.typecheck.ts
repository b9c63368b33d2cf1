// Compiled by `npm run typecheck`, never run or bundled: the typed client refuses what the API
// would refuse. Each @ts-expect-error fails the typecheck if the line below it ever compiles.
import type { NotificationDto } from '../../shared/notifications.ts';
import { api } from './api.ts';

export async function typedClientChecks(): Promise<void> {
  // @ts-expect-error: no such route.
  await api('GET /api/notification');
  // @ts-expect-error: the method is part of the route.
  await api('DELETE /api/notifications');
  // @ts-expect-error: a body of the wrong shape (ids are a list).
  await api('POST /api/notifications/read', { body: { ids: 'one' } });
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
}
