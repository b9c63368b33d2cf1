import type { Database, Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Storage } from '../storage/storage.ts';
import type { JobData, QueueName } from './queues.ts';

/** What a job handler may reach: the same database and mailer as the requests of this process. */
export interface JobDeps {
  database: Database;
  db: Db;
  mailer: Mailer;
  /** The site's address, for links in mails (config.PUBLIC_URL); mails say where to go without it. */
  publicUrl?: string | undefined;
  /** The nightly backup's folder and how many archives it keeps (BACKUP_DIR, BACKUP_KEEP); unset, it does nothing. */
  backups?: { dir: string; keep: number; storage: Storage; appVersion: string } | undefined;
}

export type JobHandler<Q extends QueueName> = (deps: JobDeps, data: JobData[Q]) => Promise<unknown>;
export type JobHandlers = { [Q in QueueName]: JobHandler<Q> };
