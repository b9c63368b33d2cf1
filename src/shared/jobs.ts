import { z } from 'zod';

// What admins see of background work that gave up (docs/decisions/0019-background-jobs.md):
// pg-boss jobs past their last retry, and outbox messages past their last delivery attempt.

export const FAILED_WORK_KINDS = ['job', 'mail'] as const;
export type FailedWorkKind = (typeof FAILED_WORK_KINDS)[number];

export const failedWorkSchema = z.object({
  id: z.string(),
  kind: z.enum(FAILED_WORK_KINDS),
  /** The job's queue; 'email' for an outbox message. */
  queue: z.string(),
  /** What it was about: the recipient and subject of a message; null for a job. */
  detail: z.string().nullable(),
  created_at: z.string(),
  failed_at: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});
export type FailedWork = z.infer<typeof failedWorkSchema>;

export const failedWorkListSchema = z.object({ items: z.array(failedWorkSchema) });
export type FailedWorkList = z.infer<typeof failedWorkListSchema>;

/** How many of each kind the admin list shows, newest first. */
export const FAILED_WORK_LIMIT = 100;

/** The answer to "retry": which job or message was queued again. */
export const retriedWorkSchema = z.object({ retried: failedWorkSchema.pick({ id: true, kind: true }) });
export type RetriedWork = z.infer<typeof retriedWorkSchema>;

// Scheduled jobs (issue 23): what runs on a clock, and an admin's "Run now" (a digest sent this minute, a freshness
// pass after a data fix) without waiting for the next tick.

/** The queues that run on a schedule and that an admin may start by hand. */
export const SCHEDULED_QUEUES = [
  'mail-delivery', 'deal-unread-mail', 'daily-cleanup', 'nightly-backup', 'saved-search-daily-digest', 'saved-search-weekly-digest',
  'match-digest', 'listing-freshness', 'responsiveness', 'exclusivity-reminders',
] as const;
export type ScheduledQueue = (typeof SCHEDULED_QUEUES)[number];

export const scheduledJobSchema = z.object({
  queue: z.enum(SCHEDULED_QUEUES),
  /** Its schedule, a cron expression in UTC. */
  cron: z.string(),
});
export type ScheduledJobDto = z.infer<typeof scheduledJobSchema>;
export const scheduledJobListSchema = z.object({ items: z.array(scheduledJobSchema) });
export type ScheduledJobList = z.infer<typeof scheduledJobListSchema>;

export const scheduledJobParamsSchema = z.object({ queue: z.string() });
/** The answer to "Run now": the job is queued and runs within seconds on an instance that takes jobs. */
export const scheduledRunSchema = z.object({ queued: z.literal(true), queue: z.enum(SCHEDULED_QUEUES) });
export type ScheduledRun = z.infer<typeof scheduledRunSchema>;
