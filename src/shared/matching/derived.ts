import { BUSINESS_SECTORS, categoryOf, INVESTOR_SECTORS, type BusinessSector } from '../taxonomy.ts';

// Spec section 9: the discovery screens' derived categories, stages and capacity buckets, on the one
// taxonomy of issue 20 (src/shared/taxonomy.ts): a business's category is its sector.

/** The category filter offers exactly the sectors a business can be in. */
export const CATEGORIES = BUSINESS_SECTORS;
export type Category = BusinessSector;
export { categoryOf };

/**
 * A business's size by its revenue (issue 49: the spec's "derived stage", renamed so that "stage" means one thing, the
 * owner's own: startup, growth, established, mature). Micro under $100,000 a year or unknown; small under $1M;
 * medium under $10M; large from $10M.
 */
export const SIZE_BANDS = ['micro', 'small', 'medium', 'large'] as const;
export type SizeBand = (typeof SIZE_BANDS)[number];

export function sizeBandOf(revenueUsd: number | null | undefined): SizeBand {
  const revenue = revenueUsd ?? 0;
  if (revenue < 100_000) return 'micro';
  if (revenue < 1_000_000) return 'small';
  if (revenue < 10_000_000) return 'medium';
  return 'large';
}

export const CAPACITY_BUCKETS = ['under_1m', '1m_5m', '5m_10m', '10m_plus'] as const;
export type CapacityBucket = (typeof CAPACITY_BUCKETS)[number];

/** Capacity bucket by the investor's maximum amount in USD; null when unknown. */
export function capacityBucketOf(maxUsd: number | null | undefined): CapacityBucket | null {
  if (maxUsd === null || maxUsd === undefined || !Number.isFinite(maxUsd)) return null;
  if (maxUsd < 1_000_000) return 'under_1m';
  if (maxUsd < 5_000_000) return '1m_5m';
  if (maxUsd < 10_000_000) return '5m_10m';
  return '10m_plus';
}

/** InvestorConnect's industry filter: every sector an investor can prefer (issue 20). */
export const CONNECT_INDUSTRIES = INVESTOR_SECTORS;
