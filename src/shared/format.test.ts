import { describe, expect, it } from 'vitest';
import { formatAmount, formatRange } from './format.ts';

describe('amount display (spec section 9)', () => {
  it('shows amounts under 1,000 as they are', () => {
    expect(formatAmount(0, 'USD')).toBe('USD 0');
    expect(formatAmount(999, 'USD')).toBe('USD 999');
  });
  it('switches to whole thousands with K at 1,000', () => {
    expect(formatAmount(1_000, 'AED')).toBe('AED 1K');
    expect(formatAmount(250_400, 'AED')).toBe('AED 250K');
    expect(formatAmount(999_499, 'AED')).toBe('AED 999K');
  });
  it('switches to millions with one decimal and M at 1,000,000 (and never shows 1000K)', () => {
    expect(formatAmount(999_500, 'GBP')).toBe('GBP 1.0M');
    expect(formatAmount(1_000_000, 'GBP')).toBe('GBP 1.0M');
    expect(formatAmount(2_500_000, 'GBP')).toBe('GBP 2.5M');
    expect(formatAmount(120_000_000, 'SAR')).toBe('SAR 120.0M');
  });
  it('gives null for a missing amount and works without a currency', () => {
    expect(formatAmount(null, 'USD')).toBeNull();
    expect(formatAmount(undefined)).toBeNull();
    expect(formatAmount(Number.NaN)).toBeNull();
    expect(formatAmount(5_000)).toBe('5K');
  });
  it('formats a capacity range with the currency once', () => {
    expect(formatRange(1_000_000, 5_000_000, 'USD')).toBe('USD 1.0M – 5.0M');
    expect(formatRange(null, 5_000_000, 'USD')).toBe('USD 5.0M');
    expect(formatRange(null, null, 'USD')).toBeNull();
  });
});
