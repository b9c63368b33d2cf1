import { useNavigate } from 'react-router';
import { BUSINESS_STAGES, REGIONS } from '#shared/enums.ts';
import { LISTING_PAGE_SIZE_DEFAULT } from '#shared/listings/listing-sizes.ts';
import { BUSINESS_SECTORS } from '#shared/taxonomy.ts';
import { BusinessCard } from '../../components/listings/business-card.tsx';
import { useBusinesses } from './api/get-businesses.ts';
import { counterpartCardPath } from './counterpart-path.ts';
import { FilterBar, FilterSelect } from './listing-controls.tsx';
import { countLine, ListingPage } from './listing-page.tsx';
import { useAuth } from '../../lib/session/auth.tsx';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';
import { translateWithValues, useTranslation } from '../../lib/i18n/i18n.ts';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { SaveSearchButton } from '../../components/saved-searches/save-search-button.tsx';

export function BusinessesPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  useDocumentTitle(t('listings.businessesTitle'));
  // An investor's Express Interest opens that business on Matches, where it counts (issue 21).
  const investor = user?.user_type === 'investor';
  const filters = useUrlFilters(['industry', 'stage', 'region'] as const);
  // Issue 20: the filter offers every sector a business can be in, no fewer.
  const industry = BUSINESS_SECTORS.find((i) => i === filters.values.industry);
  const stage = BUSINESS_STAGES.find((s) => s === filters.values.stage);
  const region = REGIONS.find((r) => r === filters.values.region);
  const params = { search: filters.search || undefined, industry, stage, region, page: filters.page, page_size: LISTING_PAGE_SIZE_DEFAULT };

  return (
    <ListingPage
      title={t('listings.businessesTitle')}
      subtitle={t('listings.businessesSubtitle')}
      action={<SaveSearchButton scope="businesses" />}
      filters={
        <FilterBar searchInput={filters.searchInput} onSearchInput={filters.setSearchInput} searchPlaceholder={t('listings.searchBusinessesPlaceholder')} onApply={filters.applyNow}
          active={filters.active} onClear={filters.clear}>
          <FilterSelect label={t('listings.industryFilter')} allLabel={t('listings.allIndustries')} value={industry ?? ''} onChange={(v) => filters.setFilter('industry', v)}
            options={BUSINESS_SECTORS.map((i) => ({ value: i, label: t(`enums.industry.${i}`) }))} />
          <FilterSelect label={t('listings.stageFilter')} allLabel={t('listings.allStages')} value={stage ?? ''} onChange={(v) => filters.setFilter('stage', v)}
            options={BUSINESS_STAGES.map((s) => ({ value: s, label: t(`enums.businessStage.${s}`) }))} />
          <FilterSelect label={t('listings.regionFilter')} allLabel={t('listings.allRegions')} value={region ?? ''} onChange={(v) => filters.setFilter('region', v)}
            options={REGIONS.map((r) => ({ value: r, label: t(`enums.region.${r}`) }))} />
        </FilterBar>
      }
      useQuery={useBusinesses}
      params={params}
      countText={(facts) => countLine(translateWithValues, 'Businesses', facts)}
      emptyText={t('listings.noBusinesses')}
      renderCard={(business) => (
        <BusinessCard business={business} onAction={investor ? () => navigate(counterpartCardPath('business', business.id)) : undefined} />
      )}
      onPage={filters.setPage}
    />
  );
}
