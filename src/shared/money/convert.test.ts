import { describe, expect, it } from 'vitest';
import { convertAmount, fromUsd, toUsd } from './convert.ts';
import { formatApprox, formatApproxRange } from './format.ts';
import { DEFAULT_RATES, withRates } from './rates.ts';

// Intl keeps a number and its word together with a no-break space; compare them as plain spaces.
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null;

describe('conversion through dollars', () => {
  it('treats a missing amount or an unknown currency as unknown (NaN), and a missing currency as USD', () => {
    expect(toUsd(null, 'USD')).toBeNaN();
    expect(toUsd(100, 'XYZ')).toBeNaN();
    expect(toUsd(Number.POSITIVE_INFINITY, 'USD')).toBeNaN();
    expect(toUsd(250, null)).toBe(250);
  });

  it('converts dollars back into a currency', () => {
    expect(fromUsd(1, 'AED')).toBeCloseTo(3.6725, 12);
    expect(fromUsd(1, 'XYZ')).toBeNaN();
  });

  it('converts between two currencies with the given rates', () => {
    // 1,000,000 SAR is 266,667 USD, or 1,000,000 × 0.2667 / 1.31 GBP with an edited pound.
    expect(convertAmount(1_000_000, 'SAR', 'GBP', withRates({ GBP: 1.31 }))).toBeCloseTo(1_000_000 / 3.75 / 1.31, 2);
    expect(convertAmount(1_000, 'GBP', 'GBP', DEFAULT_RATES)).toBeNull();
  });
});

describe('approximate local figures', () => {
  it('converts through dollars with the matching rates', () => {
    expect(formatApprox(2_500_000, 'USD', 'AED', DEFAULT_RATES)).toBe('≈ AED 9.2M');
    expect(plain(formatApprox(2_500_000, 'USD', 'AED', DEFAULT_RATES, 'ar'))).toBe('≈ 9.2 مليون AED');
  });

  it('shows nothing when the amount is already local, unknown or in an unknown currency', () => {
    expect(formatApprox(2_500_000, 'AED', 'AED', DEFAULT_RATES)).toBeNull();
    expect(formatApprox(null, 'USD', 'AED', DEFAULT_RATES)).toBeNull();
    expect(formatApprox(1_000, 'XYZ', 'AED', DEFAULT_RATES)).toBeNull();
    expect(formatApprox(1_000, null, 'AED', DEFAULT_RATES)).toBeNull();
  });

  it('converts both ends of a range', () => {
    expect(formatApproxRange(1_000_000, 5_000_000, 'USD', 'AED', DEFAULT_RATES)).toBe('≈ AED 3.7M – 18.4M');
    expect(formatApproxRange(1_000_000, 5_000_000, 'AED', 'AED', DEFAULT_RATES)).toBeNull();
  });
});
