import { useTranslation } from '../../lib/i18n/i18n.ts';
import { anonymousTitle } from '#shared/listings/listing-identity.ts';
import type { InvestorCard } from '#shared/listings/listings.ts';

/** A masked investor's public title in the reader's language: "Board-level investor · UAE · Logistics, Retail". */
export function useInvestorTitle(card: Pick<InvestorCard, 'involvement_type' | 'geographical_preference' | 'preferred_industries'>): string {
  const { t } = useTranslation();
  return anonymousTitle(card, {
    involvement: (type) => t(`listings.investorTitles.${type ?? 'none'}`),
    region: (region) => t(`enums.region.${region}`),
    sector: (sector) => t(`enums.industry.${sector}`),
    separator: t('listings.listSeparator'),
  });
}
