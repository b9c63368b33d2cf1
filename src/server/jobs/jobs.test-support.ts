import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobPings } from '../db/schema.ts';
import type { JobQueue } from './jobs.ts';

// A harmless queue of the jobs tests, registered on each Jobs instance that sends or works it: a
// ping writes one job_pings row with its token, so a test can count how many times a job ran.

export const PING_QUEUE: JobQueue<{ token: string }> = {
  name: 'ping',
  policy: { policy: 'standard', retryLimit: 2, retryDelay: 1, retryBackoff: false, expireInSeconds: 60 },
  handle: async ({ db }, { token }) => {
    await db.insert(jobPings).values({ token });
    return { token };
  },
};

/** How many times the ping with this token has run (1 once done, on however many instances). */
export const pingRuns = (db: Db, token: string) => db.$count(jobPings, eq(jobPings.token, token));
