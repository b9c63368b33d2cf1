import { describe, expect, it } from 'vitest';
import { CATEGORIES, CONNECT_INDUSTRIES, SIZE_BANDS, categoryOf, sizeBandOf } from './matching/derived.ts';
import { BUSINESS_INDUSTRIES, INVESTOR_INDUSTRIES } from './enums.ts';
import { businessListingQuerySchema, investorListingQuerySchema } from './listings/listings.ts';
import { industryBits } from './matching/parts.ts';
import { BUSINESS_SECTORS, INVESTOR_SECTORS, PREFERENCE_OF_BUSINESS, SECTOR_LABELS, SECTORS } from './taxonomy.ts';

describe('one industry taxonomy (issue 20)', () => {
  it('gives every business industry a sector an investor can prefer, and a category of its own', () => {
    for (const industry of BUSINESS_INDUSTRIES) {
      expect(INVESTOR_INDUSTRIES).toContain(PREFERENCE_OF_BUSINESS[industry]);
      expect(industryBits([PREFERENCE_OF_BUSINESS[industry]])).not.toBe(0);
      expect(categoryOf(industry)).toBe(industry);
    }
    expect(categoryOf('logistics')).toBe('logistics');
    expect(SECTOR_LABELS.logistics).toBe('Logistics');
  });

  it('labels every sector once', () => {
    expect(Object.keys(SECTOR_LABELS).sort()).toEqual([...SECTORS].sort());
    expect(new Set(Object.values(SECTOR_LABELS)).size).toBe(SECTORS.length);
  });

  it('offers in every filter exactly the values that can occur', () => {
    // Categories: each is the category of some business industry, and every business industry's category is offered.
    expect(new Set(BUSINESS_INDUSTRIES.map(categoryOf))).toEqual(new Set(CATEGORIES));
    // Size bands: each is reached by some revenue.
    expect(new Set([0, 5e5, 5e6, 5e7].map(sizeBandOf))).toEqual(new Set(SIZE_BANDS));
    // InvestorConnect's industries are every sector an investor can prefer.
    expect([...CONNECT_INDUSTRIES]).toEqual([...INVESTOR_SECTORS]);
    // The public listings filter on the same lists.
    expect(businessListingQuerySchema.shape.industry.unwrap().options).toEqual([...BUSINESS_SECTORS]);
    expect(investorListingQuerySchema.shape.industry.unwrap().options).toEqual([...INVESTOR_SECTORS]);
  });
});
