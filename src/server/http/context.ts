import { OpenAPIHono } from '@hono/zod-openapi';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { users } from '../db/schema.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Storage } from '../storage/storage.ts';
import { fieldsFromZod, invalid } from './errors.ts';

/** What every request handler can reach; built once in main.ts (or per test). */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  /** Background jobs (src/server/jobs): requests queue them, runners take them. */
  jobs: Jobs;
}

/**
 * The signed-in user, as auth/sessions.ts loads it for each request. Declared here, beside the
 * request context that carries it, so that the context does not depend on the session code.
 */
export type SessionUser = typeof users.$inferSelect;

export interface AppEnv {
  Variables: {
    deps: Deps;
    user: SessionUser | null;
    sessionTokenHash: string | null;
    /**
     * The listing version and the signed-in user's match-state counter, read with the session after the request
     * arrived: what a kept match page must have been built under to be sent again (deals/introductions/page-cache.ts). Null
     * when signed out or when the database has no listing version.
     */
    matchPageVersion: string | null;
    clientIp: string;
    /** The request's id, also in the X-Request-Id answer header and its log line (http/request-log.ts). */
    requestId: string;
  };
}

/** A router whose invalid input answers 422 with one message per field. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw invalid(fieldsFromZod(result.error));
    },
  });
}
