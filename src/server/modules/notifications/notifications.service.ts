import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationDataSchemas, type NotificationData, type NotificationKind } from '#shared/notifications.ts';
import { notifications } from '../../db/schema.ts';
import { publishUnreadCount } from '../../events/live-hub.ts';

/**
 * The only `data` keys the API passes on. A writer that puts more in (an investor's name before
 * the introduction, say) cannot leak it: add a key here only when every recipient may see it.
 */
/** The facts of a stored notification that its kind's contract names; anything else stays on the server. */
export function visibleData(kind: string, data: Record<string, unknown>): Record<string, unknown> {
  const schema = (notificationDataSchemas as Partial<Record<string, (typeof notificationDataSchemas)[NotificationKind]>>)[kind];
  if (!schema) return {};
  return Object.fromEntries(Object.keys(schema.shape).filter((k) => k in data).map((k) => [k, data[k]]));
}

export type NotificationRow = typeof notifications.$inferSelect;

/** Records one notification for a user; call it inside the caller's transaction so both commit together. */
export async function notify<K extends NotificationKind>(db: Db, userId: string, kind: K, data: NotificationData<K>): Promise<void> {
  await db.insert(notifications).values({ userId, kind, data });
  // The recipient's open tabs hear the new unread count when this commits (issue 17: live bell).
  await publishUnreadCount(db, userId);
}

export async function listNotifications(db: Db, userId: string, limit: number, page = 1): Promise<{ items: NotificationRow[]; unread: number; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    // The id breaks ties between notifications written in the same transaction.
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    // One more than asked says whether another page follows.
    .limit(limit + 1)
    .offset((page - 1) * limit);
  return { items: rows.slice(0, limit), unread: await unreadCount(db, userId), hasMore: rows.length > limit };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's own unread notifications read (all, or those of `ids`); others' ids match nothing. */
export async function markRead(db: Db, userId: string, ids?: readonly string[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, [...ids]) : undefined))
    .returning({ id: notifications.id });
  return updated.length;
}
