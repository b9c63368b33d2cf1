import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { tightenTree } from './data-dir-permissions.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import { createPglite } from './embedded.ts';
import { querySeconds } from '../http/metrics-registry.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server's connection string (postgres only), for work done off the main thread. */
  url?: string;
  migrate(): Promise<void>;
  /** Answers quickly whether the database responds; used by /api/health. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Raw SQL for pg-boss (src/server/jobs): with values one parameterised statement, without values
   * a script of several statements. A failed script is rolled back so no connection stays in an aborted transaction.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- pg-boss reads untyped rows
  /**
   * Listens on a NOTIFY channel (live events, src/server/live): `onPayload` gets each payload committed by any
   * instance. PGlite uses its own connection; PostgreSQL a dedicated client outside the pool that reconnects
   * with backoff. Resolves once listening; the returned function stops it. close() stops it too.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** The embedded database's files as one gzipped tar, taken between statements (backups); absent on PostgreSQL. */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL's pool: connections open, idle, and requests waiting for one (metrics); absent on PGlite. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** The embedded database's lock tells a later opener which port its owner serves (no-op on PostgreSQL). */
  describeOwner?(extra: { port: number }): void;
}

/**
 * Times each statement of a connection for the metrics (querySeconds): its query() resolves or calls back when
 * the database answered. A query() that returns neither (a cursor, a stream) is left untimed.
 */
function timeQueries(client: { query: (...args: any[]) => unknown }, database: 'postgres' | 'pglite'): void { // eslint-disable-line @typescript-eslint/no-explicit-any -- pg's and PGlite's overloads
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const done = querySeconds.startTimer({ database });
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (last as (...a: unknown[]) => unknown)(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(() => done(), () => done());
    return result;
  };
}

/** Channel names are identifiers in LISTEN; ours are fixed lower-case words. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
function checkChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`invalid channel name ${channel}`);
  return channel;
}

export const migrationsFolder = path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations');
// When bundled into dist/server, migrations are copied beside the bundle.
export const resolvedMigrations = () =>
  fs.existsSync(migrationsFolder) ? migrationsFolder : path.join(path.dirname(new URL(import.meta.url).pathname), 'db', 'migrations');

/**
 * The embedded server's buffer cache. PostgreSQL's default of 128 MB is allocated inside the WASM heap
 * and costs ~150 MB of resident memory; the files are read through the kernel's page cache anyway,
 * as on a small server, so 16 MB keeps the embedded mode inside its memory budget (decision 0079).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * `dataDir` undefined means an in-memory PGlite (tests). A folder is opened by one process at a time: its lock
 * (db/data-dir-lock.ts) is taken first, and a live owner makes this throw DataDirBusyError before any file is read.
 */
export async function openPglite(dataDir: string | undefined, command = process.argv.slice(1).join(' ')): Promise<Database> {
  let lock: DataDirLock | null = null;
  if (dataDir) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    lock = lockDataDir(dataDir, command);
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const [client, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    createPglite({ dataDir }, PGLITE_SETTINGS),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  // PGlite's first start (initdb) gives its files mode 0666 whatever the umask: taken back once they exist. The
  // tables, indexes and WAL segments PostgreSQL makes afterwards are created owner-only (data-dir-permissions.ts).
  if (dataDir) tightenTree(dataDir);
  timeQueries(client, 'pglite');
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(checkChannel(channel), onPayload);
      const stop = async () => {
        if (!listeners.delete(stop)) return;
        await unlisten().catch(() => {});
      };
      listeners.add(stop);
      return stop;
    },
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: resolvedMigrations() }),
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await client.close();
      lock?.release();
    },
    describeOwner: (extra) => lock?.describe(extra),
    dumpDataDir: () => client.dumpDataDir('gzip'),
    // PGlite has one connection and runs each call alone, so a script's BEGIN…COMMIT cannot interleave with a request.
    executeSql: async (text, values) => {
      if (values?.length) return { rows: (await client.query(text, values)).rows };
      try {
        return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
      } catch (error) {
        await client.exec('rollback').catch(() => {});
        throw error;
      }
    },
  };
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    // A statement that hangs must not hold a request forever.
    statement_timeout: 15_000,
  });
  // An idle client losing its connection (server restart, pg_terminate_backend) must not crash the process.
  pool.on('error', () => {});
  // Every statement of the pool's connections is timed for /metrics (pool.query runs on one of them too).
  pool.on('connect', (client) => timeQueries(client, 'postgres'));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    url,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: async (channel, onPayload) => {
      const stop = await listenOnPostgres(url, checkChannel(channel), onPayload, () => listeners.delete(stop));
      listeners.add(stop);
      return stop;
    },
    migrate: async () => {
      const client = await pool.connect();
      try {
        // Several instances may start together; one migrates while the others wait.
        await client.query('select pg_advisory_lock(727001)');
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: resolvedMigrations() });
      } finally {
        await client.query('select pg_advisory_unlock(727001)').catch(() => {});
        client.release();
      }
    },
    ping: async (timeoutMs = 2000) => {
      try {
        await Promise.race([
          db.execute(sql`select 1`),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref()),
        ]);
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
    executeSql: async (text, values) => {
      if (values?.length) return pool.query(text, values);
      const client = await pool.connect();
      try {
        const result = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
        return Array.isArray(result) ? { rows: result.at(-1)?.rows ?? [] } : result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

const LISTEN_BACKOFF_MS = [250, 500, 1000, 2000, 5000];

/**
 * One dedicated connection LISTENing on `channel` (a pooled connection would be handed to other work). A lost
 * connection (server restart, pg_terminate_backend) is replaced with backoff; events committed while it was
 * down are not replayed, which the web covers by refetching when its stream reconnects (decision 0112).
 */
async function listenOnPostgres(url: string, channel: string, onPayload: (payload: string) => void, forget: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    const lost = () => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners('end');
      next.end().catch(() => {});
      schedule();
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      failures = 0;
    } catch (error) {
      lost();
      throw error;
    }
    if (stopped) await next.end().catch(() => {});
  };
  const schedule = () => {
    if (stopped || retry) return;
    const delay = LISTEN_BACKOFF_MS[Math.min(failures, LISTEN_BACKOFF_MS.length - 1)] ?? 5000;
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(() => {});
    }, delay);
    retry.unref();
  };
  try {
    await connect();
  } catch (error) {
    stopped = true;
    if (retry) clearTimeout(retry);
    throw error;
  }
  return async () => {
    if (stopped) return;
    stopped = true;
    forget();
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners('end');
      await current.end().catch(() => {});
    }
  };
}

export function openDatabase(config: { DATABASE_URL?: string | undefined; dataDir: string }): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(path.join(config.dataDir, 'pglite'));
}
