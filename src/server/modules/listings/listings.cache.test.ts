import { describe, expect, it } from 'vitest';
import { freshReader, ListingCache } from './listings.cache.ts';

describe('freshReader', () => {
  it('shares one read among callers that arrive while another read runs, and starts it only after the running one', async () => {
    let reads = 0;
    const releases: (() => void)[] = [];
    const read = freshReader(() => {
      const n = ++reads;
      return new Promise<number>((resolve) => releases.push(() => resolve(n)));
    });
    const first = read();
    const late = [read(), read(), read()];
    expect(reads).toBe(1);
    releases[0]?.();
    expect(await first).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(reads).toBe(2);
    releases[1]?.();
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
  });

  it('lets a failed read fail only its own callers', async () => {
    let calls = 0;
    const read = freshReader(async () => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    await expect(read()).rejects.toThrow('connection lost');
    expect(await read()).toBe(2);
  });
});

describe('ListingCache', () => {
  // Pages as the handlers keep them: the bytes of their JSON.
  const page = (n: number, bytes = 1000) => async () => Buffer.from(`${n}`.padEnd(bytes, '.'));
  const atVersion = (version: { value: bigint }) => async () => version.value;

  it('computes a key once per listing version, and again after a write moved the version', async () => {
    const version = { value: 1n };
    const cache = new ListingCache(atVersion(version));
    let computed = 0;
    const compute = async () => `page ${++computed}`;
    expect(await cache.get('a', compute)).toBe('page 1');
    expect(await cache.get('a', compute)).toBe('page 1');
    version.value = 2n;
    expect(await cache.get('a', compute)).toBe('page 2');
    expect(cache.usage).toEqual({ entries: 1, bytes: 'page 2'.length });
  });

  it('keeps no more bytes than its bound, pushing out the least recently used first', async () => {
    const cache = new ListingCache(atVersion({ value: 1n }), { entries: 100, bytes: 3500 });
    await cache.get('hot', page(0));
    for (let n = 1; n <= 10; n++) {
      // A stream of one-off searches, while one page is read again and again.
      await cache.get(`once ${n}`, page(n));
      await cache.get('hot', async () => Buffer.from('recomputed'));
      expect(cache.usage.bytes).toBeLessThanOrEqual(3500);
    }
    expect(cache.usage).toEqual({ entries: 3, bytes: 3000 });
    expect(await cache.get('hot', async () => Buffer.from('recomputed'))).toEqual(await page(0)());
    expect(await cache.get('once 1', async () => Buffer.from('recomputed'))).toEqual(Buffer.from('recomputed'));
  });

  it('keeps no more entries than its bound, and forgets a computation that failed', async () => {
    const cache = new ListingCache(atVersion({ value: 1n }), { entries: 2, bytes: 1_000_000 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, page(1, 10));
    expect(cache.usage.entries).toBe(2);
    await expect(cache.get('broken', async () => Promise.reject(new Error('timeout')))).rejects.toThrow('timeout');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('broken', async () => 'fine')).toBe('fine');
  });
});
