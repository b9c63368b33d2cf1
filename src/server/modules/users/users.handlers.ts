import type { RouteHandler } from '@hono/zod-openapi';
import { requireUser } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { toCurrentUser } from './user-dto.ts';
import { updateAccount } from './users.queries.ts';
import * as routes from './users.routes.ts';

const updateMe: RouteHandler<typeof routes.updateMe, AppEnv> = async (c) => {
  const user = requireUser(c);
  const input = c.req.valid('json');
  const updated = await updateAccount(c.var.deps.db, user.id, {
    ...(input.full_name !== undefined && { fullName: input.full_name }),
    ...(input.country !== undefined && { country: input.country }),
    ...(input.language !== undefined && { language: input.language }),
    ...(input.match_digest !== undefined && { matchDigest: input.match_digest }),
  });
  return c.json({ user: toCurrentUser(updated ?? user) }, 200);
};

export const usersRouter = createRouter().openapi(routes.updateMe, updateMe);
