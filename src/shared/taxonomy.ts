// The one industry taxonomy (issue 20): every industry a profile, a filter, a card or a reason names
// is a sector of this list, with one label each. A business's industry is one sector; an investor
// prefers any number of them. Display categories are the business's sector, so logistics reads
// Logistics, and every filter offers exactly the sectors that can occur on its side.
import { BUSINESS_INDUSTRIES, INVESTOR_INDUSTRIES, type BusinessIndustry, type InvestorIndustry } from './enums.ts';
import { industry } from './locales/en/enums.ts';

/** Every sector, in the order forms and filters list them (the spec's investor industries). */
export const SECTORS = INVESTOR_INDUSTRIES;
export type Sector = InvestorIndustry;

/** The sectors a business can be in (the spec's business industries): a business filter offers these. */
export const BUSINESS_SECTORS = BUSINESS_INDUSTRIES;
export type BusinessSector = BusinessIndustry;

/** The sectors an investor can prefer: an investor filter offers these. */
export const INVESTOR_SECTORS = INVESTOR_INDUSTRIES;

/** English labels, as the spec writes them: the server catalogue's (locales/en/enums.ts), which the web's shows in every language. */
export const SECTOR_LABELS: Readonly<Record<Sector, string>> = industry;

/**
 * The investor preference a business's industry answers to. Business industries are a subset of the
 * investor's list, so the mapping is one to one; it is written out so that a new business industry
 * must say where it belongs.
 */
export const PREFERENCE_OF_BUSINESS: Readonly<Record<BusinessSector, Sector>> = {
  technology: 'technology',
  manufacturing: 'manufacturing',
  retail: 'retail',
  healthcare: 'healthcare',
  finance: 'finance',
  education: 'education',
  hospitality: 'hospitality',
  logistics: 'logistics',
  energy: 'energy',
  food_beverage: 'food_beverage',
};

/** The display category of a business: its sector (null when it has none). */
export function categoryOf(industry: string | null | undefined): BusinessSector | null {
  return (BUSINESS_SECTORS as readonly string[]).includes(industry ?? '') ? (industry as BusinessSector) : null;
}
