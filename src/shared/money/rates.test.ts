import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../enums.ts';
import { toUsd } from './convert.ts';
import { LOCAL_CURRENCY, PEGGED_CURRENCIES } from './currencies.ts';
import { DEFAULT_RATES, EDITABLE_CURRENCIES, withRates } from './rates.ts';

describe('currency rates', () => {
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

  it('gives every header country its own currency', () => {
    expect(COUNTRIES.map((c) => LOCAL_CURRENCY[c])).toEqual(['AED', 'SAR', 'QAR', 'BHD', 'OMR', 'KWD', 'GBP', 'SGD', 'INR']);
  });
});
