import { describe, expect, it } from 'vitest';
import { BAND_EDGES, figureBand, profitOf } from './bands.ts';

describe('figure bands', () => {
  it('puts a figure in the band of the ladder that holds it, lower edge included', () => {
    expect(figureBand(12_300_000)).toEqual({ min: 10_000_000, max: 25_000_000 });
    expect(figureBand(10_000_000)).toEqual({ min: 10_000_000, max: 25_000_000 });
    expect(figureBand(9_999_999)).toEqual({ min: 5_000_000, max: 10_000_000 });
    expect(figureBand(40_000)).toEqual({ min: 0, max: 100_000 });
    expect(figureBand(0)).toEqual({ min: 0, max: 100_000 });
  });

  it('leaves the top open and says a loss by its size', () => {
    expect(figureBand(2e10)).toEqual({ min: 1e10, max: null });
    expect(figureBand(-300_000)).toEqual({ min: -500_000, max: -250_000 });
  });

  it('knows nothing of an unknown figure', () => {
    expect(figureBand(null)).toBeNull();
    expect(figureBand(Number.NaN)).toBeNull();
  });

  it('climbs in steps of 1, 2.5 and 5', () => {
    expect(BAND_EDGES.slice(0, 7)).toEqual([0, 1e5, 2.5e5, 5e5, 1e6, 2.5e6, 5e6]);
  });

  it('estimates profit from revenue and margin', () => {
    expect(profitOf(2_000_000, 12.5)).toBe(250_000);
    expect(profitOf(2_000_000, -10)).toBe(-200_000);
    expect(profitOf(null, 10)).toBeNull();
    expect(profitOf(1_000, null)).toBeNull();
  });
});
