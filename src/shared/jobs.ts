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
