import { eq } from 'drizzle-orm';
import { message } from '#shared/messages/messages.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { audit, iso } from './admin-shared.ts';
import { userColumns, type UserRow } from './admin-users.queries.ts';

/** Lifts a suspension (not a deletion) and audits it; answers the account as it now stands. */
export async function unsuspendUser(db: Db, adminId: string, id: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select(userColumns).from(users).where(eq(users.id, id)).for('update');
    if (!user) throw notFound();
    if (user.deletedAt) throw conflict(message('accountWasDeleted'));
    if (!user.suspendedAt) throw conflict(message('notSuspended'));
    const [row] = await tx.update(users).set({ suspendedAt: null }).where(eq(users.id, id)).returning(userColumns);
    if (!row) throw new Error('user update returned no row');
    await audit(tx, {
      actorUserId: adminId, action: 'user.unsuspend', targetType: 'user', targetId: id,
      before: { suspended_at: iso(user.suspendedAt) }, after: { suspended_at: null },
    });
    return row;
  });
}
