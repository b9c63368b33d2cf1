import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES, EDITABLE_CURRENCIES, PEGGED_CURRENCIES, fromUsd, toUsd, withRates } from './rates.ts';

describe('currency rates for matching', () => {
  it('converts the pegged Gulf currencies at their central-bank pegs', () => {
    expect(toUsd(3.6725, 'AED')).toBeCloseTo(1, 12);
    expect(toUsd(3.75, 'SAR')).toBeCloseTo(1, 12);
    expect(toUsd(3.64, 'QAR')).toBeCloseTo(1, 12);
    expect(toUsd(0.376, 'BHD')).toBeCloseTo(1, 12);
    expect(toUsd(0.3845, 'OMR')).toBeCloseTo(1, 12);
    expect([...PEGGED_CURRENCIES].sort()).toEqual(['AED', 'BHD', 'OMR', 'QAR', 'SAR']);
  });

  it('leaves GBP, SGD, INR and KWD editable, and applies only valid edits to them', () => {
    expect([...EDITABLE_CURRENCIES].sort()).toEqual(['GBP', 'INR', 'KWD', 'SGD']);
    const rates = withRates({ GBP: 1.3, INR: 0, SGD: Number.NaN, AED: 1, USD: 2 });
    expect(rates.GBP).toBe(1.3);
    expect(rates.INR).toBe(DEFAULT_RATES.INR);
    expect(rates.SGD).toBe(DEFAULT_RATES.SGD);
    expect(rates.AED).toBe(DEFAULT_RATES.AED);
    expect(rates.USD).toBe(1);
    expect(toUsd(1_000, 'GBP', rates)).toBeCloseTo(1_300, 9);
  });

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
});
