import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema.ts';
import { queueVerification } from '../account/index.ts';

export type NewAccount = Pick<typeof users.$inferInsert, 'email' | 'passwordHash' | 'fullName' | 'country'> & {
  userType: (typeof profiles.$inferInsert)['userType'];
  phone: string | null;
  companyName: string | null;
};

/** The account and its profile in one transaction, with a link to confirm the address when `siteUrl` is given. */
export async function createAccount(db: Db, account: NewAccount, siteUrl: string | null) {
  const { phone, companyName, ...user } = account;
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(users).values(user).returning();
    if (!created) throw new Error('insert returned no row');
    await tx.insert(profiles).values({ userId: created.id, phone, companyName, userType: account.userType });
    if (siteUrl) await queueVerification(tx, created, siteUrl);
    return created;
  });
}
