import { desc } from 'drizzle-orm';
import type { AdminUser } from '#shared/admin/users.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { cursorAt, olderThan } from './admin-shared.ts';
import type { Cursor } from './csv.ts';

export const userColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  userType: users.userType,
  country: users.country,
  profileCompleted: users.profileCompleted,
  role: users.role,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
  deletedAt: users.deletedAt,
};

export interface UserRow {
  id: string;
  fullName: string;
  email: string;
  userType: AdminUser['user_type'];
  country: AdminUser['country'];
  profileCompleted: boolean;
  role: AdminUser['role'];
  createdAt: Date;
  suspendedAt: Date | null;
  deletedAt: Date | null;
}

/** A page of accounts, newest first. */
export function selectUsers(db: Db, page: { limit: number; offset: number }) {
  return db.select(userColumns).from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(page.limit).offset(page.offset);
}

export const countUsers = (db: Db) => db.$count(users);

/** One batch of the users export, newest first, after the cursor. */
export function userExportBatch(db: Db, after: Cursor | undefined, size: number) {
  return db
    .select({ ...userColumns, cursorAt: cursorAt(users.createdAt) })
    .from(users)
    .where(olderThan(users.createdAt, users.id, after))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(size);
}
