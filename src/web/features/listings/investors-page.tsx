import { useNavigate } from 'react-router';
import { REGIONS } from '#shared/enums.ts';
import { LISTING_PAGE_SIZE_DEFAULT } from '#shared/listings/listing-sizes.ts';
import { INVESTOR_SECTORS } from '#shared/taxonomy.ts';
import { InvestorCard } from '../../components/listings/investor-card.tsx';
import { useInvestors } from './api/get-investors.ts';
import { counterpartCardPath } from './counterpart-path.ts';
import { FilterBar, FilterSelect } from './listing-controls.tsx';
import { countLine, ListingPage } from './listing-page.tsx';
import { useAuth } from '../../lib/session/auth.tsx';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';
import { translateWithValues, useTranslation } from '../../lib/i18n/i18n.ts';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { SaveSearchButton } from '../../components/saved-searches/save-search-button.tsx';

export function InvestorsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  useDocumentTitle(t('listings.investorsTitle'));
  // An owner's Connect opens that investor on Investor Connect, where it counts (issue 21).
  const owner = user?.user_type === 'business_owner';
  const filters = useUrlFilters(['industry', 'region'] as const);
  // Issue 20: the filter offers every sector an investor can prefer, no fewer.
  const industry = INVESTOR_SECTORS.find((i) => i === filters.values.industry);
  const region = REGIONS.find((r) => r === filters.values.region);
  const params = { search: filters.search || undefined, industry, region, page: filters.page, page_size: LISTING_PAGE_SIZE_DEFAULT };

  return (
    <ListingPage
      title={t('listings.investorsTitle')}
      subtitle={t('listings.investorsSubtitle')}
      action={<SaveSearchButton scope="investors" />}
      filters={
        <FilterBar searchInput={filters.searchInput} onSearchInput={filters.setSearchInput} searchPlaceholder={t('listings.searchInvestorsPlaceholder')} onApply={filters.applyNow}
          active={filters.active} onClear={filters.clear}>
          <FilterSelect label={t('listings.industryFilter')} allLabel={t('listings.allIndustries')} value={industry ?? ''} onChange={(v) => filters.setFilter('industry', v)}
            options={INVESTOR_SECTORS.map((i) => ({ value: i, label: t(`enums.industry.${i}`) }))} />
          <FilterSelect label={t('listings.regionFilter')} allLabel={t('listings.allRegions')} value={region ?? ''} onChange={(v) => filters.setFilter('region', v)}
            options={REGIONS.map((r) => ({ value: r, label: t(`enums.region.${r}`) }))} />
        </FilterBar>
      }
      useQuery={useInvestors}
      params={params}
      countText={(facts) => countLine(translateWithValues, 'Investors', facts)}
      emptyText={t('listings.noInvestors')}
      renderCard={(investor) => (
        <InvestorCard investor={investor} action="connect" onAction={owner ? () => navigate(counterpartCardPath('investor', investor.id)) : undefined} />
      )}
      onPage={filters.setPage}
    />
  );
}
