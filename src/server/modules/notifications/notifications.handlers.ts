import type { RouteHandler } from '@hono/zod-openapi';
import type { NotificationDto } from '#shared/notifications.ts';
import { requireUser } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import * as routes from './notifications.routes.ts';
import { listNotifications, markRead, unreadCount, visibleData, type NotificationRow } from './notifications.service.ts';

// notify() takes only the contract's kinds and data (the demo seed writes the same shapes), so a stored row is
// one of the union's members.
const toDto = (row: NotificationRow): NotificationDto => ({
  id: row.id,
  kind: row.kind,
  data: visibleData(row.kind, row.data),
  read: row.readAt !== null,
  created_at: row.createdAt.toISOString(),
} as NotificationDto);

const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { limit, page } = c.req.valid('query');
  const { items, unread, hasMore } = await listNotifications(c.var.deps.db, user.id, limit, page);
  return c.json({ items: items.map(toDto), unread_count: unread, has_more: hasMore }, 200);
};

const unread: RouteHandler<typeof routes.unread, AppEnv> = async (c) => {
  const user = requireUser(c);
  return c.json({ unread_count: await unreadCount(c.var.deps.db, user.id) }, 200);
};

const read: RouteHandler<typeof routes.markRead, AppEnv> = async (c) => {
  const user = requireUser(c);
  const { ids } = c.req.valid('json');
  const { db } = c.var.deps;
  const updated = await markRead(db, user.id, ids);
  return c.json({ updated, unread_count: await unreadCount(db, user.id) }, 200);
};

export const notificationsRouter = createRouter()
  .openapi(routes.list, list)
  .openapi(routes.unread, unread)
  .openapi(routes.markRead, read);
