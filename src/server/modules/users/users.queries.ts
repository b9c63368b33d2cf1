import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type AccountChanges = Partial<Pick<typeof users.$inferInsert, 'fullName' | 'country' | 'language' | 'matchDigest'>>;

/** Saves the fields given (and the time); answers the account as it now stands, or undefined if it is gone. */
export async function updateAccount(db: Db, userId: string, changes: AccountChanges) {
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}
