import { anonymousTitle, BUSINESS_TITLE_TEXTS, businessAnonymousTitle, INVOLVEMENT_TITLES, STAFF_BAND_WORDS } from '#shared/listings/listing-identity.ts';
import type { StaffBand } from '#shared/enums.ts';
import type { BusinessCard, InvestorCard } from '#shared/listings/listings.ts';
import { formatMoney, formatMoneyRange, formatRange } from '#shared/money/format.ts';
import { fillWords } from '#shared/locales/fill.ts';
import { SECTOR_LABELS } from '#shared/taxonomy.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../http/ids.ts';
import { findBusinessCard, findInvestorCard } from './listings.queries.ts';

// The title and description a shared link to a profile's page shows (issue 21): written into the page the server
// sends (modules/pages/web-app.ts), in English, from the public card only — an investor by their anonymous title, never a name.

export interface ShareMeta {
  title: string;
  description: string;
}

const PROFILE_PAGE = /^\/(businesses|investors)\/([^/]+)$/;

const joined = (parts: (string | null | undefined | false)[], separator = ' · ') => parts.filter(Boolean).join(separator);

/** The spec's fallback name (section 2), and the English words of a confidential business's anonymous title. */
const CONFIDENTIAL_BUSINESS = 'Confidential Business';
const BUSINESS_TITLE_WORDS = {
  sector: (sector: BusinessCard['industry']) => (sector ? fillWords(BUSINESS_TITLE_TEXTS.sector, { sector: SECTOR_LABELS[sector] }) : BUSINESS_TITLE_TEXTS.none),
  region: (region: string) => region,
  established: (year: number) => fillWords(BUSINESS_TITLE_TEXTS.established, { year }),
  staff: (band: StaffBand) => fillWords(BUSINESS_TITLE_TEXTS.staff, { band: STAFF_BAND_WORDS[band] }),
};

export function businessShareMeta(card: BusinessCard): ShareMeta {
  const funding = card.funding_requirements;
  const seeking = formatMoney(funding.amount_required, funding.currency);
  // A confidential listing's revenue is its band until the introduction (issue 49).
  const { annual_revenue: exact, revenue_range: band } = card.financial_highlights;
  const revenue = exact !== null ? formatMoney(exact, funding.currency)
    : band && (band.min === 0 && band.max !== null ? `under ${formatMoney(band.max, funding.currency)}` : formatRange(band.min, band.max, funding.currency));
  const facts = joined([
    card.sub_industry,
    seeking && `Seeking ${seeking}${funding.equity_offered === null ? '' : ` for ${funding.equity_offered}% equity`}`,
    revenue && `Annual revenue ${revenue}`,
    card.year_established !== null && `Established ${card.year_established}`,
    card.branches.length > 0 && `Also in ${card.branches.join(', ')}`,
  ]);
  return {
    title: card.company_name
      ? joined([card.company_name, card.industry && SECTOR_LABELS[card.industry], card.headquarters])
      : joined([CONFIDENTIAL_BUSINESS, businessAnonymousTitle(card, BUSINESS_TITLE_WORDS)]),
    description: facts ? `${facts}. A business opportunity on Dealbridge.` : 'A business opportunity on Dealbridge.',
  };
}

export function investorShareMeta(card: InvestorCard): ShareMeta {
  const capacity = card.investment_capacity;
  const range = formatMoneyRange(capacity.min_amount, capacity.max_amount, capacity.currency);
  const facts = joined([
    range && `Invests ${range}`,
    card.preferred_industries.length > 0 && `Sectors: ${card.preferred_industries.map((sector) => SECTOR_LABELS[sector]).join(', ')}`,
    card.geographical_preference.length > 0 && `Regions: ${card.geographical_preference.join(', ')}`,
    card.years_experience !== null && `${card.years_experience} years of experience`,
  ]);
  return {
    title: anonymousTitle(card, { involvement: (type) => INVOLVEMENT_TITLES[type ?? 'none'], region: (region) => region, sector: (sector) => SECTOR_LABELS[sector] }),
    description: facts ? `${facts}. An investor on Dealbridge.` : 'An investor on Dealbridge.',
  };
}

/** The sharing meta of a page's path when it is a public profile's page; null for any other page or an id naming none. */
export async function shareMetaFor(db: Db, path: string): Promise<ShareMeta | null> {
  const [, kind, id = ''] = PROFILE_PAGE.exec(path) ?? [];
  if (!kind || !isUuid(id)) return null;
  if (kind === 'businesses') {
    const card = await findBusinessCard(db, id, null);
    return card && businessShareMeta(card);
  }
  // Never the admin's view: what a link shows is the same for whoever shared it.
  const card = await findInvestorCard(db, id, false);
  return card && investorShareMeta(card);
}
