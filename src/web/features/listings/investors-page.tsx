import { useTranslation } from 'react-i18next';
import { REGIONS } from '../../../shared/enums.ts';
import { LISTING_PAGE_SIZE_DEFAULT } from '../../../shared/listings.ts';
import { CardSkeleton } from '../../components/listings/card-skeleton.tsx';
import { InvestorCard } from '../../components/listings/investor-card.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { useInvestors } from './api/get-investors.ts';
import { FilterBar, FilterSelect, Pagination } from './listing-controls.tsx';
import { useUrlFilters } from '../../lib/use-url-filters.ts';

// Spec: the investors screen offers these five industries (the API accepts every investor industry).
const INDUSTRY_OPTIONS = ['technology', 'manufacturing', 'retail', 'healthcare', 'finance'] as const;
const SKELETONS = Array.from({ length: 6 }, (_, i) => i);

export function InvestorsPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters(['industry', 'region'] as const);
  const industry = INDUSTRY_OPTIONS.find((i) => i === filters.values.industry);
  const region = REGIONS.find((r) => r === filters.values.region);
  const query = useInvestors({ search: filters.search || undefined, industry, region, page: filters.page, page_size: LISTING_PAGE_SIZE_DEFAULT });
  const data = query.data;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">{t('listings.investorsTitle')}</h1>
      <p className="mt-1 text-slate-600">{t('listings.investorsSubtitle')}</p>
      <div className="mt-6">
        <FilterBar searchInput={filters.searchInput} onSearchInput={filters.setSearchInput} searchPlaceholder={t('listings.searchInvestorsPlaceholder')} onApply={filters.applyNow}>
          <FilterSelect label={t('listings.industryFilter')} allLabel={t('listings.allIndustries')} value={industry ?? ''} onChange={(v) => filters.setFilter('industry', v)}
            options={INDUSTRY_OPTIONS.map((i) => ({ value: i, label: t(`enums.industry.${i}`) }))} />
          <FilterSelect label={t('listings.regionFilter')} allLabel={t('listings.allRegions')} value={region ?? ''} onChange={(v) => filters.setFilter('region', v)}
            options={REGIONS.map((r) => ({ value: r, label: t(`enums.region.${r}`) }))} />
        </FilterBar>
      </div>
      {query.isError && <Alert className="mt-6">{t('listings.loadFailed')}</Alert>}
      {data && (
        <p className="mt-6 text-sm text-slate-600" aria-live="polite" data-testid="listing-count">
          {t('listings.showingInvestors', { shown: data.total, total: data.total_all })}
        </p>
      )}
      {query.isPending ? (
        <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{SKELETONS.map((i) => <CardSkeleton key={i} />)}</div>
      ) : data && data.items.length === 0 ? (
        <div className="mt-10 text-center">
          <p className="text-lg font-semibold">{t('listings.noInvestors')}</p>
          <p className="mt-1 text-slate-500">{t('listings.tryAdjusting')}</p>
        </div>
      ) : (
        <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={query.isFetching}>
          {data?.items.map((investor) => <InvestorCard key={investor.id} investor={investor} action="connect" />)}
        </div>
      )}
      {data && <Pagination page={data.page} total={data.total} pageSize={data.page_size} onPage={filters.setPage} />}
    </div>
  );
}
