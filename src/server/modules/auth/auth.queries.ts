import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The account whose address is `email`, compared without case; `email` comes lower-cased. */
export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
  return user;
}
