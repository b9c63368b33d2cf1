import { useTranslation } from '../../lib/i18n/i18n.ts';
import { businessAnonymousTitle } from '#shared/listings/listing-identity.ts';
import type { BusinessCard } from '#shared/listings/listings.ts';

type NamedFields = Pick<BusinessCard, 'company_name' | 'industry' | 'headquarters' | 'year_established' | 'staff_band'>;

/**
 * What a business is called on a card or its page (issue 49): its name where the reader may see it, else
 * "Confidential Business" with an anonymous title of public fields, "Logistics company · Oman · est. 2009".
 */
export function useBusinessName(card: NamedFields | undefined): { name: string; anonymousTitle: string | null } {
  const { t } = useTranslation();
  if (card?.company_name) return { name: card.company_name, anonymousTitle: null };
  if (!card) return { name: t('listings.confidentialBusiness'), anonymousTitle: null };
  return {
    name: t('listings.confidentialBusiness'),
    anonymousTitle: businessAnonymousTitle(card, {
      sector: (sector) => (sector ? t('listings.businessTitle.sector', { sector: t(`enums.industry.${sector}`) }) : t('listings.businessTitle.none')),
      region: (region) => t(`enums.region.${region}`, { defaultValue: region }),
      established: (year) => t('listings.businessTitle.established', { year }),
      staff: (band) => t('listings.businessTitle.staff', { band: t(`enums.staffBand.${band}`) }),
    }),
  };
}
