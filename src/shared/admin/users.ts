import { z } from 'zod';
import { COUNTRIES, ROLES, USER_TYPES } from '../enums.ts';
import { pageOf } from './paging.ts';

// User Management.

export const adminUserSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  user_type: z.enum(USER_TYPES).nullable(),
  country: z.enum(COUNTRIES),
  profile_completed: z.boolean(),
  role: z.enum(ROLES),
  created_at: z.string(),
  /** When an admin suspended the account (it cannot sign in), or null; null for a deleted account. */
  suspended_at: z.string().nullable(),
  /** When the user deleted the account (it is anonymised and can never sign in again), or null. */
  deleted_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageOf(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;
