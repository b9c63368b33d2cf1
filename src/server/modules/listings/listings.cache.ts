import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// Public listing pages are the hottest reads and change only when a profile is written. Each process
// keeps the pages (and their counts) it computed under the listing version of migration 0004, which
// every profile write bumps in its own transaction. A request first reads the version, with a query
// that started after the request arrived, and only takes entries computed under that same version:
// it can never see a page older than a write committed before it came, on whichever instance.

const MAX_ENTRIES = 2000;

/**
 * `read` wrapped so that every caller gets the result of a read that started after its call, while
 * concurrent callers share reads: at most one runs, and the callers arriving meanwhile share the next.
 */
export function freshReader<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const current: Promise<T> = read().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    queued ??= running.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      queued = null;
      return start();
    });
    return queued;
  };
}

export class ListingCache {
  private version = -1n;
  private readonly entries = new Map<string, Promise<unknown>>();
  private readonly readVersion: () => Promise<bigint>;

  constructor(db: Db) {
    this.readVersion = freshReader(async () => {
      const result = await db.execute(sql`select version from listing_version where id = 1`);
      // Both drivers (pg and PGlite) answer raw statements with { rows }; the generic Db type cannot say so.
      const value = (result as { rows?: { version: string | number | bigint }[] }).rows?.[0]?.version;
      return value === undefined ? -1n : BigInt(value);
    });
  }

  /** The value under `key` computed at the current listing version, computing it once when missing. */
  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await this.readVersion();
    if (version > this.version) {
      this.entries.clear();
      this.version = version;
    }
    // A reader that raced a newer one (or a database without the counter row) reads straight through.
    if (version !== this.version || version < 0n) return compute();
    const hit = this.entries.get(key);
    if (hit) return hit as Promise<T>;
    const pending = compute();
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return pending;
  }
}

const perDatabase = new WeakMap<object, ListingCache>();

/** The listing cache of one database connection (one per process in production, one per test app). */
export function listingCacheFor(database: object, db: Db): ListingCache {
  let cache = perDatabase.get(database);
  if (!cache) {
    cache = new ListingCache(db);
    perDatabase.set(database, cache);
  }
  return cache;
}
