import { describe, expect, it } from 'vitest';
import { calculatorSlowdown, cpuSlowdownFor, indexRange, SLOWDOWN_RANGE } from './lighthouse-run.ts';

describe('the CPU slowdown from a benchmark index', () => {
  it('follows the calculator Lighthouse docs link at its anchor points', () => {
    expect(calculatorSlowdown(150)).toBe(1);
    expect(calculatorSlowdown(800)).toBe(2);
    expect(calculatorSlowdown(1300)).toBe(3);
    expect(calculatorSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calculatorSlowdown(2000)).toBeCloseTo(6, 2);
  });

  it('uses the calculator figure within the docs range and holds it at 10x above an index of 2,931', () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 2);
    expect(cpuSlowdownFor(2800)).toBeCloseTo(3 + 1500 / 233, 5);
    expect(cpuSlowdownFor(2931)).toBeCloseTo(10, 5);
    expect(calculatorSlowdown(3800)).toBeCloseTo(13.73, 2);
    expect(cpuSlowdownFor(3800)).toBe(SLOWDOWN_RANGE.max);
    // A host slower than the phone is not sped up.
    expect(cpuSlowdownFor(100)).toBe(SLOWDOWN_RANGE.min);
  });
});

describe('the runs\' benchmark indexes in the table', () => {
  it('reads as a range of whole indexes, or one index when they agree', () => {
    expect(indexRange([2089.5, 1649.5, 1818.5, 1979.5, 1700])).toBe('1,650–2,090');
    expect(indexRange([3563, 3563.2])).toBe('3,563');
  });
});
