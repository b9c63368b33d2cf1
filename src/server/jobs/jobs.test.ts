import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FailedWorkList, ScheduledJobList } from '#shared/jobs.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { auditRows, eventually, signedIn, signedInAdmin, type Caller } from '../modules/admin/admin.test-support.ts';
import { testContextForFile } from '../testing/test-fixture.ts';
import { Jobs, JOBS_SCHEMA } from './jobs.ts';
import { PING_QUEUE, pingRuns } from './jobs.test-support.ts';
import { QUEUES } from './queues.ts';
import { HANDLERS } from '../job-handlers/handlers.ts';

let admin: Caller;
const extra: { jobs: Jobs[]; databases: Database[] } = { jobs: [], databases: [] };

const ctx = testContextForFile();
beforeAll(async () => {
  ctx.deps.jobs.register(PING_QUEUE);
  admin = await signedInAdmin(ctx);
});
afterEach(async () => {
  for (const jobs of extra.jobs.splice(0)) await jobs.stop();
  for (const database of extra.databases.splice(0)) await database.close();
});

const jobRows = async (where: string, values: unknown[]) =>
  (await ctx.database.executeSql(`select id, state, retry_count from ${JOBS_SCHEMA}.job where ${where}`, values)).rows as {
    id: string;
    state: string;
    retry_count: number;
  }[];

const failedList = async () => {
  const res = await admin.client.get('/api/admin/jobs/failed');
  expect(res.status).toBe(200);
  return ((await res.json()) as FailedWorkList).items;
};

/** Another instance's runner: its own pg-boss, and on PostgreSQL its own connection pool. */
async function secondRunner(options: Partial<ConstructorParameters<typeof Jobs>[1]> = {}) {
  let database = ctx.database;
  if (ctx.databaseUrl) {
    database = await openPostgres(ctx.databaseUrl, { max: 5 });
    extra.databases.push(database);
  }
  const jobs = new Jobs(database, { handlers: HANDLERS, pollingIntervalSeconds: 0.5, ...options }).register(PING_QUEUE);
  extra.jobs.push(jobs);
  await jobs.work({ ...ctx.deps, database, db: database.db }, [PING_QUEUE.name]);
  return jobs;
}

describe('background jobs', () => {
  it('keeps one waiting job for repeated sends with the same singleton key, and runs it once', async () => {
    const jobs = new Jobs(ctx.database, { handlers: HANDLERS, pollingIntervalSeconds: 0.5 });
    extra.jobs.push(jobs);
    const key = randomUUID();
    const first = await jobs.send(QUEUES.suggestions, { userId: key }, { singletonKey: key });
    const second = await jobs.send(QUEUES.suggestions, { userId: key }, { singletonKey: key });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    await jobs.work(ctx.deps, [QUEUES.suggestions]);
    await eventually(async () => (await jobRows('singleton_key = $1', [key])).every((r) => r.state === 'completed'), 20_000);
    expect(await jobRows('singleton_key = $1', [key])).toEqual([{ id: first, state: 'completed', retry_count: 0 }]);
  });

  it('retries a job that throws and, after its last try, shows it to admins as failed; Retry queues it again', async () => {
    const jobs = ctx.deps.jobs;
    await jobs.work(ctx.deps, [QUEUES.suggestions]);
    // Not a user id: the handler's query throws on every run.
    const id = await jobs.send(QUEUES.suggestions, { userId: 'not-a-uuid' }, { singletonKey: 'broken', retryLimit: 2, retryDelay: 1, retryBackoff: false });
    expect(id).toBeTruthy();
    await eventually(async () => (await failedList()).some((item) => item.id === id), 30_000);
    const item = (await failedList()).find((i) => i.id === id);
    expect(item).toMatchObject({ kind: 'job', queue: QUEUES.suggestions, attempts: 3, detail: null });
    expect(item?.last_error).toMatch(/uuid/i);
    expect(item?.failed_at).not.toBeNull();

    const retry = await admin.client.post(`/api/admin/jobs/failed/${id}/retry`);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ retried: { id, kind: 'job' } });
    expect((await failedList()).some((i) => i.id === id)).toBe(false);
    // It runs again (and, still broken, fails again after one more try).
    await eventually(async () => (await failedList()).some((i) => i.id === id && i.attempts === 4), 30_000);
    expect((await admin.client.post(`/api/admin/jobs/failed/${randomUUID()}/retry`)).status).toBe(404);
  });

  it('lists the scheduled jobs, and an admin runs one now: queued once under its schedule key, run, and audited', async () => {
    const list = await admin.client.get('/api/admin/jobs/scheduled');
    expect(list.status).toBe(200);
    const { items } = (await list.json()) as ScheduledJobList;
    expect(items).toContainEqual({ queue: 'saved-search-daily-digest', cron: '0 6 * * *' });
    expect(items.map((item) => item.queue)).not.toContain(QUEUES.suggestions);

    await ctx.deps.jobs.work(ctx.deps, [QUEUES.cleanup]);
    const run = await admin.client.post(`/api/admin/jobs/scheduled/${QUEUES.cleanup}/run`);
    expect(run.status).toBe(202);
    expect(await run.json()).toEqual({ queued: true, queue: QUEUES.cleanup });
    await eventually(async () => (await jobRows('name = $1', [QUEUES.cleanup])).some((r) => r.state === 'completed'), 20_000);
    expect(await auditRows(ctx, QUEUES.cleanup)).toEqual([expect.objectContaining({ action: 'run_scheduled_job', actorUserId: admin.userId })]);

    // Only a scheduled queue, and only for admins.
    expect((await admin.client.post(`/api/admin/jobs/scheduled/${QUEUES.suggestions}/run`)).status).toBe(404);
    expect((await admin.client.post('/api/admin/jobs/scheduled/no-such-queue/run')).status).toBe(404);
    const investor = await signedIn(ctx, 'investor');
    expect((await investor.client.post(`/api/admin/jobs/scheduled/${QUEUES.cleanup}/run`)).status).toBe(403);
  });

  it('runs each job exactly once when two instances take jobs from the same database', async () => {
    const jobs = ctx.deps.jobs;
    await jobs.work(ctx.deps, [PING_QUEUE.name]);
    const other = await secondRunner();
    const tokens = Array.from({ length: 30 }, () => randomUUID());
    // Sent from both instances, as requests on either would.
    await Promise.all(tokens.map((token, i) => (i % 2 ? jobs : other).send(PING_QUEUE, { token })));
    await eventually(async () => (await Promise.all(tokens.map((t) => pingRuns(ctx.deps.db, t)))).every((n) => n >= 1), 30_000);
    expect(await Promise.all(tokens.map((t) => pingRuns(ctx.deps.db, t)))).toEqual(tokens.map(() => 1));
    const rows = await jobRows(`name = $1 and data->>'token' = any($2::text[])`, [PING_QUEUE.name, tokens]);
    expect(rows).toHaveLength(30);
    expect(rows.every((r) => r.state === 'completed' && r.retry_count === 0)).toBe(true);
  });

  it('hands a job back when the instance running it died, and another instance finishes it', async () => {
    const token = randomUUID();
    // Not due for an hour, so that no runner still polling from an earlier test takes it before it is marked taken.
    const id = await ctx.deps.jobs.send(PING_QUEUE, { token }, { startAfter: new Date(Date.now() + 3_600_000) });
    // What a killed instance leaves: the job taken (active) long ago and never finished.
    await ctx.database.executeSql(
      `update ${JOBS_SCHEMA}.job set state = 'active', started_on = now() - interval '10 minutes', expire_in = interval '1 minute' where id = $1`,
      [id],
    );
    expect(await pingRuns(ctx.deps.db, token)).toBe(0);
    await secondRunner({ supervise: true, maintenanceIntervalSeconds: 1 });
    await eventually(async () => (await pingRuns(ctx.deps.db, token)) === 1, 30_000);
    await eventually(async () => (await jobRows('id = $1', [id]))[0]?.state === 'completed', 10_000);
    expect((await jobRows('id = $1', [id]))[0]).toMatchObject({ state: 'completed', retry_count: 1 });
  });

  it('works the same on an embedded database opened apart from the app', async () => {
    // The PGlite adapter (db/client.ts executeSql): pg-boss installs its schema and runs a job there.
    const database = await openPglite(undefined);
    extra.databases.push(database);
    await database.migrate();
    const jobs = new Jobs(database, { handlers: HANDLERS, pollingIntervalSeconds: 0.5 }).register(PING_QUEUE);
    extra.jobs.push(jobs);
    await jobs.work({ ...ctx.deps, database, db: database.db }, [PING_QUEUE.name]);
    const token = randomUUID();
    await jobs.send(PING_QUEUE, { token });
    await eventually(async () => (await pingRuns(database.db, token)) === 1, 20_000);
  });
});
