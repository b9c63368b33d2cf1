import { describe, expect, it } from 'vitest';
import { freshReader } from './listings.cache.ts';

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
