// A figure said as a range (issue 49): a confidential listing shows its revenue and profit as "AED 10M – 25M", the
// band of a fixed ladder that holds the exact figure, so a reader learns the size and never the number. The ladder
// is the same in every currency (1, 2.5, 5 of each power of ten from 100,000), so a band reads as round figures in
// the owner's own currency. Exact figures reach only the owner, admins and the introduced counterpart.

/** A band's bounds; `max` is null above the ladder's top. */
export interface FigureBand {
  min: number;
  max: number | null;
}

/** The ladder's edges: 0, 100K, 250K, 500K, 1M, 2.5M, 5M, 10M … 10B. */
export const BAND_EDGES: readonly number[] = [0, ...[1e5, 1e6, 1e7, 1e8, 1e9].flatMap((power) => [power, 2.5 * power, 5 * power]), 1e10];

/** The band holding `value`: [edge, next edge). A loss gets the band of its size, negated ("loss of 100K – 250K"). */
export function figureBand(value: number | null | undefined): FigureBand | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  if (value < 0) {
    const band = figureBand(-value);
    return band && { min: -(band.max ?? band.min), max: -band.min };
  }
  let low = 0;
  for (const edge of BAND_EDGES) {
    if (edge > value) return { min: low, max: edge };
    low = edge;
  }
  return { min: low, max: null };
}

/** The year's profit, estimated as revenue × margin (no profit figure is asked for; the margin is). */
export const profitOf = (revenue: number | null, margin: number | null): number | null =>
  revenue === null || margin === null ? null : Math.round((revenue * margin) / 100);
