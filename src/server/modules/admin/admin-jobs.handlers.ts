import type { RouteHandler } from '@hono/zod-openapi';
import { FAILED_WORK_LIMIT, SCHEDULED_QUEUES, type FailedWork, type ScheduledQueue } from '#shared/jobs.ts';
import { requireAdmin } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { SCHEDULES } from '../../jobs/queues.ts';
import { requeueFailed } from '../../mail/outbox.ts';
import { audit, existingId, iso } from './admin-shared.ts';
import { failedMail } from './admin-jobs.queries.ts';
import * as routes from './admin-jobs.routes.ts';

const listFailed: RouteHandler<typeof routes.listFailed, AppEnv> = async (c) => {
  requireAdmin(c);
  const { db, jobs } = c.var.deps;
  const [failedJobs, failedMails] = await Promise.all([
    jobs.failedJobs(FAILED_WORK_LIMIT),
    failedMail(db, FAILED_WORK_LIMIT),
  ]);
  const items: FailedWork[] = [
    ...failedJobs.map((j) => ({ ...j, kind: 'job' as const, detail: null })),
    ...failedMails.map((m) => ({
      id: m.id,
      kind: 'mail' as const,
      queue: 'email',
      detail: `${m.toEmail} — ${m.subject}`,
      created_at: iso(m.createdAt),
      // The outbox keeps no time of the last try; the creation time orders them well enough.
      failed_at: null,
      attempts: m.attempts,
      last_error: m.lastError,
    })),
  ].sort((a, b) => (b.failed_at ?? b.created_at).localeCompare(a.failed_at ?? a.created_at));
  return c.json({ items }, 200);
};

const retryFailed: RouteHandler<typeof routes.retryFailed, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const id = existingId(c.req.valid('param').id);
  const { db, jobs } = c.var.deps;
  let kind: FailedWork['kind'];
  if (await jobs.retryJob(id)) kind = 'job';
  else if (await requeueFailed(db, id)) {
    kind = 'mail';
    await jobs.requestMailDelivery();
  } else throw notFound();
  await audit(db, { actorUserId: admin.id, action: 'retry_failed_work', targetType: kind, targetId: id });
  return c.json({ retried: { id, kind } }, 200);
};

const isScheduled = (queue: string): queue is ScheduledQueue => (SCHEDULED_QUEUES as readonly string[]).includes(queue);

const listScheduled: RouteHandler<typeof routes.listScheduled, AppEnv> = async (c) => {
  requireAdmin(c);
  const items = SCHEDULES.flatMap(({ queue, cron }) => (isScheduled(queue) ? [{ queue, cron }] : []));
  return c.json({ items }, 200);
};

const runScheduled: RouteHandler<typeof routes.runScheduled, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const { queue } = c.req.valid('param');
  const schedule = SCHEDULES.find((s) => s.queue === queue);
  if (!schedule || !isScheduled(schedule.queue)) throw notFound();
  const { db, jobs } = c.var.deps;
  // The schedule's own singleton key: a run already waiting (a tick, another admin's click) takes this request too.
  await jobs.send(schedule.queue, {}, { singletonKey: schedule.singletonKey });
  await audit(db, { actorUserId: admin.id, action: 'run_scheduled_job', targetType: 'job', targetId: schedule.queue });
  return c.json({ queued: true as const, queue: schedule.queue }, 202);
};

export const adminJobsRouter = createRouter()
  .openapi(routes.listFailed, listFailed)
  .openapi(routes.retryFailed, retryFailed)
  .openapi(routes.listScheduled, listScheduled)
  .openapi(routes.runScheduled, runScheduled);
