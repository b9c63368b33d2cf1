import { z } from '@hono/zod-openapi';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ADMIN_MAX_PAGE_SIZE, adminPageQuerySchema } from '#shared/admin/paging.ts';
import type { Cursor } from './csv.ts';

// What every admin route group uses: the role guard, paging, ids and the audit trail.

export const tags = ['admin'];

export const pageQuery = adminPageQuerySchema;

export function paging(query: { page: number; page_size: number }) {
  const pageSize = Math.min(query.page_size, ADMIN_MAX_PAGE_SIZE);
  return { page: query.page, pageSize, offset: (query.page - 1) * pageSize };
}

export const idParams = z.object({ id: z.string().openapi({ format: 'uuid' }) });

export { existingId } from '../../http/ids.ts';
export { adminOnly, audit, type AuditEntry } from '../../auth/staff.ts';

export const csvResponse = (description: string) => ({
  description,
  content: { 'text/csv': { schema: z.string() } },
});

export const iso = (date: Date) => date.toISOString();

/** created_at as text keeps its microseconds, which a JavaScript Date would drop from an export cursor. */
export const cursorAt = (createdAt: AnyPgColumn) => sql<string>`${createdAt}::text`;

/** Rows after `after` in newest-first (created_at, id) order. */
export function olderThan(createdAt: AnyPgColumn, id: AnyPgColumn, after: Cursor | undefined): SQL | undefined {
  return after ? sql`(${createdAt}, ${id}) < (${after.cursorAt}::timestamptz, ${after.id}::uuid)` : undefined;
}
