import type { RouteHandler } from '@hono/zod-openapi';
import type { AdminUser } from '#shared/admin/users.ts';
import { requireAdmin } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { audit, existingId, iso, paging } from './admin-shared.ts';
import { countUsers, selectUsers, userExportBatch, type UserRow } from './admin-users.queries.ts';
import { unsuspendUser } from './admin-users.service.ts';
import { csvHeaders, csvStream, keysetBatches, type CsvColumn } from './csv.ts';
import * as routes from './admin-users.routes.ts';

const toAdminUser = (u: UserRow): AdminUser => ({
  id: u.id,
  full_name: u.fullName,
  email: u.email,
  user_type: u.userType ?? null,
  country: u.country,
  profile_completed: u.profileCompleted,
  role: u.role,
  created_at: iso(u.createdAt),
  // A deleted account is also suspended (it cannot sign in), but it is not a suspension an admin could lift.
  suspended_at: u.suspendedAt && !u.deletedAt ? iso(u.suspendedAt) : null,
  deleted_at: u.deletedAt ? iso(u.deletedAt) : null,
});

const listUsers: RouteHandler<typeof routes.listUsers, AppEnv> = async (c) => {
  requireAdmin(c);
  const { db } = c.var.deps;
  const { page, pageSize, offset } = paging(c.req.valid('query'));
  const [rows, total] = await Promise.all([
    selectUsers(db, { limit: pageSize, offset }),
    countUsers(db),
  ]);
  return c.json({ items: rows.map(toAdminUser), total, page, page_size: pageSize }, 200);
};

type UserExportRow = UserRow & { cursorAt: string };
const USER_COLUMNS: CsvColumn<UserExportRow>[] = [
  { header: 'id', value: (u) => u.id },
  { header: 'full_name', value: (u) => u.fullName },
  { header: 'email', value: (u) => u.email },
  { header: 'user_type', value: (u) => u.userType },
  { header: 'country', value: (u) => u.country },
  { header: 'profile_completed', value: (u) => u.profileCompleted },
  { header: 'role', value: (u) => u.role },
  { header: 'created_at', value: (u) => u.createdAt },
];

const exportUsers: RouteHandler<typeof routes.exportUsers, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const { db } = c.var.deps;
  await audit(db, { actorUserId: admin.id, action: 'export', targetType: 'export', targetId: 'users.csv' });
  const batches = keysetBatches<UserExportRow>((after, size) => userExportBatch(db, after, size));
  return c.body(csvStream(USER_COLUMNS, batches), 200, csvHeaders('users.csv'));
};

const unsuspend: RouteHandler<typeof routes.unsuspendUser, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const id = existingId(c.req.valid('param').id);
  const { db } = c.var.deps;
  const after = await unsuspendUser(db, admin.id, id);
  return c.json(toAdminUser(after), 200);
};

export const adminUsersRouter = createRouter()
  .openapi(routes.listUsers, listUsers)
  .openapi(routes.exportUsers, exportUsers)
  .openapi(routes.unsuspendUser, unsuspend);
