import { describe, expect, it } from 'vitest';
import { millions } from './match-card-parts.tsx';

const t = (_key: 'matching.millions', o: { currency: string; value: string }) => `${o.currency} ${o.value}M`;

describe('amounts in millions on the match cards', () => {
  it('reads in millions with one decimal, and a small loss as 0.0 rather than -0.0', () => {
    expect(millions(2_450_000, 'AED', t)).toBe('AED 2.5M');
    expect(millions(-1_200_000, 'GBP', t)).toBe('GBP -1.2M');
    expect(millions(-30_000, 'GBP', t)).toBe('GBP 0.0M');
    expect(millions(null, 'USD', t)).toBeNull();
  });
});
