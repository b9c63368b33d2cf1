import { describe, expect, it } from 'vitest';
import { businessMatchesQuerySchema } from '../matching/match-query.ts';
import { capacityBucketOf, categoryOf, derivedStageOf } from '../matching/derived.ts';
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

describe('derived stage', () => {
  it('is Startup for startups or revenue under 100,000', () => {
    expect(derivedStageOf('startup', 50_000_000)).toBe('Startup');
    expect(derivedStageOf('mature', 99_999)).toBe('Startup');
    expect(derivedStageOf('growth', null)).toBe('Startup');
  });
  it('is Small under 1M, Medium under 10M, Large from 10M', () => {
    expect(derivedStageOf('growth', 100_000)).toBe('Small');
    expect(derivedStageOf('growth', 999_999)).toBe('Small');
    expect(derivedStageOf('growth', 1_000_000)).toBe('Medium');
    expect(derivedStageOf('growth', 9_999_999)).toBe('Medium');
    expect(derivedStageOf('growth', 10_000_000)).toBe('Large');
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
