import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// Public listing pages are the hottest reads and change only when a profile is written. Each process
// keeps the pages (and their counts) it computed under the listing version of migration 0004, which
// every profile write bumps in its own transaction. A request first reads the version, with a query
// that started after the request arrived, and only takes entries computed under that same version:
// it can never see a page older than a write committed before it came, on whichever instance.

/**
 * What one process keeps: pages are the UTF-8 bytes of their JSON (10–30 KB, outside the JavaScript heap; decision
 * 0235), counts are numbers. 2,500,000 bytes hold about a hundred pages: the bench's rotation over one listing, not
 * over both listings at once (at 100,000 profiles a business page is ~28 KB).
 */
export interface CacheLimits {
  entries: number;
  /** Bytes of the pages kept, all together (a string counts its characters, any other value one). */
  bytes: number;
}
const LIMITS: CacheLimits = { entries: 2000, bytes: 2_500_000 };

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

/**
 * Values by key under the current listing version, least recently used first out when a bound is
 * passed: a stream of one-off searches then pushes out the other one-off searches, not the pages
 * everyone reads, and never holds more than `limits.bytes` bytes of pages.
 */
export class ListingCache {
  private version = -1n;
  private readonly entries = new Map<string, Promise<unknown>>();
  /** Sizes of the settled entries, and their sum. */
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(
    private readonly readVersion: () => Promise<bigint>,
    private readonly limits: CacheLimits = LIMITS,
  ) {}

  /** The value under `key` computed at the current listing version, computing it once when missing. */
  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await this.readVersion();
    if (version > this.version) {
      this.clear();
      this.version = version;
    }
    // A reader that raced a newer one (or a database without the counter row) reads straight through.
    if (version !== this.version || version < 0n) return compute();
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit as Promise<T>;
    }
    const pending = compute();
    this.entries.set(key, pending);
    pending.then(
      (value) => {
        if (this.entries.get(key) !== pending) return;
        const size = value instanceof Uint8Array ? value.byteLength : typeof value === 'string' ? value.length : 1;
        this.sizes.set(key, size);
        this.bytes += size;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === pending) this.remove(key);
      },
    );
    this.evict();
    return pending;
  }

  /** Entries and bytes kept (for tests and diagnostics). */
  get usage(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private evict(): void {
    while (this.entries.size > this.limits.entries || this.bytes > this.limits.bytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    this.entries.delete(key);
    const size = this.sizes.get(key);
    if (size === undefined) return;
    this.bytes -= size;
    this.sizes.delete(key);
  }

  private clear(): void {
    this.entries.clear();
    this.sizes.clear();
    this.bytes = 0;
  }
}

/** The listing version as this database has it now (-1 without the counter row). */
function versionReader(db: Db): () => Promise<bigint> {
  return freshReader(async () => {
    const result = await db.execute(sql`select version from listing_version where id = 1`);
    // Both drivers (pg and PGlite) answer raw statements with { rows }; the generic Db type cannot say so.
    const value = (result as { rows?: { version: string | number | bigint }[] }).rows?.[0]?.version;
    return value === undefined ? -1n : BigInt(value);
  });
}

const perDatabase = new WeakMap<object, ListingCache>();

/** The listing cache of one database connection (one per process in production, one per test app). */
export function listingCacheFor(database: object, db: Db): ListingCache {
  let cache = perDatabase.get(database);
  if (!cache) {
    cache = new ListingCache(versionReader(db));
    perDatabase.set(database, cache);
  }
  return cache;
}
