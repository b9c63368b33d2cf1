import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { AppEnv } from '../http/context.ts';
import { requireAdmin } from './sessions.ts';

// What a staff action needs wherever its route lives (the admin panel, rates, service requests): the role
// guard, and the audit trail it leaves.

/** Runs before any validation, so that a non-admin learns nothing about the route's input. */
export const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireAdmin(c);
  await next();
};

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
