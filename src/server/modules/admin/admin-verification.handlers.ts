import type { RouteHandler } from '@hono/zod-openapi';
import { requireAdmin } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { existingId } from './admin-shared.ts';
import { removeVerification, verifyRegistration } from './admin-verification.service.ts';
import * as routes from './admin-verification.routes.ts';

// Registration verification (issue 23): the rules and the audit trail are in admin-verification.service.ts.

const verify: RouteHandler<typeof routes.verifyRegistration, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const id = existingId(c.req.valid('param').id);
  const verification = await verifyRegistration(c.var.deps.db, admin.id, id, c.req.valid('json'));
  if (!verification) throw new Error('registration verification was not stored');
  return c.json(verification, 200);
};

const remove: RouteHandler<typeof routes.removeVerification, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const id = existingId(c.req.valid('param').id);
  await removeVerification(c.var.deps.db, admin.id, id);
  return c.json({ removed: true as const }, 200);
};

export const adminVerificationRouter = createRouter()
  .openapi(routes.verifyRegistration, verify)
  .openapi(routes.removeVerification, remove);
