import { z } from '@hono/zod-openapi';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MiddlewareHandler } from 'hono';
import { ADMIN_MAX_PAGE_SIZE, adminPageQuerySchema } from '../../../shared/admin/paging.ts';
import { requireAdmin } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { AppEnv } from '../../http/context.ts';
import type { Cursor } from './csv.ts';

// What every admin route group uses: the role guard, paging, ids and the audit trail.

export const tags = ['admin'];

/** Runs before any validation, so that a non-admin learns nothing about the route's input. */
export const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireAdmin(c);
  await next();
};

export const pageQuery = adminPageQuerySchema;

export function paging(query: { page: number; page_size: number }) {
  const pageSize = Math.min(query.page_size, ADMIN_MAX_PAGE_SIZE);
  return { page: query.page, pageSize, offset: (query.page - 1) * pageSize };
}

export const idParams = z.object({ id: z.string().openapi({ format: 'uuid' }) });

export { existingId } from '../../http/ids.ts';

export const csvResponse = (description: string) => ({
  description,
  content: { 'text/csv': { schema: z.string() } },
});

export interface AuditEntry {
  actorUserId: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** One audit_log row per admin action: who, what, on which target, and the state before and after. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export const iso = (date: Date) => date.toISOString();

/** created_at as text keeps its microseconds, which a JavaScript Date would drop from an export cursor. */
export const cursorAt = (createdAt: AnyPgColumn) => sql<string>`${createdAt}::text`;

/** Rows after `after` in newest-first (created_at, id) order. */
export function olderThan(createdAt: AnyPgColumn, id: AnyPgColumn, after: Cursor | undefined): SQL | undefined {
  return after ? sql`(${createdAt}, ${id}) < (${after.cursorAt}::timestamptz, ${after.id}::uuid)` : undefined;
}
