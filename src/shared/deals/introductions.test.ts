import { describe, expect, it } from 'vitest';
import { businessMatchesQuerySchema } from '../matching/match-query.ts';
import { capacityBucketOf, categoryOf, sizeBandOf } from '../matching/derived.ts';
import { BUSINESS_SECTORS } from '../taxonomy.ts';

describe('category: the business’s sector (issue 20, one taxonomy)', () => {
  it('is the sector itself, so logistics reads Logistics', () => {
    for (const sector of BUSINESS_SECTORS) expect(categoryOf(sector)).toBe(sector);
    expect(categoryOf('logistics')).toBe('logistics');
  });
  it('is none for a business without a known sector', () => {
    expect(categoryOf(null)).toBeNull();
    expect(categoryOf('wholesale trade')).toBeNull();
  });
});

describe('size band', () => {
  it('is micro for revenue under 100,000 or unknown, whatever the stage', () => {
    expect(sizeBandOf(99_999)).toBe('micro');
    expect(sizeBandOf(null)).toBe('micro');
  });
  it('is small under 1M, medium under 10M, large from 10M', () => {
    expect(sizeBandOf(100_000)).toBe('small');
    expect(sizeBandOf(999_999)).toBe('small');
    expect(sizeBandOf(1_000_000)).toBe('medium');
    expect(sizeBandOf(9_999_999)).toBe('medium');
    expect(sizeBandOf(10_000_000)).toBe('large');
  });
});

describe('capacity bucket by maximum amount', () => {
  it('has the four spec buckets with their boundaries', () => {
    expect(capacityBucketOf(999_999)).toBe('under_1m');
    expect(capacityBucketOf(1_000_000)).toBe('1m_5m');
    expect(capacityBucketOf(5_000_000)).toBe('5m_10m');
    expect(capacityBucketOf(10_000_000)).toBe('10m_plus');
    expect(capacityBucketOf(null)).toBeNull();
  });
});

describe('business matches query', () => {
  it('applies a revenue bound only when given, and refuses min above max', () => {
    expect(businessMatchesQuerySchema.parse({ revenue_min: '5' })).toMatchObject({ revenue_min: 5, page: 1 });
    expect(businessMatchesQuerySchema.safeParse({ revenue_min: '10', revenue_max: '5' }).success).toBe(false);
    expect(businessMatchesQuerySchema.safeParse({ revenue_min: '5', revenue_max: '5' }).success).toBe(true);
    expect(businessMatchesQuerySchema.safeParse({ owner: 'x' }).success).toBe(false);
  });
});
