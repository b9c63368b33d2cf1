import { describe, expect, it } from 'vitest';
import { dcg, gainOf, meanOf, ndcgAt, share } from './eval-metrics.ts';

const grades = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('dcg', () => {
  it('weighs each grade by 2^grade − 1 and discounts rank r by log2(r + 1)', () => {
    expect(gainOf(0)).toBe(0);
    expect(gainOf(3)).toBe(7);
    expect(dcg([3, 2, 1])).toBeCloseTo(7 + 3 / Math.log2(3) + 1 / 2, 12);
    expect(dcg([])).toBe(0);
  });
});

describe('ndcgAt', () => {
  const judged = grades({ a: 3, b: 2, c: 1, d: 0 });

  it('is 1 for the ideal ranking, whatever unjudged ids follow it', () => {
    expect(ndcgAt(10, ['a', 'b', 'c'], judged)).toBe(1);
    expect(ndcgAt(10, ['a', 'b', 'c', 'd', 'x', 'y'], judged)).toBe(1);
  });

  it('is below 1 when a better candidate ranks lower, and 0 when no graded candidate is ranked', () => {
    const swapped = ndcgAt(10, ['b', 'a', 'c'], judged)!;
    expect(swapped).toBeLessThan(1);
    expect(swapped).toBeCloseTo(dcg([2, 3, 1]) / dcg([3, 2, 1]), 12);
    expect(ndcgAt(10, ['d', 'x'], judged)).toBe(0);
    expect(ndcgAt(10, [], judged)).toBe(0);
  });

  it('counts an unjudged id as grade 0', () => {
    expect(ndcgAt(10, ['x', 'a', 'b', 'c'], judged)).toBeCloseTo(dcg([0, 3, 2, 1]) / dcg([3, 2, 1]), 12);
  });

  it('keeps only the first k places, in the ranking and in the ideal', () => {
    expect(ndcgAt(2, ['a', 'b', 'x', 'c'], judged)).toBe(1);
    expect(ndcgAt(1, ['b', 'a'], judged)).toBeCloseTo(gainOf(2) / gainOf(3), 12);
    // A good candidate judged but never ranked still counts in the ideal.
    expect(ndcgAt(10, ['a'], judged)).toBeCloseTo(dcg([3]) / dcg([3, 2, 1]), 12);
  });

  it('is null when nothing was judged, or nothing judged fits', () => {
    expect(ndcgAt(10, ['a', 'b'], new Map())).toBeNull();
    expect(ndcgAt(10, ['a', 'b'], grades({ a: 0, b: 0 }))).toBeNull();
    expect(ndcgAt(0, ['a'], judged)).toBeNull();
  });
});

describe('share', () => {
  it('divides the part by the whole, and is 0 when there is no whole', () => {
    expect(share(0, 287)).toBe(0);
    expect(share(3, 12)).toBe(0.25);
    expect(share(0, 0)).toBe(0);
  });
});

describe('meanOf', () => {
  it('averages the measured values and leaves the unmeasured out', () => {
    expect(meanOf([1, 0.5, null, 0])).toBe(0.5);
    expect(meanOf([null, null])).toBeNull();
    expect(meanOf([])).toBeNull();
  });
});
