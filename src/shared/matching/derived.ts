import { BUSINESS_SECTORS, categoryOf, INVESTOR_SECTORS, type BusinessSector } from '../taxonomy.ts';

// Spec section 9: the discovery screens' derived categories, stages and capacity buckets, on the one
// taxonomy of issue 20 (src/shared/taxonomy.ts): a business's category is its sector.

/** The category filter offers exactly the sectors a business can be in. */
export const CATEGORIES = BUSINESS_SECTORS;
export type Category = BusinessSector;
export { categoryOf };

/** The stages a business derives to (issue 20 drops the spec's Idea and Growing, which nothing ever derived to). */
export const DERIVED_STAGES = ['Startup', 'Small', 'Medium', 'Large'] as const;
export type DerivedStage = (typeof DERIVED_STAGES)[number];

/** Startup if the stage is startup or revenue is under 100,000; Small under 1M; Medium under 10M; else Large (USD). */
export function derivedStageOf(stage: string | null | undefined, revenueUsd: number | null | undefined): DerivedStage {
  const revenue = revenueUsd ?? 0;
  if (stage === 'startup' || revenue < 100_000) return 'Startup';
  if (revenue < 1_000_000) return 'Small';
  if (revenue < 10_000_000) return 'Medium';
  return 'Large';
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
