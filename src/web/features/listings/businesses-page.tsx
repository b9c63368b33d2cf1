import { useTranslation } from 'react-i18next';
import { BUSINESS_STAGES, REGIONS } from '../../../shared/enums.ts';
import { LISTING_PAGE_SIZE_DEFAULT } from '../../../shared/listings.ts';
import { BusinessCard } from '../../components/listings/business-card.tsx';
import { CardSkeleton } from '../../components/listings/card-skeleton.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { useBusinesses } from './api/get-businesses.ts';
import { FilterBar, FilterSelect, Pagination } from './listing-controls.tsx';
import { useUrlFilters } from '../../lib/use-url-filters.ts';

// Spec: the businesses screen offers these five industries (the API accepts every business industry).
const INDUSTRY_OPTIONS = ['technology', 'manufacturing', 'retail', 'healthcare', 'logistics'] as const;
const SKELETONS = Array.from({ length: 6 }, (_, i) => i);

export function BusinessesPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters(['industry', 'stage', 'region'] as const);
  const industry = INDUSTRY_OPTIONS.find((i) => i === filters.values.industry);
  const stage = BUSINESS_STAGES.find((s) => s === filters.values.stage);
  const region = REGIONS.find((r) => r === filters.values.region);
  const query = useBusinesses({ search: filters.search || undefined, industry, stage, region, page: filters.page, page_size: LISTING_PAGE_SIZE_DEFAULT });
  const data = query.data;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">{t('listings.businessesTitle')}</h1>
      <p className="mt-1 text-slate-600">{t('listings.businessesSubtitle')}</p>
      <div className="mt-6">
        <FilterBar searchInput={filters.searchInput} onSearchInput={filters.setSearchInput} searchPlaceholder={t('listings.searchBusinessesPlaceholder')} onApply={filters.applyNow}>
          <FilterSelect label={t('listings.industryFilter')} allLabel={t('listings.allIndustries')} value={industry ?? ''} onChange={(v) => filters.setFilter('industry', v)}
            options={INDUSTRY_OPTIONS.map((i) => ({ value: i, label: t(`enums.industry.${i}`) }))} />
          <FilterSelect label={t('listings.stageFilter')} allLabel={t('listings.allStages')} value={stage ?? ''} onChange={(v) => filters.setFilter('stage', v)}
            options={BUSINESS_STAGES.map((s) => ({ value: s, label: t(`enums.businessStage.${s}`) }))} />
          <FilterSelect label={t('listings.regionFilter')} allLabel={t('listings.allRegions')} value={region ?? ''} onChange={(v) => filters.setFilter('region', v)}
            options={REGIONS.map((r) => ({ value: r, label: t(`enums.region.${r}`) }))} />
        </FilterBar>
      </div>
      {query.isError && <Alert className="mt-6">{t('listings.loadFailed')}</Alert>}
      {data && (
        <p className="mt-6 text-sm text-slate-600" aria-live="polite" data-testid="listing-count">
          {t('listings.showingBusinesses', { shown: data.total, total: data.total_all })}
        </p>
      )}
      {query.isPending ? (
        <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{SKELETONS.map((i) => <CardSkeleton key={i} />)}</div>
      ) : data && data.items.length === 0 ? (
        <div className="mt-10 text-center">
          <p className="text-lg font-semibold">{t('listings.noBusinesses')}</p>
          <p className="mt-1 text-slate-500">{t('listings.tryAdjusting')}</p>
        </div>
      ) : (
        <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={query.isFetching}>
          {data?.items.map((business) => <BusinessCard key={business.id} business={business} />)}
        </div>
      )}
      {data && <Pagination page={data.page} total={data.total} pageSize={data.page_size} onPage={filters.setPage} />}
    </div>
  );
}
