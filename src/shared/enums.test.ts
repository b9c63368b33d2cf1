import { describe, expect, it } from 'vitest';
import { COUNTRIES, REGIONS } from './enums.ts';

describe('places', () => {
  it('lists the regions as the header countries, Saudi Arabia first, in the order filters, matching bits and check constraints use', () => {
    expect(REGIONS).toEqual(['Saudi Arabia', 'UAE', 'Qatar', 'Bahrain', 'Oman', 'Kuwait', 'UK', 'Singapore', 'India']);
    expect([...REGIONS].sort()).toEqual([...COUNTRIES].sort());
  });
});
