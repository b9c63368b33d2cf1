import { describe, expect, it } from 'vitest';
import { cardAmount } from './match-card-parts.tsx';

describe('amounts on the match cards', () => {
  it('read as thousands or millions after their currency code, so a small amount is not "0.0M"', () => {
    expect(cardAmount(850_000, 'AED', 'en')).toBe('AED 850K');
    expect(cardAmount(2_450_000, 'AED', 'en')).toBe('AED 2.5M');
    expect(cardAmount(-30_000, 'GBP', 'en')).toBe('GBP -30K');
    expect(cardAmount(900, 'USD', 'en')).toBe('USD 900');
  });

  it('read in Arabic words and keep the currency code', () => {
    // Intl puts a no-break space between the figure and its word.
    expect(cardAmount(2_500_000, 'AED', 'ar')).toBe('2.5\u00a0مليون AED');
    expect(cardAmount(850_000, 'SAR', 'ar')).toContain('SAR');
  });

  it('are null when unknown, for the card to say Confidential', () => {
    expect(cardAmount(null, 'USD', 'en')).toBeNull();
  });
});
