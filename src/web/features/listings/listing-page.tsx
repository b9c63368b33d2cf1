import { Fragment, useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useRatesAskedEarly } from '../../lib/preferences/use-rates.ts';
import { CardSkeleton } from '../../components/listings/card-skeleton.tsx';
import { MoneyReaderProvider } from '../../components/listings/money.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Pagination } from './listing-controls.tsx';

const SKELETONS = Array.from({ length: 6 }, (_, i) => i);

interface Page<T> {
  items: T[];
  total: number;
  total_all: number;
  page: number;
  page_size: number;
}

/** What the count line says of a page: its range, how many match, how many are listed in all. */
export interface CountFacts { from: number; to: number; total: number; all: number; filtered: boolean }

const factsOf = <T,>(page: Page<T>): CountFacts => ({
  from: page.items.length ? (page.page - 1) * page.page_size + 1 : 0,
  to: (page.page - 1) * page.page_size + page.items.length,
  total: page.total,
  all: page.total_all,
  filtered: page.total !== page.total_all,
});

/** The count line of a listing: "Showing 1–24 of 59 businesses" (decision 0138). */
export function countLine(t: (key: string, values: Record<string, string>) => string, kind: 'Investors' | 'Businesses', facts: CountFacts): string {
  const values = { from: String(facts.from), to: String(facts.to), total: String(facts.total), all: String(facts.all) };
  return t(facts.from === 0 ? `listings.noneOf${kind}` : `listings.showing${kind}${facts.filtered ? 'Filtered' : ''}`, values);
}

/** What a listing's query hook answers (React Query's result, as far as the frame reads it). */
export interface ListingQuery<T> { data: Page<T> | undefined; isPending: boolean; isError: boolean; isFetching: boolean }

/**
 * The frame both public listings share: heading, filters, count, skeletons, empty state, cards, pages.
 * The frame asks for the page itself (`useQuery` with `params`), so that an answer arriving draws this frame again
 * and not the page that holds the filters: the filters (`filters`, made by that page) are the same elements as
 * before and React leaves them as they are. An answer is drawn at once (React Query's store is read outside a
 * transition), and on a phone the three filter menus with their options drawn again made it a long task.
 */
export function ListingPage<T extends { id: string }, P>(props: {
  title: string;
  subtitle: string;
  filters: ReactNode;
  useQuery: (params: P) => ListingQuery<T>;
  params: P;
  countText: (facts: CountFacts) => string;
  emptyText: string;
  renderCard: (item: T) => ReactNode;
  onPage: (page: number) => void;
  /** Beside the heading: "Save this search" (issue 23). */
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const { useQuery: useListing } = props;
  const { data: latest, isPending, isError, isFetching } = useListing(props.params);
  // The cards (up to 50, each with converted figures) render in a background pass that yields to the
  // browser, rather than in one long task when the page arrives; the skeletons stay until then.
  const data = useDeferredValue(latest);
  const loading = data === undefined && (isPending || latest !== undefined);
  // A page past the last one (an old link, a bookmark after listings left) shows the last page instead.
  const lastPage = latest ? Math.max(1, Math.ceil(latest.total / latest.page_size)) : 1;
  const { onPage } = props;
  useEffect(() => {
    if (latest && latest.page > lastPage) onPage(lastPage);
  }, [latest, lastPage, onPage]);
  useRatesAskedEarly();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-page-title">{props.title}</h1>
          <p className="mt-1 text-slate-600">{props.subtitle}</p>
        </div>
        {props.action}
      </div>
      <div className="mt-6">{props.filters}</div>
      <h2 className="sr-only">{t('listings.results')}</h2>
      {isError && <Alert className="mt-6">{t('listings.loadFailed')}</Alert>}
      {/* Its line is kept while the first page loads, so the cards below do not move when the count arrives. */}
      <p className="mt-6 text-sm text-slate-600" aria-live="polite" data-testid="listing-count">{data ? props.countText(factsOf(data)) : '\u00a0'}</p>
      {loading ? (
        <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{SKELETONS.map((i) => <CardSkeleton key={i} />)}</div>
      ) : data && data.items.length === 0 ? (
        <div className="mt-10 text-center">
          <p className="text-lg font-semibold">{props.emptyText}</p>
          <p className="mt-1 text-slate-500">{t('listings.tryAdjusting')}</p>
        </div>
      ) : (
        <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={isFetching}>
          <MoneyReaderProvider>
            {data?.items.map((item) => <Fragment key={item.id}>{props.renderCard(item)}</Fragment>)}
          </MoneyReaderProvider>
        </div>
      )}
      {data && <Pagination page={data.page} total={data.total} pageSize={data.page_size} onPage={props.onPage} />}
    </div>
  );
}
