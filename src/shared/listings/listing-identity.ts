// What a masked investor is called in public (issue 21), and a confidential business (issue 49): a title made of public fields only — how they take
// part, where they invest first, and up to two sectors — never a name. The listing cards, the detail page and
// the server's sharing meta all build it here; each words the parts in its reader's language. No zod here:
// the listing cards import this file.
import type { BusinessIndustry, InvestorIndustry, InvolvementType, Region, StaffBand } from '../enums.ts';
import type { BusinessCard, InvestorCard } from './listings.ts';

/** How many preferred sectors the title names. */
export const TITLE_SECTORS = 2;

export interface AnonymousTitle {
  involvement: InvolvementType | null;
  region: Region | null;
  sectors: InvestorIndustry[];
}

type TitleFields = Pick<InvestorCard, 'involvement_type' | 'geographical_preference' | 'preferred_industries'>;

export const anonymousTitleOf = (card: TitleFields): AnonymousTitle => ({
  involvement: card.involvement_type,
  region: card.geographical_preference[0] ?? null,
  sectors: card.preferred_industries.slice(0, TITLE_SECTORS),
});

export interface TitleWords {
  /** "Board-level investor"; for a missing type, a plain "Investor". */
  involvement: (type: InvolvementType | null) => string;
  region: (region: Region) => string;
  sector: (sector: InvestorIndustry) => string;
  /** Between the sectors: ', ' unless the language has its own comma. */
  separator?: string;
}

/** "Board-level investor · UAE · Logistics, Retail": the parts the investor filled in, in `words`. */
export function anonymousTitle(card: TitleFields, words: TitleWords): string {
  const { involvement, region, sectors } = anonymousTitleOf(card);
  return [words.involvement(involvement), region && words.region(region), sectors.map(words.sector).join(words.separator ?? ', ')].filter(Boolean).join(' · ');
}

/** The English words of the involvement part (the web's catalogue and the server's sharing meta). */
export const INVOLVEMENT_TITLES = {
  passive: 'Passive investor',
  active_advisory: 'Advisory investor',
  board_member: 'Board-level investor',
  operational: 'Operating investor',
  none: 'Investor',
} as const satisfies Record<InvolvementType | 'none', string>;

/** The English words of a confidential business's title (the web's catalogue and the server's sharing meta). */
export const BUSINESS_TITLE_TEXTS = {
  sector: '{{sector}} company',
  none: 'Company',
  established: 'est. {{year}}',
  staff: '{{band}} staff',
} as const;

/** A staff band as figures, the same in English and Arabic ("50–99"). */
export const STAFF_BAND_WORDS = {
  '1_9': '1–9',
  '10_49': '10–49',
  '50_99': '50–99',
  '100_249': '100–249',
  '250_499': '250–499',
  '500_plus': '500+',
} as const satisfies Record<StaffBand, string>;

type BusinessTitleFields = Pick<BusinessCard, 'industry' | 'headquarters' | 'year_established' | 'staff_band'>;

export interface BusinessTitleWords {
  /** "Logistics company"; for a missing sector, a plain "Company". */
  sector: (sector: BusinessIndustry | null) => string;
  /** The headquarters, one of the nine places. */
  region: (region: string) => string;
  /** "est. 2009". */
  established: (year: number) => string;
  /** "50–99 staff". */
  staff: (band: StaffBand) => string;
}

/**
 * What a confidential business is called beside "Confidential Business" (issue 49): "Logistics company · Oman ·
 * est. 2009 · 50–99 staff", public fields only, never a name. The cards, the detail page and the sharing meta build it here.
 */
export function businessAnonymousTitle(card: BusinessTitleFields, words: BusinessTitleWords): string {
  return [words.sector(card.industry), card.headquarters && words.region(card.headquarters), card.year_established !== null && words.established(card.year_established),
    card.staff_band && words.staff(card.staff_band)]
    .filter(Boolean)
    .join(' · ');
}
