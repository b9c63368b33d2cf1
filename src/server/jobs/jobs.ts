import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { keepCronOffIntl } from './cron-clock.ts';
import { isUniqueViolation, pgErrorCode } from '../db/errors.ts';
import type { JobDeps, JobHandlers } from './job-deps.ts';
import {
  MAIL_KEY, QUEUE_NAMES, QUEUE_POLICIES, QUEUES, SCHEDULES, type JobData, type QueueName, type QueuePolicy,
} from './queues.ts';

// Background jobs on pg-boss, in the application's own database (schema `pgboss`), on PGlite as on
// a PostgreSQL server: pg-boss talks through Database.executeSql, so both modes run the same engine.
// See docs/decisions/0019-background-jobs.md.

keepCronOffIntl();

export const JOBS_SCHEMA = 'pgboss';
/** A job that gave up stays listed (and retryable) for admins this long before pg-boss archives it. */
export const FAILED_RETENTION_DAYS = 14;
const STOP_TIMEOUT_MS = 6000;

export interface JobsOptions {
  /** What runs each job of the application's queues (src/server/job-handlers/handlers.ts). */
  handlers: JobHandlers;
  /**
   * Run pg-boss maintenance (expiring runs of a dead instance, archiving) and the cron schedules in
   * this process. pg-boss takes a lock so that across instances each happens once.
   */
  supervise?: boolean;
  pollingIntervalSeconds?: number;
  maintenanceIntervalSeconds?: number;
  log?: (message: string, error: unknown) => void;
}

/** A queue of its own beside the application's (queues.ts): its name, its policy and what runs each job. */
export interface JobQueue<T extends object> {
  name: string;
  policy: QueuePolicy;
  handle: (deps: JobDeps, data: T) => Promise<unknown>;
}

interface RegisteredQueue {
  policy: QueuePolicy;
  handle: (deps: JobDeps, data: unknown) => Promise<unknown>;
}

export type SendOptions = Pick<PgBoss.SendOptions, 'singletonKey' | 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds' | 'startAfter'>;

export interface FailedJob {
  id: string;
  queue: string;
  created_at: string;
  failed_at: string | null;
  attempts: number;
  last_error: string | null;
}

/** Concurrent creation of the same schema object: a unique violation, "already exists" or a deadlock. */
const isCreationRace = (error: unknown) =>
  isUniqueViolation(error) || pgErrorCode(error) === '40P01' || (error instanceof Error && error.message.includes('already exists'));

/** Runs a create-if-missing step again when another instance was creating the same thing at that moment. */
async function settledRace(step: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= attempts || !isCreationRace(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

const errorOf = (output: unknown): string | null => {
  if (output && typeof output === 'object' && 'message' in output) return String((output as { message: unknown }).message);
  return output === null || output === undefined ? null : JSON.stringify(output);
};

export class Jobs {
  private readonly boss: PgBoss;
  private booting: Promise<void> | null = null;
  private readonly workers = new Map<string, string>();
  /** The application's queues, and any added with register(). */
  private readonly queues: Map<string, RegisteredQueue>;
  /** Each queue is created (or its policy updated) once per process. */
  private readonly created = new Map<string, Promise<void>>();
  /** pg-boss statements and job handlers under way: stop() waits for them before the pool may close. */
  private busy = 0;
  private readonly log: (message: string, error: unknown) => void;

  constructor(private readonly database: Database, private readonly options: JobsOptions) {
    this.queues = new Map(
      QUEUE_NAMES.map((name) => [name, { policy: QUEUE_POLICIES[name], handle: options.handlers[name] as RegisteredQueue['handle'] }]),
    );
    const supervise = options.supervise ?? false;
    this.log = options.log ?? (() => {});
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => this.tracked(() => database.executeSql(text, values)) },
      schema: JOBS_SCHEMA,
      supervise,
      schedule: supervise,
      ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
      archiveFailedAfterSeconds: FAILED_RETENTION_DAYS * 24 * 60 * 60,
    });
    this.boss.on('error', (error) => this.log('Background jobs:', error));
  }

  /** Installs or upgrades the pgboss schema and the queues; once per process, on first use. */
  boot(): Promise<void> {
    this.booting ??= (async () => {
      await settledRace(() => this.install());
      await this.boss.start();
      for (const name of this.queues.keys()) await this.createQueue(name);
    })().catch((error: unknown) => {
      this.booting = null;
      this.created.clear();
      throw error;
    });
    return this.booting;
  }

  /**
   * Adds a queue with its own handler to this instance, beside the application's: a harmless job
   * that shows how the engine behaves across instances, for example. Each instance that sends to or
   * works the queue registers it.
   */
  register<T extends object>(queue: JobQueue<T>): this {
    if (this.queues.has(queue.name)) throw new Error(`The queue ${queue.name} is already registered.`);
    this.queues.set(queue.name, { policy: queue.policy, handle: queue.handle as RegisteredQueue['handle'] });
    return this;
  }

  private createQueue(name: string): Promise<void> {
    const registered = this.queues.get(name);
    if (!registered) return Promise.reject(new Error(`No queue is registered as ${name}.`));
    let creating = this.created.get(name);
    if (!creating) {
      const policy = { name, ...registered.policy };
      creating = (async () => {
        // Instances starting together on a new database collide while creating the same queue.
        await settledRace(async () => {
          if (!(await this.boss.getQueue(name))) await this.boss.createQueue(name, policy);
        });
        // A queue made by an older release picks up changed retry settings.
        await this.boss.updateQueue(name, policy);
      })();
      this.created.set(name, creating);
    }
    return creating;
  }

  /** Boots, and creates a queue registered after the boot. */
  private async ready(queue: string): Promise<void> {
    await this.boot();
    await this.createQueue(queue);
  }

  /**
   * Creates the pgboss schema before pg-boss starts: pg-boss does it under an advisory lock, but two
   * instances starting together on a new database still collide on CREATE SCHEMA IF NOT EXISTS (a
   * unique violation on pg_namespace, not the "already exists" pg-boss tolerates).
   */
  private async install(): Promise<void> {
    const { rows } = await this.database.executeSql(`select to_regclass('${JOBS_SCHEMA}.version') is not null as installed`);
    if (!(rows[0] as { installed?: boolean } | undefined)?.installed) await this.database.executeSql(PgBoss.getConstructionPlans(JOBS_SCHEMA));
  }

  /** Takes jobs of these queues in this process, one at a time per queue. */
  async work(deps: JobDeps, queues: readonly string[] = QUEUE_NAMES): Promise<void> {
    await this.boot();
    for (const queue of queues) {
      if (this.workers.has(queue)) continue;
      await this.ready(queue);
      const handler = (this.queues.get(queue) as RegisteredQueue).handle;
      const id = await this.boss.work<object>(
        queue,
        { batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 },
        // Returning completes the job; throwing fails this run, and pg-boss retries it with backoff.
        async ([job]) => (job ? this.tracked(() => handler(deps, job.data)) : undefined),
      );
      this.workers.set(queue, id);
    }
  }

  /** Registers the cron schedules (stored in the database, so every instance agrees). */
  async schedule(): Promise<void> {
    await this.boot();
    for (const { queue, cron, singletonKey } of SCHEDULES) await this.boss.schedule(queue, cron, {}, { singletonKey, tz: 'UTC' });
  }

  /**
   * Queues a job. Never call it inside a database transaction: on PGlite the job insert waits for
   * the transaction's connection, and on a server the job could run before the commit.
   */
  async send<Q extends QueueName>(queue: Q, data: JobData[Q], options?: SendOptions): Promise<string | null>;
  async send<T extends object>(queue: JobQueue<T>, data: T, options?: SendOptions): Promise<string | null>;
  async send(target: QueueName | JobQueue<object>, data: object, options: SendOptions = {}): Promise<string | null> {
    const queue = typeof target === 'string' ? target : target.name;
    await this.ready(queue);
    const id = await this.boss.send(queue, data, options);
    // A worker in this process takes it now rather than at its next poll.
    const worker = this.workers.get(queue);
    if (id && worker) this.boss.notifyWorker(worker);
    return id;
  }

  /**
   * Asks for the outbox to be delivered soon, after a request queued mail. Repeated asks collapse
   * into one waiting job; a failure here loses nothing, since the minute sweep delivers too.
   */
  async requestMailDelivery(): Promise<void> {
    await this.send(QUEUES.mail, {}, { singletonKey: MAIL_KEY }).catch((error: unknown) => this.log('Could not queue mail delivery:', error));
  }

  /** Recomputes the user's suggestions in the background; saves in quick succession collapse into one run. */
  async requestSuggestions(userId: string): Promise<void> {
    await this.send(QUEUES.suggestions, { userId }, { singletonKey: userId }).catch((error: unknown) =>
      this.log('Could not queue suggestions:', error),
    );
  }

  /** Looks for the saved searches a published or edited profile newly fits (issue 23); repeated saves collapse into one run. */
  async requestSavedSearchAlerts(kind: 'business' | 'investor', profileId: string): Promise<void> {
    await this.send(QUEUES.savedSearchAlerts, { kind, profileId }, { singletonKey: profileId }).catch((error: unknown) =>
      this.log('Could not queue saved-search alerts:', error),
    );
  }

  /**
   * For the readiness check: 'off' when this process takes no jobs (JOBS_WORKER=false), else whether its
   * workers are registered and the job tables answer.
   */
  async readiness(): Promise<'ok' | 'off' | 'unavailable'> {
    if (this.workers.size === 0) return 'off';
    try {
      await this.database.executeSql(`select 1 from ${JOBS_SCHEMA}.version limit 1`, []);
      return 'ok';
    } catch {
      return 'unavailable';
    }
  }

  /** Jobs that used up their retries, newest first. */
  async failedJobs(limit = 100): Promise<FailedJob[]> {
    await this.boot();
    const { rows } = await this.database.executeSql(
      `select id, name, created_on, completed_on, retry_count, output from ${JOBS_SCHEMA}.job
       where state = 'failed' and name not like '\\_\\_pgboss%' order by completed_on desc nulls last, id limit $1`,
      [limit],
    );
    return (rows as { id: string; name: string; created_on: Date | string; completed_on: Date | string | null; retry_count: number; output: unknown }[]).map(
      (r) => ({
        id: r.id,
        queue: r.name,
        created_at: new Date(r.created_on).toISOString(),
        failed_at: r.completed_on ? new Date(r.completed_on).toISOString() : null,
        // The first run plus each retry.
        attempts: Number(r.retry_count) + 1,
        last_error: errorOf(typeof r.output === 'string' ? JSON.parse(r.output) : r.output),
      }),
    );
  }

  /** Puts a failed job back in its queue; false when no failed job has this id. */
  async retryJob(id: string): Promise<boolean> {
    await this.boot();
    const { rows } = await this.database.executeSql(`select name from ${JOBS_SCHEMA}.job where id = $1 and state = 'failed'`, [id]);
    const name = (rows[0] as { name?: string } | undefined)?.name;
    if (!name) return false;
    await this.boss.retry(name, id);
    return true;
  }

  /**
   * Stops taking jobs, lets a running one finish for a few seconds, then hands it back for a retry.
   * Sending still works until the database closes (requests finishing during shutdown queue jobs).
   */
  async stop(): Promise<void> {
    if (!this.booting) return;
    try {
      await this.booting;
    } catch {
      return;
    }
    this.workers.clear();
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
    // pg-boss resolves while a worker's fetch is still on the wire: the job it brings back then runs,
    // and its completion is written, after stop() returned. Wait until nothing has been under way for
    // a moment (the steps of one job follow each other within microtasks), or until the deadline.
    while (Date.now() < deadline) {
      if (this.busy === 0) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        if (this.busy === 0) return;
      } else {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  }

  private async tracked<T>(work: () => Promise<T>): Promise<T> {
    this.busy++;
    try {
      return await work();
    } finally {
      this.busy--;
    }
  }
}

/** The runner of main.ts: every queue, the schedules and maintenance. */
export async function startJobRunner(jobs: Jobs, deps: JobDeps): Promise<void> {
  await jobs.work(deps);
  await jobs.schedule();
}
