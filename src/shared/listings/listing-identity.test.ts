import { describe, expect, it } from 'vitest';
import { anonymousTitle, anonymousTitleOf, INVOLVEMENT_TITLES, type TitleWords } from './listing-identity.ts';
import type { InvestorCard } from './listings.ts';
import { SECTOR_LABELS } from '../taxonomy.ts';

const english: TitleWords = { involvement: (type) => INVOLVEMENT_TITLES[type ?? 'none'], region: (region) => region, sector: (sector) => SECTOR_LABELS[sector] };
type TitleFields = Pick<InvestorCard, 'involvement_type' | 'geographical_preference' | 'preferred_industries'>;

describe('a masked investor’s anonymous title', () => {
  it('names how they take part, their first region and up to two sectors', () => {
    const card: TitleFields = { involvement_type: 'board_member', geographical_preference: ['UAE', 'Oman'], preferred_industries: ['logistics', 'retail', 'energy'] };
    expect(anonymousTitleOf(card)).toEqual({ involvement: 'board_member', region: 'UAE', sectors: ['logistics', 'retail'] });
    expect(anonymousTitle(card, english)).toBe('Board-level investor · UAE · Logistics, Retail');
  });

  it('leaves out what the investor did not fill in', () => {
    expect(anonymousTitle({ involvement_type: null, geographical_preference: [], preferred_industries: [] }, english)).toBe('Investor');
    expect(anonymousTitle({ involvement_type: 'passive', geographical_preference: [], preferred_industries: ['food_beverage'] }, english)).toBe('Passive investor · Food & Beverage');
  });
});
