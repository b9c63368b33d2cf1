import type { RouteHandler } from '@hono/zod-openapi';
import { message } from '#shared/messages/messages.ts';
import type { OutboxStatus } from '#shared/admin/broadcasts.ts';
import { consume } from '../../auth/rate-limit.ts';
import { requireAdmin } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { existingId, iso, paging } from './admin-shared.ts';
import { audienceCounts, broadcastDeliveries, queueBroadcast, recentBroadcasts } from './admin-broadcast.service.ts';
import * as routes from './admin-broadcast.routes.ts';

/** A mistaken double send is caught by the admin; a runaway script is caught here. */
export const BROADCAST_LIMIT = { max: 20, windowSeconds: 60 * 60 };

const audience: RouteHandler<typeof routes.audience, AppEnv> = async (c) => {
  requireAdmin(c);
  const { db, mailer } = c.var.deps;
  return c.json({ mail_enabled: mailer.enabled, counts: await audienceCounts(db) }, 200);
};

const send: RouteHandler<typeof routes.sendBroadcast, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const input = c.req.valid('json');
  const { db, mailer, jobs } = c.var.deps;
  if (!mailer.enabled) throw conflict(message('emailDisabled'));
  await consume(db, `admin-broadcast:${admin.id}`, BROADCAST_LIMIT);
  const broadcast = await queueBroadcast(db, admin.id, input);
  // The admin gets an answer at once and follows delivery per recipient; any instance's worker sends.
  await jobs.requestMailDelivery();
  return c.json({ broadcast_id: broadcast.id, recipients: broadcast.recipients }, 202);
};

const list: RouteHandler<typeof routes.listBroadcasts, AppEnv> = async (c) => {
  requireAdmin(c);
  return c.json({ items: await recentBroadcasts(c.var.deps.db) }, 200);
};

const deliveries: RouteHandler<typeof routes.deliveries, AppEnv> = async (c) => {
  requireAdmin(c);
  const id = existingId(c.req.valid('param').id);
  const { db } = c.var.deps;
  const { page, pageSize, offset } = paging(c.req.valid('query'));
  const found = await broadcastDeliveries(db, id, { limit: pageSize, offset });
  if (!found) throw notFound();
  const { rows, totals: sums } = found;
  const items = rows.map((r) => ({
    id: r.id,
    to_email: r.toEmail,
    status: r.status as OutboxStatus,
    attempts: r.attempts,
    last_error: r.lastError,
    sent_at: r.sentAt ? iso(r.sentAt) : null,
  }));
  const total = sums.queued + sums.sending + sums.sent + sums.failed;
  return c.json({ items, total, page, page_size: pageSize, totals: sums }, 200);
};

export const adminBroadcastRouter = createRouter()
  .openapi(routes.audience, audience)
  .openapi(routes.sendBroadcast, send)
  .openapi(routes.listBroadcasts, list)
  .openapi(routes.deliveries, deliveries);
